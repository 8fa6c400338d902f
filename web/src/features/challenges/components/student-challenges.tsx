// The Challenges tab for students: what is due (soonest first, overdue flagged) and what is
// done (score and band, or waiting for the teacher), from GET .../challenges/hub.
// Test ids: challenges-student, challenges-due, challenges-done, challenges-due-empty,
// challenges-done-empty, hub-item-{id} (data-state due|overdue|done), challenge-take-{id},
// challenge-practice-{id}, challenge-result-{id}.
import { Badge, Box, Button, Card, HStack, Heading, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuCalendarClock, LuDumbbell, LuEye, LuPlay } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { formatError } from '@/lib/api-client';
import { HUB_FAILED, getChallengeHub, type HubItem } from '../api/get-challenge-hub';
import { useRemote } from '../hooks/use-remote';
import type { ChallengeView } from '../lib/challenge-view';
import { BandBadge } from './band-badge';

export function StudentChallenges({ classId, onOpen }: { classId: string; onOpen: (view: ChallengeView) => void }) {
  const intl = useIntl();
  const hub = useRemote(`hub:${classId}`, (signal) => getChallengeHub(classId, signal));
  return (
    <Stack gap="6" data-testid="challenges-student">
      <Stack gap="0" textAlign="start">
        <Heading as="h2" size="lg">
          <FormattedMessage id="challenges.list.title" />
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="challenges.list.subtitleStudent" />
        </Text>
      </Stack>
      {hub.status === 'loading' && <Skeleton h="32" rounded="lg" />}
      {hub.status === 'error' && (
        <Stack gap="2" align="flex-start" role="alert">
          <Text color="fg.error">{formatError(intl, hub.error, HUB_FAILED)}</Text>
          <Button size="sm" variant="outline" onClick={hub.reload}>
            <FormattedMessage id="challenges.common.retry" />
          </Button>
        </Stack>
      )}
      {hub.status === 'success' && (
        <>
          <HubSection
            kind="due"
            items={hub.data.due}
            onOpen={onOpen}
          />
          <HubSection
            kind="done"
            items={hub.data.done}
            onOpen={onOpen}
          />
        </>
      )}
    </Stack>
  );
}

function HubSection({ kind, items, onOpen }: { kind: 'due' | 'done'; items: HubItem[]; onOpen: (view: ChallengeView) => void }) {
  const headingId = `challenges-${kind}-title`;
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid={`challenges-${kind}`}>
      <Heading as="h3" size="md" id={headingId}>
        <FormattedMessage id={`challenges.hub.${kind}`} values={{ count: items.length }} />
      </Heading>
      {items.length === 0 ? (
        <Text color="fg.muted" fontSize="sm" data-testid={`challenges-${kind}-empty`}>
          <FormattedMessage id={`challenges.hub.${kind}Empty`} />
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {items.map((item) => (
            <Box as="li" key={item.id}>
              <HubCard item={item} onOpen={onOpen} />
            </Box>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** One challenge of the hub, with its actions. */
function HubCard({ item, onOpen }: { item: HubItem; onOpen: (view: ChallengeView) => void }) {
  const done = item.submission !== null;
  const state = done ? 'done' : item.overdue ? 'overdue' : 'due';
  return (
    <Card.Root variant="outline" borderColor={state === 'overdue' ? 'border.error' : undefined} data-testid={`hub-item-${item.id}`} data-state={state}>
      <Card.Body gap="2" p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
          <Stack gap="1" minW="0" textAlign="start">
            <Heading as="h4" size="sm" dir="auto">
              {item.title}
            </Heading>
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              {!done && (
                <HStack gap="1" color={state === 'overdue' ? 'fg.error' : undefined}>
                  <Icon as={LuCalendarClock} aria-hidden />
                  {item.due_at ? (
                    <FormattedMessage
                      id={state === 'overdue' ? 'challenges.due.overdue' : 'challenges.due.on'}
                      values={{ date: <FormattedDate value={item.due_at} dateStyle="medium" timeStyle="short" /> }}
                    />
                  ) : (
                    <FormattedMessage id="challenges.due.none" />
                  )}
                </HStack>
              )}
              <Text>
                <FormattedMessage id="challenges.list.questions" values={{ count: item.question_count, points: item.total_points }} />
              </Text>
            </HStack>
            {item.submission && (
              <HStack gap="2" wrap="wrap" data-testid={`hub-score-${item.id}`} data-percent={item.submission.percent}>
                <Text fontWeight="semibold">
                  <FormattedMessage
                    id="challenges.result.scoreLine"
                    values={{ score: <FormattedNumber value={item.submission.score} maximumFractionDigits={2} />, max: item.submission.max_score }}
                  />
                </Text>
                {item.submission.status === 'graded' ? (
                  <BandBadge band={item.submission.band} />
                ) : (
                  <Badge colorPalette="orange">
                    <FormattedMessage id="challenges.status.submitted" />
                  </Badge>
                )}
                {item.submission.late && (
                  <Badge colorPalette="red" variant="outline">
                    <FormattedMessage id="challenges.status.late" />
                  </Badge>
                )}
              </HStack>
            )}
          </Stack>
          <HStack gap="2" flexShrink={0} align="center" wrap="wrap">
            {item.practice_allowed && (
              <Button size="sm" variant="outline" onClick={() => onOpen({ kind: 'practice', challengeId: item.id })} data-testid={`challenge-practice-${item.id}`}>
                <LuDumbbell aria-hidden />
                <FormattedMessage id="challenges.hub.practice" />
              </Button>
            )}
            {done ? (
              <Button size="sm" variant="subtle" colorPalette="brand" onClick={() => onOpen({ kind: 'take', challengeId: item.id })} data-testid={`challenge-result-${item.id}`}>
                <LuEye aria-hidden />
                <FormattedMessage id="challenges.hub.result" />
              </Button>
            ) : (
              <Button size="sm" colorPalette="brand" onClick={() => onOpen({ kind: 'take', challengeId: item.id })} data-testid={`challenge-take-${item.id}`}>
                <LuPlay aria-hidden />
                <FormattedMessage id="challenges.hub.start" />
              </Button>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
