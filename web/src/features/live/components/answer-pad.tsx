// How a player answers the open question: big coloured buttons for multiple choice, True and
// False, a text box for short answers, fill in the blank and essays. One answer per question.
import { Box, Button, Field, Flex, Icon, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuCheck, LuSend, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE } from '@shared/constants';
import type { LiveAnswerValue } from '../api/submit-live-answer';
import type { LiveQuestion } from '../lib/live-docs';
import { optionLook } from './option-look';

export function AnswerPad({
  question,
  busy,
  onAnswer,
}: {
  question: LiveQuestion;
  busy: boolean;
  onAnswer: (answer: LiveAnswerValue) => void;
}) {
  if (question.type === 'true_false') return <TrueFalsePad busy={busy} onAnswer={onAnswer} />;
  if (question.type === 'multiple_choice' && question.options.length > 0) {
    return <OptionsPad options={question.options} busy={busy} onAnswer={onAnswer} />;
  }
  return <TextPad key={question.index} multiline={question.type === 'essay'} busy={busy} onAnswer={onAnswer} />;
}

function OptionsPad({ options, busy, onAnswer }: { options: string[]; busy: boolean; onAnswer: (answer: string) => void }) {
  const intl = useIntl();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap={{ base: '2', md: '3' }} w="full" role="group" aria-label={intl.formatMessage({ id: 'live.answer.options' })}>
      {options.map((option, index) => {
        const look = optionLook(index);
        return (
          <Button
            key={`${index}-${option}`}
            onClick={() => onAnswer(option)}
            disabled={busy}
            h="auto"
            minH={{ base: '16', md: '24' }}
            py="3"
            px="4"
            whiteSpace="normal"
            justifyContent="flex-start"
            textAlign="start"
            fontSize={{ base: 'lg', md: 'xl' }}
            fontWeight="bold"
            rounded="xl"
            bg={look.bg}
            color={look.color}
            _hover={{ bg: look.hover }}
            shadow="md"
            data-testid="live-option"
            data-index={index}
            data-option={option}
          >
            <Flex align="center" gap="3" w="full">
              <Icon as={look.icon} boxSize="7" flexShrink={0} aria-hidden />
              <Box as="span" flex="1" minW="0">
                <bdi>{option}</bdi>
              </Box>
            </Flex>
          </Button>
        );
      })}
    </SimpleGrid>
  );
}

function TrueFalsePad({ busy, onAnswer }: { busy: boolean; onAnswer: (answer: boolean) => void }) {
  const intl = useIntl();
  const choices = [
    { value: true, id: 'live.answer.true', icon: LuCheck, bg: 'green.700', hover: 'green.800', testId: 'live-option-true' },
    { value: false, id: 'live.answer.false', icon: LuX, bg: 'red.600', hover: 'red.700', testId: 'live-option-false' },
  ] as const;
  return (
    <SimpleGrid columns={2} gap={{ base: '2', md: '3' }} w="full" role="group" aria-label={intl.formatMessage({ id: 'live.answer.options' })}>
      {choices.map((choice) => (
        <Button
          key={String(choice.value)}
          onClick={() => onAnswer(choice.value)}
          disabled={busy}
          h={{ base: '28', md: '36' }}
          fontSize={{ base: 'xl', md: '2xl' }}
          fontWeight="bold"
          rounded="xl"
          bg={choice.bg}
          color="white"
          _hover={{ bg: choice.hover }}
          shadow="md"
          flexDirection="column"
          gap="2"
          data-testid={choice.testId}
        >
          <Icon as={choice.icon} boxSize="10" aria-hidden />
          <FormattedMessage id={choice.id} />
        </Button>
      ))}
    </SimpleGrid>
  );
}

function TextPad({ multiline, busy, onAnswer }: { multiline: boolean; busy: boolean; onAnswer: (answer: string) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [error, setError] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = text.trim();
    if (!answer) {
      setError(true);
      return;
    }
    onAnswer(answer);
  };
  const label = intl.formatMessage({ id: multiline ? 'live.answer.essayLabel' : 'live.answer.textLabel' });
  return (
    <form onSubmit={submit} noValidate style={{ width: '100%' }}>
      <Stack gap="3" w="full">
        <Field.Root invalid={error}>
          <Field.Label>{label}</Field.Label>
          {multiline ? (
            <Textarea
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(false);
              }}
              maxLength={LIVE.maxAnswerLength}
              rows={5}
              size="lg"
              bg="bg.panel"
              data-testid="live-text-answer"
            />
          ) : (
            <Input
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(false);
              }}
              maxLength={LIVE.maxAnswerLength}
              size="lg"
              fontSize="xl"
              bg="bg.panel"
              autoComplete="off"
              autoFocus
              data-testid="live-text-answer"
            />
          )}
          <Field.ErrorText>
            <FormattedMessage id="live.answer.empty" />
          </Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="xl" loading={busy} data-testid="live-submit-answer">
          <LuSend aria-hidden />
          <FormattedMessage id="live.answer.submit" />
        </Button>
      </Stack>
    </form>
  );
}
