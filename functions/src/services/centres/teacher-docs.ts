// The documents behind enterprise teachers and centre invitations (docs/centres.md), turned
// into the answers of /enterprise-teachers and /centre-invitations. Shared by the operations
// in this folder (one per file).
import type { DocumentData, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { mailLanguage, type MailLanguage } from '../../domain/centre-invites';
import { isoTime } from '../../domain/feed-posts';
import type {
  CentreInviteStatus, CentreTeacherVia, EnterpriseTeacher, PendingInvite, TeacherInvitation,
} from '../../shared/schemas/centre-teachers';
import { memberIdentity } from '../classes-docs';
import { centreRef } from './membership';

export const centreInvitesCol = () => db.collection('centreInvites');
export const centreInviteRef = (id: string) => centreInvitesCol().doc(id);

const INVITE_STATUSES: readonly string[] = ['pending', 'accepted', 'declined', 'cancelled'];
export const inviteStatus = (value: unknown): CentreInviteStatus =>
  (typeof value === 'string' && INVITE_STATUSES.includes(value) ? value : 'pending') as CentreInviteStatus;

export function toPendingInvite(id: string, data: DocumentData): PendingInvite {
  return {
    id,
    email: String(data.email ?? ''),
    status: inviteStatus(data.status),
    created_at: isoTime(data.created_at),
    registered: typeof data.teacher_uid === 'string' && data.teacher_uid !== '',
  };
}

export function toTeacherInvitation(id: string, data: DocumentData): TeacherInvitation {
  return { id, enterprise_id: String(data.enterprise_id ?? ''), centre_name: String(data.centre_name ?? ''), created_at: isoTime(data.created_at) };
}

export interface TeacherCounts {
  classes_count: number;
  courses_count: number;
}

/** The teacher's classes (any) and the centre's courses assigned to them, counted. */
export async function teacherCounts(centreUid: string, teacherUid: string): Promise<TeacherCounts> {
  const [classes, courses] = await Promise.all([
    db.collection('classes').where('owner_uid', '==', teacherUid).count().get(),
    assignedCoursesQuery(centreUid, teacherUid).count().get(),
  ]);
  return { classes_count: classes.data().count, courses_count: courses.data().count };
}

/** The centre's courses assigned to the teacher. */
export const assignedCoursesQuery = (centreUid: string, teacherUid: string) =>
  db.collection('courses').where('enterprise', '==', centreUid).where('teacher_uid', '==', teacherUid);

export function toEnterpriseTeacher(data: DocumentData, counts: TeacherCounts): EnterpriseTeacher {
  return {
    id: String(data.teacher_id ?? ''),
    name: String(data.name ?? ''),
    email: String(data.email ?? ''),
    added_at: isoTime(data.added_at),
    via: (data.via === 'email' ? 'email' : 'id') as CentreTeacherVia,
    ...counts,
  };
}

export interface CentreIdentity {
  name: string;
  language: MailLanguage;
}

/** The centre's saved name and mail language, else its user's profile name and Arabic. */
export async function centreIdentity(centreUid: string, tx?: Transaction): Promise<CentreIdentity> {
  const ref = centreRef(centreUid);
  const snap: DocumentSnapshot = tx ? await tx.get(ref) : await ref.get();
  const saved = typeof snap.get('name') === 'string' ? String(snap.get('name')).trim() : '';
  const language = mailLanguage(snap.get('default_language'));
  if (saved) return { name: saved, language };
  const profile = (await db.collection('users').doc(centreUid).get()).data() ?? {};
  const organization = typeof profile.organization === 'string' ? profile.organization.trim() : '';
  if (organization) return { name: organization, language };
  const identity = await memberIdentity(centreUid, String(profile.email_address ?? ''));
  return { name: identity.name, language };
}

/** A user's type, display name and address from their profile (undefined when there is none). */
export async function userProfile(uid: string): Promise<{ userType: unknown; name: string; email: string } | undefined> {
  const snap = await db.collection('users').doc(uid).get();
  if (!snap.exists) return undefined;
  const email = String(snap.get('email_address') ?? '');
  const identity = await memberIdentity(uid, email);
  return { userType: snap.get('user_type'), name: identity.name, email: email.toLowerCase() };
}
