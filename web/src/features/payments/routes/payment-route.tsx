// /payment?checkout={id}&package={package_id} (docs/market.md step 2): the package being
// bought and HyperPay's COPYandPAY card form. The checkout comes from the pricing page in the
// router state, or from sessionStorage after a reload; without one the visitor goes back to
// the packages. A public-layout route, but only for signed-in users.
import { Box, Button, Card, Container, Heading, HStack, Icon, Separator, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { LuArrowLeft, LuArrowRight, LuLock, LuSparkles, LuTicketX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusScreen } from '@/components/ui/status-screen';
import { localeAtom } from '@/lib/i18n/locale';
import { matchingHandoff, readCheckoutHandoff, type CheckoutHandoff } from '@/lib/payments/checkout-handoff';
import { authAtom } from '@/lib/session/auth-state';
import { PaymentWidget } from '../components/payment-widget';
import { TestCardsHint } from '../components/test-cards-hint';
import { isLocalWidget } from '../lib/test-cards';

export default function PaymentRoute() {
  const { tokenCheckComplete, isAuthenticated } = useAtomValue(authAtom);
  const location = useLocation();
  const [params] = useSearchParams();
  const checkoutId = params.get('checkout');
  const packageId = params.get('package');
  const handoff = useMemo(
    () => matchingHandoff(location.state, checkoutId, packageId) ?? readCheckoutHandoff(checkoutId, packageId),
    [location.state, checkoutId, packageId],
  );

  if (!tokenCheckComplete) return <PageLoader fullPage={false} />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!handoff) return <MissingCheckout />;
  return <PaymentScreen handoff={handoff} />;
}

function BackIcon() {
  const locale = useAtomValue(localeAtom);
  return locale === 'ar' ? <LuArrowRight aria-hidden /> : <LuArrowLeft aria-hidden />;
}

function MissingCheckout() {
  return (
    <StatusScreen
      icon={LuTicketX}
      titleId="payments.missing.title"
      descriptionId="payments.missing.description"
      testId="payment-missing"
      actions={
        <Button asChild colorPalette="brand" data-testid="payment-missing-pricing">
          <RouterLink to="/pricing">
            <FormattedMessage id="payments.backToPricing" />
          </RouterLink>
        </Button>
      }
    />
  );
}

function PaymentScreen({ handoff }: { handoff: CheckoutHandoff }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { checkout, package_name: names } = handoff;
  const name = names ? names[locale] || names.ar || names.en : null;
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} data-testid="payment-screen">
      <Stack gap="6">
        <Stack gap="2" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="payments.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="payments.subtitle" />
          </Text>
        </Stack>

        <Card.Root variant="outline" data-testid="payment-summary" data-package={checkout.package_id}>
          <Card.Body gap="3" textAlign="start">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="payments.summary.label" />
            </Text>
            <HStack justify="space-between" align="flex-start" gap="4" flexWrap="wrap">
              <Stack gap="1">
                <Heading as="h2" size="lg" data-testid="payment-package-name">
                  {name ?? <FormattedMessage id="payments.summary.unnamed" />}
                </Heading>
                <HStack gap="2" color="brand.fg">
                  <Icon as={LuSparkles} boxSize="5" aria-hidden />
                  <Text fontWeight="semibold" data-testid="payment-sparks" data-sparks={checkout.sparks}>
                    {intl.formatMessage({ id: 'payments.summary.sparks' }, { count: checkout.sparks })}
                  </Text>
                </HStack>
              </Stack>
              <Stack gap="0" textAlign="end">
                <Text fontSize="sm" color="fg.muted">
                  <FormattedMessage id="payments.summary.total" />
                </Text>
                <Text fontSize="2xl" fontWeight="bold" data-testid="payment-price" data-amount={checkout.amount}>
                  <FormattedNumber value={Number(checkout.amount)} style="currency" currency={checkout.currency} />
                </Text>
              </Stack>
            </HStack>
          </Card.Body>
        </Card.Root>

        {isLocalWidget(checkout.widget_script_url) && <TestCardsHint />}

        <Card.Root variant="elevated">
          <Card.Header textAlign="start">
            <Heading as="h2" size="md">
              <FormattedMessage id="payments.card.title" />
            </Heading>
          </Card.Header>
          <Card.Body>
            {/* A new checkout gets a fresh widget. */}
            <PaymentWidget
              key={checkout.checkout_id}
              scriptUrl={checkout.widget_script_url}
              packageId={checkout.package_id}
              brands={checkout.brands}
              locale={locale}
            />
          </Card.Body>
          <Separator />
          <Card.Footer pt="4">
            <HStack gap="2" color="fg.muted" fontSize="sm" textAlign="start">
              <Icon as={LuLock} aria-hidden flexShrink={0} />
              <Text>
                <FormattedMessage id="payments.secure" />
              </Text>
            </HStack>
          </Card.Footer>
        </Card.Root>

        <Box>
          <Button asChild variant="ghost" data-testid="payment-cancel">
            <RouterLink to="/pricing">
              <BackIcon />
              <FormattedMessage id="payments.cancel" />
            </RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}
