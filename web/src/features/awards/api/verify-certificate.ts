// GET /awards/certificates/verify/{code} (public, no token) -> the certificate's own facts:
// valid, or revoked with its date; 404 awards/certificate-not-found for an unknown or
// malformed code. The outcome never throws for "not found": the page shows it as a state.
import { credentialIdSchema, type CertificateVerification } from '@shared/schemas/awards';
import { ApiRequestError, apiRequest } from '@/lib/api-client';

export const VERIFY_CERTIFICATE_FAILED = { id: 'awards.errors.verify', defaultMessage: 'Error verifying certificate' };

export type VerifyOutcome =
  | { state: 'valid' | 'revoked'; verification: CertificateVerification }
  | { state: 'unknown'; code: string }
  | { state: 'error'; error: unknown };

/** The code as the server reads it (trimmed, upper case), or null when it cannot be one. */
export function normaliseCredentialId(input: string): string | null {
  const parsed = credentialIdSchema.safeParse(input);
  return parsed.success ? parsed.data : null;
}

/** What a failed call means for the page: not found is an answer, anything else an error. */
export function outcomeOfVerifyError(error: unknown, code: string): VerifyOutcome {
  if (error instanceof ApiRequestError && error.status === 404 && (error.code === 'awards/certificate-not-found' || !error.coded)) {
    return { state: 'unknown', code };
  }
  return { state: 'error', error };
}

export function outcomeOfVerification(verification: CertificateVerification): VerifyOutcome {
  return { state: verification.valid && verification.status === 'valid' ? 'valid' : 'revoked', verification };
}

export async function verifyCertificate(input: string, signal?: AbortSignal): Promise<VerifyOutcome> {
  const code = normaliseCredentialId(input);
  // A code that cannot exist is unknown without asking (the server would answer 404 too).
  if (!code) return { state: 'unknown', code: input.trim() };
  try {
    const answer = await apiRequest<CertificateVerification | { data: CertificateVerification }>(
      'GET',
      `/awards/certificates/verify/${encodeURIComponent(code)}`,
      { anonymous: true, signal },
    );
    // The contract answers the verification itself; a {data} envelope is read the same way.
    return outcomeOfVerification('data' in answer ? answer.data : answer);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return outcomeOfVerifyError(error, code);
  }
}
