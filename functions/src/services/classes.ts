// Classes: `classes/{classId}` with the owner's member and membership documents, the caller's
// class list, updates that keep every copy of the class summary in sync, and deletion of a
// class with everything hanging off it. ClassDto is built in toClassDto only.
import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { colourAfterUpdate, colourForNewClass, colourPair } from '../domain/class-colours';
import { toMillis } from '../domain/time';
import { db, storage } from '../lib/admin';
import { ApiError } from '../lib/http';
import type { ClassDto, CreateClassRequest, MemberRole, MemberStatus } from '../shared/schemas/class';
import { classRef, getClassAccess, requireClassTeacher } from './class-access';
import {
  SUMMARY_FIELDS, WRITE_CHUNK, classSummary, isLiveClass, memberIdentity, membershipRef, newMemberDoc, newMembershipDoc,
  toClassDto,
} from './classes-docs';
import { createJoinCodeInTx, deleteClassJoinCodes } from './join-codes';

/** POST /classes: the class, its owner as an active teacher member, and a first join code. */
export async function createClass(owner: { uid: string; email: string }, input: CreateClassRequest): Promise<ClassDto> {
  const identity = await memberIdentity(owner.uid, owner.email);
  const ref = db.collection('classes').doc();
  const now = Timestamp.now();
  const colour = colourForNewClass(input.course_field, input.colour);
  const data = {
    name: input.name,
    course_field: input.course_field,
    description: input.description ?? '',
    icon: input.icon ?? 'book',
    theme: input.theme ?? 'purple_sky',
    colour,
    colors: colourPair(colour),
    owner_uid: owner.uid,
    owner_name: identity.name,
    teacher_uids: [owner.uid],
    member_count: 0,
    created_at: now,
    updated_at: now,
  };
  await db.runTransaction(async (tx) => {
    // Reads first: the join code's transaction part looks its digits up.
    const code = await createJoinCodeInTx(tx, ref.id, undefined, owner.uid);
    tx.create(ref, data);
    const member = newMemberDoc(identity, 'teacher', 'active', now);
    tx.create(ref.collection('members').doc(owner.uid), member);
    tx.create(membershipRef(owner.uid, ref.id), newMembershipDoc(ref.id, data, member));
    code.write();
  });
  return toClassDto(ref.id, data, { role: 'teacher', status: 'active' });
}

/** GET /classes/{classId}: the class's teachers and its members (any status) see it. */
export async function getClassForCaller(classId: string, uid: string): Promise<ClassDto> {
  const access = await getClassAccess(classId, uid);
  if (!isLiveClass(access.data) || (!access.isTeacher && !access.member)) throw new ApiError('class/not-found');
  return toClassDto(classId, access.data, {
    role: access.member?.role ?? 'teacher',
    status: access.member?.status ?? 'active',
  });
}

/**
 * GET /classes/: the caller's memberships (any status) joined with their classes, newest
 * first, then pending invitations to the caller's verified e-mail.
 */
export async function listClassesForCaller(user: { uid: string; email: string; emailVerified: boolean }): Promise<ClassDto[]> {
  const memberships = await db.collection('users').doc(user.uid).collection('memberships').get();
  const invitations =
    user.emailVerified && user.email
      ? (await db.collection('invitations').where('email', '==', user.email.toLowerCase()).where('status', '==', 'pending').get()).docs
      : [];
  const classIds = [...new Set([...memberships.docs.map((d) => d.id), ...invitations.map((d) => String(d.get('class_id')))])];
  const classDocs = classIds.length ? await db.getAll(...classIds.map((id) => classRef(id))) : [];
  const classes = new Map(classDocs.filter((snap) => isLiveClass(snap.data())).map((snap) => [snap.id, snap.data()!]));

  const joined = memberships.docs
    .filter((m) => classes.has(m.id))
    .sort((a, b) => (toMillis(b.get('joined_at')) ?? 0) - (toMillis(a.get('joined_at')) ?? 0))
    .map((m) => toClassDto(m.id, classes.get(m.id)!, { role: m.get('role') as MemberRole, status: m.get('status') as MemberStatus }));
  const memberOf = new Set(joined.map((c) => c.id));
  const invited = invitations
    .filter((inv) => classes.has(String(inv.get('class_id'))) && !memberOf.has(String(inv.get('class_id'))))
    .sort((a, b) => (toMillis(b.get('created_at')) ?? 0) - (toMillis(a.get('created_at')) ?? 0))
    .map((inv) => toClassDto(String(inv.get('class_id')), classes.get(String(inv.get('class_id')))!, { role: null, status: null, invitationId: inv.id }));
  return [...joined, ...invited];
}

/** Writes `update` to every ref, WRITE_CHUNK per batch. */
async function updateInChunks(refs: DocumentReference[], update: DocumentData): Promise<void> {
  for (let i = 0; i < refs.length; i += WRITE_CHUNK) {
    const batch = db.batch();
    refs.slice(i, i + WRITE_CHUNK).forEach((ref) => batch.update(ref, update));
    await batch.commit();
  }
}

async function deleteInChunks(refs: DocumentReference[]): Promise<void> {
  for (let i = 0; i < refs.length; i += WRITE_CHUNK) {
    const batch = db.batch();
    refs.slice(i, i + WRITE_CHUNK).forEach((ref) => batch.delete(ref));
    await batch.commit();
  }
}

async function memberUids(classId: string): Promise<string[]> {
  const members = await classRef(classId).collection('members').select().get();
  return members.docs.map((doc) => doc.id);
}

/**
 * Copies the class's current summary into every membership and pending invitation. Reads the
 * class again, so that of two racing updates the last one's summary wins everywhere.
 */
export async function syncClassSummary(classId: string): Promise<void> {
  const snap = await classRef(classId).get();
  if (!isLiveClass(snap.data())) return;
  const summary = classSummary(snap.data()!);
  const uids = await memberUids(classId);
  const memberships = uids.map((uid) => membershipRef(uid, classId));
  // A membership may have gone with its member meanwhile: update only those that exist.
  const existing = memberships.length ? (await db.getAll(...memberships)).filter((s) => s.exists).map((s) => s.ref) : [];
  await updateInChunks(existing, { class: summary });
  const invitations = await db.collection('invitations').where('class_id', '==', classId).where('status', '==', 'pending').get();
  await updateInChunks(invitations.docs.map((d) => d.ref), { class: summary });
}

/** PATCH /classes/{classId} (class teachers). */
export async function updateClass(
  classId: string,
  uid: string,
  patch: Partial<Omit<CreateClassRequest, 'course_field'>> & { course_field?: CreateClassRequest['course_field'] },
): Promise<ClassDto> {
  const { data, summaryChanged, member } = await db.runTransaction(async (tx) => {
    const access = await requireClassTeacher(classId, uid, tx);
    if (!isLiveClass(access.data)) throw new ApiError('class/not-found');
    const current = access.data;
    const colour = colourAfterUpdate({ course_field: current.course_field, colour: current.colour }, patch);
    const next: DocumentData = { ...current, ...patch, colour, colors: colourPair(colour), updated_at: Timestamp.now() };
    const changes = Object.fromEntries(
      Object.entries({ ...patch, colour, colors: next.colors, updated_at: next.updated_at }).filter(([, v]) => v !== undefined),
    );
    tx.update(classRef(classId), changes);
    return {
      data: next,
      summaryChanged: SUMMARY_FIELDS.some((field) => next[field] !== current[field]),
      member: access.member,
    };
  });
  if (summaryChanged) await syncClassSummary(classId);
  return toClassDto(classId, data, { role: member?.role ?? 'teacher', status: member?.status ?? 'active' });
}

/**
 * DELETE /classes/{classId} (the owner only). The class is marked first (joins and
 * acceptances then see it as gone), its dependants are removed, the class document and its
 * subcollections last, so that a failed attempt can simply be repeated.
 */
export async function deleteClass(classId: string, uid: string): Promise<void> {
  const access = await getClassAccess(classId, uid);
  if (!access.isOwner) throw new ApiError('class/forbidden');
  await classRef(classId).update({ deleting: true, updated_at: FieldValue.serverTimestamp() });
  const uids = await memberUids(classId);
  await deleteInChunks(uids.map((memberUid) => membershipRef(memberUid, classId)));
  const invitations = await db.collection('invitations').where('class_id', '==', classId).select().get();
  await deleteInChunks(invitations.docs.map((d) => d.ref));
  await deleteClassJoinCodes(classId);
  await storage.bucket().deleteFiles({ prefix: `classes/${classId}/` });
  await db.recursiveDelete(classRef(classId));
}
