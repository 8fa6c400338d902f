// /verify-payment/{package_id}?id=...&resourcePath=/v1/checkouts/{id}/payment: where HyperPay
// sends the shopper back (spec 000 section 4, 001 section 4; docs/market.md step 3). Once the
// session check is done it verifies ONCE with GET /hyperpay/verify-payment-plan, then shows
// the result and moves on: /welcome after a success, back one page after a failure or an
// error (delays in PAYMENT_REDIRECT_MS). Public, but the check needs the signed-in user. A
// success grants the pass that /welcome's guard checks (lib/payments/welcome-pass). Before
// going back, a declined or pending payment says what happened and what to do (issue 10
// item 8): try another card, or wait and do not pay again; the payment page says it again.
import { Button, Center, Circle, Heading, Icon, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { LuCircleCheck, LuCircleX, LuHourglass, LuTriangleAlert } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import { clearCheckoutHandoff } from '@/lib/payments/checkout-handoff';
import { WELCOME_STATE, grantWelcomePass } from '@/lib/payments/welcome-pass';
import { authAtom } from '@/lib/session/auth-state';
import { VERIFY_PAYMENT_FAILED, useVerifyPayment } from '../api/verify-payment';
import { PaymentOutcomePanel } from '../components/payment-outcome-panel';
import { creditOfAnswer, outcomeOfAnswer, outcomeOfError, type VerificationOutcome } from '../lib/verification-outcome';

interface Shown {
  outcome: VerificationOutcome;
  /** The line under the title: the credited sparks, or the error's text. */
  detail: string | null;
}

export default function VerifyPaymentRoute() {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const location = useLocation();
  const { id: packageId } = useParams();
  const [params] = useSearchParams();
  const resourcePath = params.get('resourcePath');
  const { tokenCheckComplete, isAuthenticated, user } = useAtomValue(authAtom);
  const userId = user?.id ?? null;
  const verify = useVerifyPayment();
  const [shown, setShown] = useState<Shown | null>(null);
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Runs once, when the session is known (spec: verification runs once).
  useEffect(() => {
    if (started.current || !tokenCheckComplete || !isAuthenticated || !userId) return;
    started.current = true;

    const finish = (outcome: VerificationOutcome, answer?: unknown) => {
      if (!mounted.current) return;
      if (outcome.state === 'success') {
        clearCheckoutHandoff();
        grantWelcomePass(); // /welcome opens only after a verified purchase
        const credit = creditOfAnswer(answer);
        // The server's message is English text: Arabic readers get ours.
        const title = (locale === 'en' && outcome.message) || intl.formatMessage({ id: 'payments.verify.success.title' });
        toaster.create({ type: 'success', title });
        setShown({
          outcome,
          detail: credit ? intl.formatMessage({ id: 'payments.verify.success.credited' }, credit) : null,
        });
      } else if (outcome.state === 'failed') {
        toaster.create({ type: 'error', title: intl.formatMessage({ id: 'payments.verify.failed.toast' }) });
        setShown({ outcome, detail: null });
      } else if (outcome.state === 'pending') {
        // A failed request for the spec (failure toast, back after 5 s); the panel says why.
        toaster.create({ type: 'error', title: formatError(intl, outcome.error, VERIFY_PAYMENT_FAILED) });
        setShown({ outcome, detail: null });
      } else {
        const text = formatError(intl, outcome.error, VERIFY_PAYMENT_FAILED);
        toaster.create({ type: 'error', title: text });
        // The generic text says no more than the title: only a specific reason is repeated.
        setShown({ outcome, detail: text === intl.formatMessage(VERIFY_PAYMENT_FAILED) ? null : text });
      }
    };

    if (!resourcePath || !packageId) {
      finish(outcomeOfError(null));
      return;
    }
    // Not aborted on unmount: the ref above already makes it a single request, even under
    // StrictMode's remount, and the server finishes the payment either way.
    verify({ resourcePath, userId, packageId }).then(
      (answer) => finish(outcomeOfAnswer(answer), answer),
      (error: unknown) => finish(outcomeOfError(error)),
    );
  }, [tokenCheckComplete, isAuthenticated, userId, resourcePath, packageId, verify, intl, locale]);

  // The redirect, once the result is on screen.
  const outcome = shown?.outcome ?? null;
  useEffect(() => {
    if (!outcome) return undefined;
    const timer = setTimeout(() => goOn(outcome, navigate), outcome.delayMs);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!tokenCheckComplete) return <PageLoader />;
  // Signed out (another browser, an expired session): sign in, then come back here.
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;

  return (
    <Center minH="100dvh" px="4" py="10" as="main">
      <Stack
        gap="5"
        align="center"
        textAlign="center"
        maxW="lg"
        role="status"
        aria-live="polite"
        data-testid="verify-status"
        data-state={shown ? shown.outcome.state : 'loading'}
      >
        {shown ? <Result shown={shown} onContinue={() => goOn(shown.outcome, navigate)} /> : <Verifying />}
      </Stack>
    </Center>
  );
}

function goOn(outcome: VerificationOutcome, navigate: ReturnType<typeof useNavigate>): void {
  if (outcome.destination === '/welcome') {
    void navigate('/welcome', { replace: true, state: WELCOME_STATE });
  } else if (window.history.length > 1) {
    void navigate(-1);
  } else {
    void navigate('/pricing', { replace: true }); // opened on its own: nowhere to go back to
  }
}

function Verifying() {
  return (
    <>
      <Spinner size="xl" color="brand.solid" borderWidth="4px" aria-hidden />
      <Heading as="h1" size="xl">
        <FormattedMessage id="payments.verify.loading.title" />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id="payments.verify.loading.description" />
      </Text>
    </>
  );
}

interface Look {
  icon: ComponentType;
  palette: string;
  title: { id: string };
  next: { id: string };
  action: { id: string };
}

const BACK_NEXT = { id: 'payments.verify.back.next' };
const BACK_NOW = { id: 'payments.verify.back.now' };

const LOOKS: Record<VerificationOutcome['state'], Look> = {
  success: {
    icon: LuCircleCheck,
    palette: 'green',
    title: { id: 'payments.verify.success.title' },
    next: { id: 'payments.verify.success.next' },
    action: { id: 'payments.verify.success.continue' },
  },
  failed: { icon: LuCircleX, palette: 'red', title: { id: 'payments.verify.failed.title' }, next: BACK_NEXT, action: BACK_NOW },
  pending: { icon: LuHourglass, palette: 'orange', title: { id: 'payments.verify.pending.title' }, next: BACK_NEXT, action: BACK_NOW },
  error: { icon: LuTriangleAlert, palette: 'orange', title: { id: 'payments.verify.error.title' }, next: BACK_NEXT, action: BACK_NOW },
};

function Result({ shown, onContinue }: { shown: Shown; onContinue: () => void }) {
  const look = LOOKS[shown.outcome.state];
  const success = shown.outcome.state === 'success';
  return (
    <>
      <Circle size="20" bg="colorPalette.subtle" color="colorPalette.fg" colorPalette={look.palette}>
        <Icon as={look.icon} boxSize="10" aria-hidden />
      </Circle>
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }} data-testid="verify-title">
        <FormattedMessage {...look.title} />
      </Heading>
      {shown.outcome.state === 'failed' && <PaymentOutcomePanel outcome="declined" />}
      {shown.outcome.state === 'pending' && <PaymentOutcomePanel outcome="pending" />}
      {shown.detail && (
        <Text color="fg.muted" data-testid="verify-detail">
          {shown.detail}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage {...look.next} />
      </Text>
      <Button colorPalette="brand" variant={success ? 'solid' : 'outline'} onClick={onContinue} data-testid="verify-continue">
        <FormattedMessage {...look.action} />
      </Button>
    </>
  );
}
