// The status of a purchased course (Not Started, In Progress, Completed, Expired).
import { Badge, type BadgeProps } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { EnrollmentStatus } from '@shared/schemas/course-learning';
import { STATUS_PALETTE, statusMessageId } from '../lib/purchased-course';

export function EnrollmentStatusBadge({ status, testId, ...props }: { status: EnrollmentStatus; testId?: string } & BadgeProps) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid" data-testid={testId} data-status={status} {...props}>
      <FormattedMessage id={statusMessageId(status)} />
    </Badge>
  );
}
