// A simple signed-in home (spec 000: the landing page after login for non-teachers):
// a greeting, the live spark balance, and the main destinations.
import { Box, Button, Card, Container, Heading, Icon, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import type { ComponentType } from 'react';
import { LuLayoutDashboard, LuSettings, LuShoppingCart, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { authAtom } from '@/lib/session/auth-state';

const DESTINATIONS: { to: string; icon: ComponentType; title: { id: string }; body: { id: string }; testId: string }[] = [
  { to: '/classroom', icon: LuLayoutDashboard, title: { id: 'home.links.classroom.title' }, body: { id: 'home.links.classroom.body' }, testId: 'home-link-classroom' },
  { to: '/settingProfile', icon: LuSettings, title: { id: 'home.links.settings.title' }, body: { id: 'home.links.settings.body' }, testId: 'home-link-settings' },
  { to: '/pricing', icon: LuShoppingCart, title: { id: 'home.links.pricing.title' }, body: { id: 'home.links.pricing.body' }, testId: 'home-link-pricing' },
];

export default function HomeRoute() {
  const intl = useIntl();
  const { user } = useAtomValue(authAtom);
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

        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {DESTINATIONS.map((item) => (
            <LinkBox as="article" key={item.to}>
              <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.border', shadow: 'sm' }} transition="all 0.2s">
                <Card.Body gap="2" textAlign="start">
                  <Box color="brand.fg">
                    <Icon as={item.icon} boxSize="6" aria-hidden />
                  </Box>
                  <Heading as="h3" size="md">
                    <LinkOverlay asChild>
                      <RouterLink to={item.to} data-testid={item.testId}>
                        <FormattedMessage id={item.title.id} />
                      </RouterLink>
                    </LinkOverlay>
                  </Heading>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id={item.body.id} />
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
