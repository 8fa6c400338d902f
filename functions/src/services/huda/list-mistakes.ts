// GET /huda/instructor/mistakes: the caller's mistakes, newest first.
import { HUDA } from '../../shared/constants';
import type { MistakeDto } from '../../shared/schemas/huda-instructor';
import { mistakesCol, toMistakeDto } from './instructor-store';

export async function listMistakes(uid: string, limit: number = HUDA.instructor.mistakesListLimit): Promise<MistakeDto[]> {
  const snap = await mistakesCol(uid).orderBy('created_at', 'desc').limit(limit).get();
  return snap.docs.map((doc) => toMistakeDto(doc.id, doc.data()));
}
