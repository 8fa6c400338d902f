// Placeholder: being built (docs/assessments.md section 5).
import { UnderDevelopment } from '@/components/ui/under-development';

export default function Placeholder() {
  return <UnderDevelopment />;
}
