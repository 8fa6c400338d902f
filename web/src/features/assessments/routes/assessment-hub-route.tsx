// /assessment (docs/assessments.md 5; the landing page's "Assessments"): both tests, what each
// measures, the result when taken (signed out: a VARK result kept on this device), and the
// personality test's cost.
// Test ids: assessment-hub, assessment-hub-vark, assessment-hub-personality (data-taken),
// assessment-hub-vark-result, assessment-hub-personality-result, and the cards' buttons.
import { Badge, Button, Card, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { PERSONALITY_ITEM_IDS, VARK_QUESTION_IDS, type LearningStyleKey } from '@shared/assessment-catalogue';
import { SPARK_COSTS } from '@shared/constants';
import { scoreVark } from '@shared/vark-scoring';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { LuBrain, LuLightbulb, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { learningStyleOf, personalityPalette } from '@/components/sidebar/profile-badges';
import { readPendingVark } from '@/lib/assessments/pending-vark';
import { authAtom } from '@/lib/session/auth-state';
import { AssessmentPage } from '../components/assessment-page';
import { knownType } from '../lib/strengths';

export default function AssessmentHubRoute() {
  const intl = useIntl();
  const { isAuthenticated, user } = useAtomValue(authAtom);
  // Signed in: the profile's codes; signed out: a VARK result kept on this device.
  const style = useMemo<LearningStyleKey | null>(() => {
    if (isAuthenticated) {
      const known = learningStyleOf(user?.learning_style);
      return known && 'key' in known ? known.key : null;
    }
    const pending = readPendingVark();
    return pending ? scoreVark(pending.answers).style : null;
  }, [isAuthenticated, user?.learning_style]);
  const type = isAuthenticated ? knownType(user?.personality_type) : null;

  return (
    <AssessmentPage titleId="assessments.hub.title" subtitle={<FormattedMessage id="assessments.hub.subtitle" />} testId="assessment-hub">
      <Seo title={intl.formatMessage({ id: 'assessments.hub.title' })} description={intl.formatMessage({ id: 'assessments.hub.subtitle' })} path="/assessment" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <HubCard
          testId="assessment-hub-vark"
          icon={<LuLightbulb aria-hidden />}
          titleId="assessments.hub.vark.title"
          body={<FormattedMessage id="assessments.hub.vark.body" values={{ count: VARK_QUESTION_IDS.length }} />}
          price={
            <Badge colorPalette="green" variant="subtle">
              <FormattedMessage id="assessments.hub.vark.free" />
            </Badge>
          }
          result={
            style && (
              <Stack gap="1">
                <Text fontWeight="semibold" data-testid="assessment-hub-vark-result" data-style={style}>
                  <FormattedMessage id="assessments.hub.vark.result" values={{ style: <FormattedMessage id={`assessments.style.${style}.name`} /> }} />
                </Text>
                {!isAuthenticated && (
                  <Text fontSize="sm" color="fg.muted">
                    <FormattedMessage id="assessments.hub.vark.kept" />
                  </Text>
                )}
              </Stack>
            )
          }
          taken={style !== null}
          startId="assessments.hub.vark.start"
          testTo="/vark"
          reportTo="/vark/report"
        />
        <HubCard
          testId="assessment-hub-personality"
          icon={<LuBrain aria-hidden />}
          titleId="assessments.hub.personality.title"
          body={<FormattedMessage id="assessments.hub.personality.body" values={{ count: PERSONALITY_ITEM_IDS.length }} />}
          price={
            <Badge colorPalette="purple" variant="subtle" data-testid="assessment-hub-personality-cost">
              <LuSparkles aria-hidden />
              <FormattedMessage id="assessments.hub.personality.cost" values={{ cost: SPARK_COSTS.mbtiAssessment }} />
            </Badge>
          }
          result={
            type && (
              <Text fontWeight="semibold" data-testid="assessment-hub-personality-result" data-type={type}>
                <FormattedMessage
                  id="assessments.hub.personality.result"
                  values={{
                    type: (
                      <Badge colorPalette={personalityPalette(type)} variant="solid" dir="ltr">
                        {type}
                      </Badge>
                    ),
                  }}
                />
              </Text>
            )
          }
          taken={type !== null}
          startId="assessments.hub.personality.start"
          testTo="/personality-test"
          reportTo="/report"
        />
      </SimpleGrid>
    </AssessmentPage>
  );
}

function HubCard({
  testId,
  icon,
  titleId,
  body,
  price,
  result,
  taken,
  startId,
  testTo,
  reportTo,
}: {
  testId: string;
  icon: ReactNode;
  titleId: string;
  body: ReactNode;
  price: ReactNode;
  result: ReactNode;
  taken: boolean;
  startId: string;
  testTo: string;
  reportTo: string;
}) {
  return (
    <Card.Root variant="outline" data-testid={testId} data-taken={taken}>
      <Card.Header>
        <HStack justify="space-between" gap="3" align="flex-start">
          <HStack gap="2" fontSize="xl" color="brand.fg">
            {icon}
            <Heading as="h2" size="lg" color="fg">
              <FormattedMessage id={titleId} />
            </Heading>
          </HStack>
          {price}
        </HStack>
      </Card.Header>
      <Card.Body gap="4" textAlign="start">
        <Text color="fg.muted">{body}</Text>
        {result}
      </Card.Body>
      <Card.Footer gap="3" flexWrap="wrap">
        {taken ? (
          <>
            <Button asChild colorPalette="brand">
              <RouterLink to={reportTo} data-testid={`${testId}-report`}>
                <FormattedMessage id="assessments.hub.view" />
              </RouterLink>
            </Button>
            <Button asChild variant="outline">
              <RouterLink to={testTo} data-testid={`${testId}-start`}>
                <FormattedMessage id="assessments.hub.retake" />
              </RouterLink>
            </Button>
          </>
        ) : (
          <Button asChild colorPalette="brand">
            <RouterLink to={testTo} data-testid={`${testId}-start`}>
              <FormattedMessage id={startId} />
            </RouterLink>
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
