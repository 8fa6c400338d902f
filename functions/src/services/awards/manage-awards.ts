// Administrators revoke, reinstate and remove awards (docs/awards.md, "API"). The award and
// awardStats/{uid} change in one transaction, so the counts and points always match the awards
// that still count; a permanently removed certificate takes its credential code with it (the
// verification then answers unknown).
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { adjustStats, readStoredStats, type CountedAward } from '../../domain/awards/award-stats';
import { CREDENTIAL_ID_PATTERN, type AwardView, type BadgeCategory, type UpdateCertificateInput } from '../../shared/schemas/awards';
import { awardRef, toAwardView } from './award-views';
import { statsRef } from './read-awards';

const codeRef = (credentialId: string) => db.collection('certificateCodes').doc(credentialId);

const countedAs = (d: DocumentData): CountedAward => ({
  type: d.type === 'certificate' ? 'certificate' : 'badge',
  points: typeof d.points === 'number' ? d.points : 0,
  category: typeof d.category === 'string' ? (d.category as BadgeCategory) : null,
});

/** A valid certificate or an active badge (revoked ones no longer count). */
const isCounting = (d: DocumentData) => d.status !== 'revoked';

/** Reads the award and its owner's stats (reads first, as transactions require). */
async function readBoth(t: Transaction, id: string) {
  const snap = await t.get(awardRef(id));
  if (!snap.exists) throw new ApiError('awards/not-found');
  const data = snap.data()!;
  if (data.type !== 'certificate' && data.type !== 'badge') throw new ApiError('awards/not-found');
  const uid = typeof data.uid === 'string' && data.uid ? data.uid : null;
  const stats = uid ? await t.get(statsRef(uid)) : null;
  return { data, uid, stats };
}

/** Writes the owner's counters after the award stops (-1) or starts (+1) counting. */
function writeStats(t: Transaction, uid: string | null, stats: FirebaseFirestore.DocumentSnapshot | null, data: DocumentData, sign: 1 | -1) {
  if (!uid) return;
  const next = adjustStats(readStoredStats(stats?.data()), countedAs(data), sign);
  t.set(statsRef(uid), {
    uid,
    certificates: next.certificates,
    badges: next.badges,
    badge_points: next.badge_points,
    total_points: next.total_points,
    categories: next.categories,
    // Only total_points among the metrics: the others count what ever happened.
    metrics: { total_points: next.metrics.total_points },
    updated_at: FieldValue.serverTimestamp(),
  }, { merge: true });
}

const viewAfter = async (id: string): Promise<AwardView> => {
  const snap = await awardRef(id).get();
  const view = snap.exists ? toAwardView(id, snap.data()!) : null;
  if (!view) throw new ApiError('awards/not-found');
  return view;
};

/** PUT /awards/{certificateId}: revoke (with an optional reason) or reinstate. */
export async function updateCertificate(id: string, input: UpdateCertificateInput): Promise<AwardView> {
  await db.runTransaction(async (t) => {
    const { data, uid, stats } = await readBoth(t, id);
    if (data.type !== 'certificate') throw new ApiError('validation/invalid-input');
    const wasValid = data.status !== 'revoked';
    if (input.status === 'revoked') {
      t.update(awardRef(id), {
        status: 'revoked',
        revoked_at: wasValid ? FieldValue.serverTimestamp() : (data.revoked_at ?? FieldValue.serverTimestamp()),
        revoke_reason: input.revoke_reason || (wasValid ? null : (data.revoke_reason ?? null)),
      });
      if (wasValid) writeStats(t, uid, stats, data, -1);
    } else if (!wasValid) {
      t.update(awardRef(id), { status: 'valid', revoked_at: null, revoke_reason: null });
      writeStats(t, uid, stats, data, 1);
    }
  });
  return viewAfter(id);
}

/**
 * DELETE /awards/{awardId}?permanent=: soft revokes (a certificate or a badge); permanent
 * removes the award (and a certificate's code). Answers the award after a soft delete.
 */
export async function deleteAward(id: string, permanent: boolean): Promise<AwardView | null> {
  await db.runTransaction(async (t) => {
    const { data, uid, stats } = await readBoth(t, id);
    const counting = isCounting(data);
    if (permanent) {
      t.delete(awardRef(id));
      if (data.type === 'certificate' && typeof data.credential_id === 'string' && CREDENTIAL_ID_PATTERN.test(data.credential_id)) {
        t.delete(codeRef(data.credential_id));
      }
    } else if (counting) {
      t.update(awardRef(id), { status: 'revoked', revoked_at: FieldValue.serverTimestamp() });
    }
    if (counting) writeStats(t, uid, stats, data, -1);
  });
  return permanent ? null : viewAfter(id);
}
