// /login: email, password, remember me (spec 000 sections 2, 4 and 5). Success goes to /iam
// without a user type, else back to where a guard sent the user from, else the landing page
// by user type. An unverified e-mail goes to /otp (a fresh code was mailed).
import { Button, Checkbox, Field, HStack, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { authAtom } from '@/lib/session/auth-state';
import { loginRequestSchema } from '@shared/schemas/auth';
import { isEmailNotVerified, useLogIn } from '../api/log-in';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { destinationAfterSignIn, fromOfState } from '../lib/destination';
import { useFormErrors } from '../lib/use-form-errors';

const LOGIN_FAILED = { id: 'auth.login.failed', defaultMessage: 'Login failed' };

export default function LoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const logIn = useLogIn();
  const { isAuthenticated, tokenCheckComplete, user } = useAtomValue(authAtom);
  const errors = useFormErrors();
  const [values, setValues] = useState({ email: '', password: '', rememberMe: false });
  const [submitting, setSubmitting] = useState(false);
  const from = fromOfState(location.state);

  if (tokenCheckComplete && isAuthenticated && user && !submitting) {
    return <Navigate to={destinationAfterSignIn(user, from)} replace />;
  }

  const change = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clearField(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse(values);
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    errors.reset();
    setSubmitting(true);
    try {
      const signedIn = await logIn(parsed.data);
      void navigate(destinationAfterSignIn(signedIn, from), { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (isEmailNotVerified(error)) {
        void navigate('/otp', { state: location.state }); // keeps the guard's `from`
        return;
      }
      errors.showFailure(error, LOGIN_FAILED);
    }
  };

  return (
    <AuthLayout
      testId="login-screen"
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      footer={
        <Text fontSize="sm">
          <FormattedMessage id="auth.login.noAccount" />{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/signup" data-testid="login-signup-link">
              <FormattedMessage id="auth.login.signupLink" />
            </RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.login.title' })}>
        <Stack gap="4">
          {errors.formError && <FormAlert testId="login-error">{errors.formError}</FormAlert>}
          <Field.Root required invalid={!!errors.fieldError('email')}>
            <Field.Label>
              <FormattedMessage id="auth.field.email" />
              <Field.RequiredIndicator />
            </Field.Label>
            <Input
              type="email"
              inputMode="email"
              autoComplete="username"
              dir="ltr"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              data-testid="login-email"
            />
            <Field.ErrorText data-testid="login-email-error">{errors.fieldError('email')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.fieldError('password')}>
            <Field.Label>
              <FormattedMessage id="auth.field.password" />
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="current-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              data-testid="login-password"
            />
            <Field.ErrorText data-testid="login-password-error">{errors.fieldError('password')}</Field.ErrorText>
          </Field.Root>
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
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={intl.formatMessage({ id: 'auth.login.submitting' })}
            data-testid="login-submit"
          >
            <FormattedMessage id="auth.login.submit" />
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
