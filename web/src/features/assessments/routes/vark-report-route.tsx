// /vark/report (docs/assessments.md 5; the sidebar's learning style leads here): the latest
// VARK result, or for a signed-out visitor the one kept on this device; the test when none.
// Test ids: vark-report-route, vark-report (data-style), vark-chart, vark-tips,
// vark-report-kept, vark-report-email, vark-report-retake, vark-not-taken, vark-report-error.
import { FormattedMessage } from 'react-intl';
import { PageLoader } from '@/components/ui/page-loader';
import { RetryAlert } from '@/components/ui/retry-alert';
import { AssessmentPage } from '../components/assessment-page';
import { AuthButtons } from '../components/auth-buttons';
import { NotTaken } from '../components/not-taken';
import { VarkReportView } from '../components/vark-report-view';
import { useVarkReport } from '../hooks/use-vark-report';

export default function VarkReportRoute() {
  const report = useVarkReport();
  return (
    <AssessmentPage titleId="assessments.varkReport.title" testId="vark-report-route">
      {report.status === 'loading' && <PageLoader fullPage={false} />}
      {report.status === 'error' && (
        <RetryAlert
          message={<FormattedMessage id="assessments.loadFailed" />}
          retryLabel={<FormattedMessage id="assessments.retry" />}
          onRetry={report.reload}
          testId="vark-report-error"
          retryTestId="vark-report-retry"
        />
      )}
      {report.status === 'success' && report.data && <VarkReportView report={report.data} kept={report.kept} />}
      {report.status === 'success' && !report.data && (
        <NotTaken messageId="assessments.varkReport.notTaken" actionId="assessments.varkReport.take" to="/vark" testId="vark-not-taken">
          {report.kept && <AuthButtons testId="vark-not-taken-auth" returnTo="/vark/report" />}
        </NotTaken>
      )}
    </AssessmentPage>
  );
}
