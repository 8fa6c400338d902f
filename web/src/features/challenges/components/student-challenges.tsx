// The Challenges tab for students: what is due (soonest first, overdue flagged) and what is
// done (score and band, or waiting for the teacher), from GET .../challenges/hub.
// Test ids: challenges-student, challenges-due, challenges-done, challenges-due-empty,
// challenges-done-empty, hub-item-{id} (data-state due|overdue|done), challenge-take-{id},
// challenge-practice-{id}, challenge-result-{id}.
import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { HubCard, HubSection } from '@/components/challenges/hub-list';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { getChallengeHub, type HubItem } from '@/lib/challenges/hub';
import { useRemote } from '@/lib/use-remote';
import type { ChallengeView } from '../lib/challenge-view';

const HUB_FAILED = { id: 'challenges.hub.loadFailed', defaultMessage: 'Your challenges could not be loaded.' };

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
        <RetryMessage
          message={formatError(intl, hub.error, HUB_FAILED)}
          retryLabel={<FormattedMessage id="challenges.common.retry" />}
          onRetry={hub.reload}
        />
      )}
      {hub.status === 'success' &&
        (['due', 'done'] as const).map((kind) => (
          <HubSection
            key={kind}
            kind={kind}
            items={hub.data[kind]}
            level={3}
            testIdPrefix="challenges"
            itemKey={(item) => item.id}
            renderItem={(item) => <StudentHubCard item={item} onOpen={onOpen} />}
          />
        ))}
    </Stack>
  );
}

function StudentHubCard({ item, onOpen }: { item: HubItem; onOpen: (view: ChallengeView) => void }) {
  return (
    <HubCard
      item={item}
      headingAs="h4"
      showLate
      testIds={{
        item: `hub-item-${item.id}`,
        take: `challenge-take-${item.id}`,
        practice: `challenge-practice-${item.id}`,
        result: `challenge-result-${item.id}`,
        score: `hub-score-${item.id}`,
      }}
      onOpen={(kind) => onOpen({ kind, challengeId: item.id })}
    />
  );
}
