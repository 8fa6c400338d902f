// An assignment lesson: the instructions, the learner's file uploaded through the submission
// upload session (progress in the house's upload box), and its status: waiting for a grade, or
// the grade and the teacher's feedback. The file may be replaced until it has a passing grade.
// Test ids: lesson-assignment, lesson-assignment-file (input), lesson-assignment-status
// (data-status: none | submitted | graded), lesson-assignment-grade, lesson-assignment-feedback,
// lesson-assignment-error.
import { Badge, Box, Button, Card, Field, HStack, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { LuFileCheck, LuUpload } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { Submission } from '@shared/schemas/course-learning';
import { toaster } from '@/components/ui/toaster';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/uploads/file-size';
import { UPLOAD_SUBMISSION_FAILED, useUploadSubmission } from '../api/upload-submission';
import { ASSIGNMENT_PASS_GRADE, SUBMISSION_ACCEPT, checkSubmissionFile } from '../lib/submission-file';

export function LessonAssignment({
  courseId,
  lessonId,
  instructions,
  submission,
  onSubmitted,
}: {
  courseId: string;
  lessonId: string;
  instructions: string;
  submission: Submission | null;
  onSubmitted: (submission: Submission) => void;
}) {
  const intl = useIntl();
  const upload = useUploadSubmission();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const graded = submission !== null && submission.grade !== null;
  // A new file replaces the submission and clears its grade: offered until a passing grade.
  const canUpload = !graded || (submission?.grade ?? 0) < ASSIGNMENT_PASS_GRADE;
  const status = submission === null ? 'none' : graded ? 'graded' : 'submitted';

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // the same file may be chosen again
    const check = checkSubmissionFile(file ?? null);
    if (!check.ok) {
      setProblem(intl.formatMessage(errorMessageRef(check.code)));
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await upload(courseId, lessonId, check.declared, file!);
      onSubmitted(saved);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'courses.lesson.assignment.submittedToast' }) });
    } catch (error) {
      setProblem(formatError(intl, error, UPLOAD_SUBMISSION_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4" data-testid="lesson-assignment">
      <Card.Root variant="subtle">
        <Card.Body gap="2" textAlign="start">
          <Heading as="h3" size="sm">
            <FormattedMessage id="courses.lesson.assignment.instructions" />
          </Heading>
          <Text whiteSpace="pre-wrap" dir="auto">
            {instructions || <FormattedMessage id="courses.lesson.assignment.noInstructions" />}
          </Text>
        </Card.Body>
      </Card.Root>

      <Card.Root variant="outline">
        <Card.Body gap="3" textAlign="start">
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h3" size="sm">
              <FormattedMessage id="courses.lesson.assignment.yourWork" />
            </Heading>
            <Badge
              colorPalette={status === 'graded' ? 'green' : status === 'submitted' ? 'orange' : 'gray'}
              data-testid="lesson-assignment-status"
              data-status={status}
            >
              <FormattedMessage id={`courses.lesson.assignment.status.${status}`} />
            </Badge>
          </HStack>
          {submission && (
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <LuFileCheck aria-hidden />
                <Link href={submission.file.url} target="_blank" rel="noopener noreferrer" colorPalette="brand" dir="auto">
                  {submission.file.name}
                </Link>
                <Text as="span" fontSize="sm" color="fg.muted">
                  {formatFileSize(intl, submission.file.size)}
                </Text>
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="courses.lesson.assignment.submittedAt"
                  values={{ date: <FormattedDate value={submission.submitted_at} dateStyle="medium" timeStyle="short" /> }}
                />
              </Text>
            </Stack>
          )}
          {graded && (
            <Box borderTopWidth="1px" pt="3">
              <Text fontWeight="semibold" data-testid="lesson-assignment-grade" data-grade={submission.grade}>
                <FormattedMessage id="courses.lesson.assignment.grade" values={{ grade: submission.grade ?? 0 }} />
              </Text>
              {submission.feedback && (
                <Text whiteSpace="pre-wrap" dir="auto" color="fg.muted" data-testid="lesson-assignment-feedback">
                  {submission.feedback}
                </Text>
              )}
            </Box>
          )}
          {canUpload && (
            <Field.Root invalid={problem !== null}>
              <Field.Label>
                <FormattedMessage id={submission ? 'courses.lesson.assignment.replace' : 'courses.lesson.assignment.upload'} />
              </Field.Label>
              <input
                ref={input}
                type="file"
                accept={SUBMISSION_ACCEPT}
                hidden
                onChange={(event) => void choose(event.target.files?.[0])}
                data-testid="lesson-assignment-file"
              />
              <Button variant="outline" onClick={() => input.current?.click()} loading={busy} data-testid="lesson-assignment-choose">
                <LuUpload aria-hidden />
                <FormattedMessage id="courses.lesson.assignment.choose" />
              </Button>
              <Field.HelperText>
                <FormattedMessage id="courses.lesson.assignment.hint" />
                {graded && (
                  <>
                    {' '}
                    <FormattedMessage id="courses.lesson.assignment.replaceClears" />
                  </>
                )}
              </Field.HelperText>
              {problem && <Field.ErrorText data-testid="lesson-assignment-error">{problem}</Field.ErrorText>}
            </Field.Root>
          )}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
