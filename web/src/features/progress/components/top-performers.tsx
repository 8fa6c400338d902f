// The best students by average (the server ranks them; ties share a rank). Each opens the
// student's details.
import { Box, Button, Circle, HStack, Stack, Text } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TopPerformer } from '@shared/schemas/analytics';
import { UserAvatar } from '@/components/user/user-avatar';
import { ChartCard } from '@/components/charts/chart-card';
import { useProgressFormat } from '../hooks/use-progress-format';
import { BandBadge } from './band-badge';

const MEDALS: Record<number, { bg: string; fg: string }> = {
  1: { bg: 'yellow.subtle', fg: 'yellow.fg' },
  2: { bg: 'gray.subtle', fg: 'gray.fg' },
  3: { bg: 'orange.subtle', fg: 'orange.fg' },
};

export function TopPerformers({ performers, onOpen }: { performers: TopPerformer[]; onOpen: (uid: string) => void }) {
  const intl = useIntl();
  const format = useProgressFormat();
  return (
    <ChartCard
      height="full"
      testId="progress-top"
      title={
        <HStack as="span" gap="2">
          <LuTrophy aria-hidden />
          <FormattedMessage id="progress.top.title" />
        </HStack>
      }
      description={<FormattedMessage id="progress.top.description" />}
    >
      {performers.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" textAlign="start" data-testid="progress-top-empty">
          <FormattedMessage id="progress.top.empty" />
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" m="0" p="0">
          {performers.map((p) => {
            const medal = MEDALS[p.rank] ?? MEDALS[3]!;
            return (
              <Box as="li" key={p.uid}>
                <Button
                  variant="ghost"
                  w="full"
                  h="auto"
                  py="2"
                  px="2"
                  justifyContent="flex-start"
                  onClick={() => onOpen(p.uid)}
                  data-testid={`progress-top-${p.uid}`}
                  data-rank={p.rank}
                  aria-label={intl.formatMessage(
                    { id: 'progress.top.itemLabel' },
                    { rank: p.rank, name: p.name || intl.formatMessage({ id: 'progress.student.unnamed' }), average: format.percent(p.average_percent) },
                  )}
                >
                  <HStack gap="3" w="full">
                    <Circle size="7" bg={medal.bg} color={medal.fg} fontWeight="bold" fontSize="sm" flexShrink={0}>
                      {format.number(p.rank)}
                    </Circle>
                    <UserAvatar name={p.name} avatarId={p.avatar_id} size="sm" />
                    <Stack gap="0" flex="1" minW="0" textAlign="start">
                      <Text fontWeight="medium" truncate>
                        {p.name ? <bdi>{p.name}</bdi> : <FormattedMessage id="progress.student.unnamed" />}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" fontWeight="normal">
                        <FormattedMessage id="progress.top.completed" values={{ count: p.completed }} />
                      </Text>
                    </Stack>
                    <Stack gap="1" align="flex-end">
                      <Text fontWeight="bold">{format.percent(p.average_percent)}</Text>
                      <BandBadge band={p.band} size="xs" />
                    </Stack>
                  </HStack>
                </Button>
              </Box>
            );
          })}
        </Stack>
      )}
    </ChartCard>
  );
}
