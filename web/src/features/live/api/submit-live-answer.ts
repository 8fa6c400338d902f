// A player's answer: one document written straight to Firestore, create only, stamped with the
// server's time (docs/live.md "Client recipe"; the rules check every field).
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { liveAnswerId } from '@shared/schemas/live';
import { db } from '@/lib/firebase';

export type LiveAnswerValue = string | boolean | string[];

export const ANSWER_FAILED = { id: 'live.answer.failed', defaultMessage: 'Your answer was not accepted. Time may be up.' };

export function liveAnswerRef(sessionId: string, questionIndex: number, uid: string) {
  return doc(db, 'liveSessions', sessionId, 'answers', liveAnswerId(questionIndex, uid));
}

export async function submitLiveAnswer(sessionId: string, questionIndex: number, uid: string, answer: LiveAnswerValue): Promise<void> {
  await setDoc(liveAnswerRef(sessionId, questionIndex, uid), {
    uid,
    question_index: questionIndex,
    answer,
    received_at: serverTimestamp(),
  });
}
