// /vark/email (docs/assessments.md 1 and 5): signed in, mails the VARK report to the account's
// own address (success or the reason it failed, e.g. the hourly limit); signed out, explains
// that reports go to an account's address and offers sign-up or log-in (a kept result is saved
// to the new account).
// Test ids: vark-email-route, vark-email-send, vark-email-sent, vark-email-error,
// vark-email-signed-out, vark-not-taken.
import { Alert, Button, Card, HStack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { LuMail } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { EMAIL_VARK_REPORT_FAILED, emailVarkReport } from '../api/email-vark-report';
import { AssessmentPage } from '../components/assessment-page';
import { AuthButtons } from '../components/auth-buttons';
import { NotTaken } from '../components/not-taken';
import { useVarkReport } from '../hooks/use-vark-report';

export default function VarkEmailRoute() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <AssessmentPage titleId="assessments.varkEmail.title" testId="vark-email-route">
      {isAuthenticated ? <SendReport /> : <SignedOut />}
    </AssessmentPage>
  );
}

function SignedOut() {
  const report = useVarkReport();
  const kept = report.status === 'success' && report.data !== null;
  return (
    <Card.Root variant="outline" data-testid="vark-email-signed-out" data-kept={kept}>
      <Card.Body gap="4" textAlign="start" alignItems="flex-start">
        <Text fontWeight="semibold" fontSize="lg">
          <FormattedMessage id="assessments.varkEmail.signedOutTitle" />
        </Text>
        <Text color="fg.muted">
          <FormattedMessage id={kept ? 'assessments.varkEmail.signedOutBody' : 'assessments.varkEmail.signedOutNoResult'} />
        </Text>
        <AuthButtons testId="vark-email-auth" returnTo="/vark/email" />
        <Button asChild variant="ghost" size="sm" colorPalette="brand">
          <RouterLink to={kept ? '/vark/report' : '/vark'}>
            <FormattedMessage id={kept ? 'assessments.varkEmail.back' : 'assessments.varkReport.take'} />
          </RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}

function SendReport() {
  const intl = useIntl();
  const report = useVarkReport();
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  if (report.status === 'loading') return <PageLoader fullPage={false} />;
  if (report.status === 'error') {
    return (
      <RetryAlert
        message={<FormattedMessage id="assessments.loadFailed" />}
        retryLabel={<FormattedMessage id="assessments.retry" />}
        onRetry={report.reload}
        testId="vark-email-load-error"
        retryTestId="vark-email-retry"
      />
    );
  }
  if (!report.data) return <NotTaken messageId="assessments.varkReport.notTaken" actionId="assessments.varkReport.take" to="/vark" testId="vark-not-taken" />;

  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      const { email } = await emailVarkReport({ language: intl.locale.startsWith('en') ? 'en' : 'ar' });
      setSentTo(email);
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card.Root variant="outline">
      <Card.Body gap="4" textAlign="start" alignItems="flex-start">
        <Text color="fg.muted">
          <FormattedMessage id="assessments.varkEmail.body" />
        </Text>
        {sentTo !== null && (
          <Alert.Root status="success" borderRadius="l2" role="status" data-testid="vark-email-sent">
            <Alert.Indicator />
            <Alert.Description>
              <FormattedMessage id="assessments.varkEmail.sent" values={{ email: <bdi dir="ltr">{sentTo}</bdi> }} />
            </Alert.Description>
          </Alert.Root>
        )}
        {error !== null && (
          <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="vark-email-error">
            <Alert.Indicator />
            <Alert.Description>{formatError(intl, error, EMAIL_VARK_REPORT_FAILED)}</Alert.Description>
          </Alert.Root>
        )}
        <HStack gap="3" wrap="wrap">
          <Button colorPalette="brand" onClick={() => void send()} loading={busy} data-testid="vark-email-send">
            <LuMail aria-hidden />
            <FormattedMessage id="assessments.varkEmail.send" />
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/vark/report" data-testid="vark-email-back">
              <FormattedMessage id="assessments.varkEmail.back" />
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
