// One flashcard: the question on the front, the answer(s) and a note on the back. It flips on
// click, Space or Enter (a role="button" box: a real button may not hold blocks); the turn is a 3D
// rotation, none when the user prefers reduced motion. Test id: flashcard (data-side).
import { Box, Image, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Flashcard } from '@shared/schemas/flashcards';

const face = {
  position: 'absolute',
  inset: '0',
  backfaceVisibility: 'hidden',
  rounded: '2xl',
  borderWidth: '1px',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '3',
  overflowY: 'auto',
} as const;

export function FlashCard({ card, flipped, onFlip }: { card: Flashcard; flipped: boolean; onFlip: () => void }) {
  const intl = useIntl();
  const answerText = (answer: string) =>
    card.type === 'true_false' && (answer === 'true' || answer === 'false') ? intl.formatMessage({ id: `flashcards.${answer}` }) : answer;
  return (
    <Box
      role="button"
      tabIndex={0}
      onClick={onFlip}
      onKeyDown={(event) => {
        if (event.key !== ' ' && event.key !== 'Enter') return;
        event.preventDefault();
        onFlip();
      }}
      aria-roledescription={intl.formatMessage({ id: 'flashcards.flip' })}
      aria-pressed={flipped}
      data-testid="flashcard"
      data-side={flipped ? 'back' : 'front'}
      w="full"
      h={{ base: '80', md: '96' }}
      position="relative"
      css={{ perspective: '1200px' }}
      cursor="pointer"
      rounded="2xl"
      focusVisibleRing="outside"
    >
      <Box
        position="absolute"
        inset="0"
        transition="transform 0.45s ease"
        _motionReduce={{ transition: 'none' }}
        css={{ transformStyle: 'preserve-3d' }}
        transform={flipped ? 'rotateY(180deg)' : 'none'}
      >
        <Box {...face} bg="bg.panel" aria-hidden={flipped}>
          <Text fontSize="xs" textTransform="uppercase" color="fg.muted" letterSpacing="wide">
            <FormattedMessage id="flashcards.question" />
          </Text>
          {card.front.image_url && (
            <Image src={card.front.image_url} alt={intl.formatMessage({ id: 'flashcards.image' })} maxH="40" objectFit="contain" rounded="md" />
          )}
          <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" textAlign="center" dir="auto" whiteSpace="pre-wrap">
            {card.front.text}
          </Text>
          {card.front.options.length > 0 && (
            <Stack as="ul" gap="1" listStyleType="none" fontSize="sm" color="fg.muted">
              {card.front.options.map((option) => (
                <Text as="li" key={option} dir="auto" textAlign="center">
                  {option}
                </Text>
              ))}
            </Stack>
          )}
          <Text fontSize="xs" color="fg.subtle" mt="auto">
            <FormattedMessage id="flashcards.flipHint" />
          </Text>
        </Box>
        <Box {...face} bg="brand.subtle" transform="rotateY(180deg)" aria-hidden={!flipped} data-testid="flashcard-back">
          <Text fontSize="xs" textTransform="uppercase" color="fg.muted" letterSpacing="wide">
            <FormattedMessage id="flashcards.answer" />
          </Text>
          {card.back.answers.length > 0 ? (
            <Stack gap="1" align="center">
              {card.back.answers.map((answer) => (
                <Text key={answer} fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" textAlign="center" dir="auto" data-testid="flashcard-answer">
                  {answerText(answer)}
                </Text>
              ))}
            </Stack>
          ) : (
            <Text color="fg.muted">
              <FormattedMessage id="flashcards.noAnswer" />
            </Text>
          )}
          {card.back.your_answer !== null && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="flashcards.yourAnswer" values={{ answer: <bdi>{answerText(card.back.your_answer)}</bdi> }} />
            </Text>
          )}
          {card.back.explanation && (
            <Stack gap="0.5" align="center" maxW="md">
              <Text fontSize="xs" fontWeight="semibold" color="fg.muted">
                <FormattedMessage id="flashcards.explanation" />
              </Text>
              <Text fontSize="sm" textAlign="center" dir="auto" whiteSpace="pre-wrap">
                {card.back.explanation}
              </Text>
            </Stack>
          )}
        </Box>
      </Box>
    </Box>
  );
}
