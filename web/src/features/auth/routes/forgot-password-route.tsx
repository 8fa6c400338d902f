// /forgot: request a reset link (success sets passwordResetRequested and shows "check your
// mail"); opened from the link (/forgot?token=...) it sets the new password and goes to /login.
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMailCheck } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toaster } from '@/components/ui/toaster';
import { forgotPasswordRequestSchema, useForgotPassword } from '../api/forgot-password';
import { resetPasswordRequestSchema, useResetPassword } from '../api/change-password';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthForm, SubmitButton } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAuthForm } from '../lib/use-auth-form';

const RESET_FAILED = { id: 'auth.forgot.failed', defaultMessage: 'Password reset request failed' };

export default function ForgotPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestLinkForm />;
}

function BackToLogin() {
  return (
    <AuthFooterLink to="/login" testId="forgot-back-login">
      <FormattedMessage id="auth.forgot.backToLogin" />
    </AuthFooterLink>
  );
}

function RequestLinkForm() {
  const intl = useIntl();
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { values, change, errors, submitting, submit } = useAuthForm({
    initialValues: { email: '' },
    schema: forgotPasswordRequestSchema,
    failed: RESET_FAILED,
    send: async ({ email }) => {
      await forgotPassword(email);
      setSentTo(email);
    },
    idleAfterSuccess: true, // "Send again" brings the form back
  });

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
      <AuthForm label={intl.formatMessage({ id: 'auth.forgot.title' })} onSubmit={submit} error={errors.formError} errorTestId="forgot-error">
        <EmailField
          autoComplete="email"
          value={values.email}
          onChange={(value) => change('email', value)}
          error={errors.fieldError('email')}
          testId="forgot-email"
        />
        <SubmitButton loading={submitting} loadingText={intl.formatMessage({ id: 'auth.forgot.submitting' })} testId="forgot-submit">
          <FormattedMessage id="auth.forgot.submit" />
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { values, change, errors, submitting, submit } = useAuthForm({
    initialValues: { password: '', confirmPassword: '' },
    schema: resetPasswordRequestSchema,
    request: (passwords) => ({ token, ...passwords }),
    failed: RESET_FAILED,
    send: async (request) => {
      await resetPassword(request);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'auth.reset.success' }) });
      void navigate('/login', { replace: true });
    },
  });

  return (
    <AuthLayout
      testId="reset-screen"
      title={<FormattedMessage id="auth.reset.title" />}
      subtitle={<FormattedMessage id="auth.reset.subtitle" />}
      footer={
        <AuthFooterLink to="/forgot" testId="reset-new-link">
          <FormattedMessage id="auth.reset.newLink" />
        </AuthFooterLink>
      }
    >
      <AuthForm label={intl.formatMessage({ id: 'auth.reset.title' })} onSubmit={submit} error={errors.formError} errorTestId="reset-error">
        <NewPasswordFields
          testIdPrefix="reset"
          passwordLabel={<FormattedMessage id="auth.field.newPassword" />}
          values={values}
          onChange={change}
          fieldError={errors.fieldError}
        />
        <SubmitButton loading={submitting} loadingText={intl.formatMessage({ id: 'auth.reset.submitting' })} testId="reset-submit">
          <FormattedMessage id="auth.reset.submit" />
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
