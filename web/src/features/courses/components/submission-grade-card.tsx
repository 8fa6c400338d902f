// One assignment submission for the instructor: learner, lesson, when, the file, and the
// grade form (whole grade 0-100 and feedback; a grade of 50 or more completes the lesson for
// the learner). Test ids: submission-card (data-submission-id, data-graded), submission-file,
// submission-grade, submission-feedback, submission-save, submission-grade-error.
import { Badge, Button, Card, Field, HStack, Input, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFileText, LuSave } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { COURSE_LEARNING } from '@shared/constants';
import type { Submission } from '@shared/schemas/course-learning';
import { toaster } from '@/components/ui/toaster';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { formatFileSize } from '@/lib/uploads/file-size';
import { GRADE_COURSE_SUBMISSION_FAILED, gradeCourseSubmission } from '../api/grade-course-submission';
import { checkGradeForm } from '../lib/grade-form';

export function SubmissionGradeCard({
  courseId,
  submission,
  lessonTitle,
  onGraded,
}: {
  courseId: string;
  submission: Submission;
  lessonTitle: string | null;
  onGraded: (submission: Submission) => void;
}) {
  const intl = useIntl();
  const [grade, setGrade] = useState(submission.grade === null ? '' : String(submission.grade));
  const [feedback, setFeedback] = useState(submission.feedback ?? '');
  const [problem, setProblem] = useState<{ field: 'grade' | 'feedback'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const graded = submission.grade !== null;

  const save = async () => {
    const check = checkGradeForm(grade, feedback);
    if (!check.ok) {
      setProblem({ field: check.field, text: intl.formatMessage(errorMessageRef(check.code)) });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await gradeCourseSubmission(courseId, submission.id, check.body);
      onGraded(saved);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.learners.graded' }, { name: isolate(submission.name) }) });
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, GRADE_COURSE_SUBMISSION_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root as="li" variant="outline" data-testid="submission-card" data-submission-id={submission.id} data-graded={graded}>
      <Card.Body gap="3" textAlign="start">
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Stack gap="0.5" minW="0">
            <Text fontWeight="semibold">
              <bdi>{submission.name}</bdi>
            </Text>
            {lessonTitle && (
              <Text fontSize="sm" color="fg.muted">
                <bdi>{lessonTitle}</bdi>
              </Text>
            )}
          </Stack>
          <Badge colorPalette={graded ? 'green' : 'orange'} variant="subtle">
            {graded ? (
              <FormattedMessage id="courses.learners.gradedBadge" values={{ grade: submission.grade ?? 0 }} />
            ) : (
              <FormattedMessage id="courses.learners.awaiting" />
            )}
          </Badge>
        </HStack>
        <HStack gap="2" wrap="wrap" fontSize="sm">
          <LuFileText aria-hidden />
          <Link href={submission.file.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" dir="auto" data-testid="submission-file">
            {submission.file.name}
          </Link>
          <Text as="span" color="fg.muted">
            {formatFileSize(intl, submission.file.size)} · <FormattedDate value={submission.submitted_at} dateStyle="medium" timeStyle="short" />
          </Text>
        </HStack>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-start' }}>
          <Field.Root invalid={problem?.field === 'grade'} maxW={{ md: '32' }} required>
            <Field.Label>
              <FormattedMessage id="courses.learners.grade" />
            </Field.Label>
            <Input
              inputMode="numeric"
              value={grade}
              onChange={(event) => setGrade(event.target.value)}
              maxLength={3}
              dir="ltr"
              data-testid="submission-grade"
            />
            {problem?.field === 'grade' && <Field.ErrorText data-testid="submission-grade-error">{problem.text}</Field.ErrorText>}
          </Field.Root>
          <Field.Root invalid={problem?.field === 'feedback'} flex="1">
            <Field.Label>
              <FormattedMessage id="courses.learners.feedback" />
            </Field.Label>
            <Textarea
              dir="auto"
              rows={2}
              autoresize
              value={feedback}
              maxLength={COURSE_LEARNING.reviewCommentMaxLength}
              onChange={(event) => setFeedback(event.target.value)}
              data-testid="submission-feedback"
            />
            {problem?.field === 'feedback' && <Field.ErrorText>{problem.text}</Field.ErrorText>}
          </Field.Root>
        </Stack>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="courses.learners.gradeHint" />
          </Text>
          <Button colorPalette="brand" size="sm" onClick={() => void save()} loading={busy} data-testid="submission-save">
            <LuSave aria-hidden />
            <FormattedMessage id="courses.learners.saveGrade" />
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
