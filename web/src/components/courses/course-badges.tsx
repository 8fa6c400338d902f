// A course's status badge (in its status colour) and its category and level tags, as the
// instructor's course cards and the centre's course table and details show them.
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { CourseStatus } from '@shared/schemas/course';
import { STATUS_KEY, STATUS_PALETTE } from './course-status';

/** Other Badge props (variant, position, data-testid...) go to the badge. */
export function CourseStatusBadge({ status, ...badge }: { status: CourseStatus } & Omit<BadgeProps, 'colorPalette' | 'children'>) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} {...badge}>
      <FormattedMessage id={`courses.author.status.${STATUS_KEY[status]}`} />
    </Badge>
  );
}

/** The category and level tags, side by side in the caller's wrapping row. */
export function CourseTagBadges({ category, level }: { category: string; level: string }) {
  return (
    <>
      <Badge variant="surface">
        <FormattedMessage id={`courses.category.${category}`} />
      </Badge>
      <Badge variant="surface">
        <FormattedMessage id={`courses.level.${level}`} />
      </Badge>
    </>
  );
}
