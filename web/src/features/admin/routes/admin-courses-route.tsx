// /admin/courses: the course review queue (docs/courses.md, "Status machine"). Courses In Review,
// oldest first, each with its content on demand; Publish, or Reject with a reason, one by one or
// for the ticked ones (all or nothing: a 409 course/bulk-blocked names the courses that block it,
// say because their owner withdrew them meanwhile). A toast says how many moved; the list is read again.
// Test ids: admin-courses, admin-courses-list, admin-courses-empty, admin-courses-error,
// admin-courses-blocked, admin-courses-select-all, admin-courses-selected-count,
// admin-courses-bulk-publish, admin-courses-bulk-reject, and those of review-course-row and
// reject-reason-dialog.
import { Box, Button, Skeleton, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuInbox, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { SelectionBar } from '@/components/ui/selection-bar';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { keepOnPage, pageSelection, toggleAll, toggleId } from '@/lib/selection';
import { LIST_REVIEW_COURSES_FAILED, listReviewCourses } from '../api/list-review-courses';
import { REVIEW_COURSES_FAILED, reviewCourses, type CourseReviewStatus } from '../api/review-courses';
import { AdminPage } from '@/components/admin/admin-page';
import { RejectReasonDialog } from '../components/reject-reason-dialog';
import { ReviewCourseRow } from '../components/review-course-row';

const NONE: ReadonlySet<string> = new Set();

export default function AdminCoursesRoute() {
  const intl = useIntl();
  const list = useRemote('admin-review-courses', listReviewCourses);
  const [picked, setPicked] = useState<ReadonlySet<string>>(NONE);
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);

  const courses = list.data ?? [];
  const ids = courses.map((course) => course.id);
  const selected = keepOnPage(picked, ids);
  const state = pageSelection(selected, ids);

  const run = async (courseIds: string[], status: CourseReviewStatus, reason?: string) => {
    if (courseIds.length === 0 || busy) return;
    setBusy(true);
    try {
      await reviewCourses(courseIds, status, reason);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: `admin.courses.done.${status === 'Published' ? 'published' : 'rejected'}` }, { count: courseIds.length }) });
      setPicked(NONE);
      setRejecting(null);
    } catch (error) {
      let description: string | undefined;
      if (error instanceof ApiRequestError && error.code === 'course/bulk-blocked') {
        const blocking = String(error.values?.courseIds ?? '').split(',').map((id) => id.trim()).filter(Boolean);
        const titles = blocking.map((id) => courses.find((course) => course.id === id)?.title ?? id);
        description = intl.formatMessage({ id: 'admin.courses.blocked' }, { count: titles.length, titles: intl.formatList(titles, { type: 'conjunction' }) });
      }
      toaster.create({ type: 'error', title: formatError(intl, error, REVIEW_COURSES_FAILED), description });
      if (status !== 'Rejected') setRejecting(null);
    } finally {
      setBusy(false);
      list.reload();
    }
  };

  return (
    <AdminPage testId="admin-courses" title={<FormattedMessage id="admin.courses.title" />} description={<FormattedMessage id="admin.courses.description" />}>
      <Stack gap="4">
        <SelectionBar
          testIdPrefix="admin-courses"
          state={state}
          selectedCount={selected.size}
          disabled={ids.length === 0 || busy}
          sticky
          selectAllLabel={<FormattedMessage id="admin.courses.selectAll" />}
          selectedLabel={<FormattedMessage id="admin.courses.selectedCount" values={{ count: selected.size }} />}
          onToggleAll={() => setPicked(toggleAll(selected, ids))}
        >
          <Button size="sm" colorPalette="green" disabled={selected.size === 0 || busy} onClick={() => void run([...selected], 'Published')} data-testid="admin-courses-bulk-publish">
            <LuCheck aria-hidden />
            <FormattedMessage id="admin.courses.bulkPublish" values={{ count: selected.size }} />
          </Button>
          <Button size="sm" variant="outline" colorPalette="red" disabled={selected.size === 0 || busy} onClick={() => setRejecting([...selected])} data-testid="admin-courses-bulk-reject">
            <LuX aria-hidden />
            <FormattedMessage id="admin.courses.bulkReject" values={{ count: selected.size }} />
          </Button>
        </SelectionBar>

        {list.status === 'loading' && (
          <Stack gap="3">
            {[0, 1, 2].map((item) => (
              <Skeleton key={item} h="24" rounded="l3" />
            ))}
          </Stack>
        )}
        {list.status === 'error' && (
          <RetryMessage
            message={formatError(intl, list.error, LIST_REVIEW_COURSES_FAILED)}
            retryLabel={<FormattedMessage id="admin.common.retry" />}
            onRetry={list.reload}
            testId="admin-courses-error"
          />
        )}
        {list.status === 'success' && courses.length === 0 && (
          <EmptyCard
            icon={<LuInbox size={28} aria-hidden />}
            title={<FormattedMessage id="admin.courses.empty" />}
            body={<FormattedMessage id="admin.courses.emptyHint" />}
            testId="admin-courses-empty"
          />
        )}
        {courses.length > 0 && (
          <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="admin-courses-list" aria-busy={list.refreshing || busy}>
            {courses.map((course) => (
              <ReviewCourseRow
                key={course.id}
                course={course}
                selected={selected.has(course.id)}
                busy={busy}
                onSelect={() => setPicked(toggleId(selected, course.id))}
                onPublish={() => void run([course.id], 'Published')}
                onReject={() => setRejecting([course.id])}
              />
            ))}
          </Box>
        )}
      </Stack>

      {rejecting && (
        <RejectReasonDialog
          count={rejecting.length}
          busy={busy}
          titleId="admin.courses.rejectTitle"
          bodyId="admin.courses.rejectBody"
          onClose={() => setRejecting(null)}
          onConfirm={(reason) => void run(rejecting, 'Rejected', reason)}
        />
      )}
    </AdminPage>
  );
}
