// The class at a glance: students, challenges, the average score (with its band) and how much
// of the assigned work has been handed in.
import { Progress, SimpleGrid, Stack } from '@chakra-ui/react';
import { LuClipboardCheck, LuListChecks, LuTarget, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClassOverview } from '@shared/schemas/analytics';
import { useProgressFormat } from '../hooks/use-progress-format';
import { BandBadge } from './band-badge';
import { StatCard } from './stat-card';

export function OverviewCards({ overview }: { overview: ClassOverview }) {
  const intl = useIntl();
  const format = useProgressFormat();
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" data-testid="progress-overview">
      <StatCard
        testId="progress-card-students"
        icon={LuUsers}
        label={<FormattedMessage id="progress.overview.students" />}
        value={format.number(overview.student_count)}
      />
      <StatCard
        testId="progress-card-challenges"
        icon={LuListChecks}
        label={<FormattedMessage id="progress.overview.challenges" />}
        value={format.number(overview.challenge_count)}
        note={<FormattedMessage id="progress.overview.submissions" values={{ count: overview.submission_count }} />}
      />
      <StatCard
        testId="progress-card-average"
        icon={LuTarget}
        label={<FormattedMessage id="progress.overview.average" />}
        value={format.percent(overview.average_percent)}
        note={<BandBadge band={overview.band} testId="progress-card-average-band" />}
      />
      <StatCard
        testId="progress-card-completion"
        icon={LuClipboardCheck}
        label={<FormattedMessage id="progress.overview.completion" />}
        value={format.percent(overview.completion_rate)}
        note={
          <Stack gap="1" align="flex-start">
            <Progress.Root
              value={Math.min(100, Math.max(0, overview.completion_rate))}
              size="xs"
              width="24"
              colorPalette="purple"
              aria-label={intl.formatMessage({ id: 'progress.overview.completion' })}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            {overview.pending_grading > 0 && (
              <FormattedMessage id="progress.overview.pendingGrading" values={{ count: overview.pending_grading }} />
            )}
          </Stack>
        }
      />
    </SimpleGrid>
  );
}
