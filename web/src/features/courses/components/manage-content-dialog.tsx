// Manage Content: the course's chapters with their lessons, in order. Add, rename and delete
// chapters (a title must be non-blank), add, edit and delete lessons, and move either up or down
// (PATCH /instructor/courses/{id}/order). While the course is In Review or Published the server
// refuses changes (409 course/not-editable): the modal says so and offers to unpublish or withdraw.
// Test ids: manage-content (dialog), content-locked, content-unlock, content-chapter-title (new),
// content-chapter-add, content-chapter (data-chapter-id), content-chapter-rename, content-chapter-rename-input,
// content-chapter-rename-save, content-chapter-delete, content-chapter-up/down, content-lesson-add,
// content-lesson (data-lesson-id), content-lesson-edit, content-lesson-delete, content-lesson-up/down,
// content-error, content-delete-dialog(-confirm/-cancel), content-close.
import { Alert, Badge, Box, Button, CloseButton, Dialog, Field, HStack, IconButton, Input, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuArrowDown, LuArrowUp, LuFileText, LuPencil, LuPlus, LuSquarePen, LuTrash2, LuVideo, LuCircleHelp } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSES } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { ChapterDetail, Course, Lesson, LessonType } from '@shared/schemas/course';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryMessage } from '@/components/ui/retry-message';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { isEditable, STATUS_KEY } from '@/components/courses/course-status';
import { createChapter } from '../api/create-chapter';
import { deleteChapter } from '../api/delete-chapter';
import { deleteLesson } from '../api/delete-lesson';
import { GET_INSTRUCTOR_COURSE_FAILED, getInstructorCourse } from '../api/get-instructor-course';
import { reorderCourse } from '../api/reorder-course';
import { updateChapter } from '../api/update-chapter';
import { moveChapter, moveLesson, orderOf } from '../lib/content-order';
import { LessonFormDialog } from './lesson-form-dialog';

const CONTENT_FAILED = { id: 'courses.author.content.failed', defaultMessage: 'The change could not be saved.' };
const LESSON_ICONS: Record<LessonType, typeof LuVideo> = { video: LuVideo, document: LuFileText, quiz: LuCircleHelp, assignment: LuSquarePen };

type Removal = { kind: 'chapter'; chapter: ChapterDetail } | { kind: 'lesson'; lesson: Lesson };
type LessonEdit = { chapterId: string; lesson: Lesson | null };

export function ManageContentDialog({
  courseId,
  onClose,
  onChanged,
  onUnlock,
}: {
  courseId: string;
  onClose: () => void;
  /** Counts changed: the manager reads its list again. */
  onChanged: () => void;
  onUnlock: (course: Course) => Promise<void>;
}) {
  const intl = useIntl();
  const detail = useRemote(`course:${courseId}`, (signal) => getInstructorCourse(courseId, signal));
  const [newTitle, setNewTitle] = useState('');
  const [newTitleError, setNewTitleError] = useState<ErrorCode | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; title: string } | null>(null);
  const [removal, setRemoval] = useState<Removal | null>(null);
  const [lessonEdit, setLessonEdit] = useState<LessonEdit | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const course = detail.data;
  const locked = course ? !isEditable(course.status) : false;

  /** Runs a change, then reads the course again (counts and order come from the server). */
  const change = async (work: () => Promise<unknown>, after?: () => void) => {
    if (busy) return false;
    setBusy(true);
    setFailure(null);
    try {
      await work();
      after?.();
      onChanged();
      return true;
    } catch (caught) {
      setFailure(formatError(intl, caught, CONTENT_FAILED));
      return false;
    } finally {
      setBusy(false);
      detail.reload();
    }
  };

  const addChapter = (event: FormEvent) => {
    event.preventDefault();
    if (!newTitle.trim()) {
      setNewTitleError('course/chapter-title-required');
      return;
    }
    void change(() => createChapter(courseId, newTitle.trim()), () => setNewTitle(''));
  };

  const reorder = (chapters: ChapterDetail[] | null) => {
    if (!chapters || !course) return;
    // Shown at once; the server's answer (or a reload on failure) settles it.
    detail.update((current) => ({ ...current, chapters }));
    void change(async () => {
      const answered = await reorderCourse(courseId, orderOf(chapters));
      detail.update(() => answered);
    });
  };

  const chapters = course?.chapters ?? [];

  return (
    <Dialog.Root open placement="center" size="xl" scrollBehavior="inside" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="manage-content" mx="4" aria-busy={busy}>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="courses.author.content.title" values={{ title: <bdi>{course?.title ?? ''}</bdi> }} />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {detail.status === 'loading' && <Skeleton h="40" rounded="l3" />}
                {detail.status === 'error' && (
                  <RetryMessage
                    message={formatError(intl, detail.error, GET_INSTRUCTOR_COURSE_FAILED)}
                    retryLabel={<FormattedMessage id="courses.author.common.retry" />}
                    onRetry={detail.reload}
                    testId="content-load-error"
                  />
                )}
                {course && locked && (
                  <Alert.Root status="warning" data-testid="content-locked">
                    <Alert.Indicator />
                    <Alert.Content>
                      <Alert.Description>
                        <FormattedMessage id="courses.author.locked.body" values={{ status: intl.formatMessage({ id: `courses.author.status.${STATUS_KEY[course.status]}` }) }} />
                      </Alert.Description>
                    </Alert.Content>
                    <Button size="xs" variant="outline" loading={busy} onClick={() => void change(() => onUnlock(course))} data-testid="content-unlock">
                      <FormattedMessage id={course.status === 'Published' ? 'courses.author.locked.unpublish' : 'courses.author.locked.withdraw'} />
                    </Button>
                  </Alert.Root>
                )}
                {course && (
                  <>
                    {chapters.length === 0 && (
                      <Text color="fg.muted" data-testid="content-empty">
                        <FormattedMessage id="courses.author.content.empty" />
                      </Text>
                    )}
                    <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
                      {chapters.map((chapter, index) => (
                        <Box as="li" key={chapter.id} borderWidth="1px" rounded="l3" p="3" data-testid="content-chapter" data-chapter-id={chapter.id}>
                          <HStack gap="2" justify="space-between" wrap="wrap">
                            {renaming?.id === chapter.id ? (
                              <form
                                style={{ display: 'flex', gap: '0.5rem', flex: 1 }}
                                onSubmit={(event) => {
                                  event.preventDefault();
                                  if (!renaming.title.trim()) return;
                                  void change(() => updateChapter(chapter.id, renaming.title.trim()), () => setRenaming(null));
                                }}
                              >
                                <Input
                                  size="sm"
                                  dir="auto"
                                  autoFocus
                                  value={renaming.title}
                                  maxLength={COURSES.titleMaxLength}
                                  aria-label={intl.formatMessage({ id: 'courses.author.content.chapterTitle' })}
                                  onChange={(event) => setRenaming({ id: chapter.id, title: event.target.value })}
                                  onKeyDown={(event) => event.key === 'Escape' && (event.stopPropagation(), setRenaming(null))}
                                  data-testid="content-chapter-rename-input"
                                />
                                <Button size="sm" type="submit" colorPalette="brand" disabled={!renaming.title.trim() || busy} data-testid="content-chapter-rename-save">
                                  <FormattedMessage id="courses.author.common.save" />
                                </Button>
                              </form>
                            ) : (
                              <Text fontWeight="semibold" dir="auto" flex="1" textAlign="start">
                                <FormattedMessage id="courses.author.content.chapterNumber" values={{ number: index + 1 }} />{' '}
                                <bdi>{chapter.title}</bdi>
                              </Text>
                            )}
                            <HStack gap="0.5">
                              <IconButton size="xs" variant="ghost" disabled={busy || locked || index === 0} onClick={() => reorder(moveChapter(chapters, chapter.id, -1))} aria-label={intl.formatMessage({ id: 'courses.author.content.chapterUp' }, { title: chapter.title })} data-testid="content-chapter-up">
                                <LuArrowUp />
                              </IconButton>
                              <IconButton size="xs" variant="ghost" disabled={busy || locked || index === chapters.length - 1} onClick={() => reorder(moveChapter(chapters, chapter.id, 1))} aria-label={intl.formatMessage({ id: 'courses.author.content.chapterDown' }, { title: chapter.title })} data-testid="content-chapter-down">
                                <LuArrowDown />
                              </IconButton>
                              <IconButton size="xs" variant="ghost" disabled={busy || locked} onClick={() => setRenaming({ id: chapter.id, title: chapter.title })} aria-label={intl.formatMessage({ id: 'courses.author.content.chapterRename' }, { title: chapter.title })} data-testid="content-chapter-rename">
                                <LuPencil />
                              </IconButton>
                              <IconButton size="xs" variant="ghost" colorPalette="red" disabled={busy || locked} onClick={() => setRemoval({ kind: 'chapter', chapter })} aria-label={intl.formatMessage({ id: 'courses.author.content.chapterDelete' }, { title: chapter.title })} data-testid="content-chapter-delete">
                                <LuTrash2 />
                              </IconButton>
                            </HStack>
                          </HStack>
                          <Stack as="ol" gap="1.5" listStyleType="none" m="0" mt="2" p="0">
                            {chapter.lessons.map((lesson, at) => {
                              const Icon = LESSON_ICONS[lesson.type];
                              return (
                                <HStack as="li" key={lesson.id} gap="2" ps="3" py="1.5" pe="1" rounded="l2" bg="bg.subtle" data-testid="content-lesson" data-lesson-id={lesson.id}>
                                  <Icon aria-hidden />
                                  <Text flex="1" minW="0" fontSize="sm" dir="auto" textAlign="start" truncate>
                                    {lesson.title}
                                  </Text>
                                  <Badge size="sm" variant="surface">
                                    <FormattedMessage id={`courses.author.lessonType.${lesson.type}`} />
                                  </Badge>
                                  <Badge size="sm" colorPalette={lesson.status === 'Published' ? 'green' : 'gray'}>
                                    <FormattedMessage id={`courses.author.lessonStatus.${lesson.status}`} />
                                  </Badge>
                                  {lesson.preview && course.freemium && (
                                    <Badge size="sm" colorPalette="teal">
                                      <FormattedMessage id="courses.author.lesson.previewBadge" />
                                    </Badge>
                                  )}
                                  {lesson.duration !== null && (
                                    <Text fontSize="xs" color="fg.muted">
                                      <FormattedMessage id="courses.author.lesson.minutes" values={{ count: lesson.duration }} />
                                    </Text>
                                  )}
                                  <IconButton size="2xs" variant="ghost" disabled={busy || locked || at === 0} onClick={() => reorder(moveLesson(chapters, lesson.id, -1))} aria-label={intl.formatMessage({ id: 'courses.author.content.lessonUp' }, { title: lesson.title })} data-testid="content-lesson-up">
                                    <LuArrowUp />
                                  </IconButton>
                                  <IconButton size="2xs" variant="ghost" disabled={busy || locked || at === chapter.lessons.length - 1} onClick={() => reorder(moveLesson(chapters, lesson.id, 1))} aria-label={intl.formatMessage({ id: 'courses.author.content.lessonDown' }, { title: lesson.title })} data-testid="content-lesson-down">
                                    <LuArrowDown />
                                  </IconButton>
                                  <IconButton size="2xs" variant="ghost" disabled={busy || locked} onClick={() => setLessonEdit({ chapterId: chapter.id, lesson })} aria-label={intl.formatMessage({ id: 'courses.author.content.lessonEdit' }, { title: lesson.title })} data-testid="content-lesson-edit">
                                    <LuPencil />
                                  </IconButton>
                                  <IconButton size="2xs" variant="ghost" colorPalette="red" disabled={busy || locked} onClick={() => setRemoval({ kind: 'lesson', lesson })} aria-label={intl.formatMessage({ id: 'courses.author.content.lessonDelete' }, { title: lesson.title })} data-testid="content-lesson-delete">
                                    <LuTrash2 />
                                  </IconButton>
                                </HStack>
                              );
                            })}
                          </Stack>
                          <Button size="xs" variant="ghost" colorPalette="brand" mt="2" disabled={busy || locked} onClick={() => setLessonEdit({ chapterId: chapter.id, lesson: null })} data-testid="content-lesson-add">
                            <LuPlus aria-hidden />
                            <FormattedMessage id="courses.author.content.addLesson" />
                          </Button>
                        </Box>
                      ))}
                    </Stack>
                    <form onSubmit={addChapter} noValidate>
                      <Field.Root invalid={!!newTitleError} disabled={busy || locked}>
                        <Field.Label>
                          <FormattedMessage id="courses.author.content.newChapter" />
                        </Field.Label>
                        <HStack gap="2" w="full">
                          <Input
                            dir="auto"
                            value={newTitle}
                            maxLength={COURSES.titleMaxLength}
                            onChange={(event) => {
                              setNewTitle(event.target.value);
                              setNewTitleError(null);
                            }}
                            data-testid="content-chapter-title"
                          />
                          <Button type="submit" colorPalette="brand" loading={busy} disabled={locked} data-testid="content-chapter-add">
                            <LuPlus aria-hidden />
                            <FormattedMessage id="courses.author.content.addChapter" />
                          </Button>
                        </HStack>
                        {newTitleError && <Field.ErrorText data-testid="content-chapter-title-error">{intl.formatMessage(errorMessageRef(newTitleError))}</Field.ErrorText>}
                      </Field.Root>
                    </form>
                  </>
                )}
                {failure && (
                  <Alert.Root status="error" data-testid="content-error">
                    <Alert.Indicator />
                    <Alert.Description>{failure}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy} data-testid="content-close">
                <FormattedMessage id="courses.author.common.done" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" disabled={busy} aria-label={intl.formatMessage({ id: 'courses.author.common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>

      {lessonEdit && course && (
        <LessonFormDialog
          courseId={courseId}
          freemium={course.freemium}
          chapterId={lessonEdit.chapterId}
          lesson={lessonEdit.lesson}
          onClose={() => setLessonEdit(null)}
          onSaved={() => {
            setLessonEdit(null);
            detail.reload();
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={removal !== null}
        onClose={() => setRemoval(null)}
        onConfirm={() => {
          if (!removal) return;
          void change(
            () => (removal.kind === 'chapter' ? deleteChapter(removal.chapter.id) : deleteLesson(removal.lesson.id)),
            () => setRemoval(null),
          ).then((done) => !done && setRemoval(null));
        }}
        busy={busy}
        title={<FormattedMessage id={removal?.kind === 'chapter' ? 'courses.author.content.deleteChapterTitle' : 'courses.author.content.deleteLessonTitle'} />}
        body={
          removal?.kind === 'chapter' ? (
            <FormattedMessage id="courses.author.content.deleteChapterBody" values={{ title: <bdi>{removal.chapter.title}</bdi>, count: removal.chapter.lessons.length }} />
          ) : (
            <FormattedMessage id="courses.author.content.deleteLessonBody" values={{ title: <bdi>{removal?.kind === 'lesson' ? removal.lesson.title : ''}</bdi> }} />
          )
        }
        confirmLabel={<FormattedMessage id="courses.author.common.delete" />}
        cancelLabel={<FormattedMessage id="courses.author.common.cancel" />}
        testId="content-delete-dialog"
      />
    </Dialog.Root>
  );
}
