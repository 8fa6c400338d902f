// /quiz: "My quizzes" for quiz authors, teachers, centres and administrators (GET /quizzes,
// newest first): status, method, questions, points, classes using it; edit (the builder),
// publish (drafts), delete (not while a class uses it), host live (/live/host?quizId=).
// Everyone else (students) is sent to /studyHub, where their quizzes (challenges) are.
// Test ids: my-quizzes, quiz-new, quiz-list-empty, quiz-list-error, quiz-row-{id} (data-status),
// quiz-edit-{id}, quiz-publish-{id}, quiz-delete-{id}, quiz-host-{id}, quiz-delete-dialog;
// a quiz's finished live games: quiz-live-games-{id}, each report linked as quiz-live-report-{sessionId}.
import { Badge, Box, Button, Card, Container, HStack, Heading, Icon, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuBot, LuChartColumn, LuPencilLine, LuPlus, LuRadioTower, LuRocket, LuTrash2 } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import type { LiveReportSummary } from '@shared/schemas/live-report';
import type { QuizDto } from '@shared/schemas/quiz';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { QUIZ_HOST_TYPES } from '@/app/guard-decisions';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { authAtom } from '@/lib/session/auth-state';
import { useRemote } from '@/lib/use-remote';
import { DELETE_QUIZ_FAILED, deleteQuiz } from '../api/delete-quiz';
import { listLiveReports, reportsByQuiz } from '../api/list-live-reports';
import { LIST_QUIZZES_FAILED, listQuizzes } from '../api/list-quizzes';
import { PUBLISH_QUIZ_FAILED, publishQuiz } from '../api/publish-quiz';
import { hostLivePath } from '../lib/builder-steps';

export default function MyQuizzesRoute() {
  const { userType, user } = useAtomValue(authAtom);
  const type = userType ?? user?.user_type;
  if (!type || !(QUIZ_HOST_TYPES as readonly string[]).includes(type)) return <Navigate to="/studyHub" replace />;
  return <MyQuizzes />;
}

function MyQuizzes() {
  const intl = useIntl();
  const quizzes = useRemote('quizzes', listQuizzes);
  // Finished live games, grouped by quiz (none shown when this read fails: the quizzes still are).
  const liveReports = useRemote('live-reports', listLiveReports);
  const games = liveReports.status === 'success' ? reportsByQuiz(liveReports.data) : new Map<string, LiveReportSummary[]>();
  const [busy, setBusy] = useState<{ id: string; action: 'publish' | 'delete' } | null>(null);
  const [confirm, setConfirm] = useState<QuizDto | null>(null);

  const failToast = (error: unknown, fallback: { id: string; defaultMessage: string }) => {
    const title = intl.formatMessage(fallback);
    const detail = formatError(intl, error, fallback);
    toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
  };

  const publish = async (quiz: QuizDto) => {
    setBusy({ id: quiz.id, action: 'publish' });
    try {
      const answer = await publishQuiz(quiz.id);
      quizzes.update((list) => list.map((item) => (item.id === quiz.id ? { ...item, ...answer.quiz } : item)));
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'quizzes.publish.toast' }),
        description: answer.charged > 0 ? intl.formatMessage({ id: 'quizzes.create.charged' }, { count: answer.charged }) : undefined,
      });
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'quiz/incomplete') {
        toaster.create({
          type: 'error',
          title: intl.formatMessage(PUBLISH_QUIZ_FAILED),
          description: intl.formatMessage({ id: 'quizzes.list.incomplete' }),
        });
      } else failToast(error, PUBLISH_QUIZ_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const remove = async (quiz: QuizDto) => {
    setBusy({ id: quiz.id, action: 'delete' });
    try {
      await deleteQuiz(quiz.id);
      quizzes.update((list) => list.filter((item) => item.id !== quiz.id));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'quizzes.delete.done' }, { title: isolate(quiz.title) }) });
      setConfirm(null);
    } catch (error) {
      failToast(error, DELETE_QUIZ_FAILED);
      setConfirm(null);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="my-quizzes">
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" align={{ base: 'stretch', md: 'flex-end' }}>
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="quizzes.list.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="quizzes.list.subtitle" />
            </Text>
          </Stack>
          <Button asChild colorPalette="brand" data-testid="quiz-new">
            <RouterLink to="/CreateQuiz">
              <LuPlus aria-hidden />
              <FormattedMessage id="quizzes.list.new" />
            </RouterLink>
          </Button>
        </Stack>

        {quizzes.status === 'loading' && (
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {[0, 1, 2].map((item) => (
              <Skeleton key={item} h="44" rounded="lg" />
            ))}
          </SimpleGrid>
        )}
        {quizzes.status === 'error' && (
          <RetryMessage
            message={formatError(intl, quizzes.error, LIST_QUIZZES_FAILED)}
            retryLabel={<FormattedMessage id="quizzes.common.retry" />}
            onRetry={quizzes.reload}
            testId="quiz-list-error"
          />
        )}
        {quizzes.status === 'success' && quizzes.data.length === 0 && (
          <Stack gap="3" align="center" textAlign="center" py="12" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="quiz-list-empty">
            <Text fontWeight="semibold">
              <FormattedMessage id="quizzes.list.emptyTitle" />
            </Text>
            <Text color="fg.muted">
              <FormattedMessage id="quizzes.list.emptyBody" />
            </Text>
          </Stack>
        )}
        {quizzes.status === 'success' && quizzes.data.length > 0 && (
          <SimpleGrid as="ul" columns={{ base: 1, md: 2, xl: 3 }} gap="4" listStyleType="none" m="0" p="0">
            {quizzes.data.map((quiz) => (
              <Box as="li" key={quiz.id}>
                <QuizCard
                  quiz={quiz}
                  games={games.get(quiz.id) ?? []}
                  busy={busy?.id === quiz.id ? busy.action : null}
                  onPublish={() => void publish(quiz)}
                  onDelete={() => setConfirm(quiz)}
                />
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <ConfirmDialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && void remove(confirm)}
        busy={busy?.action === 'delete'}
        title={intl.formatMessage({ id: 'quizzes.delete.title' })}
        body={intl.formatMessage({ id: 'quizzes.delete.body' }, { title: isolate(confirm?.title ?? '') })}
        confirmLabel={intl.formatMessage({ id: 'quizzes.delete.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'quizzes.common.cancel' })}
        testId="quiz-delete-dialog"
      />
    </Container>
  );
}

function QuizCard({
  quiz,
  games,
  busy,
  onPublish,
  onDelete,
}: {
  quiz: QuizDto;
  games: readonly LiveReportSummary[];
  busy: 'publish' | 'delete' | null;
  onPublish: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const published = quiz.status === 'published';
  const inUse = quiz.challenge_count > 0;
  const date = quiz.published_at ?? quiz.updated_at ?? quiz.created_at;
  return (
    <Card.Root h="full" variant="outline" data-testid={`quiz-row-${quiz.id}`} data-status={quiz.status}>
      <Card.Body gap="3" p="4">
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={published ? 'green' : 'gray'} variant="solid">
            <FormattedMessage id={`quizzes.status.${quiz.status}`} />
          </Badge>
          <Badge variant="outline">
            <FormattedMessage id={`quizzes.method.${quiz.method}.title`} />
          </Badge>
          {quiz.generator === 'offline' && (
            <Badge colorPalette="orange" variant="subtle" data-testid={`quiz-offline-${quiz.id}`}>
              <Icon as={LuBot} aria-hidden />
              <FormattedMessage id="quizzes.generate.offlineBadge" />
            </Badge>
          )}
        </HStack>
        <Heading as="h2" size="md" dir="auto" lineClamp={2}>
          {quiz.title}
        </Heading>
        {quiz.description && (
          <Text fontSize="sm" color="fg.muted" dir="auto" lineClamp={2}>
            {quiz.description}
          </Text>
        )}
        <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
          <Text>
            <FormattedMessage id="quizzes.list.questions" values={{ count: quiz.question_count }} />
          </Text>
          <Text aria-hidden>•</Text>
          <Text>
            <FormattedMessage id="quizzes.list.points" values={{ count: quiz.total_points }} />
          </Text>
          <Text aria-hidden>•</Text>
          <Text>
            <FormattedMessage id={`quizzes.difficulty.${quiz.difficulty}`} />
          </Text>
          {inUse && (
            <>
              <Text aria-hidden>•</Text>
              <Text>
                <FormattedMessage id="quizzes.list.inUse" values={{ count: quiz.challenge_count }} />
              </Text>
            </>
          )}
        </HStack>
        {date && (
          <Text fontSize="xs" color="fg.subtle">
            <FormattedMessage
              id={published ? 'quizzes.list.publishedOn' : 'quizzes.list.updatedOn'}
              values={{ date: <FormattedDate value={date} dateStyle="medium" /> }}
            />
          </Text>
        )}
        {games.length > 0 && <LiveGames quizId={quiz.id} games={games} />}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap" p="4" pt="0">
        <Button asChild size="sm" variant="outline" data-testid={`quiz-edit-${quiz.id}`}>
          <RouterLink to={`/CreateQuiz?quizId=${encodeURIComponent(quiz.id)}`}>
            <LuPencilLine aria-hidden />
            <FormattedMessage id={published ? 'quizzes.actions.open' : 'quizzes.actions.edit'} />
          </RouterLink>
        </Button>
        {!published && (
          <Button size="sm" colorPalette="brand" variant="subtle" loading={busy === 'publish'} disabled={busy !== null} onClick={onPublish} data-testid={`quiz-publish-${quiz.id}`}>
            <LuRocket aria-hidden />
            <FormattedMessage id="quizzes.publish.button" />
          </Button>
        )}
        {quiz.question_count > 0 && (
          <Button asChild size="sm" colorPalette="brand" data-testid={`quiz-host-${quiz.id}`}>
            <RouterLink to={hostLivePath(quiz.id)}>
              <LuRadioTower aria-hidden />
              <FormattedMessage id="quizzes.actions.hostLive" />
            </RouterLink>
          </Button>
        )}
        <Button
          size="sm"
          variant="ghost"
          colorPalette="red"
          disabled={busy !== null || inUse}
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'quizzes.actions.deleteNamed' }, { title: isolate(quiz.title) })}
          title={inUse ? intl.formatMessage({ id: 'errors.quiz/in-use' }) : undefined}
          data-testid={`quiz-delete-${quiz.id}`}
        >
          <LuTrash2 aria-hidden />
          <FormattedMessage id="quizzes.actions.delete" />
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

const GAMES_SHOWN = 5;

/** The quiz's finished live games, newest first, each linking to its report. */
function LiveGames({ quizId, games }: { quizId: string; games: readonly LiveReportSummary[] }) {
  return (
    <Stack gap="1" pt="1" borderTopWidth="1px" data-testid={`quiz-live-games-${quizId}`} data-count={games.length}>
      <HStack gap="1" fontSize="sm" fontWeight="semibold">
        <Icon as={LuChartColumn} aria-hidden />
        <Text>
          <FormattedMessage id="quizzes.list.liveGames" values={{ count: games.length }} />
        </Text>
      </HStack>
      <Stack as="ul" listStyleType="none" m="0" p="0" gap="0.5">
        {games.slice(0, GAMES_SHOWN).map((game) => (
          <Box as="li" key={game.session_id} fontSize="sm">
            <Link asChild colorPalette="brand" variant="underline" data-testid={`quiz-live-report-${game.session_id}`}>
              <RouterLink to={`/live/reports/${encodeURIComponent(game.session_id)}`}>
                <FormattedMessage
                  id="quizzes.list.liveReport"
                  values={{ date: game.ended_at ? <FormattedDate value={game.ended_at} dateStyle="medium" timeStyle="short" /> : '' }}
                />
              </RouterLink>
            </Link>
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
