// GET /huda/instructor/sessions/{id}: the owner's practice set (answers hidden); anyone else
// gets the same 404 as for a set that does not exist.
import type { DocumentData } from 'firebase-admin/firestore';
import { ApiError } from '../../lib/http';
import type { InstructorSession } from '../../shared/schemas/huda-instructor';
import { practiceSetsCol, toSessionDto } from './instructor-store';

export async function readOwnPracticeSet(uid: string, id: string): Promise<DocumentData> {
  const snap = await practiceSetsCol().doc(id).get();
  if (!snap.exists || snap.get('uid') !== uid) throw new ApiError('huda/practice-not-found');
  return snap.data()!;
}

export async function getInstructorSession(uid: string, id: string): Promise<InstructorSession> {
  return toSessionDto(id, await readOwnPracticeSet(uid, id));
}
