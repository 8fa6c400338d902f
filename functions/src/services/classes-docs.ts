// The shapes of the class documents (docs/classes.md) and the one place each DTO is built:
// ClassDto in toClassDto, MemberDto in toMemberDto. Shared by the classes, members and
// invitations services.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { colourPair } from '../domain/class-colours';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import type { ClassColourName } from '../shared/constants';
import type { ClassDto, MemberDto, MemberRole, MemberStatus } from '../shared/schemas/class';

/** Firestore batches stay well below their limits. */
export const WRITE_CHUNK = 400;

/** Transactions on a busy class (many joins at once) retry well beyond the default 5. */
export const TRANSACTION_ATTEMPTS = 50;

export const membershipRef = (uid: string, classId: string) =>
  db.collection('users').doc(uid).collection('memberships').doc(classId);

export const toIso = (value: unknown): string | null => {
  const millis = toMillis(value);
  return millis === undefined ? null : new Date(millis).toISOString();
};

/** A class that exists and is not being deleted. */
export const isLiveClass = (data: DocumentData | undefined): data is DocumentData => !!data && data.deleting !== true;

/** The copy of the class that memberships and invitations carry (kept in sync on updates). */
export interface ClassSummary {
  name: string;
  course_field: string;
  theme: string;
  icon: string;
  colour: string;
  colors: { primary: string; secondary: string };
}

/** The class fields a summary copies: a change to any of them is pushed to every copy. */
export const SUMMARY_FIELDS = ['name', 'course_field', 'theme', 'icon', 'colour'] as const;

export function classSummary(data: DocumentData): ClassSummary {
  return {
    name: String(data.name ?? ''),
    course_field: String(data.course_field ?? ''),
    theme: String(data.theme ?? ''),
    icon: String(data.icon ?? ''),
    colour: String(data.colour ?? ''),
    colors: colourPair(data.colour),
  };
}

export interface ClassRelation {
  role: MemberRole | null;
  status: MemberStatus | null;
  /** Set for a pending invitation (isInvitation: true). */
  invitationId?: string;
}

/** The one place a class document becomes a ClassDto (timestamps as ISO strings). */
export function toClassDto(id: string, data: DocumentData, relation: ClassRelation): ClassDto {
  const summary = classSummary(data);
  return {
    id,
    name: summary.name,
    course_name: summary.name,
    course_field: summary.course_field as ClassDto['course_field'],
    description: String(data.description ?? ''),
    icon: summary.icon,
    theme: summary.theme,
    colour: summary.colour as ClassColourName,
    colors: summary.colors,
    owner_uid: String(data.owner_uid ?? ''),
    owner_name: String(data.owner_name ?? ''),
    member_count: typeof data.member_count === 'number' ? data.member_count : 0,
    role: relation.role,
    status: relation.status,
    isInvitation: relation.invitationId !== undefined,
    ...(relation.invitationId !== undefined && { invitationId: relation.invitationId }),
    created_at: toIso(data.created_at),
  };
}

/** The one place a member document becomes a MemberDto. */
export function toMemberDto(data: DocumentData): MemberDto {
  return {
    uid: String(data.uid ?? ''),
    name: String(data.name ?? ''),
    avatar_id: typeof data.avatar_id === 'number' ? data.avatar_id : 0,
    role: data.role as MemberRole,
    status: data.status as MemberStatus,
    score: typeof data.score === 'number' ? data.score : 0,
    joined_at: toIso(data.joined_at),
  };
}

/** member_count counts active students only (the one definition, shared with the web). */
export { countsAsMember } from '../shared/members';

export interface MemberIdentity {
  uid: string;
  name: string;
  avatar_id: number;
}

/** Name and avatar from the user's profile; the e-mail's local part when no name is set. */
export async function memberIdentity(uid: string, email: string): Promise<MemberIdentity> {
  const profile = (await db.collection('users').doc(uid).get()).data() ?? {};
  const name = [profile.first_name, profile.surname]
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '' && part.trim() !== '-')
    .join(' ')
    .trim();
  return {
    uid,
    name: name || email.split('@')[0] || 'User',
    avatar_id: typeof profile.avatar_id === 'number' ? profile.avatar_id : 0,
  };
}

/** A member document; a pending member has joined_at null until a teacher approves. */
export function newMemberDoc(identity: MemberIdentity, role: MemberRole, status: MemberStatus, now: Timestamp): DocumentData {
  return {
    uid: identity.uid,
    name: identity.name,
    avatar_id: identity.avatar_id,
    role,
    status,
    score: 0,
    joined_at: status === 'pending' ? null : now,
    requested_at: now,
  };
}

/** The membership document that goes with a member document (always written together). */
export function newMembershipDoc(classId: string, classData: DocumentData, member: DocumentData): DocumentData {
  return {
    class_id: classId,
    role: member.role,
    status: member.status,
    // A pending member's list entry is ordered by when they asked.
    joined_at: member.joined_at ?? member.requested_at ?? null,
    class: classSummary(classData),
  };
}

export const now = (): Timestamp => Timestamp.now();
