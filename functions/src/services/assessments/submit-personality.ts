// POST /assessments/personality: 5 sparks, the result and the profile's type in one transaction
// (docs/assessments.md 2), so a failure charges nothing and a replay charges nothing again.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { withKeyLock } from '../../lib/key-lock';
import { SPARK_COSTS } from '../../shared/constants';
import { scorePersonality } from '../../shared/personality-scoring';
import type { PersonalitySubmission, PersonalitySubmissionAnswer } from '../../shared/schemas/assessments';
import { chargeFeature, getWalletBalances } from '../sparks';
import { existingUser, resultRef, sameAnswers, toPersonalityResult, userRef } from './assessment-docs';

export async function submitPersonality(
  uid: string,
  input: PersonalitySubmission,
): Promise<PersonalitySubmissionAnswer & { created: boolean }> {
  const ref = resultRef(uid, 'personality', input.submission_id);
  // Queued per wallet like every charge: a burst of retries waits its turn instead of contending.
  const charge = await withKeyLock(`wallet:${uid}`, () => db.runTransaction(async (tx) => {
    // Every read before the charge, which reads the wallet and then writes.
    const [stored, user] = await tx.getAll(ref, userRef(uid));
    if (stored!.exists) {
      if (!sameAnswers(stored!.get('answers'), input.answers)) throw new ApiError('assessment/submission-conflict');
      return null;
    }
    existingUser(user!);
    const { counts, strengths, type } = scorePersonality(input.answers);
    const charged = await chargeFeature({ uid, feature: 'mbtiAssessment', operationId: `personality:${input.submission_id}` }, tx);
    const now = FieldValue.serverTimestamp();
    tx.create(ref, {
      id: ref.id, uid, kind: 'personality', submission_id: input.submission_id, answers: input.answers,
      counts, strengths, type, charged: SPARK_COSTS.mbtiAssessment, created_at: now,
    });
    tx.update(userRef(uid), { personality_type: type, personality_type_at: now });
    return charged;
  }, { maxAttempts: 50 }));
  const data = toPersonalityResult((await ref.get()).data()!);
  if (!charge) return { data, charged: 0, balance: (await getWalletBalances(uid)).total, created: false };
  return { data, charged: charge.replayed ? 0 : SPARK_COSTS.mbtiAssessment, balance: charge.balance, created: true };
}
