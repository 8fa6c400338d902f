// /vark and /vark-assessment (docs/assessments.md 1 and 5): the 12 situations one at a time,
// several choices each. Going on with a question unanswered, or finishing with any missing,
// shows the spec's "Please answer all questions before proceeding" (and the first missing one).
// Signed in, the answers are submitted (one submission id per attempt, so a retry is not a new
// result) and the sidebar takes the style at once; signed out, they are scored here and kept on
// this device until sign-up or log-in.
// Test ids: vark-test, vark-progress, vark-question, vark-option-{modality}, vark-unanswered,
// vark-previous, vark-next, vark-finish, vark-error.
import { Alert, Button, Card, Container, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { VARK_QUESTION_IDS, type VarkModality } from '@shared/assessment-catalogue';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { LuArrowLeft, LuArrowRight } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { writePendingVark, type VarkAnswers } from '@/lib/assessments/pending-vark';
import { withLearningStyle } from '@/lib/assessments/session-user';
import { SUBMIT_VARK_FAILED, submitVark } from '@/lib/assessments/submit-vark';
import { authAtom } from '@/lib/session/auth-state';
import { QuestionnaireProgress } from '../components/questionnaire-progress';
import { UnansweredAlert } from '../components/unanswered-alert';
import { VarkQuestion } from '../components/vark-question';
import { answeredCount, firstUnanswered, newSubmissionId, toggleModality } from '../lib/questionnaire';

const TOTAL = VARK_QUESTION_IDS.length;

export default function VarkTestRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { isAuthenticated } = useAtomValue(authAtom);
  const setAuth = useSetAtom(authAtom);
  const [answers, setAnswers] = useState<VarkAnswers>({});
  const [index, setIndex] = useState(0);
  const [missing, setMissing] = useState(false);
  const [submissionId, setSubmissionId] = useState(() => newSubmissionId());
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const questionId = VARK_QUESTION_IDS[index]!;
  const chosen = answers[questionId] ?? [];
  const last = index === TOTAL - 1;

  const toggle = (modality: VarkModality) => {
    setAnswers((current) => toggleModality(current, questionId, modality));
    setMissing(false);
  };

  const go = (next: number) => {
    setIndex(next);
    setMissing(false);
    setError(null);
  };

  const showMissing = () => {
    const first = firstUnanswered(VARK_QUESTION_IDS, answers);
    if (first >= 0) setIndex(first);
    setMissing(true);
  };

  const next = () => {
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    go(index + 1);
  };

  const finish = async () => {
    if (firstUnanswered(VARK_QUESTION_IDS, answers) >= 0) {
      showMissing();
      return;
    }
    setError(null);
    if (!isAuthenticated) {
      writePendingVark({ submission_id: submissionId, answers, taken_at: new Date().toISOString() });
      void navigate('/vark/report');
      return;
    }
    setBusy(true);
    try {
      let result;
      try {
        result = await submitVark({ submission_id: submissionId, answers });
      } catch (caught) {
        // The id was used with other answers (an earlier attempt reached the server): a new one.
        if (!(caught instanceof ApiRequestError && caught.code === 'assessment/submission-conflict')) throw caught;
        const fresh = newSubmissionId();
        setSubmissionId(fresh);
        result = await submitVark({ submission_id: fresh, answers });
      }
      setAuth((state) => withLearningStyle(state, result.style));
      void navigate('/vark/report');
    } catch (caught) {
      if (caught instanceof ApiRequestError && caught.code === 'assessment/unanswered') showMissing();
      else setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="vark-test">
      <Stack gap="6">
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="assessments.vark.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="assessments.vark.intro" />
          </Text>
        </Stack>
        {!isAuthenticated && (
          <Alert.Root status="info" borderRadius="l2" data-testid="vark-signed-out">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="assessments.vark.signedOut" />
            </Alert.Description>
          </Alert.Root>
        )}
        <QuestionnaireProgress
          testId="vark-progress"
          answered={answeredCount(VARK_QUESTION_IDS, answers)}
          total={TOTAL}
          position={<FormattedMessage id="assessments.vark.questionOf" values={{ current: index + 1, total: TOTAL }} />}
        />
        <Card.Root variant="outline">
          <Card.Body>
            <VarkQuestion questionId={questionId} index={index} chosen={chosen} onToggle={toggle} />
          </Card.Body>
        </Card.Root>
        {missing && <UnansweredAlert testId="vark-unanswered" />}
        {error !== null && (
          <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="vark-error">
            <Alert.Indicator />
            <Alert.Description>{formatError(intl, error, SUBMIT_VARK_FAILED)}</Alert.Description>
          </Alert.Root>
        )}
        <HStack justify="space-between" gap="3">
          <Button variant="outline" onClick={() => go(index - 1)} disabled={index === 0 || busy} data-testid="vark-previous">
            <Icon as={LuArrowLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
            <FormattedMessage id="assessments.vark.previous" />
          </Button>
          {last ? (
            <Button colorPalette="brand" onClick={() => void finish()} loading={busy} data-testid="vark-finish">
              <FormattedMessage id="assessments.vark.finish" />
            </Button>
          ) : (
            <Button colorPalette="brand" onClick={next} data-testid="vark-next">
              <FormattedMessage id="assessments.vark.next" />
              <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
            </Button>
          )}
        </HStack>
      </Stack>
    </Container>
  );
}
