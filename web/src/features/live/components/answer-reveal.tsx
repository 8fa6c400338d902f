// After a question closes, host and players see its answer: the correct option highlighted and
// a bar per option with how many chose it (growing from zero, one after the other), or for typed
// answers the accepted answers and how many were right. It arrives with the leaderboard, in the
// session's one write of that phase (liveSessions/{id}.reveal). Nothing moves for visitors who
// ask for reduced motion.
import { Box, Card, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import { LuCheck, LuPencilLine, LuX } from 'react-icons/lu';
import { FormattedList, FormattedMessage, useIntl } from 'react-intl';
import type { LiveQuestion } from '../lib/live-docs';
import { revealBars, typedBars, type LiveReveal, type RevealBar } from '../lib/reveal';
import { optionLook } from './option-look';

const TRUE_FALSE = [
  { bg: 'green.700', color: 'white', icon: LuCheck, labelId: 'live.answer.true' },
  { bg: 'red.600', color: 'white', icon: LuX, labelId: 'live.answer.false' },
] as const;
/** Typed answers: how many were right and how many not. */
const TYPED = [
  { bg: 'green.700', color: 'white', icon: LuCheck, labelId: 'live.reveal.typedCorrect' },
  { bg: 'red.600', color: 'white', icon: LuX, labelId: 'live.reveal.typedWrong' },
] as const;

export function AnswerReveal({ reveal, question, size = 'lg' }: { reveal: LiveReveal; question: LiveQuestion | null; size?: 'md' | 'lg' }) {
  const reduce = useReducedMotion();
  const typed = reveal.type === 'short_answer' || reveal.type === 'fill_blank';
  const bars = typed ? typedBars(reveal) : revealBars(reveal, question);
  const large = size === 'lg';
  return (
    <Card.Root rounded="2xl" shadow="md" data-testid="live-reveal" data-index={reveal.index} data-type={reveal.type}>
      <Card.Body gap="4">
        <motion.div
          initial={reduce ? false : { opacity: 0, scale: 0.85 }}
          animate={{ opacity: 1, scale: 1 }}
          transition={{ type: 'spring', stiffness: 260, damping: 18 }}
        >
          <Stack gap="1" align="center" textAlign="center">
            <Heading as="h2" size={large ? '2xl' : 'lg'}>
              <FormattedMessage id="live.reveal.title" />
            </Heading>
            <CorrectAnswer reveal={reveal} large={large} />
          </Stack>
        </motion.div>
        {bars.length > 0 && (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" data-testid="live-reveal-bars">
            {bars.map((bar, order) => (
              <Bar key={bar.position} bar={bar} looks={typed ? TYPED : TRUE_FALSE} order={order} large={large} reduce={reduce === true} />
            ))}
          </Stack>
        )}
        <Text textAlign="center" color="fg.muted" fontSize={large ? 'lg' : 'md'} data-testid="live-reveal-summary" data-answered={reveal.answered} data-correct={reveal.correct ?? ''}>
          {reveal.correct === null ? (
            <FormattedMessage id="live.reveal.answered" values={{ count: reveal.answered }} />
          ) : (
            <FormattedMessage id="live.reveal.summary" values={{ answered: reveal.answered, correct: reveal.correct }} />
          )}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function CorrectAnswer({ reveal, large }: { reveal: LiveReveal; large: boolean }) {
  const key = reveal.correct_answer;
  const fontSize = large ? { base: 'xl', md: '3xl' } : 'xl';
  if (key === null) {
    return (
      <Flex align="center" gap="2" color="fg.muted" data-testid="live-reveal-answer" data-answer="">
        <Icon as={LuPencilLine} aria-hidden />
        <FormattedMessage id="live.reveal.essay" />
      </Flex>
    );
  }
  const answer =
    typeof key === 'boolean' ? (
      <FormattedMessage id={key ? 'live.answer.true' : 'live.answer.false'} />
    ) : (
      <FormattedList type="disjunction" value={key.map((text, i) => <bdi key={`${i}-${text}`}>{text}</bdi>)} />
    );
  return (
    <Text fontSize={fontSize} fontWeight="bold" color="green.fg" data-testid="live-reveal-answer" data-answer={typeof key === 'boolean' ? String(key) : key.join('|')}>
      <Icon as={LuCheck} me="2" aria-hidden />
      <FormattedMessage id={Array.isArray(key) && key.length > 1 ? 'live.reveal.acceptedAnswers' : 'live.reveal.correctAnswer'} values={{ answer }} />
    </Text>
  );
}

function Bar({ bar, looks, order, large, reduce }: { bar: RevealBar; looks: typeof TRUE_FALSE | typeof TYPED; order: number; large: boolean; reduce: boolean }) {
  const intl = useIntl();
  // Bars without text (true/false, typed answers) take their label from the catalogue.
  const tf = bar.text === null ? (looks[bar.position] ?? looks[1]) : null;
  const look = tf ?? optionLook(bar.position);
  const label = tf ? intl.formatMessage({ id: tf.labelId }) : (bar.text ?? '');
  return (
    <Box
      as="li"
      rounded="xl"
      borderWidth="3px"
      borderColor={bar.correct ? 'green.solid' : 'transparent'}
      opacity={bar.correct ? 1 : 0.75}
      p="1"
      data-testid="live-reveal-bar"
      data-position={bar.position}
      data-count={bar.count}
      data-correct={String(bar.correct)}
      aria-label={intl.formatMessage({ id: bar.correct ? 'live.reveal.barCorrect' : 'live.reveal.bar' }, { option: label, count: bar.count })}
    >
      <Flex align="center" gap="3">
        <Flex align="center" gap="2" bg={look.bg} color={look.color} rounded="lg" px="3" py={large ? '2' : '1.5'} w={{ base: '36', md: large ? '64' : '44' }} flexShrink={0} fontWeight="bold" fontSize={large ? { base: 'md', md: 'xl' } : 'md'} aria-hidden>
          <Icon as={look.icon} boxSize={large ? '6' : '5'} flexShrink={0} />
          <Text as="span" truncate>
            <bdi>{label}</bdi>
          </Text>
        </Flex>
        <Box flex="1" h={large ? '10' : '7'} bg="bg.muted" rounded="md" overflow="hidden" aria-hidden>
          <motion.div
            style={{ height: '100%', borderRadius: 'inherit' }}
            initial={reduce ? false : { width: '0%' }}
            animate={{ width: `${Math.max(bar.percent, bar.count > 0 ? 2 : 0)}%` }}
            transition={{ duration: 0.8, delay: 0.3 + order * 0.12, ease: 'easeOut' }}
          >
            <Box h="full" bg={look.bg} />
          </motion.div>
        </Box>
        <Flex align="center" gap="1" minW="12" justify="flex-end" fontWeight="black" fontSize={large ? { base: 'xl', md: '3xl' } : 'xl'} fontVariantNumeric="tabular-nums" aria-hidden>
          {bar.correct && <Icon as={LuCheck} color="green.fg" boxSize={large ? '7' : '5'} />}
          {intl.formatNumber(bar.count)}
        </Flex>
      </Flex>
    </Box>
  );
}
