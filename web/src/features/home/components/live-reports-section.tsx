// The live games a quiz author hosted to the end, latest first, each opening its report
// (/live/reports/{sessionId}). Hidden until there is one.
// Test ids: home-reports (data-count), rows home-report-{sessionId}, links home-report-open-{sessionId}.
import { Button } from '@chakra-ui/react';
import { LuTrophy } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { TeacherHome } from '@shared/schemas/home';
import { HomeRow, HomeSection } from './home-section';

export function LiveReportsSection({ data }: { data: Pick<TeacherHome, 'live_reports'> }) {
  if (data.live_reports.count === 0) return null;
  return (
    <HomeSection
      title={<FormattedMessage id="home.reports.title" />}
      icon={LuTrophy}
      count={data.live_reports.count}
      testId="home-reports"
      allTo="/live/host"
      allLabel={<FormattedMessage id="home.reports.host" />}
    >
      {data.live_reports.items.map((report) => (
        <HomeRow
          key={report.session_id}
          testId={`home-report-${report.session_id}`}
          title={report.quiz_title}
          detail={
            <>
              <FormattedMessage id="home.reports.players" values={{ count: report.player_count }} />
              {report.avg_correct_pct !== null && (
                <>
                  {' · '}
                  <FormattedMessage
                    id="home.reports.correct"
                    values={{ percent: <FormattedNumber value={report.avg_correct_pct / 100} style="percent" maximumFractionDigits={0} /> }}
                  />
                </>
              )}
              {report.ended_at && (
                <>
                  {' · '}
                  <FormattedDate value={report.ended_at} dateStyle="medium" />
                </>
              )}
            </>
          }
          action={
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={`/live/reports/${encodeURIComponent(report.session_id)}`} data-testid={`home-report-open-${report.session_id}`}>
                <FormattedMessage id="home.reports.open" />
              </RouterLink>
            </Button>
          }
        />
      ))}
    </HomeSection>
  );
}
