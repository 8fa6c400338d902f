// One question in the review step's editor: type, text, the answer part of its type (options
// and the correct one, true/false, accepted answers, or nothing for essays), grading
// guidelines, time and points; move up/down and remove. Problems show under the card.
// Test ids: quiz-q-{index} on the card (data-type, data-problems), quiz-q-{index}-{field} on its
// fields: type, text, option-{j}, correct-{j}, option-{j}-remove, add-option, shuffle,
// tf-true, tf-false, accepted-{j}, accepted-{j}-remove, add-accepted, insert-blank,
// guidelines, time, points, up, down, remove, problems).
import {
  Badge, Box, Button, Card, Field, HStack, IconButton, Input, NativeSelect, RadioGroup, SimpleGrid, Stack, Text, Textarea,
  VisuallyHidden,
} from '@chakra-ui/react';
import { memo, type Dispatch } from 'react';
import { LuArrowDown, LuArrowUp, LuPlus, LuShuffle, LuTrash2, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUESTION_TYPES, QUIZ } from '@shared/constants';
import type { QuestionType } from '@shared/schemas/quiz';
import {
  draftProblems, questionProblems, type EditorAction, type EditorQuestion, type QuestionProblem,
} from '../lib/question-editor';
import { QuestionImageField } from './question-image-field';

export interface QuestionCardProps {
  question: EditorQuestion;
  index: number;
  count: number;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  /** Problems the server named when publishing (shown until the question changes). */
  serverProblems?: readonly QuestionProblem[];
  /** Show publish problems too (after a publish attempt, or always in the publish step). */
  showAll: boolean;
  /** The saved quiz, which images are uploaded for (none before it exists). */
  quizId?: string | null;
}

function QuestionCardView({ question, index, count, dispatch, readOnly, serverProblems, showAll, quizId = null }: QuestionCardProps) {
  const intl = useIntl();
  const id = `quiz-q-${index}`;
  const number = index + 1;
  const key = question.key;
  // Until the teacher tries to move on, only typing mistakes show (not what is still missing).
  const own = showAll ? questionProblems(question) : draftProblems(question).filter((problem) => problem !== 'text');
  const problems = [...new Set([...own, ...(serverProblems ?? [])])];
  const has = (problem: QuestionProblem) => problems.includes(problem);
  const headingId = `${id}-heading`;

  return (
    <Card.Root
      as="section"
      variant="outline"
      aria-labelledby={headingId}
      data-testid={id}
      data-type={question.type}
      data-problems={problems.join(' ') || undefined}
      borderColor={problems.length > 0 ? 'border.error' : undefined}
    >
      <Card.Body gap="4" p={{ base: '3', md: '5' }}>
        <HStack justify="space-between" gap="2" wrap="wrap">
          <HStack gap="2">
            <Badge colorPalette="brand" variant="solid" size="lg" id={headingId}>
              <FormattedMessage id="quizzes.editor.questionNumber" values={{ number }} />
            </Badge>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="quizzes.editor.pointsShort" values={{ points: Number(question.points) || 0 }} />
            </Text>
          </HStack>
          {!readOnly && (
            <HStack gap="1">
              <IconButton
                size="sm"
                variant="ghost"
                disabled={index === 0}
                onClick={() => dispatch({ type: 'move', key, by: -1 })}
                aria-label={intl.formatMessage({ id: 'quizzes.editor.moveUp' }, { number })}
                data-testid={`${id}-up`}
              >
                <LuArrowUp />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                disabled={index === count - 1}
                onClick={() => dispatch({ type: 'move', key, by: 1 })}
                aria-label={intl.formatMessage({ id: 'quizzes.editor.moveDown' }, { number })}
                data-testid={`${id}-down`}
              >
                <LuArrowDown />
              </IconButton>
              <IconButton
                size="sm"
                variant="ghost"
                colorPalette="red"
                onClick={() => dispatch({ type: 'remove', key })}
                aria-label={intl.formatMessage({ id: 'quizzes.editor.remove' }, { number })}
                data-testid={`${id}-remove`}
              >
                <LuTrash2 />
              </IconButton>
            </HStack>
          )}
        </HStack>

        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <Field.Root>
                <Field.Label>
                  <FormattedMessage id="quizzes.editor.type" />
                </Field.Label>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field
                    value={question.type}
                    onChange={(event) => dispatch({ type: 'set-type', key, questionType: event.target.value as QuestionType })}
                    data-testid={`${id}-type`}
                  >
                    {QUESTION_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {intl.formatMessage({ id: `quizzes.type.${type}` })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root invalid={has('time')}>
                <Field.Label>
                  <FormattedMessage id="quizzes.editor.time" />
                </Field.Label>
                <Input
                  size="sm"
                  type="number"
                  inputMode="numeric"
                  min={QUIZ.timeLimitS.min}
                  max={QUIZ.timeLimitS.max}
                  value={question.timeLimit}
                  onChange={(event) => dispatch({ type: 'update', key, patch: { timeLimit: event.target.value } })}
                  data-testid={`${id}-time`}
                />
              </Field.Root>
              <Field.Root invalid={has('points') || has('points-range')}>
                <Field.Label>
                  <FormattedMessage id="quizzes.editor.points" />
                </Field.Label>
                <Input
                  size="sm"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={QUIZ.points.max}
                  value={question.points}
                  onChange={(event) => dispatch({ type: 'update', key, patch: { points: event.target.value } })}
                  data-testid={`${id}-points`}
                />
              </Field.Root>
            </SimpleGrid>

            <Field.Root required invalid={has('text') || has('text-length') || has('blank')}>
              <Field.Label>
                <FormattedMessage id="quizzes.editor.text" />
                <Field.RequiredIndicator />
              </Field.Label>
              <Textarea
                dir="auto"
                rows={2}
                autoresize
                maxLength={QUIZ.questionMaxLength}
                value={question.text}
                placeholder={intl.formatMessage({ id: question.type === 'fill_blank' ? 'quizzes.editor.textBlankPlaceholder' : 'quizzes.editor.textPlaceholder' })}
                onChange={(event) => dispatch({ type: 'update', key, patch: { text: event.target.value } })}
                data-testid={`${id}-text`}
              />
              {question.type === 'fill_blank' && (
                <HStack gap="2" mt="1" wrap="wrap">
                  <Field.HelperText m="0">
                    <FormattedMessage id="quizzes.editor.blankHelp" values={{ blank: QUIZ.blank }} />
                  </Field.HelperText>
                  {!readOnly && !question.text.includes(QUIZ.blank) && (
                    <Button size="xs" variant="outline" onClick={() => dispatch({ type: 'insert-blank', key })} data-testid={`${id}-insert-blank`}>
                      <FormattedMessage id="quizzes.editor.insertBlank" />
                    </Button>
                  )}
                </HStack>
              )}
            </Field.Root>

            <QuestionImageField
              quizId={quizId}
              image={question.image}
              id={id}
              number={number}
              readOnly={readOnly}
              onChange={(image) => dispatch({ type: 'update', key, patch: { image } })}
            />

            <AnswerPart question={question} id={id} number={number} dispatch={dispatch} readOnly={readOnly} has={has} />

            <Field.Root>
              <Field.Label>
                <FormattedMessage id="quizzes.editor.guidelines" />
              </Field.Label>
              <Textarea
                dir="auto"
                rows={2}
                autoresize
                maxLength={QUIZ.guidelinesMaxLength}
                value={question.guidelines}
                placeholder={intl.formatMessage({ id: 'quizzes.editor.guidelinesPlaceholder' })}
                onChange={(event) => dispatch({ type: 'update', key, patch: { guidelines: event.target.value } })}
                data-testid={`${id}-guidelines`}
              />
              <Field.HelperText>
                <FormattedMessage id="quizzes.editor.guidelinesHelp" />
              </Field.HelperText>
            </Field.Root>
          </Stack>
        </fieldset>

        {problems.length > 0 && (
          <Box as="ul" ps="5" color="fg.error" fontSize="sm" data-testid={`${id}-problems`} aria-live="polite">
            {problems.map((problem) => (
              <li key={problem}>
                <FormattedMessage id={`quizzes.problem.${problem}`} values={{ min: QUIZ.minOptions, max: QUIZ.maxOptions, blank: QUIZ.blank, minTime: QUIZ.timeLimitS.min, maxTime: QUIZ.timeLimitS.max, maxPoints: QUIZ.points.max, maxLength: QUIZ.questionMaxLength }} />
              </li>
            ))}
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function AnswerPart({
  question,
  id,
  number,
  dispatch,
  readOnly,
  has,
}: {
  question: EditorQuestion;
  id: string;
  number: number;
  dispatch: Dispatch<EditorAction>;
  readOnly: boolean;
  has: (problem: QuestionProblem) => boolean;
}) {
  const intl = useIntl();
  const key = question.key;
  switch (question.type) {
    case 'multiple_choice':
      return (
        <Field.Root invalid={has('options') || has('duplicate-options') || has('correct-answer') || has('option-length')}>
          <RadioGroup.Root
            value={question.correctIndex === null ? null : String(question.correctIndex)}
            onValueChange={(details) => details.value !== null && dispatch({ type: 'set-correct', key, index: Number(details.value) })}
            colorPalette="green"
            disabled={readOnly}
            w="full"
          >
            <Stack gap="2">
              <RadioGroup.Label fontWeight="medium" fontSize="sm">
                <FormattedMessage id="quizzes.editor.options" />
              </RadioGroup.Label>
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="quizzes.editor.optionsHelp" />
              </Text>
              {question.options.map((option, optionIndex) => (
                <HStack key={optionIndex} gap="2" align="center">
                  <RadioGroup.Item value={String(optionIndex)} data-testid={`${id}-correct-${optionIndex}`}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <VisuallyHidden>
                      <RadioGroup.ItemText>
                        {intl.formatMessage({ id: 'quizzes.editor.markCorrect' }, { option: optionIndex + 1, number })}
                      </RadioGroup.ItemText>
                    </VisuallyHidden>
                  </RadioGroup.Item>
                  <Input
                    size="sm"
                    dir="auto"
                    flex="1"
                    value={option}
                    maxLength={QUIZ.optionMaxLength}
                    aria-label={intl.formatMessage({ id: 'quizzes.editor.optionLabel' }, { option: optionIndex + 1 })}
                    placeholder={intl.formatMessage({ id: 'quizzes.editor.optionLabel' }, { option: optionIndex + 1 })}
                    onChange={(event) => dispatch({ type: 'set-option', key, index: optionIndex, value: event.target.value })}
                    borderColor={question.correctIndex === optionIndex ? 'green.500' : undefined}
                    data-testid={`${id}-option-${optionIndex}`}
                  />
                  {!readOnly && (
                    <IconButton
                      size="sm"
                      variant="ghost"
                      disabled={question.options.length <= QUIZ.minOptions}
                      onClick={() => dispatch({ type: 'remove-option', key, index: optionIndex })}
                      aria-label={intl.formatMessage({ id: 'quizzes.editor.removeOption' }, { option: optionIndex + 1 })}
                      data-testid={`${id}-option-${optionIndex}-remove`}
                    >
                      <LuX />
                    </IconButton>
                  )}
                </HStack>
              ))}
              {!readOnly && (
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="gray"
                    disabled={question.options.length >= QUIZ.maxOptions}
                    onClick={() => dispatch({ type: 'add-option', key })}
                    data-testid={`${id}-add-option`}
                  >
                    <LuPlus aria-hidden />
                    <FormattedMessage id="quizzes.editor.addOption" />
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="gray"
                    disabled={question.options.length < 2}
                    onClick={() => dispatch({ type: 'shuffle-options', key })}
                    data-testid={`${id}-shuffle`}
                  >
                    <LuShuffle aria-hidden />
                    <FormattedMessage id="quizzes.editor.shuffleOptions" />
                  </Button>
                </HStack>
              )}
            </Stack>
          </RadioGroup.Root>
        </Field.Root>
      );
    case 'true_false':
      return (
        <RadioGroup.Root
          value={question.trueFalse || null}
          onValueChange={(details) =>
            (details.value === 'true' || details.value === 'false') && dispatch({ type: 'update', key, patch: { trueFalse: details.value } })
          }
          colorPalette="green"
          disabled={readOnly}
        >
          <Stack gap="2">
            <RadioGroup.Label fontWeight="medium" fontSize="sm">
              <FormattedMessage id="quizzes.editor.correctAnswer" />
            </RadioGroup.Label>
            <HStack gap="6">
              {(['true', 'false'] as const).map((value) => (
                <RadioGroup.Item key={value} value={value} data-testid={`${id}-tf-${value}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>
                    <FormattedMessage id={`quizzes.trueFalse.${value}`} />
                  </RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </Stack>
        </RadioGroup.Root>
      );
    case 'short_answer':
    case 'fill_blank':
      return (
        <Stack gap="2" role="group" aria-labelledby={`${id}-accepted-label`}>
          <Text id={`${id}-accepted-label`} fontWeight="medium" fontSize="sm">
            <FormattedMessage id="quizzes.editor.accepted" />
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id={question.type === 'short_answer' ? 'quizzes.editor.acceptedHelpShort' : 'quizzes.editor.acceptedHelpBlank'} />
          </Text>
          {question.accepted.map((answer, answerIndex) => (
            <HStack key={answerIndex} gap="2">
              <Input
                size="sm"
                dir="auto"
                value={answer}
                maxLength={QUIZ.optionMaxLength}
                aria-label={intl.formatMessage({ id: 'quizzes.editor.acceptedLabel' }, { index: answerIndex + 1 })}
                placeholder={intl.formatMessage({ id: 'quizzes.editor.acceptedLabel' }, { index: answerIndex + 1 })}
                onChange={(event) => dispatch({ type: 'set-accepted', key, index: answerIndex, value: event.target.value })}
                data-testid={`${id}-accepted-${answerIndex}`}
              />
              {!readOnly && (
                <IconButton
                  size="sm"
                  variant="ghost"
                  onClick={() => dispatch({ type: 'remove-accepted', key, index: answerIndex })}
                  aria-label={intl.formatMessage({ id: 'quizzes.editor.removeAccepted' }, { index: answerIndex + 1 })}
                  data-testid={`${id}-accepted-${answerIndex}-remove`}
                >
                  <LuX />
                </IconButton>
              )}
            </HStack>
          ))}
          {!readOnly && (
            <Box>
              <Button
                size="xs"
                variant="outline"
                disabled={question.accepted.length >= QUIZ.maxAcceptedAnswers}
                onClick={() => dispatch({ type: 'add-accepted', key })}
                data-testid={`${id}-add-accepted`}
              >
                <LuPlus aria-hidden />
                <FormattedMessage id="quizzes.editor.addAccepted" />
              </Button>
            </Box>
          )}
        </Stack>
      );
    case 'essay':
      return (
        <Text fontSize="sm" color="fg.muted" data-testid={`${id}-essay-note`}>
          <FormattedMessage id="quizzes.editor.essayNote" />
        </Text>
      );
  }
}

export const QuestionCard = memo(QuestionCardView);
