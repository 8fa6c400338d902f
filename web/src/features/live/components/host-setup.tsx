// Host: the set-up card before the game exists: which quiz, speed scoring on or off, create.
import { Button, Card, Heading, Skeleton, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuRadio } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatError } from '@/lib/api-client';
import { CREATE_FAILED, createLiveSession, type LiveInvite } from '../api/create-live-session';
import { getQuizSummary } from '../api/get-quiz-summary';
import { useDirection } from '../hooks/use-direction';
import { useRequest } from '../hooks/use-request';
import { Notice } from './notice';

export function HostSetup({ quizId, onCreated, onBack }: { quizId: string; onCreated: (invite: LiveInvite) => void; onBack: () => void }) {
  const intl = useIntl();
  const back = useDirection() === 'rtl' ? <LuArrowRight aria-hidden /> : <LuArrowLeft aria-hidden />;
  const [quiz] = useRequest(quizId, (signal) => getQuizSummary(quizId, signal));
  const [speedScoring, setSpeedScoring] = useState(true);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const create = async () => {
    setCreating(true);
    setError(null);
    try {
      onCreated(await createLiveSession({ quizId, speedScoring }));
    } catch (failure) {
      setCreating(false);
      setError(formatError(intl, failure, CREATE_FAILED));
    }
  };

  return (
    <Stack gap="5" maxW="xl" mx="auto" w="full" data-testid="live-host-setup">
      <Button variant="ghost" alignSelf="flex-start" onClick={onBack} data-testid="live-host-back">
        {back}
        <FormattedMessage id="live.host.backToQuizzes" />
      </Button>
      <Card.Root rounded="2xl" shadow="md">
        <Card.Body>
          <Stack gap="5">
            <Heading as="h1" size="2xl">
              <FormattedMessage id="live.host.setupTitle" />
            </Heading>
            <Skeleton loading={quiz.status === 'loading'} minH="6">
              {quiz.status === 'success' && (
                <Stack gap="1">
                  <Text fontSize="xl" fontWeight="semibold" data-testid="live-host-quiz-title">
                    <bdi>{quiz.data.title}</bdi>
                  </Text>
                  <Text color="fg.muted">
                    <FormattedMessage id="live.host.questionCount" values={{ count: quiz.data.question_count }} />
                  </Text>
                </Stack>
              )}
            </Skeleton>
            <Switch.Root
              checked={speedScoring}
              onCheckedChange={(details) => setSpeedScoring(details.checked)}
              colorPalette="brand"
              data-testid="live-host-speed-setup"
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <Stack gap="0">
                  <Text fontWeight="medium">
                    <FormattedMessage id="live.host.speedScoring" />
                  </Text>
                  <Text fontSize="sm" color="fg.muted" fontWeight="normal">
                    <FormattedMessage id="live.host.speedScoringHelp" />
                  </Text>
                </Stack>
              </Switch.Label>
            </Switch.Root>
            {error && <Notice testId="live-host-create-error">{error}</Notice>}
            <Button colorPalette="brand" size="xl" loading={creating} onClick={() => void create()} data-testid="live-host-create">
              <LuRadio aria-hidden />
              <FormattedMessage id="live.host.create" />
            </Button>
          </Stack>
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
