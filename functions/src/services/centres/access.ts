// Deactivated learners (docs/centres.md, PUT /training-centre/students/{id}/access): a
// centreBlocks/{centre}_{student} document shuts the student out of the centre's courses.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';

export const centreBlockRef = (centre: string, student: string) => db.collection('centreBlocks').doc(`${centre}_${student}`);

/**
 * 403 centre/access-deactivated when the centre deactivated `uid`; nothing for a course of no
 * centre. Read in `tx` when given (before any of its writes).
 */
export async function assertCentreAccess(tx: Transaction | undefined, enterprise: unknown, uid: string): Promise<void> {
  if (typeof enterprise !== 'string' || enterprise === '') return;
  const ref = centreBlockRef(enterprise, uid);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (snap.exists) throw new ApiError('centre/access-deactivated');
}
