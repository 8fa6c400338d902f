// /signup: email, password, confirm password, terms (spec 000 sections 2 and 5). The form is
// checked with the same zod schema as the API, whose issue messages are error codes.
import { Button, Checkbox, Field, Input, Link, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { authAtom } from '@/lib/session/auth-state';
import { signupRequestSchema, useSignUp } from '../api/sign-up';
import { AuthLayout } from '../components/auth-layout';
import { FormAlert } from '../components/form-alert';
import { PasswordInput } from '../components/password-input';
import { destinationAfterSignIn } from '../lib/destination';
import { useFormErrors } from '../lib/use-form-errors';

const SIGNUP_FAILED = { id: 'auth.signup.failed', defaultMessage: 'Signup failed' };

export default function SignupRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { isAuthenticated, tokenCheckComplete, user } = useAtomValue(authAtom);
  const errors = useFormErrors();
  const [values, setValues] = useState({ email: '', password: '', confirmPassword: '', terms: false });
  const [submitting, setSubmitting] = useState(false);

  if (tokenCheckComplete && isAuthenticated && user && !submitting) {
    return <Navigate to={destinationAfterSignIn(user)} replace />;
  }

  const change = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    errors.clearField(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = signupRequestSchema.safeParse(values);
    if (!parsed.success) {
      errors.showValidation(parsed.error.issues);
      return;
    }
    errors.reset();
    setSubmitting(true);
    try {
      await signUp(parsed.data);
      void navigate('/otp');
    } catch (error) {
      errors.showFailure(error, SIGNUP_FAILED);
      setSubmitting(false);
    }
  };

  return (
    <AuthLayout
      testId="signup-screen"
      title={<FormattedMessage id="auth.signup.title" />}
      subtitle={<FormattedMessage id="auth.signup.subtitle" />}
      footer={
        <Text fontSize="sm">
          <FormattedMessage id="auth.signup.haveAccount" />{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/login" data-testid="signup-login-link">
              <FormattedMessage id="auth.signup.loginLink" />
            </RouterLink>
          </Link>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'auth.signup.title' })}>
        <Stack gap="4">
          {errors.formError && <FormAlert testId="signup-error">{errors.formError}</FormAlert>}
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
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              data-testid="signup-email"
            />
            <Field.ErrorText data-testid="signup-email-error">{errors.fieldError('email')}</Field.ErrorText>
          </Field.Root>
          <Field.Root required invalid={!!errors.fieldError('password')}>
            <Field.Label>
              <FormattedMessage id="auth.field.password" />
              <Field.RequiredIndicator />
            </Field.Label>
            <PasswordInput
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              data-testid="signup-password"
            />
            {errors.fieldError('password') ? (
              <Field.ErrorText data-testid="signup-password-error">{errors.fieldError('password')}</Field.ErrorText>
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
              data-testid="signup-confirm"
            />
            <Field.ErrorText data-testid="signup-confirm-error">{errors.fieldError('confirmPassword')}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.fieldError('terms')}>
            <Checkbox.Root
              checked={values.terms}
              onCheckedChange={(details) => change('terms', details.checked === true)}
              colorPalette="brand"
              alignItems="flex-start"
              data-testid="signup-terms"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                <FormattedMessage id="auth.signup.terms" />
              </Checkbox.Label>
            </Checkbox.Root>
            <Link asChild color="brand.fg" fontSize="sm" textDecoration="underline" ms="7">
              <RouterLink to="/terms-of-use" target="_blank" rel="noopener" data-testid="signup-terms-link">
                <FormattedMessage id="auth.signup.readTerms" />
              </RouterLink>
            </Link>
            <Field.ErrorText data-testid="signup-terms-error">{errors.fieldError('terms')}</Field.ErrorText>
          </Field.Root>
          <Button
            type="submit"
            colorPalette="brand"
            size="lg"
            width="full"
            loading={submitting}
            loadingText={intl.formatMessage({ id: 'auth.signup.submitting' })}
            data-testid="signup-submit"
          >
            <FormattedMessage id="auth.signup.submit" />
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
