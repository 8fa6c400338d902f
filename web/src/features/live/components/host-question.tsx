// Host: the open question on the shared screen: text, options (as the players see them, not
// clickable), the countdown and how many players have answered so far.
import { Box, Button, Card, Flex, Heading, Icon, Image, Progress, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCheck, LuPencilLine, LuSkipBack, LuSkipForward, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDirection } from '../hooks/use-direction';
import type { LiveQuestion } from '../lib/live-docs';
import { Countdown } from './countdown';
import { optionLook } from './option-look';

export function HostQuestion({
  question,
  questionCount,
  nowMs,
  answered,
  activePlayers,
  closing,
  onClose,
}: {
  question: LiveQuestion;
  questionCount: number;
  nowMs: number;
  answered: number;
  activePlayers: number;
  closing: boolean;
  onClose: () => void;
}) {
  const rtl = useDirection() === 'rtl';
  const intl = useIntl();
  return (
    <Stack gap="5" data-testid="live-host-question" data-index={question.index}>
      <Card.Root rounded="2xl" shadow="md">
        <Card.Body>
          <Stack gap="3">
            <Text color="fg.muted" fontSize={{ base: 'sm', md: 'lg' }}>
              <FormattedMessage id="live.player.progress" values={{ current: question.index + 1, total: questionCount }} />
            </Text>
            <Flex align="center" gap={{ base: '4', md: '8' }}>
              {/* Stage sizes: read from the back of a classroom. */}
              <Heading as="h1" size={{ base: '2xl', md: '4xl', xl: '5xl' }} lineHeight="1.2" flex="1" data-testid="live-host-question-text">
                <bdi>{question.text}</bdi>
              </Heading>
              <Countdown question={question} nowMs={nowMs} stage testId="live-host-countdown" />
            </Flex>
            {question.imageUrl && (
              <Image
                src={question.imageUrl}
                alt={intl.formatMessage({ id: 'live.question.imageAlt' })}
                // A fixed height scales small pictures up for the back row too.
                h={{ base: '48', md: '36vh' }}
                w="auto"
                maxW="full"
                mx="auto"
                objectFit="contain"
                rounded="lg"
                data-testid="live-host-question-image"
              />
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
      <QuestionChoices question={question} />
      <Card.Root rounded="2xl" shadow="sm">
        <Card.Body>
          <Flex align="center" gap="4" wrap="wrap">
            <Stack gap="2" flex="1" minW="48">
              <Text fontWeight="bold" fontSize={{ base: 'xl', md: '3xl' }} aria-live="polite" data-testid="live-host-answered-count" data-answered={answered} data-players={activePlayers}>
                <FormattedMessage id="live.host.answered" values={{ answered, total: activePlayers }} />
              </Text>
              <Progress.Root value={activePlayers === 0 ? 0 : Math.round((answered / activePlayers) * 100)} colorPalette="green" size="lg" aria-hidden>
                <Progress.Track rounded="full">
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Stack>
            <Button variant="outline" onClick={onClose} loading={closing} data-testid="live-host-close">
              {rtl ? <LuSkipBack aria-hidden /> : <LuSkipForward aria-hidden />}
              <FormattedMessage id="live.host.close" />
            </Button>
          </Flex>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}

function QuestionChoices({ question }: { question: LiveQuestion }) {
  if (question.type === 'true_false') {
    return (
      <SimpleGrid columns={2} gap="3">
        <Choice bg="green.700" color="white" icon={LuCheck} label={<FormattedMessage id="live.answer.true" />} />
        <Choice bg="red.600" color="white" icon={LuX} label={<FormattedMessage id="live.answer.false" />} />
      </SimpleGrid>
    );
  }
  if (question.type === 'multiple_choice' && question.options.length > 0) {
    return (
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {question.options.map((option, index) => {
          const look = optionLook(index);
          return <Choice key={`${index}-${option}`} bg={look.bg} color={look.color} icon={look.icon} label={<bdi>{option}</bdi>} />;
        })}
      </SimpleGrid>
    );
  }
  return (
    <Flex align="center" justify="center" gap="2" color="fg.muted" py="4">
      <Icon as={LuPencilLine} aria-hidden />
      <FormattedMessage id={question.type === 'essay' ? 'live.host.typedEssay' : 'live.host.typedAnswer'} />
    </Flex>
  );
}

function Choice({ bg, color, icon, label }: { bg: string; color: string; icon: typeof LuCheck; label: ReactNode }) {
  return (
    <Box bg={bg} color={color} rounded="xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '6' }} minH={{ base: '16', md: '24' }} display="flex" alignItems="center" gap="4" fontWeight="bold" fontSize={{ base: 'xl', md: '3xl' }} shadow="sm" data-testid="live-host-option">
      <Icon as={icon} boxSize={{ base: '7', md: '10' }} flexShrink={0} aria-hidden />
      <Box as="span" flex="1" minW="0">
        {label}
      </Box>
    </Box>
  );
}
