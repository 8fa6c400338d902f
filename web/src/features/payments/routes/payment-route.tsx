// Stub until the issue-5 screen lands (docs/market.md).
import { UnderDevelopment } from '@/components/ui/under-development';

export default function PaymentRoute() {
  return <UnderDevelopment />;
}
