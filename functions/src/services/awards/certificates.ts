// Reading certificates for the public verification and the PDF download (docs/awards.md,
// "Certificates"): verification is one get of certificateCodes/{code} and one of the award.
import type { DocumentData } from 'firebase-admin/firestore';
import { verifyUrl } from '../../domain/awards/certificate-content';
import { isoTime } from '../../domain/feed-posts';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { AWARDS } from '../../shared/constants';
import type { CertificateVerification } from '../../shared/schemas/awards';
import { appUrl } from '../invitations-mail';
import { consumeLimits } from '../rate-limits';
import { assertCanReadAwardsOf, isAwardsAdmin } from './access';
import { certificatePdf } from './certificate-pdf';
import { awardsCol, certificateCodeRef } from './issue-certificate';

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((s): s is string => typeof s === 'string') : []);

/** The certificate award behind a credential id, or null. */
async function awardOfCode(code: string): Promise<DocumentData | null> {
  const codeSnap = await certificateCodeRef(code).get();
  const awardId = str(codeSnap.get('award_id'));
  if (!awardId) return null;
  const award = (await awardsCol().doc(awardId).get()).data();
  return award?.type === 'certificate' && award.credential_id === code ? award : null;
}

/**
 * GET /awards/certificates/verify/{code}: only what the certificate itself shows. `code` has
 * passed credentialIdSchema; each client address gets AWARDS.verifyPerMinute calls a minute.
 */
export async function verifyCertificate(code: string, address: string): Promise<CertificateVerification> {
  await consumeLimits([{ key: `awards-verify:${address}`, rule: { limit: AWARDS.verifyPerMinute, windowMs: 60_000 } }]);
  const award = await awardOfCode(code);
  if (!award) throw new ApiError('awards/certificate-not-found');
  const revoked = award.status === 'revoked';
  return {
    valid: !revoked,
    status: revoked ? 'revoked' : 'valid',
    certificate: {
      credential_id: code,
      title: str(award.title),
      issuer: str((award.issuer as { name?: unknown } | undefined)?.name),
      learner_name: str(award.learner_name),
      issued_at: isoTime(award.issued_at) ?? new Date(0).toISOString(),
      skills: strings(award.skills),
    },
    revoked_at: revoked ? isoTime(award.revoked_at) : null,
  };
}

/** GET /awards/certificates/{id}/pdf: the owner, their teachers, administrators; a revoked one only to administrators. */
export async function certificatePdfFor(caller: Caller, awardId: string): Promise<{ pdf: Buffer; credentialId: string }> {
  const award = (await awardsCol().doc(awardId).get()).data();
  if (!award || award.type !== 'certificate') throw new ApiError('awards/not-found');
  await assertCanReadAwardsOf(caller, str(award.uid));
  if (award.status === 'revoked' && !isAwardsAdmin(caller)) throw new ApiError('awards/not-found');
  const credentialId = str(award.credential_id);
  const issuedAt = award.issued_at?.toDate?.() ?? new Date();
  const pdf = await certificatePdf({
    learnerName: str(award.learner_name),
    title: str(award.title),
    issuer: str((award.issuer as { name?: unknown } | undefined)?.name),
    issuedAt,
    skills: strings(award.skills),
    credentialId,
    verifyUrl: verifyUrl(appUrl(), credentialId),
    language: award.language === 'ar' ? 'ar' : 'en',
  });
  return { pdf, credentialId };
}
