// The top three at the end, the winner in the middle, with one burst of confetti (none for
// visitors who ask for reduced motion).
import { Box, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import confetti from 'canvas-confetti';
import { motion, useReducedMotion } from 'framer-motion';
import { useEffect, useMemo, useRef } from 'react';
import { LuMedal, LuTrophy } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LeaderboardEntry } from '../lib/live-docs';
import { podiumOrder } from '../lib/standings';

const PLACES = {
  1: { height: { base: '32', md: '44' }, colour: '#eab308', text: '#1c1917', delay: 0.6 },
  2: { height: { base: '24', md: '32' }, colour: '#94a3b8', text: '#0f172a', delay: 0.3 },
  3: { height: { base: '16', md: '24' }, colour: '#c2410c', text: '#ffffff', delay: 0 },
} as const;

export function Podium({ entries, highlightUid, testId = 'live-podium' }: { entries: readonly LeaderboardEntry[]; highlightUid?: string | null; testId?: string }) {
  const intl = useIntl();
  const reduce = useReducedMotion();
  const places = useMemo(() => podiumOrder(entries), [entries]);
  const fired = useRef(false);

  useEffect(() => {
    if (fired.current || places.length === 0) return;
    fired.current = true;
    void confetti({ particleCount: 160, spread: 90, origin: { y: 0.55 }, zIndex: 2000, disableForReducedMotion: true });
  }, [places.length]);

  return (
    <Stack gap="4" w="full" align="center" data-testid={testId}>
      <Heading as="h2" size="2xl" textAlign="center">
        <FormattedMessage id="live.podium.title" />
      </Heading>
      {places.length === 0 ? (
        <Text color="fg.muted">
          <FormattedMessage id="live.leaderboard.empty" />
        </Text>
      ) : (
        <Flex as="ol" listStyleType="none" m="0" p="0" align="flex-end" justify="center" gap={{ base: '2', md: '4' }} w="full" maxW="xl">
          {places.map(({ entry, place }) => {
            const look = PLACES[place];
            const own = entry.uid === highlightUid;
            return (
              <Box
                as="li"
                key={entry.uid}
                flex="1"
                minW="0"
                textAlign="center"
                data-testid={`${testId}-place-${place}`}
                data-uid={entry.uid}
                aria-label={intl.formatMessage({ id: 'live.podium.place' }, { place, name: entry.nickname, points: entry.score })}
              >
                <motion.div
                  initial={reduce ? false : { opacity: 0, y: 40 }}
                  animate={{ opacity: 1, y: 0 }}
                  transition={{ duration: 0.6, delay: look.delay, ease: 'easeOut' }}
                >
                  <Stack gap="1" align="center" mb="2" aria-hidden>
                    <Icon as={place === 1 ? LuTrophy : LuMedal} boxSize={place === 1 ? '10' : '8'} color={look.colour} />
                    <Text fontWeight="bold" fontSize={{ base: 'sm', md: 'lg' }} truncate maxW="full" color={own ? 'brand.fg' : undefined}>
                      <bdi>{entry.nickname}</bdi>
                    </Text>
                    <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
                      <FormattedMessage id="live.leaderboard.points" values={{ points: entry.score }} />
                    </Text>
                  </Stack>
                  <Flex
                    h={look.height}
                    roundedTop="xl"
                    align="flex-start"
                    justify="center"
                    pt="2"
                    fontSize={{ base: '2xl', md: '4xl' }}
                    fontWeight="black"
                    style={{ background: look.colour, color: look.text }}
                    borderWidth={own ? '3px' : '0'}
                    borderColor="brand.solid"
                    aria-hidden
                  >
                    {intl.formatNumber(place)}
                  </Flex>
                </motion.div>
              </Box>
            );
          })}
        </Flex>
      )}
    </Stack>
  );
}
