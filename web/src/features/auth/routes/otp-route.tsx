// /otp: the 6-digit code mailed at sign-up (or after a login with an unverified e-mail).
// Verification success authenticates and goes to /iam without a user type, else to the
// landing page. The code can be mailed again once a minute.
import { Button, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { readOtpEmail } from '@/lib/session/token-storage';
import { CODE_LENGTH } from '@shared/constants';
import { resendOtpRequestSchema, verifyOtpRequestSchema } from '@shared/schemas/auth';
import { RESEND_COOLDOWN_SECONDS, useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { destinationAfterSignIn, fromOfState } from '../lib/destination';
import { useFormErrors } from '../lib/use-form-errors';

const OTP_FAILED = { id: 'auth.otp.failed', defaultMessage: 'OTP verification failed' };
const RESEND_FAILED = { id: 'auth.otp.resendFailed', defaultMessage: 'Could not send a new code.' };

export default function OtpRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const { isAuthenticated, tokenCheckComplete, user, otpEmail } = useAtomValue(authAtom);
  const errors = useFormErrors();
  const knownEmail = otpEmail ?? readOtpEmail();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [otp, setOtp] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  // A code was mailed just before this screen opened: the first resend waits a minute too.
  const [resendAt, setResendAt] = useState(() => Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((resendAt - now) / 1000));

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [secondsLeft]);

  if (tokenCheckComplete && isAuthenticated && user && !submitting) {
    return <Navigate to={destinationAfterSignIn(user)} replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = verifyOtpRequestSchema.safeParse({ email, otp });
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    errors.reset();
    setSubmitting(true);
    try {
      const signedIn = await verifyOtp(parsed.data);
      void navigate(destinationAfterSignIn(signedIn, fromOfState(location.state)), { replace: true });
    } catch (error) {
      setSubmitting(false);
      errors.showFailure(error, OTP_FAILED);
    }
  };

  const resend = async () => {
    const parsed = resendOtpRequestSchema.safeParse({ email });
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    setResending(true);
    try {
      await resendOtp(parsed.data.email);
      errors.reset();
      setOtp('');
      setResendAt(Date.now() + RESEND_COOLDOWN_SECONDS * 1000);
      setNow(Date.now());
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'auth.otp.resent' }) });
    } catch (error) {
      errors.setFormError(formatError(intl, error, RESEND_FAILED));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthLayout
      testId="otp-screen"
      title={<FormattedMessage id="auth.otp.title" />}
      subtitle={
        knownEmail ? (
          <FormattedMessage
            id="auth.otp.subtitle"
            values={{
              email: (
                <Text as="bdi" fontWeight="semibold" color="fg" data-testid="otp-email-shown">
                  {knownEmail}
                </Text>
              ),
            }}
          />
        ) : (
          <FormattedMessage id="auth.otp.subtitleNoEmail" />
        )
      }
      footer={
        <Text fontSize="sm">
          <FormattedMessage id="auth.otp.wrongEmail" />{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/signup" data-testid="otp-signup-link">
              <FormattedMessage id="auth.otp.signupAgain" />
            </RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.otp.title' })}>
        <Stack gap="4">
          {errors.formError && <FormAlert testId="otp-error">{errors.formError}</FormAlert>}
          {!knownEmail && (
            <Field.Root required invalid={!!errors.fieldError('email')}>
              <Field.Label>
                <FormattedMessage id="auth.field.email" />
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                type="email"
                inputMode="email"
                autoComplete="email"
                dir="ltr"
                value={email}
                onChange={(event) => {
                  setEmail(event.target.value);
                  errors.clearField('email');
                }}
                data-testid="otp-email"
              />
              <Field.ErrorText>{errors.fieldError('email')}</Field.ErrorText>
            </Field.Root>
          )}
          <Field.Root required invalid={!!errors.fieldError('otp')}>
            <Field.Label>
              <FormattedMessage id="auth.otp.codeLabel" />
            </Field.Label>
            <Input
              value={otp}
              onChange={(event) => {
                setOtp(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
                errors.clearField('otp');
              }}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              placeholder="000000"
              dir="ltr"
              textAlign="center"
              fontSize="2xl"
              letterSpacing="0.5em"
              fontFamily="mono"
              size="xl"
              autoFocus
              data-testid="otp-input"
            />
            <Field.ErrorText data-testid="otp-input-error">{errors.fieldError('otp')}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={intl.formatMessage({ id: 'auth.otp.submitting' })}
            data-testid="otp-submit"
          >
            <FormattedMessage id="auth.otp.submit" />
          </Button>
          <HStack justify="center" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="auth.otp.noCode" />
            </Text>
            <Button
              variant="plain"
              size="sm"
              color="brand.fg"
              px="0"
              disabled={secondsLeft > 0 || resending}
              loading={resending}
              onClick={() => void resend()}
              data-testid="otp-resend"
            >
              {secondsLeft > 0 ? (
                <FormattedMessage id="auth.otp.resendIn" values={{ seconds: secondsLeft }} />
              ) : (
                <FormattedMessage id="auth.otp.resend" />
              )}
            </Button>
          </HStack>
        </Stack>
      </form>
    </AuthLayout>
  );
}
