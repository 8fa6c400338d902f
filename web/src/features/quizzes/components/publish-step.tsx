// Step 5: what will be published (questions, points, a checklist of what is missing), what
// publishing charges (a manual quiz's sparks, once) against the live balance, and the Publish
// button; once published, where to go next: my quizzes, host it live, assign it in a class.
// Test ids: quiz-publish-summary, quiz-check-{questions|complete|title}, quiz-publish-cost
// (data-cost), quiz-publish, quiz-insufficient-sparks, quiz-published, quiz-to-list,
// quiz-host-live, quiz-to-classes.
import { Alert, Box, Button, HStack, Heading, Icon, List, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuCircleX, LuListChecks, LuRadioTower, LuRocket, LuSchool, LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { isolate } from '@/lib/bidi';
import { PUBLISH_QUIZ_FAILED } from '../api/publish-quiz';
import { hostLivePath } from '../lib/builder-steps';
import type { PaidFailure } from '../lib/paid-errors';
import { questionProblems, totals, type EditorQuestion } from '../lib/question-editor';
import { PaidFailureAlert } from './paid-failure-alert';

export function PublishStep({
  quizId,
  published,
  questions,
  title,
  busy,
  cost,
  failure,
  onPublish,
}: {
  quizId: string;
  published: boolean;
  questions: readonly EditorQuestion[];
  title: string;
  busy: boolean;
  /** Sparks publishing charges (a manual quiz not yet paid for), else 0. */
  cost: number;
  /** The last refusal for want of sparks. */
  failure: PaidFailure | null;
  onPublish: () => void;
}) {
  const sum = totals(questions);
  const incomplete = questions.filter((question) => questionProblems(question).length > 0).length;
  const checks = [
    { id: 'questions', ok: questions.length > 0, values: { count: questions.length } },
    { id: 'complete', ok: questions.length > 0 && incomplete === 0, values: { count: incomplete } },
    { id: 'title', ok: title.trim().length > 0, values: {} },
  ];
  const ready = checks.every((check) => check.ok);

  if (published) {
    return (
      <Stack gap="5" align="center" textAlign="center" py="6" data-testid="quiz-published">
        <Icon as={LuRocket} boxSize="12" color="brand.fg" aria-hidden />
        <Heading as="h2" size="xl">
          <FormattedMessage id="quizzes.publish.doneTitle" />
        </Heading>
        <Text color="fg.muted" maxW="lg">
          <FormattedMessage id="quizzes.publish.doneBody" values={{ title: isolate(title), count: sum.count, points: sum.points }} />
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }}>
          <Button asChild colorPalette="brand" data-testid="quiz-host-live">
            <RouterLink to={hostLivePath(quizId)}>
              <LuRadioTower aria-hidden />
              <FormattedMessage id="quizzes.actions.hostLive" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" data-testid="quiz-to-classes">
            <RouterLink to="/classroom/quizzes">
              <LuSchool aria-hidden />
              <FormattedMessage id="quizzes.publish.assign" />
            </RouterLink>
          </Button>
          <Button asChild variant="ghost" data-testid="quiz-to-list">
            <RouterLink to="/quiz">
              <LuListChecks aria-hidden />
              <FormattedMessage id="quizzes.publish.toList" />
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    );
  }

  return (
    <Stack gap="5" data-testid="quiz-publish-summary" data-ready={ready}>
      <Stack gap="1" textAlign="start">
        <Heading as="h2" size="lg">
          <FormattedMessage id="quizzes.publish.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="quizzes.publish.subtitle" />
        </Text>
      </Stack>
      <Box borderWidth="1px" rounded="lg" p="4">
        <Text fontWeight="semibold" dir="auto" mb="2">
          {title.trim() || '—'}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="quizzes.review.totals" values={{ count: sum.count, points: sum.points }} />
        </Text>
      </Box>
      <List.Root variant="plain" gap="2">
        {checks.map((check) => (
          <List.Item key={check.id} data-testid={`quiz-check-${check.id}`} data-ok={check.ok}>
            <List.Indicator asChild color={check.ok ? 'green.600' : 'red.600'}>
              {check.ok ? <LuCircleCheck aria-hidden /> : <LuCircleX aria-hidden />}
            </List.Indicator>
            <FormattedMessage id={`quizzes.publish.check.${check.id}.${check.ok ? 'ok' : 'missing'}`} values={check.values} />
          </List.Item>
        ))}
      </List.Root>
      {cost > 0 && (
        <SparkBalance>
          {(balance, loading) => (
            <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="quiz-publish-cost" data-cost={cost}>
              <Icon as={LuSparkles} color="brand.fg" aria-hidden />
              <Text>
                <FormattedMessage id="quizzes.publish.cost" values={{ count: cost }} />{' '}
                {!loading && <FormattedMessage id="quizzes.method.balance" values={{ count: balance }} />}
              </Text>
            </HStack>
          )}
        </SparkBalance>
      )}
      {failure && <PaidFailureAlert failure={failure} cost={cost} fallback={PUBLISH_QUIZ_FAILED} />}
      {!ready && (
        <Alert.Root status="warning" borderRadius="md">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="quizzes.publish.notReady" />
          </Alert.Description>
        </Alert.Root>
      )}
      <HStack justify="flex-end">
        <Button colorPalette="brand" size="lg" disabled={!ready} loading={busy} onClick={onPublish} data-testid="quiz-publish">
          <LuRocket aria-hidden />
          <FormattedMessage id="quizzes.publish.button" />
        </Button>
      </HStack>
    </Stack>
  );
}
