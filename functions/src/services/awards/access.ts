// Who may read a user's awards (docs/awards.md, "Their teachers"): the user, administrators,
// and the teachers of a class where the user has a membership. Everyone else gets the same
// 403, unknown user ids included, so ids cannot be probed.
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';

/** Firestore's getAll takes at most this many references comfortably per call. */
const CLASS_BATCH = 100;

export const isAwardsAdmin = (caller: Caller): boolean => caller.userType === 'administrator';

/** True when `caller` is in teacher_uids of a class where `uid` has a membership. */
async function teachesUser(teacherUid: string, uid: string): Promise<boolean> {
  const memberships = await db.collection('users').doc(uid).collection('memberships').select().get();
  const refs = memberships.docs.map((doc) => db.collection('classes').doc(doc.id));
  for (let i = 0; i < refs.length; i += CLASS_BATCH) {
    const classes = await db.getAll(...refs.slice(i, i + CLASS_BATCH), { fieldMask: ['teacher_uids'] });
    if (classes.some((snap) => {
      const teachers: unknown = snap.get('teacher_uids');
      return Array.isArray(teachers) && teachers.includes(teacherUid);
    })) return true;
  }
  return false;
}

export async function canReadAwardsOf(caller: Caller, uid: string): Promise<boolean> {
  if (caller.uid === uid) return true;
  const profile = await db.collection('users').doc(uid).get();
  if (!profile.exists) return false;
  if (isAwardsAdmin(caller)) return true;
  return teachesUser(caller.uid, uid);
}

/** 403 awards/forbidden unless the caller may read `uid`'s awards. */
export async function assertCanReadAwardsOf(caller: Caller, uid: string): Promise<void> {
  if (!(await canReadAwardsOf(caller, uid))) throw new ApiError('awards/forbidden');
}
