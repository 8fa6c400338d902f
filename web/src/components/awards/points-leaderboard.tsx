// The class points leaderboard (docs/awards.md, Web): the class's active students by reward
// points, live from classes/{classId}/members, ranked by shared/points-ranking (the API's order).
// The viewer's own row is highlighted; the class's teachers give points from a row or to several.
// Test ids: points-leaderboard (data-state), points-leaderboard-row-{uid} (data-rank,
// data-points, data-me), give-points-open-{uid}, give-points-open-class.
import { Badge, Box, Button, Card, HStack, Heading, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuGift, LuTrophy } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { rankByPoints } from '@shared/points-ranking';
import { UserAvatar } from '@/components/user/user-avatar';
import { useClassPoints } from '@/lib/awards/use-class-points';
import { GivePointsDialog, type PointsRecipient } from './give-points-dialog';

const MEDAL = { 1: 'yellow', 2: 'gray', 3: 'orange' } as const;

export function PointsLeaderboard({ classId, uid, isTeacher }: { classId: string; uid: string; isTeacher: boolean }) {
  const intl = useIntl();
  const students = useClassPoints(classId);
  const [giving, setGiving] = useState<PointsRecipient[] | null>(null);
  const rows = useMemo(() => (students.status === 'success' ? rankByPoints(students.data, intl.locale) : []), [students, intl.locale]);
  const unnamed = intl.formatMessage({ id: 'awards.givePoints.unnamed' });
  const state = students.status === 'success' ? (rows.length === 0 ? 'empty' : 'ready') : students.status;

  return (
    <Card.Root variant="outline" w="full" data-testid="points-leaderboard" data-state={state}>
      <Card.Header>
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="0.5" textAlign="start">
            <Heading as="h3" size="md">
              <HStack as="span" gap="2">
                <LuTrophy aria-hidden />
                <FormattedMessage id="awards.leaderboard.title" />
              </HStack>
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="awards.leaderboard.description" />
            </Text>
          </Stack>
          {isTeacher && rows.length > 0 && (
            <Button
              size="sm"
              colorPalette="brand"
              variant="outline"
              onClick={() => setGiving(rows.map((row) => ({ uid: row.uid, name: row.name })))}
              data-testid="give-points-open-class"
            >
              <LuGift aria-hidden />
              <FormattedMessage id="awards.givePoints.class" />
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="0">
        {students.status === 'loading' && <Skeleton h="24" rounded="md" />}
        {students.status === 'error' && (
          <Text color="fg.error" textAlign="start" role="alert">
            <FormattedMessage id="awards.leaderboard.error" />
          </Text>
        )}
        {state === 'empty' && (
          <Text color="fg.muted" textAlign="start">
            <FormattedMessage id="awards.leaderboard.empty" />
          </Text>
        )}
        {rows.length > 0 && (
          <Stack gap="2">
            {rows.every((row) => row.reward_points === 0) && (
              <Text color="fg.muted" fontSize="sm" textAlign="start">
                <FormattedMessage id="awards.leaderboard.noPoints" />
              </Text>
            )}
            <Box as="ol" listStyleType="none" m="0" p="0" aria-label={intl.formatMessage({ id: 'awards.leaderboard.title' })}>
              {rows.map((row) => {
                const me = row.uid === uid;
                const name = row.name || unnamed;
                const medal = row.reward_points > 0 ? MEDAL[row.rank as keyof typeof MEDAL] : undefined;
                return (
                  <HStack
                    as="li"
                    key={row.uid}
                    gap="3"
                    px="3"
                    py="2"
                    rounded="md"
                    bg={me ? 'brand.subtle' : undefined}
                    borderWidth={me ? '1px' : '0'}
                    borderColor="brand.muted"
                    aria-current={me ? 'true' : undefined}
                    data-testid={`points-leaderboard-row-${row.uid}`}
                    data-rank={row.rank}
                    data-points={row.reward_points}
                    data-me={me}
                  >
                    <Badge
                      minW="8"
                      justifyContent="center"
                      variant={medal ? 'solid' : 'subtle'}
                      colorPalette={medal ?? 'gray'}
                      aria-label={intl.formatMessage({ id: 'awards.leaderboard.rank' }, { rank: intl.formatNumber(row.rank) })}
                    >
                      <FormattedNumber value={row.rank} />
                    </Badge>
                    <UserAvatar name={row.name} avatarId={row.avatar_id} size="sm" />
                    <HStack flex="1" minW="0" gap="2">
                      <Text fontWeight={me ? 'bold' : 'medium'} truncate textAlign="start">
                        <bdi>{name}</bdi>
                      </Text>
                      {me && (
                        <Badge colorPalette="brand" variant="solid" size="sm">
                          <FormattedMessage id="awards.leaderboard.you" />
                        </Badge>
                      )}
                    </HStack>
                    <Text fontWeight="semibold" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                      <FormattedMessage id="awards.points" values={{ count: row.reward_points }} />
                    </Text>
                    {isTeacher && (
                      <IconButton
                        size="xs"
                        variant="ghost"
                        colorPalette="brand"
                        onClick={() => setGiving([{ uid: row.uid, name: row.name }])}
                        aria-label={intl.formatMessage({ id: 'awards.givePoints.openNamed' }, { name })}
                        title={intl.formatMessage({ id: 'awards.givePoints.open' })}
                        data-testid={`give-points-open-${row.uid}`}
                      >
                        <LuGift />
                      </IconButton>
                    )}
                  </HStack>
                );
              })}
            </Box>
          </Stack>
        )}
      </Card.Body>
      {giving && <GivePointsDialog classId={classId} recipients={giving} initiallySelected={[]} onClose={() => setGiving(null)} />}
    </Card.Root>
  );
}
