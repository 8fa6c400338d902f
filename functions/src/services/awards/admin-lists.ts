// The administrators' lists behind /admin/awards (docs/awards.md, "API"): every badge
// definition (built-in, custom, inactive and retired ones) and certificates, one by its
// credential id or the newest ones, each with its holder's uid.
import { CREDENTIAL_ID_PATTERN, type AdminCertificateView, type BadgeDefinitionView } from '../../shared/schemas/awards';
import { docId } from '../../shared/schemas/common';
import { awardsCol, toAwardView } from './award-views';
import { certificateCodeRef } from './issue-certificate';
import { loadBadgeDefinitions } from './definitions';
import { definitionViewsFor } from './read-awards';

/** GET /awards/admin/badges: the whole catalogue as the engine sees it (built-ins first). */
export async function allDefinitionsFor(callerUid: string): Promise<BadgeDefinitionView[]> {
  return definitionViewsFor(callerUid, await loadBadgeDefinitions());
}

function toAdminCertificate(id: string, data: FirebaseFirestore.DocumentData): AdminCertificateView | null {
  const view = toAwardView(id, data);
  return view?.type === 'certificate' ? { ...view, uid: typeof data.uid === 'string' ? data.uid : '' } : null;
}

/**
 * GET /awards/admin/certificates: with `code` (any case), the certificate that credential id
 * names (none for a code that cannot exist); else the newest `limit` certificates.
 */
export async function adminCertificates(query: { code?: string; limit: number }): Promise<AdminCertificateView[]> {
  if (query.code !== undefined) {
    const code = query.code.toUpperCase();
    if (!CREDENTIAL_ID_PATTERN.test(code)) return [];
    const awardId = docId.safeParse((await certificateCodeRef(code).get()).get('award_id'));
    if (!awardId.success) return [];
    const snap = await awardsCol().doc(awardId.data).get();
    const view = snap.exists ? toAdminCertificate(snap.id, snap.data()!) : null;
    return view && view.credential_id === code ? [view] : [];
  }
  const snapshot = await awardsCol().where('type', '==', 'certificate').orderBy('created_at', 'desc').limit(query.limit).get();
  return snapshot.docs.flatMap((doc) => toAdminCertificate(doc.id, doc.data()) ?? []);
}
