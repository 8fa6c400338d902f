// /courses/instructor/:courseId/learners (owner or administrator; docs/courses.md): the
// course's enrolments (name, enrolled, progress, status, last accessed) and its assignment
// submissions with the grade form and the file link.
// Test ids: course-learners (data-course-id), learners-course-title, learners-count,
// learners-empty, learners-error, submissions-list, submissions-empty, submissions-error,
// learners-refresh.
import { Box, Button, Container, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LuArrowLeft, LuClipboardList, LuRefreshCw, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { getInstructorCourse } from '../api/get-instructor-course';
import { LIST_COURSE_ENROLLMENTS_FAILED, listCourseEnrollments } from '../api/list-course-enrollments';
import { LIST_COURSE_SUBMISSIONS_FAILED, listCourseSubmissions } from '../api/list-course-submissions';
import { CourseLearnersTable } from '../components/course-learners-table';
import { SubmissionGradeCard } from '../components/submission-grade-card';

export default function CourseLearnersRoute() {
  const intl = useIntl();
  const { courseId = '' } = useParams();
  const key = courseId || null;
  const course = useRemote(key && `instructor-course:${key}`, (signal) => getInstructorCourse(courseId, signal));
  const enrollments = useRemote(key && `enrollments:${key}`, (signal) => listCourseEnrollments(courseId, signal));
  const submissions = useRemote(key && `submissions:${key}`, (signal) => listCourseSubmissions(courseId, signal));

  // Lesson titles for the submissions (the course detail is only a nicety: ids stay hidden without it).
  const lessonTitles = useMemo(() => {
    const titles = new Map<string, string>();
    if (course.status === 'success') for (const chapter of course.data.chapters) for (const lesson of chapter.lessons) titles.set(lesson.id, lesson.title);
    return titles;
  }, [course.status, course.data]);

  const refresh = () => {
    enrollments.reload();
    submissions.reload();
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Stack gap="8" data-testid="course-learners" data-course-id={courseId}>
        <Stack gap="3">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button asChild variant="ghost" size="sm">
              <RouterLink to="/courses/instructor">
                <Box as="span" display="inline-flex" _rtl={{ transform: 'scaleX(-1)' }}>
                  <LuArrowLeft aria-hidden />
                </Box>
                <FormattedMessage id="courses.learners.back" />
              </RouterLink>
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={refresh}
              loading={enrollments.refreshing || submissions.refreshing}
              data-testid="learners-refresh"
            >
              <LuRefreshCw aria-hidden />
              <FormattedMessage id="courses.learners.refresh" />
            </Button>
          </HStack>
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
              <FormattedMessage id="courses.learners.title" />
            </Heading>
            {course.status === 'success' && (
              <Text color="fg.muted" data-testid="learners-course-title">
                <bdi>{course.data.title}</bdi>
              </Text>
            )}
          </Stack>
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="learners-enrolments-title">
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Heading as="h2" size="lg" id="learners-enrolments-title" textAlign="start">
              <FormattedMessage id="courses.learners.enrollments" />
            </Heading>
            {enrollments.status === 'success' && (
              <Text color="fg.muted" fontSize="sm" data-testid="learners-count" data-count={enrollments.data.length}>
                <FormattedMessage id="courses.learners.count" values={{ count: enrollments.data.length }} />
              </Text>
            )}
          </HStack>
          {enrollments.status === 'loading' && <Skeleton h="32" rounded="l2" />}
          {enrollments.status === 'error' && (
            <RetryMessage
              message={formatError(intl, enrollments.error, LIST_COURSE_ENROLLMENTS_FAILED)}
              retryLabel={<FormattedMessage id="courses.learners.retry" />}
              onRetry={enrollments.reload}
              testId="learners-error"
            />
          )}
          {enrollments.status === 'success' &&
            (enrollments.data.length === 0 ? (
              <EmptyCard
                icon={<LuUsers size="32" aria-hidden />}
                title={<FormattedMessage id="courses.learners.emptyTitle" />}
                body={<FormattedMessage id="courses.learners.emptyBody" />}
                testId="learners-empty"
              />
            ) : (
              <CourseLearnersTable rows={enrollments.data} />
            ))}
        </Stack>

        <Stack as="section" gap="3" aria-labelledby="learners-submissions-title">
          <Heading as="h2" size="lg" id="learners-submissions-title" textAlign="start">
            <FormattedMessage id="courses.learners.submissions" />
          </Heading>
          {submissions.status === 'loading' && <Skeleton h="24" rounded="l2" />}
          {submissions.status === 'error' && (
            <RetryMessage
              message={formatError(intl, submissions.error, LIST_COURSE_SUBMISSIONS_FAILED)}
              retryLabel={<FormattedMessage id="courses.learners.retry" />}
              onRetry={submissions.reload}
              testId="submissions-error"
            />
          )}
          {submissions.status === 'success' &&
            (submissions.data.length === 0 ? (
              <EmptyCard
                icon={<LuClipboardList size="32" aria-hidden />}
                title={<FormattedMessage id="courses.learners.noSubmissionsTitle" />}
                body={<FormattedMessage id="courses.learners.noSubmissionsBody" />}
                testId="submissions-empty"
              />
            ) : (
              <Stack as="ul" gap="3" listStyleType="none" m="0" p="0" data-testid="submissions-list">
                {submissions.data.map((submission) => (
                  <SubmissionGradeCard
                    key={submission.id}
                    courseId={courseId}
                    submission={submission}
                    lessonTitle={lessonTitles.get(submission.lesson_id) ?? null}
                    onGraded={(saved) => {
                      submissions.update((list) => list.map((item) => (item.id === saved.id ? saved : item)));
                      // A passing grade completes the lesson: the learner's progress moves.
                      enrollments.reload();
                    }}
                  />
                ))}
              </Stack>
            ))}
        </Stack>
      </Stack>
    </Container>
  );
}
