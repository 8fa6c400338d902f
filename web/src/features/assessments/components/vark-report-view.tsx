// The VARK report (docs/assessments.md 5): the style and what it means, the chart of the four
// scores, study tips, and the way on: mail the report, take the test again. A signed-out
// visitor's kept result says so and offers sign-up and log-in.
import { Alert, Badge, Button, Card, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { VARK_QUESTION_IDS, type LearningStyleKey, type VarkModality } from '@shared/assessment-catalogue';
import type { VarkScores } from '@shared/vark-scoring';
import { lazy } from 'react';
import { LuMail, LuRotateCcw } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ChartCard } from '@/components/charts/chart-card';
import { AuthButtons } from './auth-buttons';
import { ModalityIcon } from './modality-icon';
import { StyleTips } from './style-tips';

// recharts loads with the chart module only, inside the card's Suspense.
const VarkScoreChart = lazy(() => import('./vark-score-chart'));

export interface VarkReportData {
  scores: VarkScores;
  modalities: VarkModality[];
  style: LearningStyleKey;
  /** ISO 8601. */
  takenAt: string;
}

export function VarkReportView({ report, kept }: { report: VarkReportData; kept: boolean }) {
  const intl = useIntl();
  const styleName = intl.formatMessage({ id: `assessments.style.${report.style}.name` });
  const list = report.modalities
    .map((m) => intl.formatMessage({ id: `assessments.modality.${m}` }))
    .join(intl.formatMessage({ id: 'assessments.listSeparator' }));

  return (
    <Stack gap="6" data-testid="vark-report" data-style={report.style}>
      {kept && (
        <Alert.Root status="info" borderRadius="l2" data-testid="vark-report-kept">
          <Alert.Indicator />
          <Alert.Content gap="3" alignItems="flex-start" textAlign="start">
            <Alert.Description>
              <FormattedMessage id="assessments.varkReport.kept" />
            </Alert.Description>
            <AuthButtons testId="vark-report-auth" returnTo="/vark/report" />
          </Alert.Content>
        </Alert.Root>
      )}
      <Card.Root variant="subtle" colorPalette="brand">
        <Card.Body gap="3" textAlign="start">
          <HStack gap="3" fontSize="2xl" color="brand.fg">
            <ModalityIcon modality={report.style} />
            <Heading as="h2" size="xl" data-testid="vark-report-style">
              <FormattedMessage id="assessments.varkReport.styleIs" values={{ style: styleName }} />
            </Heading>
          </HStack>
          <Text fontWeight="medium">
            <FormattedMessage id={`assessments.style.${report.style}.summary`} />
          </Text>
          <Text color="fg.muted">
            <FormattedMessage id={`assessments.style.${report.style}.description`} />
          </Text>
          {report.style === 'multimodal' && (
            <Text data-testid="vark-report-modalities">
              <FormattedMessage id="assessments.varkReport.strongest" values={{ list }} />
            </Text>
          )}
          <Badge alignSelf="flex-start" variant="outline" colorPalette="gray">
            <FormattedMessage id="assessments.varkReport.takenOn" values={{ date: intl.formatDate(report.takenAt, { dateStyle: 'medium' }) }} />
          </Badge>
        </Card.Body>
      </Card.Root>
      <ChartCard
        headingAs="h2"
        testId="vark-chart"
        title={<FormattedMessage id="assessments.varkReport.chartTitle" />}
        description={<FormattedMessage id="assessments.varkReport.chartDescription" values={{ total: VARK_QUESTION_IDS.length }} />}
      >
        <VarkScoreChart scores={report.scores} modalities={report.modalities} />
      </ChartCard>
      <StyleTips style={report.style} modalities={report.modalities} />
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to="/vark/email" data-testid="vark-report-email">
            <LuMail aria-hidden />
            <FormattedMessage id="assessments.varkReport.email" />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/vark" data-testid="vark-report-retake">
            <LuRotateCcw aria-hidden />
            <FormattedMessage id="assessments.varkReport.retake" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
