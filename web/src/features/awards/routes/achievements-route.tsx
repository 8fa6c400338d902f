// Placeholder until the awards screens land (docs/awards.md, "Web").
import { UnderDevelopment } from '@/components/ui/under-development';

export default function Placeholder() {
  return <UnderDevelopment />;
}
