// Studying one deck: flip, mark known or again, move with the arrows (keyboard arrows and
// swipes too, mirrored in Arabic: the next card is on the reading end), shuffle, progress and a
// finish screen. Test ids: flashcards-study, flashcard-known, flashcard-again, flashcards-next,
// flashcards-previous, flashcards-shuffle, flashcards-progress, flashcards-finished,
// flashcards-restart.
import { Button, HStack, Heading, Icon, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuCheck, LuPartyPopper, LuRotateCcw, LuShuffle } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Deck } from '@shared/schemas/flashcards';
import { currentCard, isFinished, mark, move, reshuffle, shuffled, startSession, type StudySession } from '../lib/study-session';
import { FlashCard } from './flash-card';

const SWIPE_PX = 50;

export function StudyDeck({ deck }: { deck: Deck }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  const ids = deck.cards.map((card) => card.id);
  const [session, setSession] = useState<StudySession>(() => startSession(ids));
  const [flipped, setFlipped] = useState(false);
  const touchX = useRef<number | null>(null);
  const cards = new Map(deck.cards.map((card) => [card.id, card]));
  const card = cards.get(currentCard(session) ?? '');

  const update = useCallback((change: (s: StudySession) => StudySession) => {
    setSession(change);
    setFlipped(false);
  }, []);
  // Reading direction: "forward" is the right arrow in English and the left one in Arabic.
  const step = useCallback((physical: 'left' | 'right') => update((s) => move(s, (physical === 'right') !== rtl ? 1 : -1)), [rtl, update]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLElement && event.target.closest('input, textarea, select')) return;
      if (event.key === 'ArrowRight') step('right');
      else if (event.key === 'ArrowLeft') step('left');
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step]);

  if (isFinished(session)) {
    return (
      <Stack gap="4" align="center" textAlign="center" py="10" borderWidth="1px" rounded="2xl" data-testid="flashcards-finished">
        <Icon as={LuPartyPopper} boxSize="10" color="brand.fg" aria-hidden />
        <Heading as="h2" size="xl">
          <FormattedMessage id="flashcards.finished.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="flashcards.finished.body" values={{ count: session.total, rounds: session.round }} />
        </Text>
        <Button colorPalette="brand" onClick={() => update(() => startSession(ids, shuffled))} data-testid="flashcards-restart">
          <LuRotateCcw aria-hidden />
          <FormattedMessage id="flashcards.restart" />
        </Button>
      </Stack>
    );
  }

  const done = session.known.length;
  const Back = rtl ? LuArrowRight : LuArrowLeft;
  const Forward = rtl ? LuArrowLeft : LuArrowRight;
  return (
    <Stack
      gap="4"
      data-testid="flashcards-study"
      onTouchStart={(event) => (touchX.current = event.touches[0]?.clientX ?? null)}
      onTouchEnd={(event) => {
        const start = touchX.current;
        const end = event.changedTouches[0]?.clientX;
        touchX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
        // A swipe to the left brings the card from the right: the physical right arrow.
        step(end < start ? 'right' : 'left');
      }}
    >
      <Stack gap="1">
        <HStack justify="space-between" fontSize="sm" color="fg.muted">
          <Text data-testid="flashcards-progress" aria-live="polite">
            <FormattedMessage
              id="flashcards.progress"
              values={{ current: intl.formatNumber(done + 1 > session.total ? session.total : done + 1), total: intl.formatNumber(session.total), known: intl.formatNumber(done) }}
            />
          </Text>
          {session.round > 1 && (
            <Text>
              <FormattedMessage id="flashcards.round" values={{ round: intl.formatNumber(session.round) }} />
            </Text>
          )}
        </HStack>
        <Progress.Root value={session.total > 0 ? (done / session.total) * 100 : 0} size="sm" colorPalette="brand">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
      {card && <FlashCard key={card.id} card={card} flipped={flipped} onFlip={() => setFlipped((f) => !f)} />}
      <HStack justify="space-between" gap="2" wrap="wrap">
        <IconButton variant="outline" aria-label={intl.formatMessage({ id: 'flashcards.previous' })} onClick={() => update((s) => move(s, -1))} data-testid="flashcards-previous">
          <Back />
        </IconButton>
        <HStack gap="2">
          <Button variant="outline" colorPalette="orange" onClick={() => update((s) => mark(s, 'again'))} data-testid="flashcard-again">
            <LuRotateCcw aria-hidden />
            <FormattedMessage id="flashcards.again" />
          </Button>
          <Button colorPalette="green" onClick={() => update((s) => mark(s, 'known'))} data-testid="flashcard-known">
            <LuCheck aria-hidden />
            <FormattedMessage id="flashcards.known" />
          </Button>
        </HStack>
        <IconButton variant="outline" aria-label={intl.formatMessage({ id: 'flashcards.next' })} onClick={() => update((s) => move(s, 1))} data-testid="flashcards-next">
          <Forward />
        </IconButton>
      </HStack>
      <Button alignSelf="center" size="sm" variant="ghost" onClick={() => update((s) => reshuffle(s, shuffled))} data-testid="flashcards-shuffle">
        <LuShuffle aria-hidden />
        <FormattedMessage id="flashcards.shuffle" />
      </Button>
    </Stack>
  );
}
