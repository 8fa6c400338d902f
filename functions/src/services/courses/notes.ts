// A learner's private notes on a lesson (docs/courses.md, "Lessons"):
// courseNotes/{courseId}_{uid}_{lessonId}, written only through the API; the owner may read
// their own documents (firestore.rules). Anyone the lesson is unlocked for may keep notes.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { learnerContext, openableLesson } from './learn';

export const noteRef = (courseId: string, uid: string, lessonId: string) => db.collection('courseNotes').doc(`${courseId}_${uid}_${lessonId}`);

/** PUT /courses/{courseId}/lessons/{lessonId}/notes: replaces the text (empty clears it). */
export async function saveNotes(who: Caller, courseId: string, lessonId: string, text: string): Promise<{ text: string; updated_at: string }> {
  const ctx = await learnerContext(who, courseId);
  openableLesson(ctx, lessonId);
  const now = Timestamp.now();
  await noteRef(courseId, who.uid, lessonId).set({ uid: who.uid, course_id: courseId, lesson_id: lessonId, text, updated_at: now });
  return { text, updated_at: now.toDate().toISOString() };
}
