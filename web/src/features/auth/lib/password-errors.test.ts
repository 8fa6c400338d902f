// A short password and a mismatching confirmation are both reported, on every form that sets a
// password (the shared schemas, so the server answers the same).
import { describe, expect, it } from 'vitest';
import { changeOwnPasswordRequestSchema, resetPasswordRequestSchema, signupRequestSchema } from '@shared/schemas/auth';
import { fieldErrorCodes } from '@/lib/api-client';

const errorsOf = (result: { success: boolean; error?: { issues: Parameters<typeof fieldErrorCodes>[0] } }) =>
  fieldErrorCodes(result.error?.issues);

describe('new password errors', () => {
  it('sign-up shows the short password and the mismatch, with other problems too', () => {
    expect(errorsOf(signupRequestSchema.safeParse({ email: 'a@b.co', password: 'abc', confirmPassword: 'abd', terms: true }))).toEqual({
      password: 'validation/password-too-short',
      confirmPassword: 'validation/passwords-mismatch',
    });
    expect(errorsOf(signupRequestSchema.safeParse({ email: 'bad', password: 'abc', confirmPassword: 'abd', terms: false }))).toEqual({
      email: 'validation/invalid-email',
      password: 'validation/password-too-short',
      confirmPassword: 'validation/passwords-mismatch',
      terms: 'validation/terms-required',
    });
  });
  it('an empty confirmation says it is required, not that it differs', () => {
    expect(errorsOf(signupRequestSchema.safeParse({ email: 'a@b.co', password: 'abc', confirmPassword: '', terms: true }))).toEqual({
      password: 'validation/password-too-short',
      confirmPassword: 'validation/all-fields-required',
    });
  });
  it('the reset link and the password change show both too', () => {
    expect(errorsOf(resetPasswordRequestSchema.safeParse({ token: 't', password: 'abc', confirmPassword: 'abd' }))).toEqual({
      password: 'validation/password-too-short',
      confirmPassword: 'validation/passwords-mismatch',
    });
    expect(errorsOf(changeOwnPasswordRequestSchema.safeParse({ currentPassword: '', password: 'abc', confirmPassword: 'abd' }))).toEqual({
      currentPassword: 'validation/all-fields-required',
      password: 'validation/password-too-short',
      confirmPassword: 'validation/passwords-mismatch',
    });
  });
  it('matching valid passwords pass, and nothing is loosened', () => {
    expect(signupRequestSchema.safeParse({ email: 'a@b.co', password: 'long-enough-1', confirmPassword: 'long-enough-1', terms: true }).success).toBe(true);
    expect(signupRequestSchema.safeParse({ email: 'a@b.co', password: 'long-enough-1', confirmPassword: 'long-enough-2', terms: true }).success).toBe(false);
  });
});
