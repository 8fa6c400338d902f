// A card's status menu: on opening it asks GET /instructor/courses/{id}/status which moves the
// caller may make now (`allowed`) and offers just those.
// Test ids: course-status-menu, course-status-option-{status key}, course-status-loading.
import { Button, Menu, Portal, Spinner } from '@chakra-ui/react';
import { useState } from 'react';
import { LuChevronDown } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseStatus } from '@shared/schemas/course';
import { STATUS_KEY } from '@/components/courses/course-status';
import { getCourseStatus } from '../api/get-course-status';

export function CourseStatusMenu({
  courseId,
  title,
  disabled,
  onMove,
}: {
  courseId: string;
  title: string;
  disabled?: boolean;
  onMove: (status: CourseStatus) => void;
}) {
  const intl = useIntl();
  const [allowed, setAllowed] = useState<CourseStatus[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = () => {
    setAllowed(null);
    setFailed(false);
    getCourseStatus(courseId).then(
      (info) => setAllowed(info.allowed),
      () => setFailed(true),
    );
  };

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onOpenChange={(details) => details.open && load()}>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="outline"
          disabled={disabled}
          aria-label={intl.formatMessage({ id: 'courses.author.card.statusMenuFor' }, { title })}
          data-testid="course-status-menu"
        >
          <FormattedMessage id="courses.author.card.statusMenu" />
          <LuChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            {allowed === null && !failed && (
              <Menu.Item value="loading" disabled data-testid="course-status-loading">
                <Spinner size="xs" />
                <FormattedMessage id="courses.author.card.statusLoading" />
              </Menu.Item>
            )}
            {failed && (
              <Menu.Item value="failed" disabled>
                <FormattedMessage id="courses.author.status.failed" />
              </Menu.Item>
            )}
            {allowed?.length === 0 && (
              <Menu.Item value="none" disabled>
                <FormattedMessage id="courses.author.card.noMoves" />
              </Menu.Item>
            )}
            {allowed?.map((status) => (
              <Menu.Item key={status} value={status} onSelect={() => onMove(status)} data-testid={`course-status-option-${STATUS_KEY[status]}`}>
                <FormattedMessage id={`courses.author.move.${STATUS_KEY[status]}`} />
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
