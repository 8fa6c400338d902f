// Taking a challenge (students): one question per page or all on one page, every question
// answered before submitting ('Please answer all questions before proceeding'), one
// submission, then the score and band (or "waiting for your teacher" for answers the teacher
// grades). A failed submit keeps the answers: 'Failed to submit answers. Please try again.'.
// What was typed is kept in localStorage (per student, class and challenge, saved as it is
// typed) until it is submitted, so leaving the challenge and coming back restores it.
// Test ids: challenge-take, take-title, take-mode-single, take-mode-all, take-progress,
// take-question-{index} (data-answered, data-missing), take-q-{index} (answer inputs, see
// answer-input.tsx), take-dot-{index}, take-prev, take-next, take-submit, take-answer-all,
// take-submit-error, take-confirm-dialog (+ -confirm, -cancel), take-back; the result:
// challenge-result, result-score, result-band, result-pending, result-q-{index}.
import { Alert, Badge, Box, Button, Card, HStack, Heading, Icon, Progress, SegmentGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import confetti from 'canvas-confetti';
import { useEffect, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuSend } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ChallengeDto, StudentQuestionDto, SubmissionDto } from '@shared/schemas/quiz';
import { BandBadge } from '@/components/challenges/band-badge';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryMessage } from '@/components/ui/retry-message';
import { ApiRequestError, errorMessageRef, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { QUESTIONS_FAILED, getChallengeQuestions } from '../api/get-challenge-questions';
import { SUBMIT_FAILED, submitAnswers } from '../api/submit-answers';
import type { ChallengeView } from '../lib/challenge-view';
import {
  answersToSend, canProceed, clampPage, draftKey, isAnswered, progress, unansweredIds, type TakeMode,
} from '../lib/take-state';
import { readChallengeDraft, removeChallengeDraft, useChallengeDraft } from '../hooks/use-challenge-draft';
import { AnswerInput, QuestionPicture, QuestionText } from './answer-input';
import { BackButton } from './back-button';
import { ResultMark } from './grade-panel';

export function TakeChallenge({ classId, challengeId, uid, onOpen }: { classId: string; challengeId: string; uid: string; onOpen: (view: ChallengeView) => void }) {
  const intl = useIntl();
  const data = useRemote(`take:${classId}:${challengeId}`, (signal) => getChallengeQuestions(classId, challengeId, signal));
  const [justSubmitted, setJustSubmitted] = useState(false);
  const submitted = data.status === 'success' && Boolean(data.data.submission);
  // Submitted elsewhere (another tab or device): a draft left here is of no use any more.
  useEffect(() => {
    if (submitted) removeChallengeDraft(draftKey(classId, challengeId, uid));
  }, [submitted, classId, challengeId, uid]);
  return (
    <Stack gap="5" data-testid="challenge-take">
      <BackButton onClick={() => onOpen({ kind: 'list' })} testId="take-back" />
      {data.status === 'loading' && <Skeleton h="60" rounded="lg" />}
      {data.status === 'error' && (
        <RetryMessage
          message={formatError(intl, data.error, QUESTIONS_FAILED)}
          retryLabel={<FormattedMessage id="challenges.common.retry" />}
          onRetry={data.reload}
          testId="take-load-error"
        />
      )}
      {data.status === 'success' &&
        (data.data.submission ? (
          <ResultView
            challenge={data.data.challenge}
            questions={data.data.questions}
            submission={data.data.submission}
            celebrate={justSubmitted}
            onPractice={data.data.challenge.practice_allowed ? () => onOpen({ kind: 'practice', challengeId }) : undefined}
          />
        ) : (
          <TakeForm
            classId={classId}
            uid={uid}
            challenge={data.data.challenge}
            questions={data.data.questions}
            onSubmitted={(submission) => {
              setJustSubmitted(true);
              data.update((current) => ({ ...current, submission }));
            }}
            onAlreadySubmitted={data.reload}
          />
        ))}
    </Stack>
  );
}

function TakeForm({
  classId,
  uid,
  challenge,
  questions,
  onSubmitted,
  onAlreadySubmitted,
}: {
  classId: string;
  uid: string;
  challenge: ChallengeDto;
  questions: StudentQuestionDto[];
  onSubmitted: (submission: SubmissionDto) => void;
  onAlreadySubmitted: () => void;
}) {
  const intl = useIntl();
  const storageKey = draftKey(classId, challenge.id, uid);
  const [answers, setAnswers] = useState<Record<string, string>>(() => readChallengeDraft(storageKey, questions.map((question) => question.id)));
  const [mode, setMode] = useState<TakeMode>('single');
  const [page, setPage] = useState(0);
  const [missing, setMissing] = useState<string[] | null>(null);
  const [gate, setGate] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const top = useRef<HTMLDivElement>(null);

  const draft = useChallengeDraft(storageKey, answers);

  const count = questions.length;
  const current = clampPage(page, count);
  const done = progress(questions, answers);
  const missingSet = new Set(missing ?? []);

  const answer = (questionId: string, value: string) => {
    setAnswers((previous) => ({ ...previous, [questionId]: value }));
    setGate(false);
    if (missing && isAnswered(value)) setMissing(missing.filter((id) => id !== questionId));
  };

  const go = (target: number) => {
    setPage(clampPage(target, count));
    setGate(false);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const next = () => {
    if (!canProceed(questions[current], answers)) {
      setGate(true);
      return;
    }
    go(current + 1);
  };

  const trySubmit = () => {
    const unanswered = unansweredIds(questions, answers);
    if (unanswered.length > 0) {
      setMissing(unanswered);
      if (mode === 'single') go(questions.findIndex((question) => question.id === unanswered[0]));
      else document.querySelector(`[data-testid="take-question-${questions.findIndex((question) => question.id === unanswered[0])}"]`)?.scrollIntoView({ block: 'center' });
      return;
    }
    setMissing(null);
    setConfirming(true);
  };

  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const submission = await submitAnswers(classId, challenge.id, answersToSend(questions, answers));
      draft.discard();
      setConfirming(false);
      onSubmitted(submission);
    } catch (error) {
      setConfirming(false);
      setBusy(false);
      if (error instanceof ApiRequestError && error.code === 'quiz/answer-all') {
        const ids = (error.fields ?? []).map((field) => field.path.replace(/^answers\./, '')).filter((id) => questions.some((question) => question.id === id));
        setMissing(ids.length > 0 ? ids : unansweredIds(questions, answers));
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'challenge/already-submitted') {
        draft.discard();
        onAlreadySubmitted();
        return;
      }
      const unexpected = !(error instanceof ApiRequestError) || error.code === 'network' || error.status >= 500 || !error.coded;
      setFailure(unexpected ? intl.formatMessage(SUBMIT_FAILED) : formatError(intl, error, SUBMIT_FAILED));
    }
  };

  const renderQuestion = (question: StudentQuestionDto, index: number) => {
    const textId = `take-question-${index}-text`;
    const isMissing = missingSet.has(question.id) || (gate && index === current && mode === 'single');
    return (
      <Card.Root
        key={question.id}
        variant="outline"
        borderColor={isMissing ? 'border.error' : undefined}
        data-testid={`take-question-${index}`}
        data-answered={isAnswered(answers[question.id]) || undefined}
        data-missing={isMissing || undefined}
      >
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <HStack justify="space-between" gap="2" wrap="wrap">
            <Badge variant="solid" colorPalette="brand">
              <FormattedMessage id="challenges.take.questionNumber" values={{ number: index + 1 }} />
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="challenges.take.points" values={{ count: question.points }} />
            </Text>
          </HStack>
          <QuestionText text={question.text} type={question.type} id={textId} />
          <QuestionPicture image={question.image} />
          <AnswerInput
            question={question}
            value={answers[question.id] ?? ''}
            onChange={(value) => answer(question.id, value)}
            disabled={busy}
            invalid={isMissing}
            testId={`take-q-${index}`}
            labelledBy={textId}
          />
        </Card.Body>
      </Card.Root>
    );
  };

  const answerAllAlert = (missing && missing.length > 0) || gate;

  return (
    <Stack gap="5" ref={top}>
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3">
        <Stack gap="1" textAlign="start">
          <Heading as="h2" size="lg" dir="auto" data-testid="take-title">
            {challenge.title}
          </Heading>
          {challenge.description && (
            <Text color="fg.muted" fontSize="sm" dir="auto">
              {challenge.description}
            </Text>
          )}
        </Stack>
        <SegmentGroup.Root
          value={mode}
          onValueChange={(details) => details.value && setMode(details.value as TakeMode)}
          size="sm"
          alignSelf={{ base: 'flex-start', md: 'center' }}
          aria-label={intl.formatMessage({ id: 'challenges.take.modeLabel' })}
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'single', label: <span data-testid="take-mode-single">{intl.formatMessage({ id: 'challenges.take.modeSingle' })}</span> },
              { value: 'all', label: <span data-testid="take-mode-all">{intl.formatMessage({ id: 'challenges.take.modeAll' })}</span> },
            ]}
          />
        </SegmentGroup.Root>
      </Stack>

      <Stack gap="1" data-testid="take-progress" data-answered={done.answered} data-total={done.total}>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="challenges.take.progress" values={{ answered: done.answered, total: done.total }} />
        </Text>
        <Progress.Root value={done.total ? (done.answered / done.total) * 100 : 0} size="sm" colorPalette="brand" aria-hidden>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>

      {mode === 'single' && count > 1 && (
        <HStack as="nav" gap="1" wrap="wrap" aria-label={intl.formatMessage({ id: 'challenges.take.jumpLabel' })}>
          {questions.map((question, index) => {
            const answered = isAnswered(answers[question.id]);
            return (
              <Button
                key={question.id}
                size="xs"
                minW="8"
                variant={index === current ? 'solid' : answered ? 'subtle' : 'outline'}
                colorPalette={missingSet.has(question.id) ? 'red' : 'brand'}
                onClick={() => go(index)}
                aria-current={index === current ? 'step' : undefined}
                aria-label={intl.formatMessage({ id: answered ? 'challenges.take.jumpAnswered' : 'challenges.take.jumpOpen' }, { number: index + 1 })}
                data-testid={`take-dot-${index}`}
              >
                {index + 1}
              </Button>
            );
          })}
        </HStack>
      )}

      {answerAllAlert && (
        <Alert.Root status="error" borderRadius="md" role="alert" data-testid="take-answer-all">
          <Alert.Indicator />
          <Alert.Description>{intl.formatMessage(errorMessageRef('quiz/answer-all'))}</Alert.Description>
        </Alert.Root>
      )}

      {mode === 'single' ? (
        questions[current] && renderQuestion(questions[current], current)
      ) : (
        <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
          {questions.map((question, index) => (
            <li key={question.id}>{renderQuestion(question, index)}</li>
          ))}
        </Stack>
      )}

      {failure && (
        <Alert.Root status="error" borderRadius="md" role="alert" data-testid="take-submit-error">
          <Alert.Indicator />
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      )}

      <HStack justify="space-between" gap="3" borderTopWidth="1px" pt="4">
        {mode === 'single' ? (
          <Button variant="outline" disabled={current === 0 || busy} onClick={() => go(current - 1)} data-testid="take-prev">
            <Icon as={LuArrowLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
            <FormattedMessage id="challenges.take.previous" />
          </Button>
        ) : (
          <span />
        )}
        {mode === 'single' && current < count - 1 ? (
          <Button colorPalette="brand" onClick={next} data-testid="take-next">
            <FormattedMessage id="challenges.take.next" />
            <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          </Button>
        ) : (
          <Button colorPalette="brand" loading={busy} onClick={trySubmit} data-testid="take-submit">
            <LuSend aria-hidden />
            <FormattedMessage id="challenges.take.submit" />
          </Button>
        )}
      </HStack>

      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void submit()}
        busy={busy}
        tone="brand"
        title={intl.formatMessage({ id: 'challenges.take.confirmTitle' })}
        body={intl.formatMessage({ id: 'challenges.take.confirmBody' }, { count })}
        confirmLabel={intl.formatMessage({ id: 'challenges.take.submit' })}
        cancelLabel={intl.formatMessage({ id: 'challenges.common.cancel' })}
        testId="take-confirm-dialog"
      />
    </Stack>
  );
}

function ResultView({
  challenge,
  questions,
  submission,
  celebrate,
  onPractice,
}: {
  challenge: ChallengeDto;
  questions: StudentQuestionDto[];
  submission: SubmissionDto;
  celebrate: boolean;
  onPractice?: () => void;
}) {
  const intl = useIntl();
  const results = new Map(submission.per_question.map((result) => [result.question_id, result]));
  const pending = submission.per_question.filter((result) => result.needs_grading).length;
  const graded = submission.status === 'graded';

  useEffect(() => {
    if (!celebrate || !graded || submission.band !== 'excellent') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    void confetti({ particleCount: 120, spread: 80, origin: { y: 0.3 }, disableForReducedMotion: true });
  }, [celebrate, graded, submission.band]);

  return (
    <Stack gap="5" data-testid="challenge-result" data-status={submission.status}>
      <Heading as="h2" size="lg" dir="auto">
        {challenge.title}
      </Heading>
      <Card.Root variant="elevated" bgGradient="to-br" gradientFrom="brand.solid" gradientTo="purple.600" color="white">
        <Card.Body gap="2" alignItems="center" textAlign="center" py="8">
          <Text fontSize="sm" opacity={0.9}>
            <FormattedMessage id={celebrate ? 'challenges.result.submitted' : 'challenges.result.yourScore'} />
          </Text>
          <Text fontSize={{ base: '4xl', md: '5xl' }} fontWeight="bold" lineHeight="1" data-testid="result-score" data-score={submission.score} data-percent={submission.percent}>
            <FormattedMessage
              id="challenges.result.scoreLine"
              values={{ score: <FormattedNumber value={submission.score} maximumFractionDigits={2} />, max: submission.max_score }}
            />
          </Text>
          <Text fontSize="lg">
            <FormattedNumber value={submission.percent / 100} style="percent" maximumFractionDigits={1} />
          </Text>
          {graded ? (
            <Box bg="white" rounded="full" px="1" data-testid="result-band" data-band={submission.band}>
              <BandBadge band={submission.band} />
            </Box>
          ) : (
            <Text fontSize="sm" bg="whiteAlpha.300" rounded="md" px="3" py="1" data-testid="result-pending" data-count={pending}>
              <FormattedMessage id="challenges.result.pending" values={{ count: pending }} />
            </Text>
          )}
          {submission.late && (
            <Badge colorPalette="red" variant="solid">
              <FormattedMessage id="challenges.status.late" />
            </Badge>
          )}
        </Card.Body>
      </Card.Root>
      <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
        {questions.map((question, index) => {
          const result = results.get(question.id);
          const given = submission.answers[question.id] ?? '';
          return (
            <li key={question.id}>
              <Card.Root variant="outline" data-testid={`result-q-${index}`} data-correct={result ? String(result.correct) : undefined}>
                <Card.Body gap="2" p="4">
                  <HStack justify="space-between" gap="2" wrap="wrap">
                    <Badge variant="outline">
                      <FormattedMessage id="challenges.take.questionNumber" values={{ number: index + 1 }} />
                    </Badge>
                    {result && <ResultMark result={result} />}
                  </HStack>
                  <Text fontWeight="medium" dir="auto" whiteSpace="pre-wrap">
                    {question.text}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="challenges.result.yourAnswer" />{' '}
                    <Text as="span" color="fg" dir="auto">
                      {question.type === 'true_false' && (given === 'true' || given === 'false')
                        ? intl.formatMessage({ id: `challenges.trueFalse.${given}` })
                        : given || '—'}
                    </Text>
                  </Text>
                  {result?.feedback && (
                    <Text fontSize="sm" bg="bg.subtle" rounded="md" p="2" dir="auto">
                      <FormattedMessage id="challenges.result.feedback" />{' '}
                      {result.feedback}
                    </Text>
                  )}
                </Card.Body>
              </Card.Root>
            </li>
          );
        })}
      </Stack>
      {onPractice && (
        <Button alignSelf="flex-start" variant="outline" onClick={onPractice} data-testid="result-practice">
          <FormattedMessage id="challenges.hub.practice" />
        </Button>
      )}
    </Stack>
  );
}
