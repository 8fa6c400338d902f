// A course that is not (or no longer) open to the caller: the detail and enrol screens say so
// the same way and lead back to the marketplace.
import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LuBookX } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { StatusScreen } from '@/components/ui/status-screen';

export function CourseNotFound({ testId }: { testId: string }) {
  return (
    <StatusScreen
      icon={LuBookX}
      titleId="courses.detail.notFoundTitle"
      descriptionId="courses.detail.notFoundBody"
      testId={testId}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="/courses/marketplace">
            <FormattedMessage id="courses.detail.backToMarketplace" />
          </RouterLink>
        </Button>
      }
    />
  );
}
