// /login: email, password, remember me (spec 000 sections 2, 4 and 5). Success goes to /iam
// without a user type, else back to where a guard sent the user from, else the landing page
// by user type. An unverified e-mail goes to /otp (a fresh code was mailed).
import { Checkbox, HStack, Link } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { FormTextField } from '@/components/forms/form-text-field';
import { loginRequestSchema } from '@shared/schemas/auth';
import { isEmailNotVerified, useLogIn } from '../api/log-in';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthForm, SubmitButton } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { PasswordInput } from '../components/password-input';
import { destinationAfterSignIn, fromOfState } from '../lib/destination';
import { useAuthForm } from '../lib/use-auth-form';
import { useSignedInDestination } from '../lib/use-signed-in-destination';

const LOGIN_FAILED = { id: 'auth.login.failed', defaultMessage: 'Login failed' };

export default function LoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  const from = fromOfState(location.state);
  const { values, change, errors, submitting, submit } = useAuthForm({
    initialValues: { email: '', password: '', rememberMe: false },
    schema: loginRequestSchema,
    failed: LOGIN_FAILED,
    send: async (request) => {
      const signedIn = await logIn(request);
      void navigate(destinationAfterSignIn(signedIn, from), { replace: true });
    },
    onFailure: (error) => {
      if (!isEmailNotVerified(error)) return false;
      void navigate('/otp', { state: location.state }); // keeps the guard's `from`
      return true;
    },
  });
  const signedInDestination = useSignedInDestination(submitting, from);

  if (signedInDestination) return <Navigate to={signedInDestination} replace />;

  return (
    <AuthLayout
      testId="login-screen"
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      footer={
        <AuthFooterLink prompt={<FormattedMessage id="auth.login.noAccount" />} to="/signup" testId="login-signup-link">
          <FormattedMessage id="auth.login.signupLink" />
        </AuthFooterLink>
      }
    >
      <AuthForm label={intl.formatMessage({ id: 'auth.login.title' })} onSubmit={submit} error={errors.formError} errorTestId="login-error">
        <EmailField
          autoComplete="username"
          value={values.email}
          onChange={(value) => change('email', value)}
          error={errors.fieldError('email')}
          testId="login-email"
        />
        <FormTextField
          label={<FormattedMessage id="auth.field.password" />}
          required
          input={PasswordInput}
          autoComplete="current-password"
          value={values.password}
          onChange={(value) => change('password', value)}
          error={errors.fieldError('password')}
          testId="login-password"
        />
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Checkbox.Root
            checked={values.rememberMe}
            onCheckedChange={(details) => change('rememberMe', details.checked === true)}
            colorPalette="brand"
            data-testid="login-remember"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label fontWeight="normal">
              <FormattedMessage id="auth.login.rememberMe" />
            </Checkbox.Label>
          </Checkbox.Root>
          <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
            <RouterLink to="/forgot" data-testid="login-forgot-link">
              <FormattedMessage id="auth.login.forgotLink" />
            </RouterLink>
          </Link>
        </HStack>
        <SubmitButton loading={submitting} loadingText={intl.formatMessage({ id: 'auth.login.submitting' })} testId="login-submit">
          <FormattedMessage id="auth.login.submit" />
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
