// POST /enterprise-teachers {enterprise_id, teacher_id}: a registered teacher joins the centre
// at once. Adding the same teacher again answers the same, unchanged (200 instead of 201).
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { centreInviteId } from '../../domain/centre-invites';
import type { EnterpriseTeacher } from '../../shared/schemas/centre-teachers';
import { centreTeacherRef } from './membership';
import { centreInviteRef, teacherCounts, toEnterpriseTeacher, userProfile } from './teacher-docs';

export interface AddTeacherResult {
  teacher: EnterpriseTeacher;
  created: boolean;
}

export async function addTeacher(who: Caller, centreUid: string, teacherUid: string): Promise<AddTeacherResult> {
  const profile = await userProfile(teacherUid);
  if (!profile) throw new ApiError('centre/user-not-found');
  if (profile.userType !== 'teacher') throw new ApiError('centre/not-a-teacher');
  const ref = centreTeacherRef(centreUid, teacherUid);
  const inviteRef = profile.email ? centreInviteRef(centreInviteId(centreUid, profile.email)) : undefined;
  const { data, created } = await db.runTransaction(async (tx) => {
    const [member, invite] = await Promise.all([tx.get(ref), inviteRef ? tx.get(inviteRef) : undefined]);
    if (member.exists) return { data: member.data()!, created: false };
    const now = Timestamp.now();
    const doc = {
      enterprise_id: centreUid, teacher_id: teacherUid, name: profile.name, email: profile.email,
      added_at: now, added_by: who.uid, via: 'id',
    };
    tx.create(ref, doc);
    // An invitation waiting for this teacher is settled by the direct add.
    if (invite?.exists && invite.get('status') === 'pending') {
      tx.update(invite.ref, { status: 'accepted', teacher_uid: teacherUid, decided_at: now });
    }
    return { data: doc, created: true };
  });
  return { teacher: toEnterpriseTeacher(data, await teacherCounts(centreUid, teacherUid)), created };
}
