// POST /auth/resend-otp: mails a fresh code (the server allows one a minute).
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { OTP } from '@shared/constants';

/** Seconds the resend button waits after a code was sent. */
export const RESEND_COOLDOWN_SECONDS = OTP.resendCooldownMs / 1000;

export function resendOtp(email: string): Promise<{ status: 'success' }> {
  return apiRequest('POST', '/auth/resend-otp', { body: { email }, anonymous: true });
}

export function useResendOtp(): (email: string) => Promise<void> {
  return useCallback(async (email) => {
    await resendOtp(email);
  }, []);
}
