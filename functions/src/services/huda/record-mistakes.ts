// Writes a student's mistakes (users/{uid}/mistakes) and clears the ones answered right since.
// Document ids are {source}:{sourceId}:{questionId}, so a retried trigger or a repeated
// practice call writes the same documents again.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { MistakeRecord } from '../../domain/huda/mistakes';
import { mistakesCol } from './instructor-store';

const BATCH = 400;

export async function recordMistakes(write: readonly MistakeRecord[], remove: readonly { uid: string; id: string }[], atMs: number): Promise<void> {
  const createdAt = Timestamp.fromMillis(atMs);
  const ops = [
    ...write.map((mistake) => (batch: FirebaseFirestore.WriteBatch) => batch.set(mistakesCol(mistake.uid).doc(mistake.id), { ...mistake, created_at: createdAt })),
    ...remove.map(({ uid, id }) => (batch: FirebaseFirestore.WriteBatch) => batch.delete(mistakesCol(uid).doc(id))),
  ];
  for (let at = 0; at < ops.length; at += BATCH) {
    const batch = db.batch();
    for (const op of ops.slice(at, at + BATCH)) op(batch);
    await batch.commit();
  }
}
