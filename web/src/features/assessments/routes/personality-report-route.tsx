// /report (docs/assessments.md 2 and 5; the sidebar's personality code leads here once taken):
// the latest type with its name and description, the strength of each preference as a bar,
// what each letter means, and study and teamwork advice; the test when not taken.
// Test ids: personality-report (data-type), personality-report-type, personality-strengths,
// personality-strength-{EI|SN|TF|JP}, personality-study, personality-teamwork,
// personality-not-taken, personality-report-error.
import { Badge, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PERSONALITY_DICHOTOMIES } from '@shared/assessment-catalogue';
import type { PersonalityResult } from '@shared/schemas/assessments';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { LuBookOpen, LuRotateCcw, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { personalityPalette } from '@/components/sidebar/profile-badges';
import { PageLoader } from '@/components/ui/page-loader';
import { RetryAlert } from '@/components/ui/retry-alert';
import { authAtom } from '@/lib/session/auth-state';
import { useRemote } from '@/lib/use-remote';
import { getPersonalityResult } from '../api/get-personality-result';
import { AssessmentPage } from '../components/assessment-page';
import { NotTaken } from '../components/not-taken';
import { StrengthBars } from '../components/strength-bars';
import { knownType, strengthRows } from '../lib/strengths';

export default function PersonalityReportRoute() {
  const { user } = useAtomValue(authAtom);
  const report = useRemote(user ? `personality:${user.id}` : null, (signal) => getPersonalityResult(signal));
  return (
    <AssessmentPage titleId="assessments.personalityReport.title" testId="personality-report-route">
      {report.status === 'loading' && <PageLoader fullPage={false} />}
      {report.status === 'error' && (
        <RetryAlert
          message={<FormattedMessage id="assessments.loadFailed" />}
          retryLabel={<FormattedMessage id="assessments.retry" />}
          onRetry={report.reload}
          testId="personality-report-error"
          retryTestId="personality-report-retry"
        />
      )}
      {report.status === 'success' && report.data && knownType(report.data.type) ? (
        <Report result={report.data} />
      ) : (
        report.status === 'success' && (
          <NotTaken messageId="assessments.personalityReport.notTaken" actionId="assessments.personalityReport.take" to="/ptest" testId="personality-not-taken" />
        )
      )}
    </AssessmentPage>
  );
}

function Advice({ icon, titleId, bodyId, testId }: { icon: ReactNode; titleId: string; bodyId: string; testId: string }) {
  return (
    <Card.Root variant="outline" data-testid={testId}>
      <Card.Body gap="2" textAlign="start">
        <Heading as="h2" size="md" display="flex" alignItems="center" gap="2">
          {icon}
          <FormattedMessage id={titleId} />
        </Heading>
        <Text>
          <FormattedMessage id={bodyId} />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

function Report({ result }: { result: PersonalityResult }) {
  const intl = useIntl();
  const type = knownType(result.type)!;
  const letters = type.split('');
  return (
    <Stack gap="6" data-testid="personality-report" data-type={type}>
      <Card.Root variant="subtle" colorPalette={personalityPalette(type)}>
        <Card.Body gap="3" textAlign="start">
          <HStack gap="3" wrap="wrap">
            <Badge colorPalette={personalityPalette(type)} variant="solid" size="lg" fontSize="xl" px="3" py="1" dir="ltr" data-testid="personality-report-type">
              {type}
            </Badge>
            <Heading as="h2" size="xl">
              <FormattedMessage id={`assessments.types.${type}.name`} />
            </Heading>
          </HStack>
          <Text>
            <FormattedMessage id={`assessments.types.${type}.description`} />
          </Text>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" as="ul" listStyleType="none" m="0" p="0">
            {PERSONALITY_DICHOTOMIES.map((d, i) => (
              <HStack as="li" key={d.id} gap="2" align="flex-start">
                <Badge variant="outline" dir="ltr">
                  {letters[i]}
                </Badge>
                <Text fontSize="sm">
                  <FormattedMessage
                    id="assessments.personalityReport.poleLine"
                    values={{
                      name: (
                        <Text as="span" fontWeight="semibold">
                          <FormattedMessage id={`assessments.poles.${letters[i]}.name`} />
                        </Text>
                      ),
                      summary: <FormattedMessage id={`assessments.poles.${letters[i]}.summary`} />,
                    }}
                  />
                </Text>
              </HStack>
            ))}
          </SimpleGrid>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="assessments.personalityReport.takenOn" values={{ date: intl.formatDate(result.created_at, { dateStyle: 'medium' }) }} />
          </Text>
        </Card.Body>
      </Card.Root>
      <StrengthBars rows={strengthRows(result)} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Advice icon={<LuBookOpen aria-hidden />} titleId="assessments.personalityReport.studyTitle" bodyId={`assessments.types.${type}.study`} testId="personality-study" />
        <Advice icon={<LuUsers aria-hidden />} titleId="assessments.personalityReport.teamTitle" bodyId={`assessments.types.${type}.teamwork`} testId="personality-teamwork" />
      </SimpleGrid>
      <Text fontSize="xs" color="fg.muted" textAlign="start">
        <FormattedMessage id="assessments.personality.disclaimer" />
      </Text>
      <HStack>
        <Button asChild variant="outline">
          <RouterLink to="/ptest" data-testid="personality-report-retake">
            <LuRotateCcw aria-hidden />
            <FormattedMessage id="assessments.personalityReport.retake" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
