// POST /assessments/vark: score, store and set the profile's learning style (docs/assessments.md 1).
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import type { VarkResult, VarkSubmission } from '../../shared/schemas/assessments';
import { scoreVark } from '../../shared/vark-scoring';
import { existingUser, resultRef, sameAnswers, toVarkResult, userRef } from './assessment-docs';

/**
 * Idempotent per submission_id (the web claims a signed-out result once after sign-in and may
 * retry): the same answers again give the stored result (`created: false`), other answers 409.
 */
export async function submitVark(uid: string, input: VarkSubmission): Promise<{ result: VarkResult; created: boolean }> {
  const ref = resultRef(uid, 'vark', input.submission_id);
  const created = await db.runTransaction(async (tx) => {
    const [stored, user] = await tx.getAll(ref, userRef(uid));
    if (stored!.exists) {
      if (!sameAnswers(stored!.get('answers'), input.answers)) throw new ApiError('assessment/submission-conflict');
      return false;
    }
    existingUser(user!);
    const { scores, modalities, style } = scoreVark(input.answers);
    const now = FieldValue.serverTimestamp();
    tx.create(ref, {
      id: ref.id, uid, kind: 'vark', submission_id: input.submission_id, answers: input.answers,
      scores, modalities, style, created_at: now,
    });
    tx.update(userRef(uid), { learning_style: style, learning_modalities: modalities, learning_style_at: now });
    return true;
  });
  return { result: toVarkResult((await ref.get()).data()!), created };
}
