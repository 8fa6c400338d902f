// /otp: the 6-digit code mailed at sign-up (or after a login with an unverified e-mail).
// Verification success authenticates and goes to /iam without a user type, else to the
// landing page. The code can be mailed again once a minute. A wrong code says how many tries
// are left.
import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { readOtpEmail } from '@/lib/session/token-storage';
import { CODE_LENGTH } from '@shared/constants';
import { resendOtpRequestSchema, verifyOtpRequestSchema } from '@shared/schemas/auth';
import { RESEND_COOLDOWN_SECONDS, useResendOtp } from '../api/resend-otp';
import { useVerifyOtp } from '../api/verify-otp';
import { FormTextField } from '@/components/forms/form-text-field';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthForm, SubmitButton } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { PasswordInput } from '../components/password-input';
import { OTP_WRONG_CODE, attemptsLeftOf } from '../lib/otp-failure';
import { pendingPasswordAtom } from '../lib/pending-password';
import { destinationAfterSignIn, fromOfState } from '../lib/destination';
import { useAuthForm } from '../lib/use-auth-form';
import { useSignedInDestination } from '../lib/use-signed-in-destination';

const OTP_FAILED = { id: 'auth.otp.failed', defaultMessage: 'OTP verification failed' };
const RESEND_FAILED = { id: 'auth.otp.resendFailed', defaultMessage: 'Could not send a new code.' };

export default function OtpRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const verifyOtp = useVerifyOtp();
  const resendOtp = useResendOtp();
  const { otpEmail } = useAtomValue(authAtom);
  const knownEmail = otpEmail ?? readOtpEmail();
  const [pendingPassword, setPendingPassword] = useAtom(pendingPasswordAtom);
  // Read once: the field stays when the user typed the password here themselves.
  const [askPassword] = useState(() => pendingPassword === null);
  const { values, change, errors, submitting, submit } = useAuthForm({
    initialValues: { email: knownEmail ?? '', otp: '', password: pendingPassword ?? '' },
    schema: verifyOtpRequestSchema,
    failed: OTP_FAILED,
    onFailure: (error, formErrors) => {
      const attemptsLeft = attemptsLeftOf(error);
      if (attemptsLeft === null) return false;
      formErrors.setFormError(intl.formatMessage(OTP_WRONG_CODE, { attemptsLeft }));
      return true;
    },
    send: async (request) => {
      const signedIn = await verifyOtp(request);
      setPendingPassword(null);
      void navigate(destinationAfterSignIn(signedIn, fromOfState(location.state)), { replace: true });
    },
  });
  const signedInDestination = useSignedInDestination(submitting);
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

  if (signedInDestination) return <Navigate to={signedInDestination} replace />;

  const resend = async () => {
    const parsed = resendOtpRequestSchema.safeParse({ email: values.email });
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    setResending(true);
    try {
      await resendOtp(parsed.data.email);
      errors.reset();
      change('otp', '');
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
        <AuthFooterLink prompt={<FormattedMessage id="auth.otp.wrongEmail" />} to="/signup" testId="otp-signup-link">
          <FormattedMessage id="auth.otp.signupAgain" />
        </AuthFooterLink>
      }
    >
      <AuthForm label={intl.formatMessage({ id: 'auth.otp.title' })} onSubmit={submit} error={errors.formError} errorTestId="otp-error">
        {!knownEmail && (
          <EmailField
            autoComplete="email"
            value={values.email}
            onChange={(value) => change('email', value)}
            error={errors.fieldError('email')}
            testId="otp-email"
          />
        )}
        {askPassword && (
          <FormTextField
            label={<FormattedMessage id="auth.otp.passwordLabel" />}
            helper={<FormattedMessage id="auth.otp.passwordHelp" />}
            required
            input={PasswordInput}
            autoComplete="current-password"
            value={values.password}
            onChange={(value) => change('password', value)}
            error={errors.fieldError('password')}
            testId="otp-password"
          />
        )}
        {/* Not a FormTextField: the code box has its own look and no required marker. */}
        <Field.Root required invalid={!!errors.fieldError('otp')}>
          <Field.Label>
            <FormattedMessage id="auth.otp.codeLabel" />
          </Field.Label>
          <Input
            value={values.otp}
            onChange={(event) => change('otp', event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH))}
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
        <SubmitButton loading={submitting} loadingText={intl.formatMessage({ id: 'auth.otp.submitting' })} testId="otp-submit">
          <FormattedMessage id="auth.otp.submit" />
        </SubmitButton>
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
      </AuthForm>
    </AuthLayout>
  );
}
