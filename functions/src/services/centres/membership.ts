// Who belongs to which training centre (docs/centres.md): centreTeachers/{centreUid}_{teacherUid},
// and the centre a caller acts for. Every centre endpoint starts with centreFor().
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { requireUserTypeOr, type Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { docId } from '../../shared/schemas/common';

/** The centre routers' guard: teachers and students are refused before their input is read. */
export const centresAndAdmins = requireUserTypeOr('centre/centres-only', 'centers', 'administrator');

export const centreTeachersCol = () => db.collection('centreTeachers');
export const centreTeacherRef = (centreUid: string, teacherUid: string) => centreTeachersCol().doc(`${centreUid}_${teacherUid}`);
export const centreRef = (centreUid: string) => db.collection('centres').doc(centreUid);

/** Whether `teacherUid` is one of the centre's teachers (read in the transaction when given). */
export async function isCentreTeacher(centreUid: string, teacherUid: string, tx?: Transaction): Promise<boolean> {
  const ref = centreTeacherRef(centreUid, teacherUid);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists;
}

/** The uids of the centre's teachers. */
export async function centreTeacherIds(centreUid: string): Promise<string[]> {
  const snap = await centreTeachersCol().where('enterprise_id', '==', centreUid).select('teacher_id').get();
  return snap.docs.map((d) => String(d.get('teacher_id')));
}

/** The uids of the centres a teacher belongs to. */
export async function centresOfTeacher(teacherUid: string): Promise<string[]> {
  const snap = await centreTeachersCol().where('teacher_id', '==', teacherUid).select('enterprise_id').get();
  return snap.docs.map((d) => String(d.get('enterprise_id')));
}

/**
 * The centre the caller acts for: a centre acts for itself (naming another is 403
 * centre/not-yours); an administrator names one with `?enterprise=` (or the path's id);
 * everyone else gets 403 centre/centres-only.
 */
export function centreFor(who: Caller, named: unknown): string {
  const given = typeof named === 'string' && named !== '' ? named : undefined;
  if (who.userType === 'centers') {
    if (given !== undefined && given !== who.uid) throw new ApiError('centre/not-yours');
    return who.uid;
  }
  if (who.userType !== 'administrator') throw new ApiError('centre/centres-only');
  if (given === undefined) throw new ApiError('centre/enterprise-required');
  const parsed = docId.safeParse(given);
  if (!parsed.success) throw new ApiError('validation/invalid-id');
  return parsed.data;
}
