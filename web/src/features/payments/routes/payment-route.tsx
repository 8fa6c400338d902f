// /payment?checkout={id}&package={package_id} (docs/market.md step 2): the package being
// bought and HyperPay's COPYandPAY card form. The checkout comes from the pricing page in the
// router state, or from sessionStorage after a reload; without one the visitor goes back to
// the packages. A public-layout route, but only for signed-in users.
// Before any form, the page asks the server what became of this checkout and whether another
// payment of the user's is still being confirmed (lib/payment-page-view): a pending payment
// shows "being confirmed" with a check-again button instead of a form, a declined card shows
// the decline above the form (try another card), a paid checkout says it is done.
import { Box, Button, Card, Center, Container, Heading, HStack, Icon, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useMemo, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuLock, LuRefreshCw, LuSparkles, LuStore, LuTicketX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { StatusScreen } from '@/components/ui/status-screen';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import {
  clearCheckoutHandoff, matchingHandoff, readCheckoutHandoff, type CheckoutHandoff,
} from '@/lib/payments/checkout-handoff';
import { WELCOME_STATE, grantWelcomePass } from '@/lib/payments/welcome-pass';
import { authAtom } from '@/lib/session/auth-state';
import type { PaymentSummary } from '@shared/schemas/payments';
import { VERIFY_PAYMENT_FAILED, verifyPayment } from '../api/verify-payment';
import { PaymentOutcomePanel } from '../components/payment-outcome-panel';
import { PaymentWidget } from '../components/payment-widget';
import { TestCardsHint } from '../components/test-cards-hint';
import { usePageRestores } from '../hooks/use-page-restores';
import { usePaymentStatus } from '../hooks/use-payment-status';
import { paymentPageView } from '../lib/payment-page-view';
import { outcomeOfAnswer, outcomeOfError } from '../lib/verification-outcome';
import { isLocalWidget } from '../lib/test-cards';

export default function PaymentRoute() {
  const { tokenCheckComplete, isAuthenticated } = useAtomValue(authAtom);
  const location = useLocation();
  const restores = usePageRestores();
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
  // Restored from the back/forward cache (back from the verification screen): start afresh.
  return <PaymentScreen key={restores} handoff={handoff} />;
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

/**
 * Check again: the same verification as the return from HyperPay. Paid: /welcome. Declined or
 * still pending: the page shows it (after reloading the status).
 */
function useCheckAgain(onSettled: () => void) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { user } = useAtomValue(authAtom);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);

  const check = async (payment: PaymentSummary) => {
    if (busy.current || !user) return;
    busy.current = true;
    setChecking(true);
    try {
      const answer = await verifyPayment({
        resourcePath: `/v1/checkouts/${payment.checkout_id}/payment`,
        userId: user.id,
        packageId: payment.package_id,
      });
      if (outcomeOfAnswer(answer).state === 'success') {
        clearCheckoutHandoff();
        grantWelcomePass();
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'payments.verify.success.title' }) });
        void navigate('/welcome', { replace: true, state: WELCOME_STATE });
        return;
      }
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'payments.verify.failed.toast' }) });
    } catch (error) {
      const pending = outcomeOfError(error).state === 'pending';
      toaster.create(
        pending
          ? { type: 'info', title: intl.formatMessage({ id: 'payments.outcome.pending.still' }) }
          : { type: 'error', title: formatError(intl, error, VERIFY_PAYMENT_FAILED) },
      );
    } finally {
      busy.current = false;
      setChecking(false);
    }
    onSettled();
  };

  return { check, checking };
}

function PaymentScreen({ handoff }: { handoff: CheckoutHandoff }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { checkout, package_name: names } = handoff;
  const name = names ? names[locale] || names.ar || names.en : null;
  const paymentStatus = usePaymentStatus(checkout.checkout_id);
  const view = paymentPageView(paymentStatus);
  const { check, checking } = useCheckAgain(paymentStatus.reload);
  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }} data-testid="payment-screen">
      <Stack gap="6" data-testid="payment-view" data-view={view.kind}>
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

        {view.kind === 'pending' && (
          <PaymentOutcomePanel outcome="pending" sparks={view.payment.sparks}>
            <Button
              size="sm"
              colorPalette="orange"
              variant="outline"
              loading={checking}
              loadingText={intl.formatMessage({ id: 'payments.outcome.pending.checking' })}
              onClick={() => void check(view.payment)}
              data-testid="payment-check-again"
              data-checkout={view.payment.checkout_id}
            >
              <LuRefreshCw aria-hidden />
              <FormattedMessage id="payments.outcome.pending.checkAgain" />
            </Button>
          </PaymentOutcomePanel>
        )}

        {view.kind === 'paid' && (
          <PaymentOutcomePanel outcome="paid" sparks={view.payment.sparks}>
            <Button asChild size="sm" colorPalette="green" variant="outline" data-testid="payment-paid-market">
              <RouterLink to="/market">
                <LuStore aria-hidden />
                <FormattedMessage id="payments.welcome.market" />
              </RouterLink>
            </Button>
          </PaymentOutcomePanel>
        )}

        {view.kind === 'form' && view.declined && (
          <PaymentOutcomePanel outcome="declined">
            <Text fontWeight="medium">
              <FormattedMessage id="payments.outcome.declined.tryAnother" />
            </Text>
          </PaymentOutcomePanel>
        )}

        {view.kind === 'loading' && (
          <Center py="6" gap="3" role="status" aria-live="polite" data-testid="payment-status-loading">
            <Spinner size="md" color="brand.solid" aria-hidden />
            <Text color="fg.muted">
              <FormattedMessage id="payments.status.loading" />
            </Text>
          </Center>
        )}

        {view.kind === 'form' && isLocalWidget(checkout.widget_script_url) && <TestCardsHint />}

        {view.kind === 'form' && (
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
        )}

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
