// /courses/instructor: the instructor course manager (spec 001 "Instructor course manager" and
// "Instructor course status"; docs/courses.md). The caller's own courses, searched and filtered
// here (one list, at most COURSES.listLimit); status tabs; cards with a status menu; tick boxes
// with the two bulk moves (all or nothing: a 409 course/bulk-blocked names the courses that block
// it); Add New Course (also opened by ?new=1), edit, Manage Content and delete.
// Test ids: instructor-courses, instructor-add, instructor-tabs, instructor-tab-{all|key},
// instructor-list, instructor-empty, instructor-no-match, instructor-error, instructor-blocked,
// instructor-blocked-course, course-submit-dialog(-confirm/-cancel), course-bulk-dialog(-confirm/-cancel),
// course-delete-dialog(-confirm/-cancel); and those of the components.
import { Alert, Badge, Box, Button, CloseButton, Container, HStack, Heading, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { LuBookOpen, LuPlus, LuSearchX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { Course, CourseStatus } from '@shared/schemas/course';
import { CentreInvitationsCard } from '@/components/centres/centre-invitations-card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { toggleId } from '@/lib/selection';
import { useRemote } from '@/lib/use-remote';
import { courseStatusLabel, STATUS_KEY } from '@/components/courses/course-status';
import { BULK_COURSE_STATUS_FAILED, bulkCourseStatus } from '../api/bulk-course-status';
import { CHANGE_COURSE_STATUS_FAILED, changeCourseStatus } from '../api/change-course-status';
import { DELETE_COURSE_FAILED, deleteCourse } from '../api/delete-course';
import { LIST_INSTRUCTOR_COURSES_FAILED, listInstructorCourses } from '../api/list-instructor-courses';
import { CourseFormDialog } from '../components/course-form-dialog';
import { InstructorBulkBar } from '../components/instructor-bulk-bar';
import { InstructorCourseCard } from '../components/instructor-course-card';
import { InstructorFilterPanel } from '../components/instructor-filter-panel';
import { ManageContentDialog } from '../components/manage-content-dialog';
import { blockingCourses } from '../lib/bulk-blocked';
import { INSTRUCTOR_TABS, NO_FILTERS, filterCourses, tabCounts, type InstructorFilters, type InstructorTab } from '../lib/instructor-filters';

type BulkStatus = Extract<CourseStatus, 'Draft' | 'In Review'>;
type Blocked = { status: CourseStatus; courses: { id: string; title: string; reason: string }[] };

const tabKey = (tab: InstructorTab) => (tab === 'all' ? 'all' : STATUS_KEY[tab]);

export default function InstructorCoursesRoute() {
  const intl = useIntl();
  const list = useRemote('instructor-courses', listInstructorCourses);
  const { userType, user } = useAtomValue(authAtom);
  const [filters, setFilters] = useState<InstructorFilters>(NO_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<{ course: Course | null } | null>(null);
  const [contentId, setContentId] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState<Course | null>(null);
  const [bulk, setBulk] = useState<BulkStatus | null>(null);
  const [removing, setRemoving] = useState<Course | null>(null);
  const [blocked, setBlocked] = useState<Blocked | null>(null);
  const [params, setParams] = useSearchParams();

  // ?new=1 (the sidebar's Quick Actions "Create course") opens Add New Course; closing drops it.
  const requested = params.get('new') === '1';
  const shownForm = form ?? (requested ? { course: null } : null);
  const closeForm = () => {
    setForm(null);
    if (requested) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('new');
        return next;
      }, { replace: true });
    }
  };

  const courses = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterCourses(courses, filters), [courses, filters]);
  const counts = useMemo(() => tabCounts(courses, filters), [courses, filters]);
  // Ticks count only for courses on screen: a filter hides a course from bulk actions too.
  const ticked = shown.filter((course) => selected.has(course.id));
  const statusLabel = (status: CourseStatus) => courseStatusLabel(intl, status);

  const replace = (changed: Course[]) =>
    list.update((current) => current.map((course) => changed.find((item) => item.id === course.id) ?? course));

  const moveOne = async (course: Course, status: CourseStatus) => {
    setBusy(true);
    try {
      replace([await changeCourseStatus(course.id, status)]);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.toast.moved' }, { status: statusLabel(status) }) });
      setSubmitting(null);
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, CHANGE_COURSE_STATUS_FAILED) });
      setSubmitting(null);
      list.reload();
    } finally {
      setBusy(false);
    }
  };

  const requestMove = (course: Course, status: CourseStatus) => {
    if (status === 'In Review') setSubmitting(course);
    else void moveOne(course, status);
  };

  const moveMany = async (status: BulkStatus) => {
    const ids = ticked.map((course) => course.id);
    if (ids.length === 0) return;
    setBusy(true);
    setBlocked(null);
    try {
      replace(await bulkCourseStatus(ids, status));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.toast.movedMany' }, { count: ids.length, status: statusLabel(status) }) });
      setSelected(new Set());
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'course/bulk-blocked') {
        const found = blockingCourses(ids, error.values, error.fields, new Map(courses.map((course) => [course.id, course.title])));
        setBlocked({
          status,
          courses: found.map((course) => ({ ...course, reason: intl.formatMessage({ id: `courses.author.blocked.reason.${course.reason}` }, { status: statusLabel(status) }) })),
        });
      } else {
        toaster.create({ type: 'error', title: formatError(intl, error, BULK_COURSE_STATUS_FAILED) });
      }
    } finally {
      setBusy(false);
      setBulk(null);
    }
  };

  const remove = async (course: Course) => {
    setBusy(true);
    try {
      await deleteCourse(course.id);
      list.update((current) => current.filter((item) => item.id !== course.id));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.delete.done' }) });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DELETE_COURSE_FAILED) });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  /** Unpublish or withdraw, so that the course can be edited again. */
  const unlock = async (course: Course) => {
    const moved = await changeCourseStatus(course.id, 'Draft');
    replace([moved]);
    toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.toast.moved' }, { status: statusLabel('Draft') }) });
    if (form?.course?.id === course.id) setForm({ course: moved });
  };

  const toggle = (id: string) => setSelected((current) => toggleId(current, id));

  const filtered = filters.search.trim() !== '' || filters.category !== '' || filters.level !== '' || filters.enterprise !== 'all' || filters.tab !== 'all';

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="instructor-courses">
      <Stack gap="5">
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="courses.author.instructor.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="courses.author.instructor.description" />
            </Text>
          </Stack>
          <Button colorPalette="brand" onClick={() => setForm({ course: null })} data-testid="instructor-add">
            <LuPlus aria-hidden />
            <FormattedMessage id="courses.author.instructor.add" />
          </Button>
        </HStack>

        {/* Teachers: training-centre invitations and centres (nothing when there are none). */}
        {(userType ?? user?.user_type) === 'teacher' && <CentreInvitationsCard />}

        {list.status === 'error' && (
          <RetryAlert
            message={formatError(intl, list.error, LIST_INSTRUCTOR_COURSES_FAILED)}
            retryLabel={<FormattedMessage id="courses.author.common.retry" />}
            onRetry={list.reload}
            testId="instructor-error"
            retryTestId="instructor-retry"
          />
        )}

        <InstructorFilterPanel filters={filters} onChange={setFilters} />

        <Tabs.Root value={filters.tab} onValueChange={(details) => setFilters({ ...filters, tab: details.value as InstructorTab })} variant="line" colorPalette="brand" lazyMount>
          <Tabs.List overflowX="auto" data-testid="instructor-tabs">
            {INSTRUCTOR_TABS.map((tab) => (
              <Tabs.Trigger key={tab} value={tab} flexShrink={0} data-testid={`instructor-tab-${tabKey(tab)}`}>
                <FormattedMessage id={tab === 'all' ? 'courses.author.tabs.all' : `courses.author.status.${STATUS_KEY[tab]}`} />
                {list.status === 'success' && (
                  <Badge size="sm" variant="subtle">
                    {intl.formatNumber(counts[tab])}
                  </Badge>
                )}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value={filters.tab} pt="4">
            <Stack gap="4">
              {blocked && (
                <Alert.Root status="error" data-testid="instructor-blocked">
                  <Alert.Indicator />
                  <Alert.Content>
                    <Alert.Title>
                      <FormattedMessage id="courses.author.blocked.title" values={{ count: blocked.courses.length, status: statusLabel(blocked.status) }} />
                    </Alert.Title>
                    <Alert.Description>
                      <Box as="ul" ps="5" listStyleType="disc">
                        {blocked.courses.map((course) => (
                          <li key={course.id} data-testid="instructor-blocked-course" data-course-id={course.id}>
                            <bdi>{course.title}</bdi>: {course.reason}
                          </li>
                        ))}
                      </Box>
                    </Alert.Description>
                  </Alert.Content>
                  <CloseButton size="sm" onClick={() => setBlocked(null)} aria-label={intl.formatMessage({ id: 'courses.author.common.close' })} />
                </Alert.Root>
              )}
              {list.status === 'success' && courses.length > 0 && (
                <InstructorBulkBar
                  shown={shown.length}
                  selected={ticked.length}
                  busy={busy}
                  onToggleAll={() => setSelected(ticked.length === shown.length ? new Set() : new Set(shown.map((course) => course.id)))}
                  onBulk={setBulk}
                />
              )}
              {list.status === 'loading' && (
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                  {[0, 1, 2].map((item) => (
                    <Skeleton key={item} h="80" rounded="l3" />
                  ))}
                </SimpleGrid>
              )}
              {list.status === 'success' && courses.length === 0 && (
                <EmptyCard
                  icon={<LuBookOpen size={28} aria-hidden />}
                  title={<FormattedMessage id="courses.author.instructor.empty" />}
                  body={
                    <Button size="sm" mt="2" colorPalette="brand" onClick={() => setForm({ course: null })}>
                      <LuPlus aria-hidden />
                      <FormattedMessage id="courses.author.instructor.add" />
                    </Button>
                  }
                  testId="instructor-empty"
                />
              )}
              {list.status === 'success' && courses.length > 0 && shown.length === 0 && (
                <EmptyCard
                  icon={<LuSearchX size={28} aria-hidden />}
                  title={<FormattedMessage id="courses.author.instructor.noMatch" />}
                  body={
                    filtered && (
                      <Button size="sm" mt="2" variant="outline" onClick={() => setFilters(NO_FILTERS)}>
                        <FormattedMessage id="courses.author.filters.clearAll" />
                      </Button>
                    )
                  }
                  testId="instructor-no-match"
                />
              )}
              {shown.length > 0 && (
                <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3 }} gap="4" listStyleType="none" m="0" p="0" data-testid="instructor-list" aria-busy={busy || list.refreshing}>
                  {shown.map((course) => (
                    <InstructorCourseCard
                      key={course.id}
                      course={course}
                      selected={selected.has(course.id)}
                      busy={busy}
                      onSelect={() => toggle(course.id)}
                      onMove={(status) => requestMove(course, status)}
                      onEdit={() => setForm({ course })}
                      onContent={() => setContentId(course.id)}
                      onDelete={() => setRemoving(course)}
                    />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          </Tabs.Content>
        </Tabs.Root>
      </Stack>

      {shownForm && (
        <CourseFormDialog
          key={shownForm.course?.id ?? 'new'}
          course={shownForm.course}
          onClose={closeForm}
          onUnlock={(course) => void unlock(course).catch((error: unknown) => toaster.create({ type: 'error', title: formatError(intl, error, CHANGE_COURSE_STATUS_FAILED) }))}
          onSaved={(course, created) => {
            list.update((current) => (created ? [course, ...current.filter((item) => item.id !== course.id)] : current.map((item) => (item.id === course.id ? course : item))));
            toaster.create({ type: 'success', title: intl.formatMessage({ id: created ? 'courses.author.form.created' : 'courses.author.form.saved' }) });
            closeForm();
          }}
        />
      )}
      {contentId && <ManageContentDialog courseId={contentId} onClose={() => setContentId(null)} onChanged={list.reload} onUnlock={unlock} />}

      <ConfirmDialog
        open={submitting !== null}
        onClose={() => setSubmitting(null)}
        onConfirm={() => submitting && void moveOne(submitting, 'In Review')}
        busy={busy}
        tone="brand"
        title={<FormattedMessage id="courses.author.submit.title" />}
        body={<FormattedMessage id="courses.author.submit.body" />}
        confirmLabel={<FormattedMessage id="courses.author.submit.confirm" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="course-submit-dialog"
      />
      <ConfirmDialog
        open={bulk !== null}
        onClose={() => setBulk(null)}
        onConfirm={() => bulk && void moveMany(bulk)}
        busy={busy}
        tone="brand"
        title={<FormattedMessage id="courses.author.bulk.confirmTitle" />}
        body={<FormattedMessage id="courses.author.bulk.confirmBody" values={{ count: ticked.length, status: bulk ? statusLabel(bulk) : '' }} />}
        confirmLabel={<FormattedMessage id="courses.author.bulk.confirm" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="course-bulk-dialog"
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        busy={busy}
        title={<FormattedMessage id="courses.author.delete.title" />}
        body={<FormattedMessage id="courses.author.delete.body" />}
        confirmLabel={<FormattedMessage id="courses.author.common.delete" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="course-delete-dialog"
      />
    </Container>
  );
}
