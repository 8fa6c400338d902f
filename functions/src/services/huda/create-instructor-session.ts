// POST /huda/instructor/sessions: explains the chosen mistakes (default: the latest) and builds
// a practice set, stored in hudaPractice/{id}. One Huda answer (a ticket), given back when the
// model fails; offline it is free. The set's id comes from the caller and request_id, so a
// retried request answers the stored set and takes nothing twice.
import { createHash } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { InstructorMistake } from '../../domain/huda/instructor';
import { ApiError } from '../../lib/http';
import { withKeyLock } from '../../lib/key-lock';
import { HUDA } from '../../shared/constants';
import type { createInstructorSessionRequestSchema, InstructorSession } from '../../shared/schemas/huda-instructor';
import type { z } from 'zod';
import { getPreferences } from '../preferences-repo';
import { explainMistakes, instructorOnline } from './explain-mistakes';
import { mistakesCol, practiceSetsCol, toMistakeDto, toSessionDto } from './instructor-store';
import { returnHudaTicket, takeHudaTicket, type HudaTicket } from './usage';

export const practiceSetId = (uid: string, requestId: string) => createHash('sha256').update(`${uid}\n${requestId}`).digest('hex').slice(0, 24);

async function chosenMistakes(uid: string, ids: readonly string[] | undefined): Promise<InstructorMistake[]> {
  if (!ids) {
    const snap = await mistakesCol(uid).orderBy('created_at', 'desc').limit(HUDA.instructor.mistakesPerSession).get();
    return snap.docs.map((doc) => toMistakeDto(doc.id, doc.data()));
  }
  const unique = [...new Set(ids)];
  const snaps = await Promise.all(unique.map((id) => mistakesCol(uid).doc(id).get()));
  return snaps.filter((snap) => snap.exists).map((snap) => toMistakeDto(snap.id, snap.data()!));
}

export async function createInstructorSession(
  uid: string,
  input: z.output<typeof createInstructorSessionRequestSchema>,
): Promise<{ session: InstructorSession; created: boolean }> {
  const id = practiceSetId(uid, input.request_id);
  const ref = practiceSetsCol().doc(id);
  return withKeyLock(`huda-practice:${id}`, async () => {
    const existing = await ref.get();
    if (existing.exists) return { session: toSessionDto(id, existing.data()!), created: false };
    const mistakes = await chosenMistakes(uid, input.mistake_ids);
    if (mistakes.length === 0) throw new ApiError('huda/no-mistakes');
    const language = input.language ?? (await getPreferences(uid)).language;
    // Offline sessions are free, as offline Huda answers are.
    const ticket: HudaTicket | null = instructorOnline() ? await takeHudaTicket(uid, `instructor-${input.request_id}`) : null;
    try {
      const content = await explainMistakes(mistakes, language);
      await ref
        .create({
          id,
          uid,
          request_id: input.request_id,
          language,
          offline: ticket === null,
          paid_with: ticket?.paidWith ?? null,
          mistake_ids: mistakes.map((m) => m.id),
          explanations: content.explanations,
          questions: content.questions,
          last_score: null,
          created_at: FieldValue.serverTimestamp(),
        })
        .catch((error: unknown) => {
          if ((error as { code?: unknown }).code !== 6) throw error; // 6: ALREADY_EXISTS (another instance wrote it first)
        });
    } catch (error) {
      // Nothing stored, nothing charged: the model failed, or the set could not be written.
      if (ticket) await returnHudaTicket(ticket);
      throw error;
    }
    return { session: toSessionDto(id, (await ref.get()).data()!), created: true };
  });
}
