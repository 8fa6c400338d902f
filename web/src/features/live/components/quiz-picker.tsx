// Host: choose one of your quizzes to play live (GET /quizzes), when /live/host has no quizId.
import { Badge, Button, Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuPlus, LuRadio } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { formatError } from '@/lib/api-client';
import { QUIZZES_FAILED, listMyQuizzes } from '../api/list-my-quizzes';
import { useRequest } from '../hooks/use-request';
import { Notice } from './notice';

export function QuizPicker({ onPick }: { onPick: (quizId: string) => void }) {
  const intl = useIntl();
  const [state, retry] = useRequest('quizzes', (signal) => listMyQuizzes(signal));
  return (
    <Stack gap="5" data-testid="live-host-picker">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="live.host.pickTitle" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="live.host.pickBody" />
        </Text>
      </Stack>
      {state.status === 'loading' && (
        <Stack gap="3" aria-busy>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="20" rounded="xl" />
          ))}
        </Stack>
      )}
      {state.status === 'error' && (
        <Stack gap="3" align="flex-start">
          <Notice testId="live-host-picker-error">{formatError(intl, state.error, QUIZZES_FAILED)}</Notice>
          <Button variant="outline" onClick={retry}>
            <FormattedMessage id="live.common.retry" />
          </Button>
        </Stack>
      )}
      {state.status === 'success' && state.data.length === 0 && (
        <Stack gap="3" align="flex-start">
          <Text color="fg.muted" data-testid="live-host-picker-empty">
            <FormattedMessage id="live.host.noQuizzes" />
          </Text>
          <Button asChild colorPalette="brand">
            <RouterLink to="/CreateQuiz" data-testid="live-host-build-quiz">
              <LuPlus aria-hidden />
              <FormattedMessage id="live.host.buildQuiz" />
            </RouterLink>
          </Button>
        </Stack>
      )}
      {state.status === 'success' && state.data.length > 0 && (
        <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
          {state.data.map((quiz) => (
            <Card.Root as="li" key={quiz.id} size="sm" data-testid="live-host-quiz" data-quiz-id={quiz.id}>
              <Card.Body>
                <Flex align="center" gap="3" wrap="wrap">
                  <Stack gap="1" flex="1" minW="0">
                    <Text fontWeight="semibold" truncate>
                      <bdi>{quiz.title}</bdi>
                    </Text>
                    <Flex gap="2" align="center">
                      <Text fontSize="sm" color="fg.muted">
                        <FormattedMessage id="live.host.questionCount" values={{ count: quiz.question_count }} />
                      </Text>
                      <Badge size="sm" colorPalette={quiz.status === 'published' ? 'green' : 'gray'}>
                        <FormattedMessage id={quiz.status === 'published' ? 'live.host.published' : 'live.host.draft'} />
                      </Badge>
                    </Flex>
                  </Stack>
                  <Button colorPalette="brand" onClick={() => onPick(quiz.id)} disabled={quiz.question_count === 0} data-testid="live-host-pick">
                    <LuRadio aria-hidden />
                    <FormattedMessage id="live.host.hostThis" />
                  </Button>
                </Flex>
              </Card.Body>
            </Card.Root>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
