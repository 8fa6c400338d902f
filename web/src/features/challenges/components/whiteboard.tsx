// Whiteboard mode (spec 000): the teacher presents the challenge's quiz on a shared screen, one
// question at a time in large type, and reveals the answer when the class is ready. Full
// screen (when the browser allows it), keyboard: the forward/back arrows of the reading
// direction, Space/Enter to reveal, Escape to leave. The questions come from the teacher's own
// quiz (GET /quizzes/{id}); another teacher's quiz cannot be presented.
// Test ids: whiteboard, whiteboard-title, whiteboard-position, whiteboard-question,
// whiteboard-option-{j} (data-correct once revealed), whiteboard-answer, whiteboard-reveal,
// whiteboard-next, whiteboard-prev, whiteboard-close, whiteboard-error.
import { Badge, Box, Button, Flex, HStack, Icon, IconButton, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { LuArrowLeft, LuArrowRight, LuClock, LuEye, LuEyeOff, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionDto } from '@shared/schemas/quiz';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { useRemote } from '@/lib/use-remote';
import { BOARD_QUIZ_FAILED, getBoardQuiz } from '../api/get-board-quiz';
import { boardReducer, initialBoard, keyAction, optionLetter, shownAnswer } from '../lib/whiteboard-state';
import { QuestionPicture, QuestionText } from './answer-input';

export function Whiteboard({ quizId, title, onClose }: { quizId: string; title: string; onClose: () => void }) {
  const intl = useIntl();
  const quiz = useRemote(`board:${quizId}`, (signal) => getBoardQuiz(quizId, signal));
  const root = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    onClose();
  }, [onClose]);

  // Full screen while presenting (a browser may refuse: the overlay still covers the page).
  useEffect(() => {
    const element = root.current;
    element?.focus();
    if (element && !document.fullscreenElement && element.requestFullscreen) {
      element.requestFullscreen().catch(() => undefined);
    }
    return () => {
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, []);

  return (
    <Box
      ref={root}
      position="fixed"
      inset="0"
      zIndex="modal"
      bg="gray.950"
      color="white"
      tabIndex={-1}
      outline="none"
      role="dialog"
      aria-modal="true"
      aria-label={intl.formatMessage({ id: 'challenges.present.label' }, { title: isolate(title) })}
      data-testid="whiteboard"
      overflowY="auto"
    >
      <Flex direction="column" minH="100dvh" px={{ base: '4', md: '10' }} py={{ base: '4', md: '8' }} gap="6">
        <HStack justify="space-between" gap="3">
          <Text fontSize={{ base: 'md', md: 'xl' }} fontWeight="semibold" dir="auto" lineClamp={1} data-testid="whiteboard-title">
            {title}
          </Text>
          <IconButton
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={close}
            aria-label={intl.formatMessage({ id: 'challenges.present.close' })}
            data-testid="whiteboard-close"
          >
            <LuX />
          </IconButton>
        </HStack>
        {quiz.status === 'loading' && (
          <Flex flex="1" align="center" justify="center">
            <Spinner size="xl" />
          </Flex>
        )}
        {quiz.status === 'error' && (
          <Stack flex="1" align="center" justify="center" gap="4" textAlign="center" role="alert" data-testid="whiteboard-error">
            <Text fontSize="xl">
              {quiz.error instanceof ApiRequestError && quiz.error.code === 'quiz/not-found'
                ? intl.formatMessage({ id: 'challenges.present.notOwner' })
                : formatError(intl, quiz.error, BOARD_QUIZ_FAILED)}
            </Text>
            <Button onClick={close} variant="outline" color="white">
              <FormattedMessage id="challenges.present.close" />
            </Button>
          </Stack>
        )}
        {quiz.status === 'success' && <Board questions={quiz.data.questions} onClose={close} />}
      </Flex>
    </Box>
  );
}

function Board({ questions, onClose }: { questions: QuestionDto[]; onClose: () => void }) {
  const intl = useIntl();
  const [state, dispatch] = useReducer(boardReducer, initialBoard);
  const count = questions.length;
  const question = questions[state.index];
  const dir = intl.locale.startsWith('ar') ? 'rtl' : 'ltr';

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      if (target && target.tagName === 'BUTTON' && (event.key === ' ' || event.key === 'Enter')) return;
      const action = keyAction(event.key, dir);
      if (!action) return;
      event.preventDefault();
      if (action === 'next') dispatch({ type: 'next', count });
      else if (action === 'previous') dispatch({ type: 'previous' });
      else if (action === 'reveal') dispatch({ type: 'toggle-reveal' });
      else onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count, dir, onClose]);

  if (!question) {
    return (
      <Flex flex="1" align="center" justify="center">
        <Text fontSize="2xl">
          <FormattedMessage id="challenges.present.empty" />
        </Text>
      </Flex>
    );
  }

  const options = question.type === 'true_false' ? ['true', 'false'] : question.type === 'multiple_choice' ? question.options : [];
  const answer = shownAnswer(question);
  const textAnswer = question.type === 'short_answer' || question.type === 'fill_blank' ? answer : '';

  return (
    <Stack flex="1" gap={{ base: '6', md: '10' }}>
      <Stack gap="2">
        <HStack justify="space-between" fontSize={{ base: 'sm', md: 'lg' }} color="whiteAlpha.800">
          <Text data-testid="whiteboard-position" data-index={state.index} data-count={count}>
            <FormattedMessage id="challenges.present.position" values={{ number: state.index + 1, count }} />
          </Text>
          <HStack gap="3">
            <Badge colorPalette="purple" variant="solid" size="lg">
              <FormattedMessage id={`challenges.type.${question.type}`} />
            </Badge>
            <HStack gap="1">
              <Icon as={LuClock} aria-hidden />
              <Text>
                <FormattedMessage id="challenges.present.seconds" values={{ count: question.time_limit_s }} />
              </Text>
            </HStack>
          </HStack>
        </HStack>
        <Progress.Root value={((state.index + 1) / count) * 100} size="xs" colorPalette="purple" aria-hidden>
          <Progress.Track bg="whiteAlpha.200">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>

      <Box data-testid="whiteboard-question" aria-live="polite">
        <QuestionText text={question.text} type={question.type} id="whiteboard-question-text" size="4xl" />
        <QuestionPicture image={question.image} size="lg" />
      </Box>

      {options.length > 0 && (
        <Box display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
          {options.map((option, index) => {
            const correct = option === question.correct_answer;
            const highlight = state.revealed && correct;
            const dim = state.revealed && !correct;
            return (
              <HStack
                key={`${index}:${option}`}
                gap="4"
                p={{ base: '4', md: '6' }}
                rounded="xl"
                borderWidth="3px"
                borderColor={highlight ? 'green.400' : 'whiteAlpha.300'}
                bg={highlight ? 'green.700' : 'whiteAlpha.100'}
                opacity={dim ? 0.45 : 1}
                transition="all 0.3s"
                data-testid={`whiteboard-option-${index}`}
                data-correct={state.revealed ? String(correct) : undefined}
              >
                <Flex
                  align="center"
                  justify="center"
                  boxSize={{ base: '10', md: '14' }}
                  rounded="full"
                  bg={highlight ? 'green.400' : 'whiteAlpha.300'}
                  fontWeight="bold"
                  fontSize={{ base: 'lg', md: '2xl' }}
                  flexShrink={0}
                  aria-hidden
                >
                  {optionLetter(index, intl.locale)}
                </Flex>
                <Text fontSize={{ base: 'xl', md: '3xl' }} dir="auto" flex="1">
                  {question.type === 'true_false' ? <FormattedMessage id={`challenges.trueFalse.${option}`} /> : option}
                </Text>
              </HStack>
            );
          })}
        </Box>
      )}

      {state.revealed && (
        <Box rounded="xl" bg="green.800" p={{ base: '4', md: '6' }} data-testid="whiteboard-answer" role="status">
          {textAnswer ? (
            <Text fontSize={{ base: '2xl', md: '4xl' }} fontWeight="bold" dir="auto">
              {textAnswer}
            </Text>
          ) : question.type === 'essay' ? (
            <Text fontSize={{ base: 'lg', md: '2xl' }}>
              <FormattedMessage id="challenges.present.essay" />
            </Text>
          ) : (
            <Text fontSize={{ base: 'lg', md: '2xl' }}>
              <FormattedMessage
                id="challenges.present.correctIs"
                values={{
                  answer:
                    question.type === 'true_false'
                      ? intl.formatMessage({ id: `challenges.trueFalse.${answer === 'true' ? 'true' : 'false'}` })
                      : isolate(answer),
                }}
              />
            </Text>
          )}
        </Box>
      )}

      <HStack justify="space-between" mt="auto" gap="3" pt="4">
        <Button
          size={{ base: 'md', md: 'lg' }}
          variant="outline"
          color="white"
          borderColor="whiteAlpha.500"
          _hover={{ bg: 'whiteAlpha.200' }}
          disabled={state.index === 0}
          onClick={() => dispatch({ type: 'previous' })}
          data-testid="whiteboard-prev"
        >
          <Icon as={LuArrowLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          <FormattedMessage id="challenges.present.previous" />
        </Button>
        <Button
          size={{ base: 'md', md: 'lg' }}
          colorPalette={state.revealed ? 'gray' : 'green'}
          onClick={() => dispatch({ type: 'toggle-reveal' })}
          aria-pressed={state.revealed}
          data-testid="whiteboard-reveal"
        >
          {state.revealed ? <LuEyeOff aria-hidden /> : <LuEye aria-hidden />}
          <FormattedMessage id={state.revealed ? 'challenges.present.hide' : 'challenges.present.reveal'} />
        </Button>
        <Button
          size={{ base: 'md', md: 'lg' }}
          colorPalette="purple"
          disabled={state.index >= count - 1}
          onClick={() => dispatch({ type: 'next', count })}
          data-testid="whiteboard-next"
        >
          <FormattedMessage id="challenges.present.next" />
          <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
        </Button>
      </HStack>
    </Stack>
  );
}
