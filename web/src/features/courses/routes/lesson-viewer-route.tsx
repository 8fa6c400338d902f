// /courses/:courseId/lesson/:lessonId (spec 001 "Lesson viewer"; docs/courses.md): the
// curriculum sidebar (a drawer below lg), the lesson by type (video with heartbeat, document,
// quiz, assignment), previous/next over the flattened lessons, the course progress bar that
// moves as the server answers, private notes, the lesson's file and helpful yes/no. A lesson
// the caller may not open shows Enroll Now.
// Test ids: lesson-viewer (data-course-id, data-lesson-id), lesson-title, lesson-completed,
// lesson-course-progress (data-value), lesson-prev, lesson-next, lesson-curriculum-open,
// lesson-resources, lesson-resource-download, lesson-not-found (course), lesson-gone, lesson-error,
// lesson-loading.
import {
  Badge, Box, Button, CloseButton, Container, Drawer, Grid, HStack, Heading, Portal, Progress, Skeleton, Stack, Text,
} from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { LuBookX, LuChevronLeft, LuChevronRight, LuCircleCheck, LuDownload, LuListTree } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { CourseLearn, LessonContent, Submission } from '@shared/schemas/course-learning';
import { RetryMessage } from '@/components/ui/retry-message';
import { useWideScreen } from '@/components/sidebar/use-wide-screen';
import { StatusScreen } from '@/components/ui/status-screen';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_COURSE_LEARN_FAILED, getCourseLearn } from '../api/get-course-learn';
import { GET_LESSON_FAILED, getLesson, isLessonGone, isLessonLocked } from '../api/get-lesson';
import { LessonAssignment } from '../components/lesson-assignment';
import { LESSON_TYPE_ICONS, LessonCurriculum } from '../components/lesson-curriculum';
import { LessonDocument } from '../components/lesson-document';
import { LessonHelpful } from '../components/lesson-helpful';
import { LessonLocked } from '../components/lesson-locked';
import { LessonNotes } from '../components/lesson-notes';
import { LessonQuiz } from '../components/lesson-quiz';
import { LessonVideo } from '../components/lesson-video';
import { flattenLessons, markCompleted, neighboursOf } from '../lib/lesson-order';

export default function LessonViewerRoute() {
  const intl = useIntl();
  const { courseId = '', lessonId = '' } = useParams();
  const learn = useRemote(courseId ? `learn:${courseId}` : null, (signal) => getCourseLearn(courseId, signal));
  const lesson = useRemote(courseId && lessonId ? `lesson:${courseId}:${lessonId}` : null, (signal) => getLesson(courseId, lessonId, signal));
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The app sidebar's breakpoint: beside the lesson from lg, a drawer below (one of the two mounted).
  const wide = useWideScreen();
  const { update: updateLearn, reload: reloadLearn } = learn;
  const { update: updateLesson } = lesson;

  /** The server said where the course stands (and maybe that this lesson is now completed). */
  const applyProgress = useCallback(
    (completed: boolean, progress: number) => {
      updateLearn((data) => ({
        ...data,
        progress,
        chapters: completed ? [...markCompleted(data.chapters, lessonId)] : data.chapters,
        enrollment: data.enrollment ? { ...data.enrollment, progress } : null,
      }));
      if (completed) updateLesson((data) => (data.completed ? data : { ...data, completed: true }));
    },
    [lessonId, updateLearn, updateLesson],
  );

  // Opening a lesson may complete it on the server (documents): when the lesson says so and the
  // outline, read alongside, does not yet, read the outline again for the server's progress.
  const refreshed = useRef(new Set<string>());
  const lessonCompleted = lesson.status === 'success' && lesson.data.completed;
  const outlineCompleted =
    learn.status === 'success' ? flattenLessons(learn.data.chapters).find((entry) => entry.id === lessonId)?.completed : undefined;
  useEffect(() => {
    if (lessonCompleted && outlineCompleted === false && !refreshed.current.has(lessonId)) {
      refreshed.current.add(lessonId);
      reloadLearn();
    }
  }, [lessonCompleted, outlineCompleted, lessonId, reloadLearn]);

  if (learn.status === 'error' && isLessonGone(learn.error)) {
    return (
      <StatusScreen
        icon={LuBookX}
        titleId="courses.lesson.notFoundTitle"
        descriptionId="courses.lesson.notFoundBody"
        testId="lesson-not-found"
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/courses/purchases">
              <FormattedMessage id="courses.lesson.toMyLearning" />
            </RouterLink>
          </Button>
        }
      />
    );
  }

  const outline = learn.status === 'success' ? learn.data : null;
  const neighbours = outline
    ? neighboursOf(outline.chapters, lessonId)
    : { prevId: lesson.data?.prev_id ?? null, nextId: lesson.data?.next_id ?? null, position: 0, total: 0 };
  const curriculum = outline && (
    <LessonCurriculum courseId={courseId} chapters={outline.chapters} activeLessonId={lessonId} onNavigate={() => setDrawerOpen(false)} />
  );

  return (
    <Container maxW="7xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '6' }}>
      <Stack gap="5" data-testid="lesson-viewer" data-course-id={courseId} data-lesson-id={lessonId}>
        <CourseBar courseId={courseId} learn={learn.status === 'success' ? learn.data : null} />
        {learn.status === 'error' && (
          <RetryMessage
            message={formatError(intl, learn.error, GET_COURSE_LEARN_FAILED)}
            retryLabel={<FormattedMessage id="courses.lesson.retry" />}
            onRetry={learn.reload}
            testId="lesson-outline-error"
          />
        )}
        <Grid templateColumns={{ base: '1fr', lg: '20rem minmax(0, 1fr)' }} gap={{ base: '4', lg: '8' }} alignItems="start">
          {wide ? (
            <Box as="aside" position="sticky" top="4" maxH="calc(100dvh - 6rem)" overflowY="auto" pe="2">
              {curriculum ?? <OutlineSkeleton />}
            </Box>
          ) : (
            <CurriculumDrawer
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              ready={outline !== null}
              position={neighbours.position}
              total={neighbours.total}
            >
              {curriculum}
            </CurriculumDrawer>
          )}

          <Stack as="article" gap="6" minW="0">
            {lesson.status === 'loading' && (
              <Stack gap="4" aria-busy="true" data-testid="lesson-loading">
                <Skeleton h="8" w="60%" />
                <Skeleton aspectRatio={16 / 9} rounded="l3" />
              </Stack>
            )}
            {lesson.status === 'error' &&
              (isLessonLocked(lesson.error) ? (
                <LessonLocked courseId={courseId} />
              ) : isLessonGone(lesson.error) ? (
                <Text color="fg.muted" data-testid="lesson-gone">
                  <FormattedMessage id="courses.lesson.lessonGone" />
                </Text>
              ) : (
                <RetryMessage
                  message={formatError(intl, lesson.error, GET_LESSON_FAILED)}
                  retryLabel={<FormattedMessage id="courses.lesson.retry" />}
                  onRetry={lesson.reload}
                  testId="lesson-error"
                />
              ))}
            {lesson.status === 'success' && (
              <LessonBody
                key={lessonId}
                courseId={courseId}
                lesson={lesson.data}
                onProgress={applyProgress}
                onSubmitted={(submission) =>
                  updateLesson((data) => (data.assignment ? { ...data, assignment: { ...data.assignment, submission } } : data))
                }
                onNotesSaved={(notes) => updateLesson((data) => ({ ...data, notes }))}
              />
            )}
            <PrevNext courseId={courseId} prevId={neighbours.prevId} nextId={neighbours.nextId} />
          </Stack>
        </Grid>
      </Stack>
    </Container>
  );
}

/** Below lg: the curriculum in a drawer from the reading side, opened by a button with the lesson's place. */
function CurriculumDrawer({
  open,
  onOpenChange,
  ready,
  position,
  total,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  ready: boolean;
  position: number;
  total: number;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} placement="start" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <Button variant="outline" size="sm" disabled={!ready} data-testid="lesson-curriculum-open">
          <LuListTree aria-hidden />
          <FormattedMessage id="courses.lesson.curriculum" />
          {total > 0 && (
            <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
              <FormattedMessage id="courses.lesson.position" values={{ position, total }} />
            </Text>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="22rem">
            <Drawer.Header>
              <Drawer.Title>
                <FormattedMessage id="courses.lesson.curriculum" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'courses.lesson.closeCurriculum' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

/** The course title (to its page) and the overall progress bar. */
function CourseBar({ courseId, learn }: { courseId: string; learn: CourseLearn | null }) {
  const intl = useIntl();
  if (!learn) return <Skeleton h="12" />;
  // Progress is the learner's own: a visitor (preview lessons) or the owner has none.
  const enrolled = learn.enrollment !== null;
  return (
    <Stack gap="2">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <RouterLink to={`/courses/${encodeURIComponent(courseId)}`}>
          <Text fontWeight="semibold" color="brand.fg" textAlign="start" _hover={{ textDecoration: 'underline' }} data-testid="lesson-course-title">
            <bdi>{learn.course.title}</bdi>
          </Text>
        </RouterLink>
        {enrolled && (
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            <FormattedMessage
              id="courses.lesson.courseProgress"
              values={{ percent: intl.formatNumber(learn.progress / 100, { style: 'percent', maximumFractionDigits: 0 }) }}
            />
          </Text>
        )}
      </HStack>
      {enrolled && (
        <Progress.Root
          value={learn.progress}
          max={100}
          size="sm"
          colorPalette={learn.progress >= 100 ? 'green' : 'brand'}
          aria-label={intl.formatMessage({ id: 'courses.lesson.courseProgressLabel' })}
          data-testid="lesson-course-progress"
          data-value={learn.progress}
        >
          <Progress.Track borderRadius="full">
            <Progress.Range transition="width 0.4s ease" />
          </Progress.Track>
        </Progress.Root>
      )}
    </Stack>
  );
}

function OutlineSkeleton() {
  return (
    <Stack gap="3" aria-hidden>
      {[0, 1, 2].map((key) => (
        <Stack key={key} gap="2">
          <Skeleton h="4" w="70%" />
          <Skeleton h="2" />
          <Skeleton h="6" />
          <Skeleton h="6" />
        </Stack>
      ))}
    </Stack>
  );
}

function LessonBody({
  courseId,
  lesson,
  onProgress,
  onSubmitted,
  onNotesSaved,
}: {
  courseId: string;
  lesson: LessonContent;
  onProgress: (completed: boolean, progress: number) => void;
  onSubmitted: (submission: Submission) => void;
  onNotesSaved: (notes: string) => void;
}) {
  const TypeIcon = LESSON_TYPE_ICONS[lesson.type];
  const file = lesson.video?.url ?? lesson.document?.url ?? null;
  return (
    <>
      <Stack gap="2" textAlign="start">
        <HStack gap="2" wrap="wrap">
          <Badge variant="surface" colorPalette="brand">
            <TypeIcon aria-hidden />
            <FormattedMessage id={`courses.lesson.type.${lesson.type}`} />
          </Badge>
          {lesson.duration !== null && lesson.duration > 0 && (
            <Text as="span" fontSize="sm" color="fg.muted">
              <FormattedMessage id="courses.lesson.minutes" values={{ count: lesson.duration }} />
            </Text>
          )}
          {lesson.completed && (
            <Badge colorPalette="green" variant="subtle" data-testid="lesson-completed">
              <LuCircleCheck aria-hidden />
              <FormattedMessage id="courses.lesson.completed" />
            </Badge>
          )}
        </HStack>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="lesson-title">
          <bdi>{lesson.title}</bdi>
        </Heading>
      </Stack>

      {lesson.type === 'video' &&
        (lesson.video ? (
          <LessonVideo
            courseId={courseId}
            lessonId={lesson.id}
            title={lesson.title}
            video={lesson.video}
            onProgress={(result) => onProgress(result.completed, result.progress)}
          />
        ) : (
          <NoContent />
        ))}
      {lesson.type === 'document' && (lesson.document ? <LessonDocument title={lesson.title} url={lesson.document.url} /> : <NoContent />)}
      {lesson.type === 'quiz' &&
        (lesson.quiz ? (
          <LessonQuiz courseId={courseId} lessonId={lesson.id} quiz={lesson.quiz} onResult={(result) => onProgress(result.completed, result.progress)} />
        ) : (
          <NoContent />
        ))}
      {lesson.type === 'assignment' && (
        <LessonAssignment
          courseId={courseId}
          lessonId={lesson.id}
          instructions={lesson.assignment?.instructions ?? ''}
          submission={lesson.assignment?.submission ?? null}
          onSubmitted={onSubmitted}
        />
      )}

      <LessonHelpful courseId={courseId} lessonId={lesson.id} initial={lesson.helpful} />

      <Stack as="section" gap="2" aria-labelledby="lesson-resources-title" data-testid="lesson-resources">
        <Heading as="h2" size="md" id="lesson-resources-title" textAlign="start">
          <FormattedMessage id="courses.lesson.resources" />
        </Heading>
        {file ? (
          <Button asChild variant="outline" size="sm" alignSelf="flex-start">
            <a href={file} download target="_blank" rel="noopener noreferrer" data-testid="lesson-resource-download">
              <LuDownload aria-hidden />
              <FormattedMessage id={lesson.type === 'video' ? 'courses.lesson.downloadVideo' : 'courses.lesson.downloadDocument'} />
            </a>
          </Button>
        ) : (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="courses.lesson.noResources" />
          </Text>
        )}
      </Stack>

      <LessonNotes courseId={courseId} lessonId={lesson.id} initial={lesson.notes} onSaved={onNotesSaved} />
    </>
  );
}

function NoContent() {
  return (
    <Text color="fg.muted" data-testid="lesson-no-content">
      <FormattedMessage id="courses.lesson.noContent" />
    </Text>
  );
}

/** Previous and next; the arrows point the reading way (mirrored in RTL). */
function PrevNext({ courseId, prevId, nextId }: { courseId: string; prevId: string | null; nextId: string | null }) {
  const to = (id: string) => `/courses/${encodeURIComponent(courseId)}/lesson/${encodeURIComponent(id)}`;
  const arrow = (icon: 'prev' | 'next') => (
    <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
      {icon === 'prev' ? <LuChevronLeft aria-hidden /> : <LuChevronRight aria-hidden />}
    </Box>
  );
  return (
    <HStack as="nav" justify="space-between" gap="3" borderTopWidth="1px" pt="4">
      {prevId ? (
        <Button asChild variant="outline" data-testid="lesson-prev">
          <RouterLink to={to(prevId)}>
            {arrow('prev')}
            <FormattedMessage id="courses.lesson.previous" />
          </RouterLink>
        </Button>
      ) : (
        <Button variant="outline" disabled data-testid="lesson-prev">
          {arrow('prev')}
          <FormattedMessage id="courses.lesson.previous" />
        </Button>
      )}
      {nextId ? (
        <Button asChild colorPalette="brand" data-testid="lesson-next">
          <RouterLink to={to(nextId)}>
            <FormattedMessage id="courses.lesson.next" />
            {arrow('next')}
          </RouterLink>
        </Button>
      ) : (
        <Button colorPalette="brand" disabled data-testid="lesson-next">
          <FormattedMessage id="courses.lesson.next" />
          {arrow('next')}
        </Button>
      )}
    </HStack>
  );
}
