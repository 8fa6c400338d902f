// "Your AI instructor" in the study hub (docs/assessments.md, "Personal AI instructor"): the
// latest mistakes from challenges, practice and live quizzes; "Explain my mistakes" (one Huda
// answer) shows Huda's explanations and a short practice set, checked like practice mode.
// Test ids: instructor-panel, instructor-mistakes (data-count), instructor-mistake-{i},
// instructor-empty, instructor-explain, instructor-cost, instructor-error, instructor-session
// (data-offline), instructor-explanation-{i}, instructor-q-{i} (answer inputs: instructor-q-{i}-...),
// instructor-check, instructor-answer-all, instructor-result-{i} (data-result correct|wrong),
// instructor-score (data-score, data-percent), instructor-again.
import { Alert, Badge, Box, Button, Card, Field, HStack, Heading, Input, RadioGroup, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCheck, LuRotateCcw, LuSparkles, LuX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { InstructorPracticeResult, InstructorSession, MistakeDto, PracticeQuestionDto } from '@shared/schemas/huda-instructor';
import type { CorrectAnswer } from '@shared/schemas/quiz';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import {
  createInstructorSession, EXPLAIN_FAILED, forgetLastSession, getInstructorSession, lastSessionId, listMistakes, MISTAKES_FAILED,
  PRACTICE_FAILED, practiseInstructorSession,
} from '@/lib/huda/instructor';
import { useRemote } from '@/lib/use-remote';
import { SafeMarkdown } from './safe-markdown';

const SHOWN_MISTAKES = 5;

/** An answer as the student reads it: true/false in their language, the first accepted answer. */
function useAnswerText() {
  const intl = useIntl();
  return (type: string, value: CorrectAnswer): string => {
    const text = Array.isArray(value) ? (value[0] ?? '') : value;
    if (type === 'true_false' && (text === 'true' || text === 'false')) return intl.formatMessage({ id: `instructor.trueFalse.${text}` });
    return text;
  };
}

export function InstructorPanel() {
  const intl = useIntl();
  const mistakes = useRemote('instructor:mistakes', (signal) => listMistakes(signal));
  const [sessionId, setSessionId] = useState<string | null>(() => lastSessionId());
  const remembered = useRemote(sessionId ? `instructor:session:${sessionId}` : null, async (signal) => {
    try {
      return await getInstructorSession(sessionId!, signal);
    } catch {
      // A set that is gone (or another account's) is simply not shown again.
      forgetLastSession();
      return null;
    }
  });
  const [created, setCreated] = useState<InstructorSession | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = created ?? (remembered.status === 'success' ? remembered.data : null);

  const explain = async () => {
    setBusy(true);
    setError(null);
    try {
      const next = await createInstructorSession({ request_id: globalThis.crypto.randomUUID(), language: intl.locale.startsWith('en') ? 'en' : 'ar' });
      setCreated(next);
      setSessionId(next.id);
    } catch (failure) {
      setError(formatError(intl, failure, EXPLAIN_FAILED));
    } finally {
      setBusy(false);
    }
  };

  const list = mistakes.status === 'success' ? mistakes.data : [];
  return (
    <Card.Root variant="outline" data-testid="instructor-panel">
      <Card.Body gap="5" p={{ base: '4', md: '6' }}>
        <Stack gap="1" textAlign="start">
          <HStack gap="2">
            <LuSparkles aria-hidden />
            <Heading as="h2" size="lg">
              <FormattedMessage id="instructor.title" />
            </Heading>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="instructor.subtitle" />
          </Text>
        </Stack>
        {mistakes.status === 'loading' && <Skeleton h="20" rounded="lg" />}
        {mistakes.status === 'error' && (
          <RetryMessage message={formatError(intl, mistakes.error, MISTAKES_FAILED)} retryLabel={<FormattedMessage id="instructor.retry" />} onRetry={mistakes.reload} />
        )}
        {mistakes.status === 'success' && list.length === 0 && (
          <Text color="fg.muted" data-testid="instructor-empty">
            <FormattedMessage id="instructor.empty" />
          </Text>
        )}
        {list.length > 0 && (
          <Stack gap="3">
            <Heading as="h3" size="sm">
              <FormattedMessage id="instructor.latest" />
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="instructor-mistakes" data-count={list.length}>
              {list.slice(0, SHOWN_MISTAKES).map((mistake, index) => (
                <MistakeRow key={mistake.id} mistake={mistake} index={index} />
              ))}
            </Stack>
            <Stack gap="1" align="flex-start">
              <Button colorPalette="brand" onClick={() => void explain()} loading={busy} data-testid="instructor-explain">
                <LuSparkles aria-hidden />
                <FormattedMessage id="instructor.explain" />
              </Button>
              <Text fontSize="sm" color="fg.muted" data-testid="instructor-cost">
                <FormattedMessage id="instructor.cost" values={{ count: Math.min(list.length, SHOWN_MISTAKES) }} />
              </Text>
            </Stack>
          </Stack>
        )}
        {error && (
          <Alert.Root status="error" borderRadius="md" role="alert" data-testid="instructor-error">
            <Alert.Indicator />
            <Alert.Description>{error}</Alert.Description>
          </Alert.Root>
        )}
        {session && (
          <>
            <Separator />
            <SessionView key={session.id} session={session} />
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function MistakeRow({ mistake, index }: { mistake: MistakeDto; index: number }) {
  const answerText = useAnswerText();
  return (
    <Box as="li" borderWidth="1px" rounded="md" px="3" py="2" data-testid={`instructor-mistake-${index}`}>
      <HStack gap="2" align="flex-start" justify="space-between">
        <Text fontWeight="medium" dir="auto" textAlign="start" flex="1">
          {mistake.question.text}
        </Text>
        <Badge variant="subtle" colorPalette="gray" flexShrink={0}>
          <FormattedMessage id={`instructor.source.${mistake.source}`} />
        </Badge>
      </HStack>
      <Text fontSize="sm" color="fg.muted" textAlign="start">
        <FormattedMessage
          id="instructor.yourAnswer"
          values={{ answer: <bdi>{answerText(mistake.question.type, mistake.your_answer) || '—'}</bdi> }}
        />{' '}
        <FormattedMessage id="instructor.correctAnswer" values={{ answer: <bdi>{answerText(mistake.question.type, mistake.correct_answer)}</bdi> }} />
      </Text>
    </Box>
  );
}

export function SessionView({ session }: { session: InstructorSession }) {
  const answerText = useAnswerText();
  return (
    <Stack gap="5" data-testid="instructor-session" data-offline={session.offline}>
      {session.offline && (
        <Alert.Root status="info" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="instructor.offline" />
          </Alert.Description>
        </Alert.Root>
      )}
      <Stack gap="3">
        <Heading as="h3" size="md">
          <FormattedMessage id="instructor.explanations" />
        </Heading>
        {session.explanations.map((item, index) => (
          <Box key={item.mistake_id} borderInlineStartWidth="3px" borderColor="brand.solid" ps="3" data-testid={`instructor-explanation-${index}`}>
            <Text fontWeight="medium" dir="auto" textAlign="start">
              {item.question.text}
            </Text>
            <Text fontSize="sm" color="fg.muted" textAlign="start">
              <FormattedMessage id="instructor.correctAnswer" values={{ answer: <bdi>{answerText(item.question.type, item.correct_answer)}</bdi> }} />
            </Text>
            <SafeMarkdown>{item.explanation}</SafeMarkdown>
          </Box>
        ))}
      </Stack>
      <PracticeSet session={session} />
    </Stack>
  );
}

function PracticeSet({ session }: { session: InstructorSession }) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [result, setResult] = useState<InstructorPracticeResult | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const byQuestion = new Map(result?.results.map((r) => [r.question_id, r]));

  const check = async () => {
    if (session.questions.some((q) => !(answers[q.id] ?? '').trim())) {
      setMissing(true);
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      setResult(await practiseInstructorSession(session.id, answers));
    } catch (failure) {
      setError(formatError(intl, failure, PRACTICE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <Heading as="h3" size="md">
        <FormattedMessage id="instructor.practiceTitle" values={{ count: session.questions.length }} />
      </Heading>
      {session.questions.map((question, index) => (
        <PracticeQuestion
          key={question.id}
          question={question}
          index={index}
          value={answers[question.id] ?? ''}
          onChange={(value) => setAnswers((current) => ({ ...current, [question.id]: value }))}
          result={byQuestion.get(question.id)}
          disabled={busy || result !== null}
        />
      ))}
      {missing && (
        <Text color="fg.error" fontSize="sm" role="alert" data-testid="instructor-answer-all">
          <FormattedMessage id="instructor.answerAll" />
        </Text>
      )}
      {error && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {error}
        </Text>
      )}
      {result ? (
        <HStack gap="4" flexWrap="wrap">
          <Text fontSize="xl" fontWeight="bold" data-testid="instructor-score" data-score={result.score} data-percent={result.percent}>
            <FormattedMessage
              id="instructor.score"
              values={{ score: result.score, max: result.max_score, percent: <FormattedNumber value={result.percent / 100} style="percent" maximumFractionDigits={1} /> }}
            />
          </Text>
          <Button
            variant="outline"
            onClick={() => {
              setResult(null);
              setAnswers({});
            }}
            data-testid="instructor-again"
          >
            <LuRotateCcw aria-hidden />
            <FormattedMessage id="instructor.again" />
          </Button>
        </HStack>
      ) : (
        <Box>
          <Button colorPalette="brand" onClick={() => void check()} loading={busy} data-testid="instructor-check">
            <FormattedMessage id="instructor.check" />
          </Button>
        </Box>
      )}
    </Stack>
  );
}

function PracticeQuestion({
  question,
  index,
  value,
  onChange,
  result,
  disabled,
}: {
  question: PracticeQuestionDto;
  index: number;
  value: string;
  onChange: (value: string) => void;
  result: InstructorPracticeResult['results'][number] | undefined;
  disabled: boolean;
}) {
  const answerText = useAnswerText();
  const textId = `instructor-q-${index}-text`;
  const testId = `instructor-q-${index}`;
  return (
    <Card.Root variant="subtle" size="sm">
      <Card.Body gap="3">
        <Text id={textId} fontWeight="medium" dir="auto" textAlign="start">
          <FormattedMessage id="instructor.questionNumber" values={{ number: index + 1 }} /> <bdi>{question.text}</bdi>
        </Text>
        {question.type === 'fill_blank' ? (
          <Field.Root disabled={disabled}>
            <Field.Label srOnly>
              <FormattedMessage id="instructor.yourAnswerLabel" />
            </Field.Label>
            <Input dir="auto" value={value} maxLength={300} onChange={(event) => onChange(event.target.value)} aria-describedby={textId} data-testid={`${testId}-input`} />
          </Field.Root>
        ) : (
          <RadioGroup.Root
            value={value || null}
            onValueChange={(details) => details.value !== null && onChange(details.value)}
            disabled={disabled}
            colorPalette="brand"
            aria-labelledby={textId}
          >
            <Stack gap="2">
              {(question.type === 'true_false' ? ['true', 'false'] : question.options).map((option, j) => (
                <RadioGroup.Item key={`${j}:${option}`} value={option} data-testid={question.type === 'true_false' ? `${testId}-${option}` : `${testId}-option-${j}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText dir="auto" textAlign="start">
                    {answerText(question.type, option)}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        )}
        {result && (
          <Alert.Root status={result.correct ? 'success' : 'error'} borderRadius="md" data-testid={`instructor-result-${index}`} data-result={result.correct ? 'correct' : 'wrong'}>
            {result.correct ? <LuCheck aria-hidden /> : <LuX aria-hidden />}
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id={result.correct ? 'instructor.right' : 'instructor.wrong'} />
              </Alert.Title>
              <Alert.Description>
                {!result.correct && (
                  <Text>
                    <FormattedMessage id="instructor.correctAnswer" values={{ answer: <bdi>{answerText(question.type, result.correct_answer)}</bdi> }} />
                  </Text>
                )}
                {result.feedback && <SafeMarkdown>{result.feedback}</SafeMarkdown>}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
