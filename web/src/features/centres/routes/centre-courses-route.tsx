// /training-centre/courses: enterprise course management (spec 001 "Enterprise course management"
// and "Enterprise course status"; docs/centres.md). The centre's courses from one GET
// /enterprise-courses, searched by title or description and filtered by category and status here;
// a table with tick boxes and the bulk Move to Draft (all or nothing); per row View, Edit, Publish
// and Reject (In Review), Delete (Draft, Assigned, Rejected); the create/edit and view modals.
// A new course's language is the centre's default language (GET /training-centre/settings; Add
// waits for it, English if it cannot be read). Errors show in a red banner that clears after 5 s. Test ids: centre-courses, centre-courses-add,
// centre-courses-search, centre-courses-category, centre-courses-status, centre-courses-error,
// centre-courses-retry, centre-courses-empty, centre-courses-no-match, centre-courses-bulk-draft,
// centre-bulk-dialog(-confirm/-cancel), centre-delete-dialog(-confirm/-cancel); and the components'.
import { Button, Field, HStack, Heading, Input, InputGroup, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { LuBookOpen, LuPlus, LuRotateCcw, LuSearch, LuSearchX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseStatus } from '@shared/constants';
import type { EnterpriseCourse } from '@shared/schemas/enterprise-course';
import { courseStatusLabel } from '@/components/courses/course-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { SelectionBar } from '@/components/ui/selection-bar';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { toggleId } from '@/lib/selection';
import { useRemote } from '@/lib/use-remote';
import { BULK_ENTERPRISE_STATUS_FAILED, bulkEnterpriseCourseStatus } from '../api/bulk-enterprise-course-status';
import { CHANGE_ENTERPRISE_STATUS_FAILED, changeEnterpriseCourseStatus } from '../api/change-enterprise-course-status';
import { DELETE_ENTERPRISE_COURSE_FAILED, deleteEnterpriseCourse } from '../api/delete-enterprise-course';
import { getCentreSettings } from '../api/get-centre-settings';
import { LIST_ENTERPRISE_COURSES_FAILED, listEnterpriseCourses } from '../api/list-enterprise-courses';
import { EnterpriseCourseFormDialog } from '../components/enterprise-course-form-dialog';
import { EnterpriseCourseTable } from '../components/enterprise-course-table';
import { EnterpriseCourseViewDialog } from '../components/enterprise-course-view-dialog';
import { RejectCourseDialog } from '../components/reject-course-dialog';
import { TimedErrorBanner, useTimedError } from '../components/timed-error-banner';
import { useCentreParam } from '../hooks/use-centre-query';
import { ENTERPRISE_STATUS_FILTERS, NO_ENTERPRISE_FILTERS, filterEnterpriseCourses, isFiltered, type EnterpriseCourseFilters } from '../lib/enterprise-course-filters';
import { ENTERPRISE_CATEGORIES } from '../lib/enterprise-course-form';

export default function CentreCoursesRoute() {
  const intl = useIntl();
  const enterprise = useCentreParam();
  const { user } = useAtomValue(authAtom);
  // A centre's enterprise id is its own uid; an administrator acts for ?enterprise=.
  const enterpriseId = enterprise ?? user?.id ?? '';
  const list = useRemote(`enterprise-courses:${enterprise ?? ''}`, (signal) => listEnterpriseCourses(enterprise, signal));
  const settings = useRemote(`settings:${enterprise ?? ''}`, (signal) => getCentreSettings(enterprise, signal));
  const banner = useTimedError();
  const [filters, setFilters] = useState<EnterpriseCourseFilters>(NO_ENTERPRISE_FILTERS);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<{ course: EnterpriseCourse | null } | null>(null);
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<EnterpriseCourse | null>(null);
  const [removing, setRemoving] = useState<EnterpriseCourse | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const courses = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterEnterpriseCourses(courses, filters), [courses, filters]);
  // Ticks count only for rows on screen: a filter hides a course from the bulk action too.
  const ticked = shown.filter((course) => selected.has(course.id));
  const statusLabel = (status: CourseStatus) => courseStatusLabel(intl, status);

  const replace = (changed: EnterpriseCourse[]) =>
    list.update((current) => current.map((course) => changed.find((item) => item.id === course.id) ?? course));

  const move = async (course: EnterpriseCourse, status: CourseStatus, reason?: string) => {
    setBusy(true);
    try {
      replace([await changeEnterpriseCourseStatus(course.id, status, enterprise, reason)]);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.toast.moved' }, { status: statusLabel(status) }) });
    } catch (error) {
      banner.show(formatError(intl, error, CHANGE_ENTERPRISE_STATUS_FAILED));
      list.reload();
    } finally {
      setBusy(false);
      setRejecting(null);
    }
  };

  const moveToDraft = async () => {
    const ids = ticked.map((course) => course.id);
    if (ids.length === 0) return;
    setBusy(true);
    try {
      replace(await bulkEnterpriseCourseStatus(ids, 'Draft', enterprise));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.toast.movedMany' }, { count: ids.length, status: statusLabel('Draft') }) });
      setSelected(new Set());
    } catch (error) {
      // All or nothing: name the courses that block the move by title rather than by id.
      const blocking = error instanceof ApiRequestError && error.code === 'course/bulk-blocked' ? String(error.values?.courseIds ?? '').split(',').filter(Boolean) : [];
      const titles = blocking.map((id) => courses.find((course) => course.id === id)?.title ?? id);
      banner.show(
        titles.length > 0
          ? intl.formatMessage({ id: 'centres.courses.bulk.blocked' }, { status: statusLabel('Draft'), titles: intl.formatList(titles, { type: 'conjunction' }) })
          : formatError(intl, error, BULK_ENTERPRISE_STATUS_FAILED),
      );
    } finally {
      setBusy(false);
      setBulkOpen(false);
    }
  };

  const remove = async (course: EnterpriseCourse) => {
    setBusy(true);
    try {
      await deleteEnterpriseCourse(course.id, enterprise);
      list.update((current) => current.filter((item) => item.id !== course.id));
      setSelected((current) => {
        const next = new Set(current);
        next.delete(course.id);
        return next;
      });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.delete.done' }) });
    } catch (error) {
      banner.show(formatError(intl, error, DELETE_ENTERPRISE_COURSE_FAILED));
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const toggle = (id: string) => setSelected((current) => toggleId(current, id));

  const filterSelect = (testId: string, labelId: string, value: string, options: SelectOption[], change: (value: string) => void) => (
    <SelectField
      label={<FormattedMessage id={labelId} />}
      value={value}
      options={options}
      first={{ label: intl.formatMessage({ id: 'centres.courses.filters.all' }) }}
      onChange={change}
      testId={testId}
    />
  );

  const addButton = (
    <Button colorPalette="brand" onClick={() => setForm({ course: null })} disabled={!enterpriseId} loading={settings.status === 'loading'} data-testid="centre-courses-add">
      <LuPlus aria-hidden />
      <FormattedMessage id="centres.courses.add" />
    </Button>
  );

  return (
    <Stack gap="5" data-testid="centre-courses">
      <HStack justify="space-between" gap="4" wrap="wrap">
        <Stack gap="1" textAlign="start">
          <Heading as="h2" size="xl">
            <FormattedMessage id="centres.courses.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="centres.courses.description" />
          </Text>
        </Stack>
        {addButton}
      </HStack>

      <TimedErrorBanner error={banner.error} onClose={banner.clear} testId="centre-courses-error" />

      <SimpleGrid columns={{ base: 1, md: 4 }} gap="3" alignItems="end">
        <Field.Root gridColumn={{ md: 'span 2' }}>
          <Field.Label>
            <FormattedMessage id="centres.courses.filters.search" />
          </Field.Label>
          <InputGroup startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              dir="auto"
              value={filters.search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value })}
              placeholder={intl.formatMessage({ id: 'centres.courses.filters.searchPlaceholder' })}
              data-testid="centre-courses-search"
            />
          </InputGroup>
        </Field.Root>
        {filterSelect(
          'centre-courses-category',
          'centres.courses.filters.category',
          filters.category,
          ENTERPRISE_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: `courses.category.${value}` }) })),
          (value) => setFilters({ ...filters, category: value as EnterpriseCourseFilters['category'] }),
        )}
        {filterSelect(
          'centre-courses-status',
          'centres.courses.filters.status',
          filters.status,
          ENTERPRISE_STATUS_FILTERS.map((value) => ({ value, label: statusLabel(value) })),
          (value) => setFilters({ ...filters, status: value as EnterpriseCourseFilters['status'] }),
        )}
      </SimpleGrid>

      {list.status === 'error' && (
        <EmptyCard
          icon={<LuBookOpen size={28} aria-hidden />}
          title={formatError(intl, list.error, LIST_ENTERPRISE_COURSES_FAILED)}
          body={
            <Button size="sm" mt="2" variant="outline" onClick={list.reload} data-testid="centre-courses-retry">
              <LuRotateCcw aria-hidden />
              <FormattedMessage id="centres.courses.common.retry" />
            </Button>
          }
          testId="centre-courses-load-error"
        />
      )}
      {list.status === 'loading' && <Skeleton h="64" rounded="l3" />}
      {list.status === 'success' && courses.length === 0 && (
        <EmptyCard
          icon={<LuBookOpen size={28} aria-hidden />}
          title={<FormattedMessage id="centres.courses.empty" />}
          body={<HStack mt="2">{addButton}</HStack>}
          testId="centre-courses-empty"
        />
      )}
      {list.status === 'success' && courses.length > 0 && shown.length === 0 && (
        <EmptyCard
          icon={<LuSearchX size={28} aria-hidden />}
          title={<FormattedMessage id="centres.courses.noMatch" />}
          body={
            isFiltered(filters) && (
              <Button size="sm" mt="2" variant="outline" onClick={() => setFilters(NO_ENTERPRISE_FILTERS)} data-testid="centre-courses-clear">
                <FormattedMessage id="centres.courses.filters.clear" />
              </Button>
            )
          }
          testId="centre-courses-no-match"
        />
      )}
      {shown.length > 0 && (
        <>
          <SelectionBar
            testIdPrefix="centre-courses"
            state={ticked.length === 0 ? 'none' : ticked.length === shown.length ? 'all' : 'some'}
            selectedCount={ticked.length}
            disabled={busy}
            selectAllLabel={<FormattedMessage id="centres.courses.bulk.selectAll" />}
            selectedLabel={<FormattedMessage id="centres.courses.bulk.selected" values={{ count: ticked.length }} />}
            onToggleAll={() => setSelected(ticked.length === shown.length ? new Set() : new Set(shown.map((course) => course.id)))}
          >
            <Button size="sm" variant="outline" disabled={busy || ticked.length === 0} onClick={() => setBulkOpen(true)} data-testid="centre-courses-bulk-draft">
              <FormattedMessage id="courses.author.move.draft" />
            </Button>
          </SelectionBar>
          <EnterpriseCourseTable
            courses={shown}
            selected={selected}
            busy={busy || list.refreshing}
            onSelect={toggle}
            onView={(course) => setViewing(course.id)}
            onEdit={(course) => setForm({ course })}
            onPublish={(course) => void move(course, 'Published')}
            onReject={setRejecting}
            onDelete={setRemoving}
          />
        </>
      )}

      {form && (
        <EnterpriseCourseFormDialog
          key={form.course?.id ?? 'new'}
          course={form.course}
          enterprise={enterprise}
          enterpriseId={enterpriseId}
          defaultLanguage={settings.data?.default_language}
          onClose={() => setForm(null)}
          onSaved={(course, created) => {
            // A new course goes first in the list (spec).
            list.update((current) => (created ? [course, ...current.filter((item) => item.id !== course.id)] : current.map((item) => (item.id === course.id ? course : item))));
            toaster.create({
              type: 'success',
              title: created
                ? intl.formatMessage({ id: 'centres.courses.toast.created' }, { teacher: course.teacher ?? '' })
                : intl.formatMessage({ id: 'courses.author.form.saved' }),
            });
            setForm(null);
          }}
        />
      )}
      {viewing && <EnterpriseCourseViewDialog courseId={viewing} enterprise={enterprise} onClose={() => setViewing(null)} onChanged={(course) => replace([course])} />}
      <RejectCourseDialog key={rejecting?.id ?? 'none'} title={rejecting?.title ?? null} busy={busy} onClose={() => setRejecting(null)} onReject={(reason) => rejecting && void move(rejecting, 'Rejected', reason)} />

      <ConfirmDialog
        open={bulkOpen}
        onClose={() => setBulkOpen(false)}
        onConfirm={() => void moveToDraft()}
        busy={busy}
        tone="brand"
        title={<FormattedMessage id="courses.author.move.draft" />}
        body={<FormattedMessage id="centres.courses.bulk.confirm" values={{ count: ticked.length, status: statusLabel('Draft') }} />}
        confirmLabel={<FormattedMessage id="courses.author.move.draft" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="centre-bulk-dialog"
      />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && void remove(removing)}
        busy={busy}
        title={<FormattedMessage id="courses.author.delete.title" />}
        body={<FormattedMessage id="centres.courses.delete.body" />}
        confirmLabel={<FormattedMessage id="centres.courses.actions.deleteConfirm" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="centre-delete-dialog"
      />
    </Stack>
  );
}
