import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { code, emailField, requiredString, sixDigitCode } from './common';

const passwordField = z
  .string(code('validation/all-fields-required'))
  .min(1, code('validation/all-fields-required'))
  .min(PASSWORD_MIN_LENGTH, code('validation/password-too-short'))
  .max(128, code('validation/invalid-input'));

const matchingPasswords = <T extends { password: string; confirmPassword: string }>(body: T) =>
  body.password === body.confirmPassword;
/**
 * The mismatch is reported next to the other fields' problems (a short password, a missing
 * e-mail or terms box): `when` runs it whenever both passwords are filled in, not only when the
 * rest of the object is valid, so the form shows every error at once. Server and web share it.
 */
const mismatch = {
  ...code('validation/passwords-mismatch'),
  path: ['confirmPassword'],
  when: ({ value }: { value: unknown }) => {
    const body = (value ?? {}) as { password?: unknown; confirmPassword?: unknown };
    return typeof body.password === 'string' && typeof body.confirmPassword === 'string' && body.confirmPassword !== '';
  },
};

export const signupRequestSchema = z
  .object({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string(code('validation/all-fields-required')).min(1, code('validation/all-fields-required')),
    terms: z.literal(true, code('validation/terms-required')),
  })
  .refine(matchingPasswords, mismatch);
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The password is the one chosen at sign-up (or login): the code verifies only with it. */
export const verifyOtpRequestSchema = z.object({
  email: emailField,
  otp: sixDigitCode,
  password: z.string(code('validation/all-fields-required')).min(1, code('validation/all-fields-required')).max(128, code('validation/invalid-input')),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;
export const resendOtpRequestSchema = z.object({ email: emailField });

export const loginRequestSchema = z.object({
  email: emailField,
  password: z.string(code('validation/all-fields-required')).min(1, code('validation/all-fields-required')),
  rememberMe: z.boolean(code('validation/invalid-input')).optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailField });

/** Finishes a reset link. */
export const resetPasswordRequestSchema = z
  .object({ token: requiredString, password: passwordField, confirmPassword: requiredString })
  .strict()
  .refine(matchingPasswords, mismatch);

/** Changes the password of the signed-in user. */
export const changeOwnPasswordRequestSchema = z
  .object({ currentPassword: requiredString, password: passwordField, confirmPassword: requiredString })
  .strict()
  .refine(matchingPasswords, mismatch);

/** Either finishes a reset link (token) or changes the password of the signed-in user. */
export const changePasswordRequestSchema = z.union([resetPasswordRequestSchema, changeOwnPasswordRequestSchema]);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
