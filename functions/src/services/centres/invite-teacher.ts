// POST /enterprise-teachers/email {enterprise_id, teacher_email}: invites a teacher by e-mail.
// A registered teacher gets a mail and sees the invitation on their screens; an address with no
// (verified) account gets a mail to sign up as a teacher, and the invitation waits for it. Any
// other user type at that address is refused. Inviting a pending address again changes nothing
// (and sends no second mail); a declined, withdrawn or left invitation is sent anew.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { centreInvitationMail, centreInviteId, normaliseInviteEmail } from '../../domain/centre-invites';
import { centreInvitation } from '../../domain/notifications/notification-inputs';
import type { RateLimit } from '../../domain/rate-limit';
import type { PendingInvite } from '../../shared/schemas/centre-teachers';
import { appUrl } from '../invitations-mail';
import { queueMail } from '../mail';
import { notifyInTransaction } from '../notifications/notify';
import { consumeLimits } from '../rate-limits';
import { findAuthUserByEmail, isVerifiedByUs } from '../users-repo';
import { centreTeacherRef } from './membership';
import { centreIdentity, centreInviteRef, toPendingInvite, userProfile } from './teacher-docs';

/** Invitation mails per centre: enough for onboarding a staff, not for flooding mailboxes. */
export const CENTRE_INVITE_MAILS: RateLimit = { limit: 50, windowMs: 60 * 60 * 1000 };

export interface InviteResult {
  invitation: PendingInvite;
  /** 'sent': a new invitation and mail; 'pending': it was already waiting; 'member': already one of the teachers. */
  outcome: 'sent' | 'pending' | 'member';
}

/** The verified teacher at this address, undefined for an unknown address; 400 for another user type. */
async function registeredTeacher(email: string): Promise<string | undefined> {
  const user = await findAuthUserByEmail(email);
  if (!user || !isVerifiedByUs(user)) return undefined;
  const profile = await userProfile(user.uid);
  const type = profile?.userType ?? user.customClaims?.user_type;
  if (type !== 'teacher') throw new ApiError('centre/not-a-teacher');
  return user.uid;
}

export async function inviteTeacher(who: Caller, centreUid: string, rawEmail: string): Promise<InviteResult> {
  const email = normaliseInviteEmail(rawEmail);
  const teacherUid = await registeredTeacher(email);
  const ref = centreInviteRef(centreInviteId(centreUid, email));

  if (teacherUid && (await centreTeacherRef(centreUid, teacherUid).get()).exists) {
    const existing = await ref.get();
    const invitation = existing.exists
      ? toPendingInvite(ref.id, existing.data()!)
      : { id: ref.id, email, status: 'accepted' as const, created_at: null, registered: true };
    return { invitation, outcome: 'member' };
  }
  const before = await ref.get();
  if (before.exists && before.get('status') === 'pending') return { invitation: toPendingInvite(ref.id, before.data()!), outcome: 'pending' };

  await consumeLimits([{ key: `centre-invites_${centreUid}`, rule: CENTRE_INVITE_MAILS }], 'centre/invites-rate-limited');
  const centre = await centreIdentity(centreUid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.exists && snap.get('status') === 'pending') return { invitation: toPendingInvite(ref.id, snap.data()!), outcome: 'pending' as const };
    const doc = {
      enterprise_id: centreUid,
      centre_name: centre.name,
      email,
      status: 'pending',
      teacher_uid: teacherUid ?? null,
      invited_by: who.uid,
      created_at: Timestamp.now(),
      decided_at: null,
    };
    tx.set(ref, doc);
    const mail = centreInvitationMail({ centreName: centre.name, email, registered: !!teacherUid, language: centre.language, base: appUrl() });
    await queueMail(email, mail, tx);
    // A registered teacher also sees it in the app (docs/site.md 2).
    if (teacherUid) notifyInTransaction(tx, teacherUid, centreInvitation(ref.id, centre.name, doc.created_at));
    return { invitation: toPendingInvite(ref.id, doc), outcome: 'sent' as const };
  });
}
