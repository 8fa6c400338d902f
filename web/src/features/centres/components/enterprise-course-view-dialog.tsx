// The view modal (spec 001 "Enterprise course management"): the course's details and its
// curriculum from GET /enterprise-courses/{id}. While the course may change (Draft, Assigned,
// Rejected) the centre adds, renames and deletes chapters and adds, edits (title, type, duration)
// and deletes lessons through the enterprise endpoints; after each change the course is read again
// and the list's counts follow. The status menu asks GET /enterprise-courses/{id}/status on opening
// and offers the moves the centre may make now (Assign a Draft, Publish, Move to Draft). Errors show
// in the red banner that clears after 5 s. Test ids: centre-course-details (dialog),
// centre-details-{title,status,teacher,price,counts,description,reason,video}, centre-status-menu,
// centre-status-loading, centre-status-option-{status key}, centre-content-locked, centre-chapter-title
// (new), centre-chapter-add, centre-chapter (data-chapter-id), centre-chapter-rename(-input,-save),
// centre-chapter-delete, centre-lesson-new, centre-lesson-{title,type,duration,save},
// centre-lesson (data-lesson-id, data-type), centre-lesson-edit, centre-lesson-delete,
// centre-content-delete-dialog(-confirm), centre-details-error, centre-details-close.
import {
  Badge, Box, Button, CloseButton, Dialog, Field, HStack, IconButton, Image, Input, Menu, Portal, SimpleGrid, Skeleton, Spinner, Stack, Text,
} from '@chakra-ui/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { LuChevronDown, LuPencil, LuPlus, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { ChapterDetail, CourseStatus, Lesson, LessonType } from '@shared/schemas/course';
import type { EnterpriseCourse, EnterpriseCourseDetail } from '@shared/schemas/enterprise-course';
import { lessonTypeOptions } from '@/components/courses/course-form-fields';
import { CourseStatusBadge, CourseTagBadges } from '@/components/courses/course-badges';
import { courseStatusLabel, isEditable, STATUS_KEY } from '@/components/courses/course-status';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectInput } from '@/components/ui/select-field';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { errorMessageRef, formatError, type MessageRef } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { CHANGE_ENTERPRISE_STATUS_FAILED, changeEnterpriseCourseStatus } from '../api/change-enterprise-course-status';
import { CREATE_ENTERPRISE_CHAPTER_FAILED, createEnterpriseChapter } from '../api/create-enterprise-chapter';
import { CREATE_ENTERPRISE_LESSON_FAILED, createEnterpriseLesson } from '../api/create-enterprise-lesson';
import { DELETE_ENTERPRISE_CHAPTER_FAILED, deleteEnterpriseChapter } from '../api/delete-enterprise-chapter';
import { DELETE_ENTERPRISE_LESSON_FAILED, deleteEnterpriseLesson } from '../api/delete-enterprise-lesson';
import { GET_ENTERPRISE_COURSE_FAILED, getEnterpriseCourse } from '../api/get-enterprise-course';
import { GET_ENTERPRISE_STATUS_FAILED, getEnterpriseCourseStatus } from '../api/get-enterprise-course-status';
import { UPDATE_ENTERPRISE_CHAPTER_FAILED, updateEnterpriseChapter } from '../api/update-enterprise-chapter';
import { UPDATE_ENTERPRISE_LESSON_FAILED, updateEnterpriseLesson } from '../api/update-enterprise-lesson';
import { typedNumber } from '../lib/enterprise-course-form';
import { TimedErrorBanner, useTimedError } from './timed-error-banner';

type Removal = { kind: 'chapter'; chapter: ChapterDetail } | { kind: 'lesson'; lesson: Lesson };
/** The lesson form: a new lesson of `chapterId`, or the lesson `lessonId` being edited. */
interface LessonDraft {
  chapterId: string;
  lessonId: string | null;
  title: string;
  type: LessonType;
  duration: string;
  error: ErrorCode | null;
}

export function EnterpriseCourseViewDialog({
  courseId,
  enterprise,
  onClose,
  onChanged,
}: {
  courseId: string;
  enterprise: string | undefined;
  onClose: () => void;
  /** The course read again after a change (new counts) for the list. */
  onChanged: (course: EnterpriseCourse) => void;
}) {
  const intl = useIntl();
  const detail = useRemote(`enterprise-course:${courseId}`, (signal) => getEnterpriseCourse(courseId, enterprise, signal));
  const failure = useTimedError();
  const [busy, setBusy] = useState(false);
  const [chapterTitle, setChapterTitle] = useState('');
  const [chapterError, setChapterError] = useState<ErrorCode | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [lesson, setLesson] = useState<LessonDraft | null>(null);
  // The moves open now, from GET /{id}/status each time the menu opens (null while asking).
  const [moves, setMoves] = useState<CourseStatus[] | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const course = detail.data;
  const editable = course ? isEditable(course.status) : false;

  /** Runs a change, then reads the course again (counts come from the server). */
  const change = async (work: () => Promise<unknown>, fallback: MessageRef): Promise<boolean> => {
    if (busy) return false;
    setBusy(true);
    failure.clear();
    let ok = false;
    try {
      await work();
      ok = true;
    } catch (caught) {
      failure.show(formatError(intl, caught, fallback));
    }
    try {
      const fresh: EnterpriseCourseDetail = await getEnterpriseCourse(courseId, enterprise);
      detail.update(() => fresh);
      if (ok) onChanged(fresh);
    } catch (caught) {
      failure.show(formatError(intl, caught, GET_ENTERPRISE_COURSE_FAILED));
    } finally {
      setBusy(false);
    }
    return ok;
  };

  const addChapter = async (event: FormEvent) => {
    event.preventDefault();
    if (!chapterTitle.trim()) {
      setChapterError('course/chapter-title-required');
      return;
    }
    if (await change(() => createEnterpriseChapter(courseId, chapterTitle.trim(), enterprise), CREATE_ENTERPRISE_CHAPTER_FAILED)) setChapterTitle('');
  };

  const saveRename = async (event: FormEvent) => {
    event.preventDefault();
    if (!renaming || !renaming.title.trim()) return;
    const { id, title } = renaming;
    if (await change(() => updateEnterpriseChapter(id, title.trim(), enterprise), UPDATE_ENTERPRISE_CHAPTER_FAILED)) setRenaming(null);
  };

  const saveLesson = async (event: FormEvent) => {
    event.preventDefault();
    if (!lesson) return;
    const duration = typedNumber(lesson.duration, null);
    if (!lesson.title.trim()) {
      setLesson({ ...lesson, error: 'course/lesson-title-required' });
      return;
    }
    if (duration !== null && (!Number.isInteger(duration) || duration < 0 || duration > COURSES.maxLessonMinutes)) {
      setLesson({ ...lesson, error: 'course/invalid-duration' });
      return;
    }
    const body = { title: lesson.title.trim(), type: lesson.type, duration };
    const { lessonId } = lesson;
    const saved = lessonId
      ? await change(() => updateEnterpriseLesson(lessonId, body, enterprise), UPDATE_ENTERPRISE_LESSON_FAILED)
      : await change(() => createEnterpriseLesson(lesson.chapterId, body, enterprise), CREATE_ENTERPRISE_LESSON_FAILED);
    if (saved) setLesson(null);
  };

  const openMenu = (open: boolean) => {
    setMenuOpen(open);
    if (!open) return;
    setMoves(null);
    getEnterpriseCourseStatus(courseId, enterprise).then(
      // Rejecting asks a reason: the table's Reject does that.
      (info) => setMoves(info.allowed.filter((status) => status !== 'Rejected')),
      (caught: unknown) => {
        setMenuOpen(false);
        failure.show(formatError(intl, caught, GET_ENTERPRISE_STATUS_FAILED));
      },
    );
  };

  const moveTo = async (status: CourseStatus) => {
    if (await change(() => changeEnterpriseCourseStatus(courseId, status, enterprise), CHANGE_ENTERPRISE_STATUS_FAILED)) {
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.author.toast.moved' }, { status: courseStatusLabel(intl, status) }) });
    }
  };

  const remove = async () => {
    if (!removal) return;
    await (removal.kind === 'chapter'
      ? change(() => deleteEnterpriseChapter(removal.chapter.id, enterprise), DELETE_ENTERPRISE_CHAPTER_FAILED)
      : change(() => deleteEnterpriseLesson(removal.lesson.id, enterprise), DELETE_ENTERPRISE_LESSON_FAILED));
    setRemoval(null);
  };

  /** The lesson form (new or edit), in place of the lesson it edits or under the chapter's lessons. */
  const lessonForm = (draft: LessonDraft) => (
    <Stack as="form" gap="2" p="3" bg="bg.subtle" rounded="l2" onSubmit={(event: FormEvent) => void saveLesson(event)}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="2">
        <Field.Root required invalid={draft.error === 'course/lesson-title-required'}>
          <Field.Label fontSize="xs">
            <FormattedMessage id="centres.courses.details.lessonTitle" />
          </Field.Label>
          <Input size="sm" dir="auto" value={draft.title} maxLength={COURSES.titleMaxLength} onChange={(event) => setLesson({ ...draft, title: event.target.value, error: null })} data-testid="centre-lesson-title" />
        </Field.Root>
        <Field.Root>
          <Field.Label fontSize="xs">
            <FormattedMessage id="centres.courses.details.lessonType" />
          </Field.Label>
          <SelectInput size="sm" value={draft.type} options={lessonTypeOptions(intl)} onChange={(value) => setLesson({ ...draft, type: value as LessonType })} testId="centre-lesson-type" />
        </Field.Root>
        <Field.Root invalid={draft.error === 'course/invalid-duration'}>
          <Field.Label fontSize="xs">
            <FormattedMessage id="centres.courses.details.lessonDuration" />
          </Field.Label>
          <Input size="sm" inputMode="numeric" dir="ltr" value={draft.duration} onChange={(event) => setLesson({ ...draft, duration: event.target.value, error: null })} data-testid="centre-lesson-duration" />
        </Field.Root>
      </SimpleGrid>
      {draft.error && (
        <Text fontSize="sm" color="fg.error" data-testid="centre-lesson-error">
          {intl.formatMessage(errorMessageRef(draft.error))}
        </Text>
      )}
      <HStack gap="2" justify="flex-end">
        <Button size="sm" variant="ghost" onClick={() => setLesson(null)}>
          <FormattedMessage id="courses.author.common.cancel" />
        </Button>
        <Button size="sm" type="submit" colorPalette="brand" loading={busy} data-testid="centre-lesson-save">
          <FormattedMessage id={draft.lessonId ? 'centres.courses.details.save' : 'centres.courses.details.addLesson'} />
        </Button>
      </HStack>
    </Stack>
  );

  const fact = (labelId: string, value: ReactNode, testId?: string) => (
    <Stack gap="0.5" data-testid={testId}>
      <Text fontSize="xs" color="fg.muted">
        <FormattedMessage id={labelId} />
      </Text>
      <Text fontSize="sm" fontWeight="medium">
        {value}
      </Text>
    </Stack>
  );
  const list = (labelId: string, items: string[]) =>
    items.length > 0 && (
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="semibold">
          <FormattedMessage id={labelId} />
        </Text>
        <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
          {items.map((item, index) => (
            <li key={index} dir="auto">
              {item}
            </li>
          ))}
        </Box>
      </Stack>
    );

  return (
    <Dialog.Root open placement="center" size="xl" scrollBehavior="inside" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="centre-course-details" mx="4" w="full" maxW="4xl" maxH="90vh">
            <Dialog.Header>
              <Dialog.Title dir="auto" data-testid="centre-details-title">
                {course ? course.title : <FormattedMessage id="centres.courses.details.title" />}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {detail.status === 'loading' && <Skeleton h="48" rounded="l2" />}
              {detail.status === 'error' && (
                <RetryMessage message={formatError(intl, detail.error, GET_ENTERPRISE_COURSE_FAILED)} retryLabel={<FormattedMessage id="centres.courses.common.retry" />} onRetry={detail.reload} />
              )}
              {course && (
                <Stack gap="5">
                  <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="flex-start">
                    {course.thumbnail && <Image src={course.thumbnail.url} alt="" w={{ base: 'full', md: '56' }} aspectRatio={16 / 9} objectFit="cover" rounded="l2" />}
                    <Stack gap="3" flex="1" minW="0">
                      <HStack gap="2" wrap="wrap">
                        <CourseStatusBadge status={course.status} data-testid="centre-details-status" data-status={course.status} />
                        <Menu.Root open={menuOpen} positioning={{ placement: 'bottom-start' }} onOpenChange={(details) => openMenu(details.open)}>
                          <Menu.Trigger asChild>
                            <Button size="xs" variant="outline" disabled={busy} data-testid="centre-status-menu">
                              <FormattedMessage id="centres.courses.details.statusMenu" />
                              <LuChevronDown aria-hidden />
                            </Button>
                          </Menu.Trigger>
                          {/* Not portalled: inside the modal's focus trap, so the arrow keys reach the items. */}
                          <Menu.Positioner>
                            <Menu.Content minW="44">
                              {moves === null && (
                                <Menu.Item value="loading" disabled data-testid="centre-status-loading">
                                  <Spinner size="xs" />
                                  <FormattedMessage id="courses.author.card.statusLoading" />
                                </Menu.Item>
                              )}
                              {moves?.length === 0 && (
                                <Menu.Item value="none" disabled>
                                  <FormattedMessage id="courses.author.card.noMoves" />
                                </Menu.Item>
                              )}
                              {moves?.map((status) => (
                                <Menu.Item key={status} value={status} onSelect={() => void moveTo(status)} data-testid={`centre-status-option-${STATUS_KEY[status]}`}>
                                  <FormattedMessage id={`courses.author.move.${STATUS_KEY[status]}`} />
                                </Menu.Item>
                              ))}
                            </Menu.Content>
                          </Menu.Positioner>
                        </Menu.Root>
                        <CourseTagBadges category={course.category} level={course.level} />
                        {course.certification && (
                          <Badge variant="surface" colorPalette="brand">
                            <FormattedMessage id="courses.author.form.certification" />
                          </Badge>
                        )}
                        {course.freemium && (
                          <Badge variant="surface" colorPalette="brand">
                            <FormattedMessage id="centres.courses.details.freemium" />
                          </Badge>
                        )}
                      </HStack>
                      <Text fontSize="sm" whiteSpace="pre-wrap" dir="auto" data-testid="centre-details-description">
                        {course.description}
                      </Text>
                      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
                        {fact('centres.courses.table.teacher', course.teacher ? <bdi>{course.teacher}</bdi> : <FormattedMessage id="centres.courses.table.noTeacher" />, 'centre-details-teacher')}
                        {fact('centres.courses.table.price', course.price > 0 ? <FormattedMessage id="courses.price.sparks" values={{ count: course.price }} /> : <FormattedMessage id="courses.price.free" />, 'centre-details-price')}
                        {fact('courses.author.form.duration', course.duration === null ? '—' : intl.formatNumber(course.duration))}
                        {fact('courses.author.form.language', <FormattedMessage id={`courses.author.language.${course.language}`} />)}
                      </SimpleGrid>
                    </Stack>
                  </Stack>
                  {course.status === 'Rejected' && course.reject_reason && (
                    <Text fontSize="sm" color="fg.error" dir="auto" whiteSpace="pre-wrap" data-testid="centre-details-reason">
                      <FormattedMessage id="courses.author.card.rejectedBecause" values={{ reason: <bdi>{course.reject_reason}</bdi> }} />
                    </Text>
                  )}
                  {list('courses.author.form.objectives', course.learning_objectives)}
                  {list('courses.author.form.prerequisites', course.prerequisites)}
                  {course.target_audience && fact('courses.author.form.audience', <bdi>{course.target_audience}</bdi>)}
                  {course.video_preview && (
                    <Stack gap="1">
                      <Text fontSize="sm" fontWeight="semibold">
                        <FormattedMessage id="centres.courses.form.video" />
                      </Text>
                      <Box asChild w="full" maxH="64" rounded="l2" bg="black">
                        <video src={course.video_preview.url} controls preload="metadata" data-testid="centre-details-video" />
                      </Box>
                    </Stack>
                  )}

                  <Stack gap="3">
                    <HStack justify="space-between" wrap="wrap">
                      <Text fontWeight="semibold">
                        <FormattedMessage id="centres.courses.details.curriculum" />
                      </Text>
                      <Text fontSize="sm" color="fg.muted" data-testid="centre-details-counts" data-chapters={course.chapter_count} data-lessons={course.lesson_count}>
                        <FormattedMessage id="centres.courses.table.counts" values={{ chapters: course.chapter_count, lessons: course.lesson_count }} />
                      </Text>
                    </HStack>
                    {!editable && (
                      <Text fontSize="sm" color="fg.muted" data-testid="centre-content-locked">
                        <FormattedMessage id="centres.courses.details.locked" values={{ status: intl.formatMessage({ id: `courses.author.status.${STATUS_KEY[course.status]}` }) }} />
                      </Text>
                    )}
                    {course.chapters.length === 0 && (
                      <Text fontSize="sm" color="fg.muted">
                        <FormattedMessage id="centres.courses.details.noChapters" />
                      </Text>
                    )}
                    {course.chapters.map((chapter, index) => (
                      <Stack key={chapter.id} gap="2" p="3" borderWidth="1px" rounded="l2" data-testid="centre-chapter" data-chapter-id={chapter.id}>
                        {renaming?.id === chapter.id ? (
                          <HStack as="form" gap="2" onSubmit={(event: FormEvent) => void saveRename(event)}>
                            <Input
                              size="sm"
                              dir="auto"
                              value={renaming.title}
                              maxLength={COURSES.titleMaxLength}
                              onChange={(event) => setRenaming({ id: chapter.id, title: event.target.value })}
                              aria-label={intl.formatMessage({ id: 'centres.courses.details.chapterTitle' })}
                              data-testid="centre-chapter-rename-input"
                            />
                            <Button size="sm" type="submit" colorPalette="brand" loading={busy} disabled={!renaming.title.trim()} data-testid="centre-chapter-rename-save">
                              <FormattedMessage id="centres.courses.details.save" />
                            </Button>
                            <Button size="sm" variant="ghost" onClick={() => setRenaming(null)}>
                              <FormattedMessage id="courses.author.common.cancel" />
                            </Button>
                          </HStack>
                        ) : (
                          <HStack justify="space-between" gap="2">
                            <Text fontWeight="medium" dir="auto">
                              <FormattedMessage id="centres.courses.details.chapterNumber" values={{ number: index + 1, title: <bdi>{chapter.title}</bdi> }} />
                            </Text>
                            {editable && (
                              <HStack gap="0.5">
                                <IconButton size="xs" variant="ghost" disabled={busy} onClick={() => setRenaming({ id: chapter.id, title: chapter.title })} aria-label={intl.formatMessage({ id: 'centres.courses.details.renameChapter' }, { title: chapter.title })} data-testid="centre-chapter-rename">
                                  <LuPencil />
                                </IconButton>
                                <IconButton size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => setRemoval({ kind: 'chapter', chapter })} aria-label={intl.formatMessage({ id: 'centres.courses.details.deleteChapter' }, { title: chapter.title })} data-testid="centre-chapter-delete">
                                  <LuTrash2 />
                                </IconButton>
                              </HStack>
                            )}
                          </HStack>
                        )}
                        {chapter.lessons.map((item) =>
                          lesson?.lessonId === item.id ? (
                            <Box key={item.id}>{lessonForm(lesson)}</Box>
                          ) : (
                            <HStack key={item.id} justify="space-between" gap="2" ps="3" borderStartWidth="2px" data-testid="centre-lesson" data-lesson-id={item.id} data-type={item.type}>
                              <HStack gap="2" minW="0" wrap="wrap">
                                <Text fontSize="sm" dir="auto">
                                  {item.title}
                                </Text>
                                <Badge size="sm" variant="surface">
                                  <FormattedMessage id={`courses.author.lessonType.${item.type}`} />
                                </Badge>
                                {item.duration !== null && (
                                  <Text fontSize="xs" color="fg.muted">
                                    <FormattedMessage id="centres.courses.details.minutes" values={{ count: item.duration }} />
                                  </Text>
                                )}
                              </HStack>
                              {editable && (
                                <HStack gap="0.5">
                                  <IconButton
                                    size="xs"
                                    variant="ghost"
                                    disabled={busy}
                                    onClick={() => setLesson({ chapterId: chapter.id, lessonId: item.id, title: item.title, type: item.type, duration: item.duration === null ? '' : String(item.duration), error: null })}
                                    aria-label={intl.formatMessage({ id: 'centres.courses.details.editLesson' }, { title: item.title })}
                                    data-testid="centre-lesson-edit"
                                  >
                                    <LuPencil />
                                  </IconButton>
                                  <IconButton size="xs" variant="ghost" colorPalette="red" disabled={busy} onClick={() => setRemoval({ kind: 'lesson', lesson: item })} aria-label={intl.formatMessage({ id: 'centres.courses.details.deleteLesson' }, { title: item.title })} data-testid="centre-lesson-delete">
                                    <LuTrash2 />
                                  </IconButton>
                                </HStack>
                              )}
                            </HStack>
                          ),
                        )}
                        {editable && lesson?.chapterId === chapter.id && lesson.lessonId === null && lessonForm(lesson)}
                        {editable && lesson?.chapterId !== chapter.id && (
                          <Button size="xs" variant="ghost" colorPalette="brand" alignSelf="flex-start" disabled={busy} onClick={() => setLesson({ chapterId: chapter.id, lessonId: null, title: '', type: 'video', duration: '', error: null })} data-testid="centre-lesson-new">
                            <LuPlus aria-hidden />
                            <FormattedMessage id="centres.courses.details.addLesson" />
                          </Button>
                        )}
                      </Stack>
                    ))}
                    {editable && (
                      <HStack as="form" gap="2" align="flex-start" onSubmit={(event: FormEvent) => void addChapter(event)}>
                        <Field.Root invalid={!!chapterError} flex="1">
                          <Input
                            size="sm"
                            dir="auto"
                            value={chapterTitle}
                            maxLength={COURSES.titleMaxLength}
                            onChange={(event) => {
                              setChapterTitle(event.target.value);
                              setChapterError(null);
                            }}
                            placeholder={intl.formatMessage({ id: 'centres.courses.details.chapterTitle' })}
                            aria-label={intl.formatMessage({ id: 'centres.courses.details.chapterTitle' })}
                            data-testid="centre-chapter-title"
                          />
                          {chapterError && <Field.ErrorText data-testid="centre-chapter-title-error">{intl.formatMessage(errorMessageRef(chapterError))}</Field.ErrorText>}
                        </Field.Root>
                        <Button size="sm" type="submit" colorPalette="brand" loading={busy} data-testid="centre-chapter-add">
                          <LuPlus aria-hidden />
                          <FormattedMessage id="centres.courses.details.addChapter" />
                        </Button>
                      </HStack>
                    )}
                  </Stack>
                  <TimedErrorBanner error={failure.error} onClose={failure.clear} testId="centre-details-error" />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy} data-testid="centre-details-close">
                <FormattedMessage id="centres.courses.common.close" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} aria-label={intl.formatMessage({ id: 'centres.courses.common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        open={removal !== null}
        onClose={() => setRemoval(null)}
        onConfirm={() => void remove()}
        busy={busy}
        title={<FormattedMessage id={removal?.kind === 'lesson' ? 'centres.courses.details.deleteLessonTitle' : 'centres.courses.details.deleteChapterTitle'} />}
        body={
          removal?.kind === 'chapter' ? (
            <FormattedMessage id="centres.courses.details.deleteChapterBody" values={{ title: <bdi>{removal.chapter.title}</bdi>, count: removal.chapter.lessons.length }} />
          ) : (
            <FormattedMessage id="centres.courses.details.deleteLessonBody" values={{ title: <bdi>{removal?.lesson.title ?? ''}</bdi> }} />
          )
        }
        confirmLabel={<FormattedMessage id="centres.courses.actions.deleteConfirm" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="centre-content-delete-dialog"
      />
    </Dialog.Root>
  );
}
