// Placeholder until the screen lands (docs/centres.md).
import { UnderDevelopment } from '@/components/ui/under-development';

export default function CentreAnalyticsRoute() {
  return <UnderDevelopment />;
}
