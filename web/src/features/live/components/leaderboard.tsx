// The top 10 after a question, shared by the host and the players: it starts in the order
// players stood before the question and slides into the new order (framer-motion layout
// animations), each row with the points the question brought. Nothing moves for visitors who
// ask for reduced motion.
import { Badge, Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { AnimatePresence, motion, useReducedMotion } from 'framer-motion';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LIVE } from '@shared/constants';
import type { LeaderboardEntry } from '../lib/live-docs';
import { orderChanges, previousStandings, sortStandings } from '../lib/standings';

const SETTLE_MS = 900;

export function Leaderboard({
  entries,
  roundKey,
  highlightUid,
  size = LIVE.leaderboardSize,
  showDeltas = true,
  title,
  testId = 'live-leaderboard',
}: {
  entries: readonly LeaderboardEntry[];
  /** Changes for every published leaderboard (the question index): the reordering replays. */
  roundKey: string;
  highlightUid?: string | null;
  size?: number;
  showDeltas?: boolean;
  title?: ReactNode;
  testId?: string;
}) {
  const intl = useIntl();
  const reduce = useReducedMotion();
  const current = useMemo(() => sortStandings(entries, size), [entries, size]);
  const previous = useMemo(() => previousStandings(current), [current]);
  const animates = !reduce && showDeltas && orderChanges(current);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  useEffect(() => {
    if (!animates) return undefined;
    const timer = window.setTimeout(() => setSettledKey(roundKey), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [animates, roundKey]);
  const rows = animates && settledKey !== roundKey ? previous : current;

  return (
    <Stack gap="3" w="full" data-testid={testId}>
      <Heading as="h2" size="lg" textAlign="center">
        {title ?? <FormattedMessage id="live.leaderboard.title" />}
      </Heading>
      {rows.length === 0 ? (
        <Text textAlign="center" color="fg.muted" data-testid={`${testId}-empty`}>
          <FormattedMessage id="live.leaderboard.empty" />
        </Text>
      ) : (
        <Box as="ol" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="2">
          <AnimatePresence initial={false}>
            {rows.map((entry) => {
              const own = entry.uid === highlightUid;
              return (
                <Box
                  key={entry.uid}
                  asChild
                  rounded="xl"
                  borderWidth="2px"
                  borderColor={own ? 'brand.solid' : 'border'}
                  bg={own ? 'brand.subtle' : 'bg.panel'}
                  shadow="sm"
                  px={{ base: '3', md: '4' }}
                  py="2.5"
                >
                  <motion.li
                    layout={reduce ? false : 'position'}
                    transition={{ type: 'spring', stiffness: 320, damping: 30 }}
                    data-testid={`${testId}-row`}
                    data-uid={entry.uid}
                    data-rank={entry.rank}
                    data-score={entry.score}
                    aria-current={own ? 'true' : undefined}
                  >
                    <Flex align="center" gap="3">
                      <Flex
                        boxSize="9"
                        flexShrink={0}
                        rounded="full"
                        align="center"
                        justify="center"
                        fontWeight="bold"
                        bg={entry.rank <= 3 ? 'brand.solid' : 'bg.muted'}
                        color={entry.rank <= 3 ? 'brand.contrast' : 'fg'}
                        aria-label={intl.formatMessage({ id: 'live.leaderboard.rank' }, { rank: entry.rank })}
                      >
                        {intl.formatNumber(entry.rank)}
                      </Flex>
                      <Text flex="1" minW="0" fontWeight="semibold" truncate>
                        <bdi>{entry.nickname}</bdi>
                        {own && (
                          <Text as="span" color="brand.fg" fontWeight="normal" ms="2">
                            <FormattedMessage id="live.leaderboard.you" />
                          </Text>
                        )}
                      </Text>
                      {showDeltas && entry.delta > 0 && (
                        <Badge colorPalette="green" variant="subtle" size="md" data-testid={`${testId}-delta`}>
                          <FormattedMessage id="live.leaderboard.delta" values={{ points: entry.delta }} />
                        </Badge>
                      )}
                      <Text fontWeight="bold" fontVariantNumeric="tabular-nums" minW="16" textAlign="end">
                        <FormattedMessage id="live.leaderboard.points" values={{ points: entry.score }} />
                      </Text>
                    </Flex>
                  </motion.li>
                </Box>
              );
            })}
          </AnimatePresence>
        </Box>
      )}
    </Stack>
  );
}
