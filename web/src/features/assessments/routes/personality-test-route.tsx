// /ptest, /personality-test, /personality-assessment (docs/assessments.md 2 and 5). Signed out:
// what the test is, its cost, and sign-in. Signed in: the 32 pairs in pages of 8, the cost and
// the live balance; going on or submitting with a pair unanswered shows the spec's message.
// Submitting charges 5 sparks once (the submission id is kept for retries of the same answers),
// puts the type in the sidebar at once and opens /report. Short of sparks: how many more are
// needed and a link to /pricing.
// Test ids: personality-test, personality-intro, personality-balance (data-balance),
// personality-item-{id}, personality-{id}-{a|b}, personality-unanswered, personality-next,
// personality-previous, personality-submit, personality-short (balance below the cost),
// personality-insufficient (refused charge), personality-error.
import { Alert, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { PERSONALITY_ITEM_IDS } from '@shared/assessment-catalogue';
import { MBTI_PLACEHOLDER, SPARK_COSTS } from '@shared/constants';
import type { PersonalityAnswer } from '@shared/personality-scoring';
import { useAtomValue, useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { withPersonalityType } from '@/lib/assessments/session-user';
import { authAtom } from '@/lib/session/auth-state';
import { SUBMIT_PERSONALITY_FAILED, submitPersonality } from '../api/submit-personality';
import { AssessmentPage } from '../components/assessment-page';
import { InsufficientSparks } from '../components/insufficient-sparks';
import { PersonalityItem } from '../components/personality-item';
import { QuestionnaireProgress } from '../components/questionnaire-progress';
import { UnansweredAlert } from '../components/unanswered-alert';
import { answeredCount, firstUnanswered, newSubmissionId, pagesOf, sparksNeeded } from '../lib/questionnaire';
import { knownType } from '../lib/strengths';

const PERSONALITY_COST = SPARK_COSTS.mbtiAssessment;
const PAGE_SIZE = 8;
const PAGES = pagesOf(PERSONALITY_ITEM_IDS, PAGE_SIZE);

export default function PersonalityTestRoute() {
  const { isAuthenticated, user } = useAtomValue(authAtom);
  const current = knownType(user?.personality_type);
  return (
    <AssessmentPage titleId="assessments.personality.title" testId="personality-test">
      <Card.Root variant="subtle" data-testid="personality-intro">
        <Card.Body gap="3" textAlign="start">
          <Text>
            <FormattedMessage id="assessments.personality.intro" values={{ count: PERSONALITY_ITEM_IDS.length }} />
          </Text>
          <HStack gap="2" color="purple.fg" fontWeight="medium">
            <LuSparkles aria-hidden />
            <Text>
              <FormattedMessage id="assessments.personality.costNote" values={{ cost: PERSONALITY_COST }} />
            </Text>
          </HStack>
          {isAuthenticated && (
            <SparkBalance>
              {(balance, loading) => (
                <>
                  <Text fontSize="sm" color="fg.muted" data-testid="personality-balance" data-balance={loading ? '' : balance}>
                    <FormattedMessage id="assessments.personality.balance" values={{ balance }} />
                  </Text>
                  {/* Said before the 32 answers, not only when the charge is refused. */}
                  {!loading && balance < PERSONALITY_COST && <InsufficientSparks needed={PERSONALITY_COST - balance} testId="personality-short" />}
                </>
              )}
            </SparkBalance>
          )}
          {current && current !== MBTI_PLACEHOLDER && (
            <Text fontSize="sm" data-testid="personality-current">
              <FormattedMessage id="assessments.personality.current" values={{ type: <bdi dir="ltr">{current}</bdi>, cost: PERSONALITY_COST }} />
            </Text>
          )}
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="assessments.personality.disclaimer" />
          </Text>
        </Card.Body>
      </Card.Root>
      {isAuthenticated ? <Questionnaire /> : <SignedOut />}
    </AssessmentPage>
  );
}

function SignedOut() {
  const navigate = useNavigate();
  return (
    <Stack gap="3" align="flex-start" textAlign="start" data-testid="personality-signed-out">
      <Text>
        <FormattedMessage id="assessments.personality.signedOut" />
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button colorPalette="brand" onClick={() => void navigate('/login', { state: { from: '/ptest' } })} data-testid="personality-login">
          <FormattedMessage id="assessments.auth.logIn" />
        </Button>
        <Button variant="outline" onClick={() => void navigate('/signup', { state: { from: '/ptest' } })} data-testid="personality-signup">
          <FormattedMessage id="assessments.auth.signUp" />
        </Button>
      </HStack>
    </Stack>
  );
}

function Questionnaire() {
  const intl = useIntl();
  const navigate = useNavigate();
  const setAuth = useSetAtom(authAtom);
  const top = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState<Record<string, PersonalityAnswer>>({});
  const [page, setPage] = useState(0);
  const [missing, setMissing] = useState(false);
  const [submissionId, setSubmissionId] = useState(() => newSubmissionId());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const ids = PAGES[page]!;
  const last = page === PAGES.length - 1;

  const turnTo = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  const next = () => {
    if (firstUnanswered(ids, answers) >= 0) {
      setMissing(true);
      return;
    }
    setMissing(false);
    turnTo(page + 1);
  };

  const submit = async () => {
    const first = firstUnanswered(PERSONALITY_ITEM_IDS, answers);
    if (first >= 0) {
      setMissing(true);
      turnTo(Math.floor(first / PAGE_SIZE));
      return;
    }
    setMissing(false);
    setBusy(true);
    setError(null);
    try {
      const answer = await submitPersonality({ submission_id: submissionId, answers });
      setAuth((state) => withPersonalityType(state, answer.data.type));
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'assessments.personality.done' }, { charged: answer.charged, type: `\u2068${answer.data.type}\u2069` }),
      });
      void navigate('/report');
    } catch (caught) {
      setError(caught);
      // Answers another attempt already used: the next try is a new submission.
      if (caught instanceof ApiRequestError && caught.code === 'assessment/submission-conflict') setSubmissionId(newSubmissionId());
    } finally {
      setBusy(false);
    }
  };

  const needed = error === null ? null : sparksNeeded(error, PERSONALITY_COST);
  // The message stays only while this page still has a pair without an answer.
  const showMissing = missing && firstUnanswered(ids, answers) >= 0;

  return (
    <Stack gap="5" ref={top} scrollMarginTop="24">
      <QuestionnaireProgress
        testId="personality-progress"
        answered={answeredCount(PERSONALITY_ITEM_IDS, answers)}
        total={PERSONALITY_ITEM_IDS.length}
        position={<FormattedMessage id="assessments.personality.pageOf" values={{ current: page + 1, total: PAGES.length }} />}
      />
      <Text fontSize="sm" color="fg.muted" textAlign="start">
        <FormattedMessage id="assessments.personality.pick" />
      </Text>
      <Stack gap="6" data-testid="personality-page" data-page={page + 1}>
        {ids.map((id, i) => (
          <PersonalityItem
            key={id}
            itemId={id}
            number={page * PAGE_SIZE + i + 1}
            value={answers[id]}
            missing={showMissing && answers[id] === undefined}
            onChange={(value) => setAnswers((current) => ({ ...current, [id]: value }))}
          />
        ))}
      </Stack>
      {showMissing && <UnansweredAlert testId="personality-unanswered" />}
      {needed !== null && <InsufficientSparks needed={needed} />}
      {error !== null && needed === null && (
        <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="personality-error">
          <Alert.Indicator />
          <Alert.Description>{formatError(intl, error, SUBMIT_PERSONALITY_FAILED)}</Alert.Description>
        </Alert.Root>
      )}
      <HStack justify="space-between" gap="3">
        <Button variant="outline" onClick={() => turnTo(page - 1)} disabled={page === 0 || busy} data-testid="personality-previous">
          <FormattedMessage id="assessments.vark.previous" />
        </Button>
        {last ? (
          <Button colorPalette="brand" onClick={() => void submit()} loading={busy} data-testid="personality-submit">
            <LuSparkles aria-hidden />
            <FormattedMessage id="assessments.personality.submit" values={{ cost: PERSONALITY_COST }} />
          </Button>
        ) : (
          <Button colorPalette="brand" onClick={next} data-testid="personality-next">
            <FormattedMessage id="assessments.vark.next" />
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
