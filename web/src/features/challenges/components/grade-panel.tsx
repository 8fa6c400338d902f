// Grading one submission (class teachers): each question with the student's answer, the key,
// the grading guidelines and the automatic result; points (0 to the question's points, halves
// and hundredths allowed) and feedback per question; optional AI-suggested grades (filled in,
// saved only when the teacher saves).
// Test ids: challenge-grade, grade-score, grade-q-{index} (data-needs-grading),
// grade-q-{index}-answer, grade-q-{index}-key, grade-q-{index}-awarded (+ -error),
// grade-q-{index}-full, grade-q-{index}-zero, grade-q-{index}-feedback, grade-q-{index}-suggestion,
// grade-suggest, grade-suggest-offline, grade-save, grade-back.
import { Alert, Badge, Box, Button, Card, Field, HStack, Heading, Input, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuSave, LuSparkles, LuX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { QUIZ } from '@shared/constants';
import type { QuestionDto, QuestionResult, StudentQuestionDto, SubmissionDto } from '@shared/schemas/quiz';
import { BandBadge } from '@/components/challenges/band-badge';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_SUBMISSION_FAILED, getSubmission, type SubmissionDetail } from '../api/get-submission';
import { GRADE_FAILED, gradeSubmission } from '../api/grade-submission';
import { SUGGEST_FAILED, suggestGrades, type SuggestGradesAnswer } from '../api/suggest-grades';
import type { ChallengeView } from '../lib/challenge-view';
import {
  applySuggestions, formatPoints, gradeProblems, gradesToSend, initialGrades, previewScore, type GradeFields,
} from '../lib/grading';
import { BackButton } from './back-button';

export function GradePanel({
  classId,
  challengeId,
  studentUid,
  onOpen,
}: {
  classId: string;
  challengeId: string;
  studentUid: string;
  onOpen: (view: ChallengeView) => void;
}) {
  const intl = useIntl();
  const detail = useRemote(`submission:${classId}:${challengeId}:${studentUid}`, (signal) => getSubmission(classId, challengeId, studentUid, signal));
  return (
    <Stack gap="5" data-testid="challenge-grade">
      <BackButton onClick={() => onOpen({ kind: 'submissions', challengeId })} testId="grade-back" labelId="challenges.grade.back" />
      {detail.status === 'loading' && <Skeleton h="60" rounded="lg" />}
      {detail.status === 'error' && (
        <RetryMessage
          message={formatError(intl, detail.error, GET_SUBMISSION_FAILED)}
          retryLabel={<FormattedMessage id="challenges.common.retry" />}
          onRetry={detail.reload}
        />
      )}
      {detail.status === 'success' && (
        <GradeForm
          key={detail.data.submission.graded_at ?? detail.data.submission.submitted_at ?? ''}
          classId={classId}
          challengeId={challengeId}
          studentUid={studentUid}
          detail={detail.data}
          onSaved={(submission) => detail.update((data) => ({ ...data, submission }))}
        />
      )}
    </Stack>
  );
}

function GradeForm({
  classId,
  challengeId,
  studentUid,
  detail,
  onSaved,
}: {
  classId: string;
  challengeId: string;
  studentUid: string;
  detail: SubmissionDetail;
  onSaved: (submission: SubmissionDto) => void;
}) {
  const intl = useIntl();
  const { submission, questions } = detail;
  const results = submission.per_question;
  const [fields, setFields] = useState<GradeFields>(() => initialGrades(results));
  const [suggestions, setSuggestions] = useState<SuggestGradesAnswer | null>(null);
  const [suggesting, setSuggesting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [tried, setTried] = useState(false);
  const problems = gradeProblems(fields, results);
  const preview = previewScore(fields, results);
  const resultOf = new Map(results.map((result) => [result.question_id, result]));
  const waiting = results.filter((result) => result.needs_grading).length;

  const setField = (questionId: string, change: Partial<GradeFields[string]>) =>
    setFields((current) => ({ ...current, [questionId]: { awarded: '', feedback: '', ...current[questionId], ...change } }));

  const suggest = async () => {
    setSuggesting(true);
    try {
      const answer = await suggestGrades(classId, challengeId, studentUid);
      setSuggestions(answer);
      setFields((current) => applySuggestions(current, results, answer.suggestions));
      if (answer.suggestions.length === 0) {
        toaster.create({ type: 'info', title: intl.formatMessage({ id: 'challenges.grade.noSuggestions' }) });
      }
    } catch (error) {
      // The error names the reason ('... right now (timeout).'): it is the whole message.
      toaster.create({ type: 'error', title: formatError(intl, error, SUGGEST_FAILED) });
    } finally {
      setSuggesting(false);
    }
  };

  const save = async () => {
    setTried(true);
    if (Object.keys(problems).length > 0) return;
    const grades = gradesToSend(fields, results);
    if (grades.length === 0) {
      toaster.create({ type: 'info', title: intl.formatMessage({ id: 'challenges.grade.nothingToSave' }) });
      return;
    }
    setSaving(true);
    try {
      const updated = await gradeSubmission(classId, challengeId, studentUid, { grades });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'challenges.grade.saved' }) });
      onSaved(updated);
    } catch (error) {
      const title = intl.formatMessage(GRADE_FAILED);
      const description = formatError(intl, error, GRADE_FAILED);
      toaster.create({ type: 'error', title, description: description === title ? undefined : description });
      setSaving(false);
    }
  };

  const suggestionOf = new Map((suggestions?.suggestions ?? []).map((item) => [item.question_id, item]));
  const canSuggest = questions.some((question) => (question.type === 'short_answer' || question.type === 'essay') && submission.answers[question.id]);

  return (
    <Stack gap="5">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Stack gap="1" textAlign="start">
          <Heading as="h2" size="lg">
            <FormattedMessage id="challenges.grade.title" />
          </Heading>
          <HStack gap="2" wrap="wrap" data-testid="grade-score" data-score={submission.score} data-status={submission.status}>
            <Text fontWeight="semibold">
              <FormattedMessage
                id="challenges.result.scoreLine"
                values={{ score: <FormattedNumber value={submission.score} maximumFractionDigits={2} />, max: submission.max_score }}
              />
            </Text>
            <BandBadge band={submission.band} />
            <Badge colorPalette={submission.status === 'graded' ? 'green' : 'orange'}>
              <FormattedMessage id={`challenges.status.${submission.status}`} />
            </Badge>
            {submission.late && (
              <Badge colorPalette="red" variant="outline">
                <FormattedMessage id="challenges.status.late" />
              </Badge>
            )}
          </HStack>
          {preview.score !== submission.score && (
            <Text fontSize="sm" color="brand.fg" data-testid="grade-preview" data-score={preview.score}>
              <FormattedMessage
                id="challenges.grade.preview"
                values={{ score: <FormattedNumber value={preview.score} maximumFractionDigits={2} />, max: preview.max }}
              />
            </Text>
          )}
          {waiting > 0 && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="challenges.grade.waiting" values={{ count: waiting }} />
            </Text>
          )}
        </Stack>
        {canSuggest && (
          <Button variant="outline" colorPalette="purple" loading={suggesting} onClick={() => void suggest()} alignSelf={{ base: 'flex-start', md: 'center' }} data-testid="grade-suggest">
            <LuSparkles aria-hidden />
            <FormattedMessage id="challenges.grade.suggest" />
          </Button>
        )}
      </Stack>

      {suggestions && (
        <Alert.Root status="info" borderRadius="md" data-testid={suggestions.generator === 'offline' ? 'grade-suggest-offline' : 'grade-suggest-note'}>
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id={suggestions.generator === 'offline' ? 'challenges.grade.suggestOffline' : 'challenges.grade.suggestNote'} />
          </Alert.Description>
        </Alert.Root>
      )}

      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {questions.map((question, index) => {
          const result = resultOf.get(question.id);
          if (!result) return null;
          return (
            <li key={question.id}>
              <GradeQuestion
                index={index}
                question={question}
                answer={submission.answers[question.id] ?? ''}
                result={result}
                field={fields[question.id] ?? { awarded: '', feedback: '' }}
                problem={tried || fields[question.id]?.awarded !== formatPoints(result.awarded) ? problems[question.id] : undefined}
                suggestion={suggestionOf.get(question.id)?.rationale}
                onChange={(change) => setField(question.id, change)}
                disabled={saving}
              />
            </li>
          );
        })}
      </Stack>

      <HStack justify="flex-end" position="sticky" bottom="0" bg="bg" py="3" borderTopWidth="1px">
        <Button colorPalette="brand" loading={saving} onClick={() => void save()} data-testid="grade-save">
          <LuSave aria-hidden />
          <FormattedMessage id="challenges.grade.save" />
        </Button>
      </HStack>
    </Stack>
  );
}

const hasKey = (question: QuestionDto | StudentQuestionDto): question is QuestionDto => 'correct_answer' in question;

function GradeQuestion({
  index,
  question,
  answer,
  result,
  field,
  problem,
  suggestion,
  onChange,
  disabled,
}: {
  index: number;
  question: QuestionDto | StudentQuestionDto;
  answer: string;
  result: QuestionResult;
  field: { awarded: string; feedback: string };
  problem: 'format' | 'range' | undefined;
  suggestion: string | undefined;
  onChange: (change: Partial<{ awarded: string; feedback: string }>) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const id = `grade-q-${index}`;
  const keyText = hasKey(question) ? keyOf(question, intl.formatMessage) : '';
  const guidelines = hasKey(question) ? question.grading_guidelines : '';
  return (
    <Card.Root variant="outline" borderColor={result.needs_grading ? 'orange.400' : undefined} data-testid={id} data-needs-grading={result.needs_grading || undefined}>
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2">
            <Badge variant="solid" colorPalette="brand">
              <FormattedMessage id="challenges.take.questionNumber" values={{ number: index + 1 }} />
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id={`challenges.type.${question.type}`} />
            </Text>
          </HStack>
          <ResultMark result={result} />
        </HStack>
        <Text fontWeight="semibold" dir="auto" whiteSpace="pre-wrap">
          {question.text}
        </Text>
        <Box bg="bg.subtle" rounded="md" p="3">
          <Text fontSize="xs" color="fg.muted" fontWeight="medium">
            <FormattedMessage id="challenges.grade.studentAnswer" />
          </Text>
          <Text dir="auto" whiteSpace="pre-wrap" data-testid={`${id}-answer`}>
            {answer ? displayAnswer(question.type, answer, intl.formatMessage) : '—'}
          </Text>
        </Box>
        {keyText && (
          <Text fontSize="sm" data-testid={`${id}-key`}>
            <Text as="span" color="fg.muted">
              <FormattedMessage id="challenges.grade.key" />{' '}
            </Text>
            <Text as="span" dir="auto">
              {keyText}
            </Text>
          </Text>
        )}
        {guidelines && (
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              <FormattedMessage id="challenges.grade.guidelines" />{' '}
            </Text>
            <Text as="span" dir="auto" whiteSpace="pre-wrap">
              {guidelines}
            </Text>
          </Text>
        )}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'flex-start' }}>
          <Field.Root invalid={problem !== undefined} disabled={disabled} maxW={{ sm: '44' }}>
            <Field.Label>
              <FormattedMessage id="challenges.grade.points" values={{ max: result.max }} />
            </Field.Label>
            <Input
              inputMode="decimal"
              value={field.awarded}
              onChange={(event) => onChange({ awarded: event.target.value })}
              data-testid={`${id}-awarded`}
            />
            <Field.ErrorText data-testid={`${id}-awarded-error`}>
              {problem === 'format' && <FormattedMessage id="challenges.grade.pointsFormat" />}
              {problem === 'range' && <FormattedMessage id="errors.quiz/grade-out-of-range" />}
            </Field.ErrorText>
            <HStack gap="1" mt="1">
              <Button size="2xs" variant="outline" onClick={() => onChange({ awarded: '0' })} disabled={disabled} data-testid={`${id}-zero`}>
                <FormattedMessage id="challenges.grade.zero" />
              </Button>
              <Button size="2xs" variant="outline" onClick={() => onChange({ awarded: formatPoints(result.max) })} disabled={disabled} data-testid={`${id}-full`}>
                <FormattedMessage id="challenges.grade.full" />
              </Button>
            </HStack>
          </Field.Root>
          <Field.Root disabled={disabled} flex="1">
            <Field.Label>
              <FormattedMessage id="challenges.grade.feedback" />
            </Field.Label>
            <Textarea
              dir="auto"
              rows={2}
              autoresize
              maxLength={QUIZ.guidelinesMaxLength}
              value={field.feedback}
              onChange={(event) => onChange({ feedback: event.target.value })}
              data-testid={`${id}-feedback`}
            />
          </Field.Root>
        </Stack>
        {suggestion && (
          <Text fontSize="sm" color="purple.fg" data-testid={`${id}-suggestion`}>
            <LuSparkles aria-hidden style={{ display: 'inline', marginInlineEnd: 4 }} />
            {suggestion}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

type Format = (descriptor: { id: string }, values?: Record<string, string | number>) => string;

function displayAnswer(type: string, answer: string, format: Format): string {
  if (type === 'true_false' && (answer === 'true' || answer === 'false')) return format({ id: `challenges.trueFalse.${answer}` });
  return answer;
}

function keyOf(question: QuestionDto, format: Format): string {
  const list = Array.isArray(question.correct_answer) ? question.correct_answer : [question.correct_answer];
  const filled = list.filter((item) => item.trim() !== '');
  if (filled.length === 0) return '';
  if (question.type === 'true_false') return displayAnswer('true_false', filled[0]!, format);
  return filled.join(format({ id: 'challenges.common.listSeparator' }));
}

export function ResultMark({ result }: { result: Pick<QuestionResult, 'correct' | 'needs_grading' | 'awarded' | 'max'> }) {
  if (result.needs_grading) {
    return (
      <Badge colorPalette="orange" variant="solid" data-result="pending">
        <FormattedMessage id="challenges.result.needsGrading" />
      </Badge>
    );
  }
  const palette = result.correct === true ? 'green' : result.correct === false ? 'red' : 'blue';
  return (
    <Badge colorPalette={palette} variant="subtle" data-result={result.correct === true ? 'correct' : result.correct === false ? 'wrong' : 'graded'}>
      {result.correct === true && <LuCheck aria-hidden />}
      {result.correct === false && <LuX aria-hidden />}
      <FormattedMessage
        id="challenges.result.points"
        values={{ awarded: <FormattedNumber value={result.awarded} maximumFractionDigits={2} />, max: result.max }}
      />
    </Badge>
  );
}
