// /flashcards: choose a deck (GET /flashcards/decks: the caller's own quizzes and the
// challenges they submitted, docs/site.md 4), then study it. Test ids: flashcards,
// flashcards-deck (each, data-kind, data-deck-id), flashcards-empty, flashcards-back.
import { Badge, Button, Card, Container, Heading, HStack, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuLayers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Deck, DeckSummary } from '@shared/schemas/flashcards';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useRemote } from '@/lib/use-remote';
import { getDeck } from '../api/get-deck';
import { getDecks } from '../api/get-decks';
import { StudyDeck } from '../components/study-deck';

export default function FlashcardsRoute() {
  const intl = useIntl();
  const decks = useRemote<DeckSummary[]>('flashcard-decks', (signal) => getDecks(signal));
  const [chosen, setChosen] = useState<DeckSummary | null>(null);
  const deckKey = chosen ? `deck:${chosen.kind}:${chosen.class_id ?? ''}:${chosen.id}` : null;
  const deck = useRemote<Deck>(deckKey, (signal) => getDeck(chosen!, signal));
  const BackIcon = intl.locale.startsWith('ar') ? LuArrowRight : LuArrowLeft;

  return (
    <Container maxW="4xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="flashcards">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {chosen ? <bdi>{chosen.title}</bdi> : <FormattedMessage id="flashcards.title" />}
          </Heading>
          {!chosen && (
            <Text color="fg.muted">
              <FormattedMessage id="flashcards.subtitle" />
            </Text>
          )}
        </Stack>
        {(decks.status === 'error' || (chosen && deck.status === 'error')) && (
          <RetryAlert
            message={<FormattedMessage id="flashcards.loadFailed" />}
            retryLabel={<FormattedMessage id="flashcards.retry" />}
            onRetry={chosen ? deck.reload : decks.reload}
            testId="flashcards-load-failed"
            retryTestId="flashcards-retry"
          />
        )}
        {chosen ? (
          <Stack gap="4">
            <Button alignSelf="start" variant="ghost" size="sm" onClick={() => setChosen(null)} data-testid="flashcards-back">
              <BackIcon aria-hidden />
              <FormattedMessage id="flashcards.back" />
            </Button>
            {deck.status === 'loading' && <Skeleton h="96" rounded="2xl" />}
            {deck.status === 'success' && <StudyDeck key={deckKey} deck={deck.data} />}
          </Stack>
        ) : (
          <>
            {decks.status === 'loading' && (
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                <Skeleton h="28" rounded="lg" />
                <Skeleton h="28" rounded="lg" />
              </SimpleGrid>
            )}
            {decks.status === 'success' && decks.data.length === 0 && (
              <Stack gap="3" align="center" textAlign="center" py="10" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="flashcards-empty">
                <Icon as={LuLayers} boxSize="8" color="fg.muted" aria-hidden />
                <Text>
                  <FormattedMessage id="flashcards.empty" />
                </Text>
                <Button asChild colorPalette="brand" size="sm">
                  <RouterLink to="/studyHub">
                    <FormattedMessage id="flashcards.emptyAction" />
                  </RouterLink>
                </Button>
              </Stack>
            )}
            {decks.status === 'success' && decks.data.length > 0 && (
              <Stack gap="3">
                <Heading as="h2" size="md" textAlign="start">
                  <FormattedMessage id="flashcards.chooseDeck" />
                </Heading>
                <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="3">
                  {decks.data.map((item) => (
                    <Card.Root as="li" key={`${item.kind}:${item.class_id ?? ''}:${item.id}`} variant="outline">
                      <Card.Body gap="2" textAlign="start">
                        <HStack gap="2" wrap="wrap">
                          <Badge colorPalette={item.kind === 'quiz' ? 'purple' : 'teal'}>
                            {item.kind === 'quiz' ? <FormattedMessage id="flashcards.deck.quiz" /> : <bdi>{item.class_name}</bdi>}
                          </Badge>
                          <Text fontSize="sm" color="fg.muted">
                            <FormattedMessage id="flashcards.deck.cards" values={{ count: item.card_count }} />
                          </Text>
                        </HStack>
                        <Heading as="h3" size="sm" dir="auto">
                          {item.title}
                        </Heading>
                        <Button
                          alignSelf="start" size="sm" colorPalette="brand" onClick={() => setChosen(item)}
                          data-testid="flashcards-deck" data-kind={item.kind} data-deck-id={item.id}
                        >
                          <FormattedMessage id="flashcards.deck.study" />
                        </Button>
                      </Card.Body>
                    </Card.Root>
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
