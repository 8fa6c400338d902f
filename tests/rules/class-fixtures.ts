// The class roles and the documents the class rules tests seed (shapes from docs/classes.md).
//
// Two classes: CLASS (owned by "class owner", co-taught by "co-teacher", with an active, a
// pending and an inactive student plus a classmate who is not an actor) and OTHER_CLASS (owned
// by "other teacher", where "non-member" is an active student). The outsiders are thus real
// participants elsewhere: a denial proves the rules look at the right class, not at roles.
import { type DocumentData } from 'firebase/firestore';
import { type Roster, type SignedIn } from './helpers';

export const CLASS = 'class-1';
export const OTHER_CLASS = 'class-2';

export const CUID = {
  owner: 'class-owner-uid',
  coTeacher: 'co-teacher-uid',
  otherTeacher: 'other-teacher-uid',
  active: 'active-member-uid',
  pending: 'pending-member-uid',
  inactive: 'inactive-member-uid',
  nonMember: 'non-member-uid',
  administrator: 'class-administrator-uid',
  /** An active student of CLASS who is not an actor: the "someone else's document" target. */
  classmate: 'classmate-uid',
} as const;

const person = (uid: string, userType: 'teacher' | 'student' | 'administrator', verified = true): SignedIn => ({
  uid,
  claims: { user_type: userType, email: emailOf(uid), email_verified: verified, verified: true },
});

export function emailOf(uid: string): string {
  return `${uid.replace(/-uid$/, '')}@example.test`;
}

/** Everyone who may look at a class from a client. */
export const CLASS_ACTORS = {
  'class owner': person(CUID.owner, 'teacher'),
  'co-teacher': person(CUID.coTeacher, 'teacher'),
  'other teacher': person(CUID.otherTeacher, 'teacher'),
  'active member': person(CUID.active, 'student'),
  'pending member': person(CUID.pending, 'student'),
  'inactive member': person(CUID.inactive, 'student'),
  'non-member': person(CUID.nonMember, 'student'),
  administrator: person(CUID.administrator, 'administrator'),
  'signed out': null,
} as const satisfies Roster;

export type ClassActor = keyof typeof CLASS_ACTORS;

/** The actor's uid; the signed-out actor addresses the active member's documents. */
export function uidOf(actor: ClassActor): string {
  return CLASS_ACTORS[actor]?.uid ?? CUID.active;
}

/** A verdict for every class actor: the listed ones allowed, everyone else denied. */
export function only(...allowed: ClassActor[]): Record<ClassActor, boolean> {
  const names = Object.keys(CLASS_ACTORS) as ClassActor[];
  return Object.fromEntries(names.map((name) => [name, allowed.includes(name)])) as Record<ClassActor, boolean>;
}

export const at = (day: number) => new Date(Date.UTC(2025, 0, day));

const SUMMARY = {
  name: 'Physics 101',
  course_field: 'science',
  theme: 'ocean_blue',
  icon: 'atom',
  colour: 'teal',
  colors: { primary: '#14b8a6', secondary: '#2dd4bf' },
};

export function classData(ownerUid: string, teacherUids: string[], name = 'Physics 101'): DocumentData {
  return {
    ...SUMMARY,
    name,
    description: 'Mechanics and waves',
    owner_uid: ownerUid,
    owner_name: 'Test Teacher',
    teacher_uids: teacherUids,
    member_count: 3,
    created_at: at(1),
    updated_at: at(1),
  };
}

export function memberData(uid: string, role: 'teacher' | 'student', status: 'active' | 'pending' | 'inactive'): DocumentData {
  return { uid, name: `Name ${uid}`, avatar_id: 2, role, status, score: 10, joined_at: at(2), requested_at: at(2) };
}

export function membershipData(classId: string, role: 'teacher' | 'student', status: string, day = 2): DocumentData {
  return { class_id: classId, role, status, joined_at: at(day), class: { ...SUMMARY } };
}

export function postData(postId: string, classId: string, authorUid: string, day = 3): DocumentData {
  return {
    post_id: postId,
    class_id: classId,
    content: 'Homework is on page 12',
    type: 'text',
    author: { uid: authorUid, name: `Name ${authorUid}`, avatar_id: 1, role: 'teacher' },
    video: null,
    likes_count: 1,
    comments_count: 1,
    edited: false,
    created_at: at(day),
    updated_at: at(day),
  };
}

export function likeData(uid: string): DocumentData {
  return { uid, name: `Name ${uid}`, created_at: at(4) };
}

export function commentData(postId: string, authorUid: string, day = 4): DocumentData {
  return { feedPostId: postId, content: 'Thanks!', author: { uid: authorUid, name: `Name ${authorUid}`, avatar_id: 0 }, created_at: at(day) };
}

export type Visibility = 'public' | 'private' | 'hidden';

export function materialData(visibility: Visibility, day = 5): DocumentData {
  return {
    name: `Syllabus (${visibility})`,
    description: '',
    language: 'en',
    visibility,
    allow_download: true,
    state: 'processed',
    file: { name: 'syllabus.pdf', path: `classes/${CLASS}/materials/m/syllabus.pdf`, contentType: 'application/pdf', size: 1024 },
    uploaded_by: CUID.owner,
    created_at: at(day),
    updated_at: at(day),
  };
}

export function invitationData(classId: string, email: string, status = 'pending'): DocumentData {
  return {
    class_id: classId,
    class: { ...SUMMARY },
    email,
    invited_by_uid: CUID.owner,
    invited_by_name: 'Test Teacher',
    status,
    created_at: at(6),
    answered_at: null,
  };
}

/** Both classes with their members and everyone's memberships. */
export function classWorld(): Record<string, DocumentData> {
  const members: Array<[string, string, 'teacher' | 'student', 'active' | 'pending' | 'inactive']> = [
    [CLASS, CUID.owner, 'teacher', 'active'],
    [CLASS, CUID.coTeacher, 'teacher', 'active'],
    [CLASS, CUID.active, 'student', 'active'],
    [CLASS, CUID.pending, 'student', 'pending'],
    [CLASS, CUID.inactive, 'student', 'inactive'],
    [CLASS, CUID.classmate, 'student', 'active'],
    [OTHER_CLASS, CUID.otherTeacher, 'teacher', 'active'],
    [OTHER_CLASS, CUID.nonMember, 'student', 'active'],
  ];
  const docs: Record<string, DocumentData> = {
    [`classes/${CLASS}`]: classData(CUID.owner, [CUID.owner, CUID.coTeacher]),
    [`classes/${OTHER_CLASS}`]: classData(CUID.otherTeacher, [CUID.otherTeacher], 'Chemistry 201'),
  };
  for (const [classId, uid, role, status] of members) {
    docs[`classes/${classId}/members/${uid}`] = memberData(uid, role, status);
    docs[`users/${uid}/memberships/${classId}`] = membershipData(classId, role, status);
  }
  return docs;
}
