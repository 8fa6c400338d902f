// Placeholder until the screen is built (issue 11).
import { UnderDevelopment } from '@/components/ui/under-development';

export default function CourseLearnersRoute() {
  return <UnderDevelopment />;
}
