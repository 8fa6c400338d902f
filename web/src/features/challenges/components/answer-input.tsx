// How a student answers one question: options (multiple choice), true/false, a line (short
// answer, fill in the blank) or a text (essay). Test ids: {prefix}-option-{j},
// {prefix}-true, {prefix}-false, {prefix}-input, {prefix}-essay.
import { Box, Field, HStack, Image, Input, RadioGroup, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUIZ } from '@shared/constants';
import type { StudentQuestionDto } from '@shared/schemas/quiz';
import { answerKind } from '@/lib/quiz-input-kind';
import { optionLetter } from '../lib/whiteboard-state';

export function AnswerInput({
  question,
  value,
  onChange,
  disabled,
  invalid,
  testId,
  labelledBy,
}: {
  question: Pick<StudentQuestionDto, 'id' | 'type' | 'options'>;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  testId: string;
  /** The id of the question text (the group's label). */
  labelledBy: string;
}) {
  const intl = useIntl();
  const kind = answerKind(question.type);
  if (kind === 'choice' || kind === 'true-false') {
    const options = kind === 'choice' ? question.options : ['true', 'false'];
    return (
      <RadioGroup.Root
        value={value || null}
        onValueChange={(details) => details.value !== null && onChange(details.value)}
        disabled={disabled}
        colorPalette="brand"
        aria-labelledby={labelledBy}
        aria-invalid={invalid || undefined}
      >
        <Stack gap="2">
          {options.map((option, index) => {
            const selected = value === option;
            return (
              <RadioGroup.Item
                key={`${index}:${option}`}
                value={option}
                borderWidth="2px"
                borderColor={selected ? 'brand.solid' : 'border'}
                bg={selected ? 'brand.subtle' : undefined}
                rounded="lg"
                px="4"
                py="3"
                cursor={disabled ? 'default' : 'pointer'}
                _hover={disabled ? undefined : { borderColor: 'brand.emphasized' }}
                data-testid={kind === 'choice' ? `${testId}-option-${index}` : `${testId}-${option}`}
                data-selected={selected || undefined}
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText flex="1" textAlign="start" dir="auto">
                  {kind === 'choice' ? (
                    <HStack gap="2" as="span">
                      <Text as="span" fontWeight="bold" color="fg.muted" aria-hidden>
                        {optionLetter(index, intl.locale)}
                      </Text>
                      <Text as="span">{option}</Text>
                    </HStack>
                  ) : (
                    <FormattedMessage id={`challenges.trueFalse.${option}`} />
                  )}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            );
          })}
        </Stack>
      </RadioGroup.Root>
    );
  }
  if (kind === 'line') {
    return (
      <Field.Root invalid={invalid} disabled={disabled}>
        <Field.Label srOnly>
          <FormattedMessage id="challenges.take.yourAnswer" />
        </Field.Label>
        <Input
          dir="auto"
          value={value}
          maxLength={QUIZ.optionMaxLength}
          placeholder={intl.formatMessage({ id: 'challenges.take.answerPlaceholder' })}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={labelledBy}
          data-testid={`${testId}-input`}
        />
      </Field.Root>
    );
  }
  return (
    <Field.Root invalid={invalid} disabled={disabled}>
      <Field.Label srOnly>
        <FormattedMessage id="challenges.take.yourAnswer" />
      </Field.Label>
      <Textarea
        dir="auto"
        rows={6}
        autoresize
        value={value}
        maxLength={QUIZ.answerMaxLength}
        placeholder={intl.formatMessage({ id: 'challenges.take.essayPlaceholder' })}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={labelledBy}
        data-testid={`${testId}-essay`}
      />
      <Box w="full" textAlign="end">
        <Field.HelperText>
          <FormattedMessage id="challenges.take.characters" values={{ count: [...value].length, max: QUIZ.answerMaxLength }} />
        </Field.HelperText>
      </Box>
    </Field.Root>
  );
}

/** The question text; a fill-in-the-blank shows its blank as a gap. */
/** A question's picture, if its author added one (the URL is a token link: no Storage reads). */
export function QuestionPicture({ image, size = 'md' }: { image: StudentQuestionDto['image'] | undefined; size?: 'md' | 'lg' }) {
  const intl = useIntl();
  if (!image) return null;
  return (
    <Image
      src={image.url}
      alt={intl.formatMessage({ id: 'challenges.question.imageAlt' })}
      maxH={size === 'lg' ? '40vh' : '72'}
      w="auto"
      maxW="full"
      objectFit="contain"
      rounded="lg"
      alignSelf="center"
      data-testid="challenge-question-image"
    />
  );
}

export function QuestionText({ text, type, id, size = 'lg' }: { text: string; type: string; id: string; size?: 'lg' | 'xl' | '2xl' | '4xl' }) {
  const intl = useIntl();
  if (type !== 'fill_blank' || !text.includes(QUIZ.blank)) {
    return (
      <Text id={id} fontSize={size} fontWeight="semibold" dir="auto" whiteSpace="pre-wrap" textAlign="start">
        {text}
      </Text>
    );
  }
  const parts = text.split(QUIZ.blank);
  return (
    <Text id={id} fontSize={size} fontWeight="semibold" dir="auto" whiteSpace="pre-wrap" textAlign="start">
      {parts.map((part, index) => (
        <Box as="span" key={index}>
          {part}
          {index < parts.length - 1 && (
            <Box
              as="span"
              display="inline-block"
              minW="16"
              borderBottomWidth="3px"
              borderColor="brand.solid"
              mx="1"
              aria-label={intl.formatMessage({ id: 'challenges.take.blank' })}
              role="img"
            >
              {'\u00a0'}
            </Box>
          )}
        </Box>
      ))}
    </Text>
  );
}
