// The race track, shared by the host and the players: one lane per top player, each marker
// driving from where the player stood before the question to the new score, in proportion to
// the leader (framer-motion). In Arabic the race runs from right to left.
import { Box, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { motion, useReducedMotion } from 'framer-motion';
import { useMemo } from 'react';
import { LuFlag } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDirection } from '../hooks/use-direction';
import type { LeaderboardEntry } from '../lib/live-docs';
import { raceLanes, raceStartSide } from '../lib/standings';

const MARKER = 36; // px
const LANE_COLOURS = ['#ef4444', '#3b82f6', '#eab308', '#16a34a', '#a855f7'];

export function RaceTrack({
  entries,
  roundKey,
  highlightUid,
  lanes = 5,
  progress = 1,
  testId = 'live-race',
}: {
  entries: readonly LeaderboardEntry[];
  /** How far through the game the leader is (raceProgress), 1 = the finish line. */
  progress?: number;
  roundKey: string;
  highlightUid?: string | null;
  lanes?: number;
  testId?: string;
}) {
  const intl = useIntl();
  const reduce = useReducedMotion();
  const direction = useDirection();
  const side = raceStartSide(direction);
  const rows = useMemo(() => raceLanes(entries, lanes, progress), [entries, lanes, progress]);
  if (rows.length === 0) return null;

  return (
    <Stack gap="2" w="full" data-testid={testId} data-direction={direction}>
      <Heading as="h2" size="md" textAlign="center">
        <FormattedMessage id="live.race.title" />
      </Heading>
      <Stack gap="2" bg="bg.muted" rounded="xl" p={{ base: '2', md: '3' }} role="list">
        {rows.map((lane, index) => {
          const own = lane.uid === highlightUid;
          const colour = LANE_COLOURS[index % LANE_COLOURS.length]!;
          const at = (share: number) => `calc(${(share * 100).toFixed(2)}% - ${(share * MARKER).toFixed(2)}px)`;
          return (
            <Flex
              key={`${roundKey}-${lane.uid}`}
              role="listitem"
              align="center"
              gap="2"
              aria-label={intl.formatMessage({ id: 'live.race.lane' }, { name: lane.nickname, rank: lane.rank, points: lane.score })}
              data-testid={`${testId}-lane`}
              data-uid={lane.uid}
              data-progress={lane.to.toFixed(3)}
            >
              <Text w={{ base: '20', md: '32' }} flexShrink={0} fontSize="sm" fontWeight={own ? 'bold' : 'medium'} truncate aria-hidden>
                <bdi>{lane.nickname}</bdi>
              </Text>
              <Box
                position="relative"
                flex="1"
                h={`${MARKER + 8}px`}
                rounded="full"
                bg="bg.panel"
                borderWidth="1px"
                borderColor={own ? 'brand.solid' : 'border'}
                overflow="hidden"
                aria-hidden
              >
                <Box position="absolute" top="0" bottom="0" insetInlineEnd="2" display="flex" alignItems="center" color="fg.subtle">
                  <LuFlag />
                </Box>
                <motion.div
                  initial={{ [side]: at(reduce ? lane.to : lane.from) }}
                  animate={{ [side]: at(lane.to) }}
                  transition={{ duration: reduce ? 0 : 1.4, ease: 'easeOut', delay: reduce ? 0 : 0.2 + index * 0.08 }}
                  style={{
                    position: 'absolute',
                    top: 4,
                    width: MARKER,
                    height: MARKER,
                    borderRadius: '9999px',
                    background: colour,
                    color: 'white',
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    fontWeight: 700,
                    fontSize: 14,
                    boxShadow: own ? '0 0 0 3px var(--chakra-colors-brand-solid)' : '0 1px 3px rgba(0,0,0,.3)',
                  }}
                >
                  {intl.formatNumber(lane.rank)}
                </motion.div>
              </Box>
            </Flex>
          );
        })}
      </Stack>
    </Stack>
  );
}
