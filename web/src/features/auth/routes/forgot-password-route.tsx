// /forgot: request a reset link (success sets passwordResetRequested and shows "check your
// mail"); opened from the link (/forgot?token=...) it sets the new password and goes to /login.
import { Button, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuMailCheck } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { forgotPasswordRequestSchema, useForgotPassword } from '../api/forgot-password';
import { resetPasswordRequestSchema, useResetPassword } from '../api/change-password';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { useFormErrors } from '../lib/use-form-errors';

const RESET_FAILED = { id: 'auth.forgot.failed', defaultMessage: 'Password reset request failed' };

export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestLinkForm />;
}

function BackToLogin() {
  return (
    <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
      <RouterLink to="/login" data-testid="forgot-back-login">
        <FormattedMessage id="auth.forgot.backToLogin" />
      </RouterLink>
    </Link>
  );
}

function RequestLinkForm() {
  const intl = useIntl();
  const forgotPassword = useForgotPassword();
  const errors = useFormErrors();
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordRequestSchema.safeParse({ email });
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    errors.reset();
    setSubmitting(true);
    try {
      await forgotPassword(parsed.data.email);
      setSentTo(parsed.data.email);
    } catch (error) {
      errors.showFailure(error, RESET_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  if (sentTo) {
    return (
      <AuthLayout testId="forgot-screen" title={<FormattedMessage id="auth.forgot.sentTitle" />} footer={<BackToLogin />}>
        <Stack gap="4" align="center" textAlign="center" data-testid="forgot-sent" role="status">
          <LuMailCheck size="48" aria-hidden />
          <Text>
            <FormattedMessage
              id="auth.forgot.sentBody"
              values={{ email: <bdi>{sentTo}</bdi>, minutes: 10 }}
            />
          </Text>
          <Button variant="outline" onClick={() => setSentTo(null)} data-testid="forgot-send-again">
            <FormattedMessage id="auth.forgot.sendAgain" />
          </Button>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      testId="forgot-screen"
      title={<FormattedMessage id="auth.forgot.title" />}
      subtitle={<FormattedMessage id="auth.forgot.subtitle" />}
      footer={<BackToLogin />}
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.forgot.title' })}>
        <Stack gap="4">
          {errors.formError && <FormAlert testId="forgot-error">{errors.formError}</FormAlert>}
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
              data-testid="forgot-email"
            />
            <Field.ErrorText data-testid="forgot-email-error">{errors.fieldError('email')}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={intl.formatMessage({ id: 'auth.forgot.submitting' })}
            data-testid="forgot-submit"
          >
            <FormattedMessage id="auth.forgot.submit" />
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const errors = useFormErrors();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [submitting, setSubmitting] = useState(false);

  const change = (name: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clearField(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = resetPasswordRequestSchema.safeParse({ token, ...values });
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    errors.reset();
    setSubmitting(true);
    try {
      await resetPassword(parsed.data);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'auth.reset.success' }) });
      void navigate('/login', { replace: true });
    } catch (error) {
      setSubmitting(false);
      errors.showFailure(error, RESET_FAILED);
    }
  };

  return (
    <AuthLayout
      testId="reset-screen"
      title={<FormattedMessage id="auth.reset.title" />}
      subtitle={<FormattedMessage id="auth.reset.subtitle" />}
      footer={
        <Link asChild color="brand.fg" fontWeight="semibold" fontSize="sm">
          <RouterLink to="/forgot" data-testid="reset-new-link">
            <FormattedMessage id="auth.reset.newLink" />
          </RouterLink>
        </Link>
      }
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.reset.title' })}>
        <Stack gap="4">
          {errors.formError && <FormAlert testId="reset-error">{errors.formError}</FormAlert>}
          <Field.Root required invalid={!!errors.fieldError('password')}>
            <Field.Label>
              <FormattedMessage id="auth.field.newPassword" />
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              data-testid="reset-password"
            />
            {errors.fieldError('password') ? (
              <Field.ErrorText data-testid="reset-password-error">{errors.fieldError('password')}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                <FormattedMessage id="auth.field.password.help" />
              </Field.HelperText>
            )}
          </Field.Root>
          <Field.Root required invalid={!!errors.fieldError('confirmPassword')}>
            <Field.Label>
              <FormattedMessage id="auth.field.confirmPassword" />
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={(event) => change('confirmPassword', event.target.value)}
              data-testid="reset-confirm"
            />
            <Field.ErrorText data-testid="reset-confirm-error">{errors.fieldError('confirmPassword')}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={intl.formatMessage({ id: 'auth.reset.submitting' })}
            data-testid="reset-submit"
          >
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
