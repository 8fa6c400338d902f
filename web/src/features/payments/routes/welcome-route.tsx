// /welcome (login-protected): where a successful payment verification lands (spec 000 route
// map). Confetti, the live spark balance, and the ways on: the marketplace, the dashboard,
// more packages.
import { Button, Card, Center, Circle, Heading, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { LuLayoutDashboard, LuPartyPopper, LuSparkles, LuStore } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { celebratePayment } from '../lib/celebrate';

export default function WelcomeRoute() {
  const intl = useIntl();
  // StrictMode's remount stops the first bursts and fires again: one celebration on screen.
  useEffect(() => celebratePayment(), []);

  return (
    <Center minH={{ base: '70vh', md: '75vh' }} px="4" py="10" data-testid="welcome-screen">
      <Stack gap="6" align="center" textAlign="center" maxW="xl" w="full">
        <Circle size="20" bg="brand.subtle" color="brand.fg">
          <Icon as={LuPartyPopper} boxSize="10" aria-hidden />
        </Circle>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="payments.welcome.title" />
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <FormattedMessage id="payments.welcome.subtitle" />
          </Text>
        </Stack>

        <Card.Root variant="outline" w="full" maxW="sm">
          <Card.Body alignItems="center" gap="2">
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="payments.welcome.balance" />
            </Text>
            <SparkBalance>
              {(balance, loading) => (
                <Skeleton loading={loading} minW="24">
                  <Text
                    fontSize="4xl"
                    fontWeight="bold"
                    lineHeight="1"
                    color="brand.fg"
                    data-testid="welcome-balance"
                    data-balance={balance}
                    aria-live="polite"
                  >
                    <Icon as={LuSparkles} boxSize="7" me="2" verticalAlign="baseline" aria-hidden />
                    {intl.formatMessage({ id: 'payments.welcome.balanceValue' }, { count: balance })}
                  </Text>
                </Skeleton>
              )}
            </SparkBalance>
          </Card.Body>
        </Card.Root>

        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w={{ base: 'full', sm: 'auto' }} justify="center">
          <Button asChild colorPalette="brand" data-testid="welcome-market">
            <RouterLink to="/market">
              <LuStore aria-hidden />
              <FormattedMessage id="payments.welcome.market" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" data-testid="welcome-dashboard">
            <RouterLink to="/classroom">
              <LuLayoutDashboard aria-hidden />
              <FormattedMessage id="payments.welcome.dashboard" />
            </RouterLink>
          </Button>
          <Button asChild variant="ghost" data-testid="welcome-pricing">
            <RouterLink to="/pricing">
              <FormattedMessage id="payments.welcome.pricing" />
            </RouterLink>
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
