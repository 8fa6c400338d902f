// My Learning's stat tiles (spec: completed, in progress, certificates earned, expired).
// Test ids: learning-stat-{completed|in-progress|certificates|expired} (data-value).
import { Icon, SimpleGrid, Stat } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuAward, LuCircleCheck, LuClock, LuTrendingUp } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { LearningStats } from '../lib/my-learning';

const TILES: { key: string; labelId: string; icon: IconType; palette: string; value: (stats: LearningStats) => number }[] = [
  { key: 'completed', labelId: 'courses.learning.stat.completed', icon: LuCircleCheck, palette: 'green', value: (s) => s.completed },
  { key: 'in-progress', labelId: 'courses.learning.stat.inProgress', icon: LuTrendingUp, palette: 'blue', value: (s) => s.inProgress },
  { key: 'certificates', labelId: 'courses.learning.stat.certificates', icon: LuAward, palette: 'purple', value: (s) => s.certificates },
  { key: 'expired', labelId: 'courses.learning.stat.expired', icon: LuClock, palette: 'red', value: (s) => s.expired },
];

export function LearningStatTiles({ stats }: { stats: LearningStats }) {
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
      {TILES.map((tile) => (
        <Stat.Root key={tile.key} borderWidth="1px" rounded="lg" p="4" data-testid={`learning-stat-${tile.key}`} data-value={tile.value(stats)}>
          <Stat.Label>
            <Icon as={tile.icon} color={`${tile.palette}.fg`} aria-hidden />
            <FormattedMessage id={tile.labelId} />
          </Stat.Label>
          <Stat.ValueText>
            <FormattedNumber value={tile.value(stats)} />
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
