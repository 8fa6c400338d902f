// Placeholder until the wallet screen lands (docs/centres.md, "Wallet").
import { UnderDevelopment } from '@/components/ui/under-development';

export default function WalletRoute() {
  return <UnderDevelopment />;
}
