// The marketplace's stats strip (spec 001): total courses, students, average rating and
// bestsellers, from GET /courses-marketplace/stats/overview. A failed read says so in place and
// leaves the listing usable.
import { HStack, Icon, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuAward, LuBookOpen, LuStar, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_MARKETPLACE_STATS_FAILED, getMarketplaceStats } from '../api/get-marketplace-stats';

interface Tile {
  key: 'courses' | 'students' | 'rating' | 'bestsellers';
  icon: IconType;
  palette: string;
}

const TILES: Tile[] = [
  { key: 'courses', icon: LuBookOpen, palette: 'blue' },
  { key: 'students', icon: LuUsers, palette: 'green' },
  { key: 'rating', icon: LuStar, palette: 'yellow' },
  { key: 'bestsellers', icon: LuAward, palette: 'purple' },
];

export function MarketplaceStatsStrip() {
  const intl = useIntl();
  const stats = useRemote('stats', (signal) => getMarketplaceStats(signal));
  if (stats.status === 'error') {
    return (
      <Text fontSize="sm" color="fg.error" role="alert" data-testid="course-market-stats-error">
        {formatError(intl, stats.error, GET_MARKETPLACE_STATS_FAILED)}
      </Text>
    );
  }
  const values = stats.data && {
    courses: stats.data.totalCourses,
    students: stats.data.totalStudents,
    rating: stats.data.averageRating,
    bestsellers: stats.data.bestsellersCount,
  };
  return (
    <SimpleGrid
      as="section"
      columns={{ base: 2, md: 4 }}
      gap="3"
      aria-label={intl.formatMessage({ id: 'courses.market.stats.label' })}
      aria-busy={stats.status === 'loading'}
      data-testid="course-market-stats"
    >
      {TILES.map((tile) => (
        <Stat.Root
          key={tile.key}
          borderWidth="1px"
          rounded="lg"
          p="3"
          bg="bg.panel"
          data-testid={`course-market-stat-${tile.key}`}
          data-value={values?.[tile.key]}
        >
          <HStack gap="3">
            <Icon as={tile.icon} boxSize="8" p="1.5" rounded="md" bg={`${tile.palette}.subtle`} color={`${tile.palette}.fg`} aria-hidden />
            <Stack gap="0.5">
              <Stat.Label>
                <FormattedMessage id={`courses.market.stats.${tile.key}`} />
              </Stat.Label>
              {values ? (
                <Stat.ValueText fontSize="xl" fontVariantNumeric="tabular-nums">
                  {tile.key === 'rating'
                    ? intl.formatNumber(values.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
                    : intl.formatNumber(values[tile.key])}
                </Stat.ValueText>
              ) : (
                <Skeleton h="6" w="12" mt="1" />
              )}
            </Stack>
          </HStack>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
