// The invited teacher's side (/centre-invitations, teachers only): the invitations waiting for
// their verified address, accepting (they join the centre, via 'email'), declining, and leaving
// a centre. Answering twice the same way answers the same.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { normaliseInviteEmail } from '../../domain/centre-invites';
import type { TeacherCentresView, TeacherInvitation } from '../../shared/schemas/centre-teachers';
import { centresOfTeacher, centreTeacherRef } from './membership';
import { removeTeacher } from './remove-teacher';
import { centreIdentity, centreInviteRef, centreInvitesCol, toTeacherInvitation, userProfile } from './teacher-docs';

/** Only teachers answer centre invitations (403 centre/teachers-only for everyone else). */
export function requireTeacher(who: Caller): void {
  if (who.userType !== 'teacher') throw new ApiError('centre/teachers-only');
}

const callerEmail = (who: Caller) => normaliseInviteEmail(who.email);

export async function listTeacherInvitations(who: Caller): Promise<TeacherCentresView> {
  const email = callerEmail(who);
  const [invites, centreIds] = await Promise.all([
    email ? centreInvitesCol().where('email', '==', email).where('status', '==', 'pending').get() : undefined,
    centresOfTeacher(who.uid),
  ]);
  const invitations = (invites?.docs ?? [])
    .map((doc) => toTeacherInvitation(doc.id, doc.data()))
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  const centres = await Promise.all(centreIds.map(async (id) => ({ id, name: (await centreIdentity(id)).name })));
  centres.sort((a, b) => a.name.localeCompare(b.name));
  return { invitations, centres };
}

export interface AnsweredInvitation extends TeacherInvitation {
  status: 'accepted' | 'declined';
}

export async function answerInvitation(who: Caller, inviteId: string, answer: 'accepted' | 'declined'): Promise<AnsweredInvitation> {
  const email = callerEmail(who);
  const profile = answer === 'accepted' ? await userProfile(who.uid) : undefined;
  const ref = centreInviteRef(inviteId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiError('centre/invite-not-found');
    const data = snap.data()!;
    if (!email || data.email !== email) throw new ApiError('centre/invite-not-yours');
    const view = { ...toTeacherInvitation(ref.id, data), status: answer };
    if (data.status === answer) return view;
    if (data.status !== 'pending') throw new ApiError('centre/invite-closed');
    const centreUid = String(data.enterprise_id);
    const memberRef = centreTeacherRef(centreUid, who.uid);
    const member = answer === 'accepted' ? await tx.get(memberRef) : undefined;
    const now = Timestamp.now();
    if (member && !member.exists) {
      tx.create(memberRef, {
        enterprise_id: centreUid, teacher_id: who.uid, name: profile?.name ?? email.split('@')[0], email,
        added_at: now, added_by: String(data.invited_by ?? centreUid), via: 'email',
      });
    }
    tx.update(ref, { status: answer, teacher_uid: who.uid, decided_at: now });
    return view;
  });
}

/** The teacher leaves a centre they belong to (404 centre/teacher-not-found otherwise). */
export async function leaveCentre(who: Caller, centreUid: string): Promise<{ id: string }> {
  if (!(await centreTeacherRef(centreUid, who.uid).get()).exists) throw new ApiError('centre/teacher-not-found');
  await removeTeacher(centreUid, who.uid);
  return { id: centreUid };
}
