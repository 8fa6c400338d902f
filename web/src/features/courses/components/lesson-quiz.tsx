// A quiz lesson: the questions without their answers, one input per question type, submitted
// to the server, which scores them (pass at 60 %) and completes the lesson when passed. The
// score and pass/fail stay on screen, with Retry. The last attempt shows when the lesson opens.
// Test ids: lesson-quiz, lesson-quiz-question (data-question-id), lesson-quiz-option-{j},
// lesson-quiz-true, lesson-quiz-false, lesson-quiz-input, lesson-quiz-essay, lesson-quiz-submit,
// lesson-quiz-result (data-score, data-passed), lesson-quiz-retry, lesson-quiz-unanswered.
import { Alert, Button, Card, Field, HStack, Heading, Icon, Image, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck, LuCircleX, LuRotateCcw, LuSend } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUIZ } from '@shared/constants';
import type { LessonContent, LessonQuizQuestion, LessonQuizResult } from '@shared/schemas/course-learning';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { SUBMIT_LESSON_QUIZ_FAILED, submitLessonQuiz } from '../api/submit-lesson-quiz';
import { answerKind } from '@/lib/quiz-input-kind';
import { quizBody, unansweredCount, type QuizAnswers } from '../lib/lesson-quiz';

type Quiz = NonNullable<LessonContent['quiz']>;

export function LessonQuiz({
  courseId,
  lessonId,
  quiz,
  onResult,
}: {
  courseId: string;
  lessonId: string;
  quiz: Quiz;
  onResult: (result: LessonQuizResult) => void;
}) {
  const intl = useIntl();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [result, setResult] = useState<{ score: number; passed: boolean } | null>(quiz.last);
  const [busy, setBusy] = useState(false);
  const [showMissing, setShowMissing] = useState(false);
  const missing = unansweredCount(quiz.questions, answers);

  const submit = async () => {
    // The server scores only a complete set of answers (quiz/answer-all).
    if (missing > 0) {
      setShowMissing(true);
      return;
    }
    setBusy(true);
    try {
      const answer = await submitLessonQuiz(courseId, lessonId, quizBody(quiz.questions, answers));
      setResult({ score: answer.score, passed: answer.passed });
      setShowMissing(false);
      onResult(answer);
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, SUBMIT_LESSON_QUIZ_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  const retry = () => {
    setAnswers({});
    setResult(null);
    setShowMissing(false);
  };

  if (result) {
    return (
      <Card.Root variant="outline" data-testid="lesson-quiz">
        <Card.Body gap="4" alignItems="center" textAlign="center">
          <Icon as={result.passed ? LuCircleCheck : LuCircleX} boxSize="12" color={result.passed ? 'green.fg' : 'red.fg'} aria-hidden />
          <Stack gap="1" data-testid="lesson-quiz-result" data-score={result.score} data-passed={result.passed} aria-live="polite">
            <Heading as="h3" size="lg">
              <FormattedMessage id={result.passed ? 'courses.lesson.quiz.passed' : 'courses.lesson.quiz.failedTitle'} />
            </Heading>
            <Text fontSize="2xl" fontWeight="bold" fontVariantNumeric="tabular-nums">
              <FormattedMessage id="courses.lesson.quiz.score" values={{ score: intl.formatNumber(result.score / 100, { style: 'percent', maximumFractionDigits: 0 }) }} />
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id={result.passed ? 'courses.lesson.quiz.passedBody' : 'courses.lesson.quiz.failedBody'} />
            </Text>
          </Stack>
          <Button variant="outline" onClick={retry} data-testid="lesson-quiz-retry">
            <LuRotateCcw aria-hidden />
            <FormattedMessage id="courses.lesson.quiz.retry" />
          </Button>
        </Card.Body>
      </Card.Root>
    );
  }

  return (
    <Stack gap="4" data-testid="lesson-quiz">
      <Stack gap="1" textAlign="start">
        <Heading as="h3" size="md">
          <bdi>{quiz.title}</bdi>
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="courses.lesson.quiz.intro" values={{ count: quiz.questions.length }} />
        </Text>
      </Stack>
      {quiz.questions.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="courses.lesson.quiz.empty" />
        </Text>
      ) : (
        <Stack as="ol" gap="3" listStyleType="none" m="0" p="0">
          {quiz.questions.map((question, index) => (
            <QuestionCard
              key={question.id}
              question={question}
              index={index}
              value={answers[question.id] ?? ''}
              onChange={(value) => setAnswers((previous) => ({ ...previous, [question.id]: value }))}
              disabled={busy}
            />
          ))}
        </Stack>
      )}
      {showMissing && missing > 0 && (
        <Alert.Root status="warning" data-testid="lesson-quiz-unanswered">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="courses.lesson.quiz.unanswered" values={{ count: missing }} />
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack justify="flex-end">
        <Button colorPalette="brand" onClick={() => void submit()} loading={busy} disabled={quiz.questions.length === 0} data-testid="lesson-quiz-submit">
          <LuSend aria-hidden />
          <FormattedMessage id="courses.lesson.quiz.submit" />
        </Button>
      </HStack>
    </Stack>
  );
}

function QuestionCard({
  question,
  index,
  value,
  onChange,
  disabled,
}: {
  question: LessonQuizQuestion;
  index: number;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  const intl = useIntl();
  const kind = answerKind(question.type);
  const labelId = `lesson-quiz-q-${question.id}`;
  return (
    <Card.Root as="li" variant="outline" data-testid="lesson-quiz-question" data-question-id={question.id}>
      <Card.Body gap="3">
        <Text id={labelId} fontWeight="semibold" textAlign="start" whiteSpace="pre-wrap">
          <FormattedMessage id="courses.lesson.quiz.questionNumber" values={{ number: index + 1 }} />{' '}
          <Text as="span" dir="auto">
            {question.text}
          </Text>
        </Text>
        {question.image_url && <Image src={question.image_url} alt="" maxH="60" objectFit="contain" rounded="md" alignSelf="flex-start" />}
        {kind === 'choice' || kind === 'true-false' ? (
          <RadioGroup.Root
            value={value || null}
            onValueChange={(details) => details.value !== null && onChange(details.value)}
            disabled={disabled}
            colorPalette="brand"
            aria-labelledby={labelId}
          >
            <Stack gap="2">
              {(kind === 'choice' ? question.options : ['true', 'false']).map((option, j) => (
                <RadioGroup.Item
                  key={`${j}:${option}`}
                  value={option}
                  borderWidth="1px"
                  borderColor={value === option ? 'brand.solid' : 'border'}
                  rounded="md"
                  px="3"
                  py="2"
                  cursor="pointer"
                  data-testid={kind === 'choice' ? `lesson-quiz-option-${j}` : `lesson-quiz-${option}`}
                >
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText flex="1" textAlign="start" dir="auto">
                    {kind === 'choice' ? option : <FormattedMessage id={`courses.lesson.quiz.${option}`} />}
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
        ) : (
          <Field.Root disabled={disabled}>
            <Field.Label srOnly>
              <FormattedMessage id="courses.lesson.quiz.yourAnswer" />
            </Field.Label>
            {kind === 'line' ? (
              <Input
                dir="auto"
                value={value}
                maxLength={QUIZ.optionMaxLength}
                onChange={(event) => onChange(event.target.value)}
                placeholder={intl.formatMessage({ id: 'courses.lesson.quiz.answerPlaceholder' })}
                aria-describedby={labelId}
                data-testid="lesson-quiz-input"
              />
            ) : (
              <Textarea
                dir="auto"
                rows={4}
                value={value}
                maxLength={QUIZ.answerMaxLength}
                onChange={(event) => onChange(event.target.value)}
                placeholder={intl.formatMessage({ id: 'courses.lesson.quiz.answerPlaceholder' })}
                aria-describedby={labelId}
                data-testid="lesson-quiz-essay"
              />
            )}
          </Field.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
