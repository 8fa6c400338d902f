// Step 3: review and edit the questions (all five types), add, remove, reorder and shuffle the
// options. A published quiz shows its questions read-only (challenges were scored on them).
// Test ids: quiz-review, quiz-add-type, quiz-add-question, quiz-shuffle-all, quiz-no-questions,
// quiz-locked-note; each question is quiz-q-{index} (question-card.tsx).
import { Alert, Box, Button, HStack, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useState, type Dispatch } from 'react';
import { LuPlus, LuShuffle } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUESTION_TYPES, QUIZ } from '@shared/constants';
import type { QuestionType } from '@shared/schemas/quiz';
import { totals, type EditorAction, type EditorQuestion, type QuestionProblem } from '../lib/question-editor';
import { QuestionCard } from './question-card';

export function ReviewStep({
  questions,
  dispatch,
  readOnly,
  showAll,
  serverProblems,
  quizId = null,
}: {
  questions: EditorQuestion[];
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  showAll: boolean;
  serverProblems: Map<string, QuestionProblem[]>;
  /** The saved quiz, for question images. */
  quizId?: string | null;
}) {
  const intl = useIntl();
  const [addType, setAddType] = useState<QuestionType>('multiple_choice');
  const sum = totals(questions);
  const full = questions.length >= QUIZ.maxQuestions;

  const add = () => {
    dispatch({ type: 'add', questionType: addType });
    // Focus the new question's text once it is rendered.
    const index = questions.length;
    window.setTimeout(() => document.querySelector<HTMLTextAreaElement>(`[data-testid="quiz-q-${index}-text"]`)?.focus(), 0);
  };

  return (
    <Stack gap="5" data-testid="quiz-review">
      <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="3" align={{ base: 'stretch', md: 'flex-end' }}>
        <Stack gap="1" textAlign="start">
          <Heading as="h2" size="lg">
            <FormattedMessage id="quizzes.review.title" />
          </Heading>
          <Text color="fg.muted" data-testid="quiz-review-totals" data-count={sum.count} data-points={sum.points}>
            <FormattedMessage id="quizzes.review.totals" values={{ count: sum.count, points: sum.points }} />
          </Text>
        </Stack>
        {!readOnly && questions.some((question) => question.type === 'multiple_choice') && (
          <Button variant="outline" size="sm" onClick={() => dispatch({ type: 'shuffle-all-options' })} data-testid="quiz-shuffle-all">
            <LuShuffle aria-hidden />
            <FormattedMessage id="quizzes.review.shuffleAll" />
          </Button>
        )}
      </Stack>

      {readOnly && (
        <Alert.Root status="info" borderRadius="md" data-testid="quiz-locked-note">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="quizzes.review.locked" />
          </Alert.Description>
        </Alert.Root>
      )}

      {questions.length === 0 && (
        <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="8" textAlign="center" color="fg.muted" data-testid="quiz-no-questions">
          <FormattedMessage id="quizzes.review.empty" />
        </Box>
      )}

      <Stack gap="4" as="ol" listStyleType="none" m="0" p="0">
        {questions.map((question, index) => (
          <li key={question.key}>
            <QuestionCard
              question={question}
              index={index}
              count={questions.length}
              dispatch={dispatch}
              readOnly={readOnly}
              showAll={showAll}
              serverProblems={serverProblems.get(question.key)}
              quizId={quizId}
            />
          </li>
        ))}
      </Stack>

      {!readOnly && (
        <HStack gap="2" wrap="wrap" borderWidth="1px" rounded="lg" p="3" bg="bg.subtle">
          <NativeSelect.Root size="sm" width="auto" minW="48">
            <NativeSelect.Field
              value={addType}
              onChange={(event) => setAddType(event.target.value as QuestionType)}
              aria-label={intl.formatMessage({ id: 'quizzes.review.addType' })}
              data-testid="quiz-add-type"
            >
              {QUESTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage({ id: `quizzes.type.${type}` })}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" colorPalette="brand" variant="subtle" disabled={full} onClick={add} data-testid="quiz-add-question">
            <LuPlus aria-hidden />
            <FormattedMessage id="quizzes.review.add" />
          </Button>
          {full && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="quizzes.review.full" values={{ max: QUIZ.maxQuestions }} />
            </Text>
          )}
        </HStack>
      )}
    </Stack>
  );
}
