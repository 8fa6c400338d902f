// /signup: email, password, confirm password, terms (spec 000 sections 2 and 5). The form is
// checked with the same zod schema as the API, whose issue messages are error codes.
import { Checkbox, Field, Link } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { signupRequestSchema, useSignUp } from '../api/sign-up';
import { AuthFooterLink } from '../components/auth-footer-link';
import { AuthForm, SubmitButton } from '../components/auth-form';
import { AuthLayout } from '../components/auth-layout';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { useAuthForm } from '../lib/use-auth-form';
import { useSignedInDestination } from '../lib/use-signed-in-destination';

const SIGNUP_FAILED = { id: 'auth.signup.failed', defaultMessage: 'Signup failed' };

export default function SignupRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const { values, change, errors, submitting, submit } = useAuthForm({
    initialValues: { email: '', password: '', confirmPassword: '', terms: false },
    schema: signupRequestSchema,
    failed: SIGNUP_FAILED,
    send: async (request) => {
      await signUp(request);
      void navigate('/otp');
    },
  });
  const signedInDestination = useSignedInDestination(submitting);

  if (signedInDestination) return <Navigate to={signedInDestination} replace />;

  return (
    <AuthLayout
      testId="signup-screen"
      title={<FormattedMessage id="auth.signup.title" />}
      subtitle={<FormattedMessage id="auth.signup.subtitle" />}
      footer={
        <AuthFooterLink prompt={<FormattedMessage id="auth.signup.haveAccount" />} to="/login" testId="signup-login-link">
          <FormattedMessage id="auth.signup.loginLink" />
        </AuthFooterLink>
      }
    >
      <AuthForm label={intl.formatMessage({ id: 'auth.signup.title' })} onSubmit={submit} error={errors.formError} errorTestId="signup-error">
        <EmailField
          autoComplete="email"
          value={values.email}
          onChange={(value) => change('email', value)}
          error={errors.fieldError('email')}
          testId="signup-email"
        />
        <NewPasswordFields
          testIdPrefix="signup"
          passwordLabel={<FormattedMessage id="auth.field.password" />}
          values={values}
          onChange={change}
          fieldError={errors.fieldError}
        />
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
        <SubmitButton loading={submitting} loadingText={intl.formatMessage({ id: 'auth.signup.submitting' })} testId="signup-submit">
          <FormattedMessage id="auth.signup.submit" />
        </SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
