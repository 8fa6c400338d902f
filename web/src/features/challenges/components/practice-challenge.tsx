// Practice mode (students when the teacher allows it; teachers always, as a preview): one
// question at a time with immediate feedback (right or wrong, the correct answer; typed
// answers the teacher would grade say so), then the score. Nothing is stored and it can be
// repeated. Grading guidelines are never shown.
// Test ids: challenge-practice, practice-title, practice-preview-note, practice-question-{index},
// practice-q-{index} (answer inputs), practice-answer-first, practice-check, practice-feedback (data-result
// correct|wrong|teacher), practice-correct-answer, practice-next, practice-finish,
// practice-summary, practice-score, practice-restart, practice-back, practice-error.
import { Alert, Badge, Button, Card, HStack, Heading, Icon, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowRight, LuCheck, LuFlagTriangleRight, LuRotateCcw, LuX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { scoreBand } from '@shared/constants';
import type { ChallengeDto, PracticeResult, StudentQuestionDto } from '@shared/schemas/quiz';
import { BandBadge } from '@/components/challenges/band-badge';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { useRemote } from '@/lib/use-remote';
import { QUESTIONS_FAILED, getChallengeQuestions } from '../api/get-challenge-questions';
import { PRACTICE_FAILED, practiseChallenge } from '../api/practise-challenge';
import type { ChallengeView } from '../lib/challenge-view';
import { isAnswered, practiceAnswers } from '../lib/take-state';
import { AnswerInput, QuestionPicture, QuestionText } from './answer-input';
import { BackButton } from './back-button';

export function PracticeChallenge({
  classId,
  challengeId,
  preview,
  onOpen,
}: {
  classId: string;
  challengeId: string;
  /** A teacher trying the challenge out. */
  preview: boolean;
  onOpen: (view: ChallengeView) => void;
}) {
  const intl = useIntl();
  const data = useRemote(`practice:${classId}:${challengeId}`, (signal) => getChallengeQuestions(classId, challengeId, signal));
  const [round, setRound] = useState(0);
  return (
    <Stack gap="5" data-testid="challenge-practice">
      <BackButton onClick={() => onOpen({ kind: 'list' })} testId="practice-back" />
      {preview && (
        <Alert.Root status="info" borderRadius="md" data-testid="practice-preview-note">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="challenges.practice.previewNote" />
          </Alert.Description>
        </Alert.Root>
      )}
      {data.status === 'loading' && <Skeleton h="60" rounded="lg" />}
      {data.status === 'error' && (
        <RetryMessage
          message={formatError(intl, data.error, QUESTIONS_FAILED)}
          retryLabel={<FormattedMessage id="challenges.common.retry" />}
          onRetry={data.reload}
        />
      )}
      {data.status === 'success' && (
        <PracticeRun
          key={round}
          classId={classId}
          challenge={data.data.challenge}
          questions={data.data.questions}
          onRestart={() => setRound((value) => value + 1)}
        />
      )}
    </Stack>
  );
}

function PracticeRun({
  classId,
  challenge,
  questions,
  onRestart,
}: {
  classId: string;
  challenge: ChallengeDto;
  questions: StudentQuestionDto[];
  onRestart: () => void;
}) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [checked, setChecked] = useState<Record<string, PracticeResult>>({});
  const [index, setIndex] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needAnswer, setNeedAnswer] = useState(false);
  const [finished, setFinished] = useState(false);

  const question = questions[index];
  const count = questions.length;
  const result = question ? checked[question.id] : undefined;

  const check = async () => {
    if (!question) return;
    if (!isAnswered(answers[question.id])) {
      setNeedAnswer(true);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await practiseChallenge(classId, challenge.id, practiceAnswers(questions, answers));
      const mine = answer.results.find((item) => item.question_id === question.id);
      if (mine) setChecked((current) => ({ ...current, [question.id]: mine }));
    } catch (failure) {
      setError(formatError(intl, failure, PRACTICE_FAILED));
    } finally {
      setBusy(false);
    }
  };

  if (finished || count === 0) {
    const results = Object.values(checked);
    const score = results.reduce((sum, item) => sum + item.awarded, 0);
    const max = questions.reduce((sum, item) => sum + item.points, 0);
    const percent = max > 0 ? Math.round((score / max) * 1000) / 10 : 0;
    const teacher = results.filter((item) => item.needs_grading).length;
    return (
      <Stack gap="4" align="center" textAlign="center" py="6" data-testid="practice-summary">
        <Icon as={LuFlagTriangleRight} boxSize="10" color="brand.fg" aria-hidden />
        <Heading as="h2" size="lg">
          <FormattedMessage id="challenges.practice.doneTitle" />
        </Heading>
        <Text fontSize="3xl" fontWeight="bold" data-testid="practice-score" data-score={score} data-percent={percent}>
          <FormattedMessage id="challenges.result.scoreLine" values={{ score: <FormattedNumber value={score} maximumFractionDigits={2} />, max }} />
        </Text>
        <HStack gap="2">
          <Text>
            <FormattedNumber value={percent / 100} style="percent" maximumFractionDigits={1} />
          </Text>
          <BandBadge band={scoreBand(percent)} />
        </HStack>
        {teacher > 0 && (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="challenges.practice.teacherNote" values={{ count: teacher }} />
          </Text>
        )}
        <Button colorPalette="brand" onClick={onRestart} data-testid="practice-restart">
          <LuRotateCcw aria-hidden />
          <FormattedMessage id="challenges.practice.restart" />
        </Button>
      </Stack>
    );
  }

  if (!question) return null;
  const textId = `practice-question-${index}-text`;
  const verdict = result ? (result.needs_grading || result.correct === null ? 'teacher' : result.correct ? 'correct' : 'wrong') : null;
  const correctText = result ? correctAnswerText(question, result, intl.formatMessage) : '';

  return (
    <Stack gap="5">
      <Stack gap="1" textAlign="start">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="challenges.practice.title" />
        </Text>
        <Heading as="h2" size="lg" dir="auto" data-testid="practice-title">
          {challenge.title}
        </Heading>
      </Stack>
      <Stack gap="1">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="challenges.present.position" values={{ number: index + 1, count }} />
        </Text>
        <Progress.Root value={(Object.keys(checked).length / count) * 100} size="sm" colorPalette="brand" aria-hidden>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      <Card.Root variant="outline" data-testid={`practice-question-${index}`}>
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <QuestionText text={question.text} type={question.type} id={textId} />
          <QuestionPicture image={question.image} />
          <AnswerInput
            question={question}
            value={answers[question.id] ?? ''}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.id]: value }));
              setNeedAnswer(false);
            }}
            disabled={busy || result !== undefined}
            invalid={needAnswer}
            testId={`practice-q-${index}`}
            labelledBy={textId}
          />
          {needAnswer && (
            <Text color="fg.error" fontSize="sm" role="alert" data-testid="practice-answer-first">
              <FormattedMessage id="challenges.practice.answerFirst" />
            </Text>
          )}
          {result && verdict && (
            <Alert.Root
              status={verdict === 'correct' ? 'success' : verdict === 'wrong' ? 'error' : 'info'}
              borderRadius="md"
              role="status"
              data-testid="practice-feedback"
              data-result={verdict}
            >
              <Alert.Indicator>{verdict === 'correct' ? <LuCheck /> : verdict === 'wrong' ? <LuX /> : undefined}</Alert.Indicator>
              <Alert.Content textAlign="start">
                <Alert.Title>
                  <FormattedMessage id={`challenges.practice.${verdict}`} />
                </Alert.Title>
                {correctText && verdict !== 'correct' && (
                  <Alert.Description data-testid="practice-correct-answer">
                    <FormattedMessage id="challenges.practice.correctAnswer" values={{ answer: isolate(correctText) }} />
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
        </Card.Body>
      </Card.Root>
      {error && (
        <Alert.Root status="error" borderRadius="md" role="alert" data-testid="practice-error">
          <Alert.Indicator />
          <Alert.Description>{error}</Alert.Description>
        </Alert.Root>
      )}
      <HStack justify="flex-end" gap="2">
        {!result ? (
          <Button colorPalette="brand" loading={busy} onClick={() => void check()} data-testid="practice-check">
            <LuCheck aria-hidden />
            <FormattedMessage id="challenges.practice.check" />
          </Button>
        ) : index < count - 1 ? (
          <Button colorPalette="brand" onClick={() => setIndex(index + 1)} data-testid="practice-next">
            <FormattedMessage id="challenges.take.next" />
            <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={() => setFinished(true)} data-testid="practice-finish">
            <FormattedMessage id="challenges.practice.finish" />
          </Button>
        )}
      </HStack>
      <HStack gap="1" wrap="wrap" aria-hidden>
        {questions.map((item, position) => {
          const mark = checked[item.id];
          return (
            <Badge
              key={item.id}
              variant={position === index ? 'solid' : 'subtle'}
              colorPalette={mark ? (mark.correct === true ? 'green' : mark.correct === false ? 'red' : 'blue') : 'gray'}
            >
              {position + 1}
            </Badge>
          );
        })}
      </HStack>
    </Stack>
  );
}

type Format = (descriptor: { id: string }, values?: Record<string, string | number>) => string;

function correctAnswerText(question: StudentQuestionDto, result: PracticeResult, format: Format): string {
  const list = Array.isArray(result.correct_answer) ? result.correct_answer : [result.correct_answer];
  const filled = list.filter((item) => typeof item === 'string' && item.trim() !== '');
  if (filled.length === 0) return '';
  if (question.type === 'true_false') return format({ id: `challenges.trueFalse.${filled[0] === 'true' ? 'true' : 'false'}` });
  return filled.join(format({ id: 'challenges.common.listSeparator' }));
}
