// A wrong code on /otp: the API answers auth/otp-failed with values.attemptsLeft (functions
// services/otp-service.ts); the screen says how many tries are left. Pure, so it unit-tests alone.
import { ApiRequestError } from '@/lib/api-client';

export const OTP_WRONG_CODE = { id: 'auth.otp.wrongCode' } as const;

/** The tries left after a wrong code, or null for any other failure. */
export function attemptsLeftOf(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'auth/otp-failed') return null;
  const left = Number(error.values?.attemptsLeft);
  return error.values?.attemptsLeft !== undefined && Number.isInteger(left) && left >= 0 ? left : null;
}
