// The signed-in home (spec 000: the landing page after login; docs/home.md): a greeting, the
// live spark balance, then each role's work from GET /home: students what is due and what they
// left half done, teachers what needs grading, their classes and drafts, centres their area,
// administrators the review queues. Accounts without a role get the main destinations.
// Test ids: home-greeting, home-balance, home-loading, home-error, home-retry; the roles' own
// ids are in components/.
import { Button, Card, Container, Heading, Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuLayoutDashboard, LuSettings, LuShoppingCart, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { HomeSummary } from '@shared/schemas/home';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { RetryAlert } from '@/components/ui/retry-alert';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { useRemote } from '@/lib/use-remote';
import { getHomeSummary, HOME_SUMMARY_FAILED } from '../api/get-home-summary';
import { AdminHome } from '../components/admin-home';
import { CentreHome } from '../components/centre-home';
import { type Destination, DestinationCard } from '../components/destination-card';
import { StudentHome } from '../components/student-home';
import { TeacherHome } from '../components/teacher-home';

const DESTINATIONS: Destination[] = [
  { to: '/classroom', icon: LuLayoutDashboard, title: { id: 'home.links.classroom.title' }, body: { id: 'home.links.classroom.body' }, testId: 'home-link-classroom' },
  { to: '/settingProfile', icon: LuSettings, title: { id: 'home.links.settings.title' }, body: { id: 'home.links.settings.body' }, testId: 'home-link-settings' },
  { to: '/pricing', icon: LuShoppingCart, title: { id: 'home.links.pricing.title' }, body: { id: 'home.links.pricing.body' }, testId: 'home-link-pricing' },
];

export default function HomeRoute() {
  const intl = useIntl();
  const { user, userType } = useAtomValue(authAtom);
  // A new role (chosen or granted) reads the home again.
  const summary = useRemote(user ? `home:${user.id}:${userType ?? ''}` : null, getHomeSummary);
  const firstName = user?.first_name && user.first_name !== '-' ? user.first_name : user?.name?.split(/\s+/)[0];
  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Stack gap="8">
        <Stack gap="1" textAlign="start">
          <Heading as="h2" size={{ base: '2xl', md: '3xl' }} data-testid="home-greeting">
            {firstName && firstName !== '-' ? (
              <FormattedMessage id="home.greeting" values={{ name: <bdi>{firstName}</bdi> }} />
            ) : (
              <FormattedMessage id="home.greetingNoName" />
            )}
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="home.subtitle" />
          </Text>
        </Stack>

        <Card.Root variant="elevated" bgGradient="to-br" gradientFrom="brand.solid" gradientTo={{ _light: 'brand.300', _dark: 'brand.200' }} color="brand.contrast" data-testid="home-balance-card">
          <Card.Body>
            <SparkBalance>
              {(balance, loading) => (
                <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'flex-start', sm: 'center' }} justify="space-between">
                  <Stack gap="1" textAlign="start">
                    <Text fontWeight="medium" opacity={0.9}>
                      <FormattedMessage id="home.balance.title" />
                    </Text>
                    <Skeleton loading={loading} minW="16">
                      <Text fontSize="4xl" fontWeight="bold" lineHeight="1" data-testid="home-balance" data-balance={balance}>
                        <Icon as={LuSparkles} boxSize="7" me="2" verticalAlign="baseline" aria-hidden />
                        {intl.formatMessage({ id: 'home.balance.value' }, { count: balance })}
                      </Text>
                    </Skeleton>
                  </Stack>
                  <Button asChild bg="bg" color="brand.fg" _hover={{ bg: 'bg.muted' }} data-testid="home-buy-sparks">
                    <RouterLink to="/pricing">
                      <FormattedMessage id="home.balance.buy" />
                    </RouterLink>
                  </Button>
                </Stack>
              )}
            </SparkBalance>
          </Card.Body>
        </Card.Root>

        {summary.status === 'loading' && (
          <Stack gap="4" data-testid="home-loading">
            <Skeleton h="32" rounded="lg" />
            <Skeleton h="32" rounded="lg" />
          </Stack>
        )}
        {summary.status === 'error' && (
          <RetryAlert
            testId="home-error"
            retryTestId="home-retry"
            message={formatError(intl, summary.error, HOME_SUMMARY_FAILED)}
            retryLabel={<FormattedMessage id="home.retry" />}
            onRetry={summary.reload}
          />
        )}
        {summary.status === 'success' && <RoleHome summary={summary.data} />}
        {(summary.status === 'error' || summary.data?.role === 'none') && <Destinations />}
      </Stack>
    </Container>
  );
}

function RoleHome({ summary }: { summary: HomeSummary }) {
  switch (summary.role) {
    case 'student':
      return <StudentHome data={summary} />;
    case 'teacher':
      return <TeacherHome data={summary} />;
    case 'centers':
      return <CentreHome data={summary} />;
    case 'administrator':
      return <AdminHome data={summary} />;
    default:
      return null;
  }
}

function Destinations() {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      {DESTINATIONS.map((item) => (
        <DestinationCard key={item.to} item={item} />
      ))}
    </SimpleGrid>
  );
}
