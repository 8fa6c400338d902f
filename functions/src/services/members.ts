// Class members: joining with a code, approving and pausing (status), removing and leaving.
// A member document and its users/{uid}/memberships/{classId} twin are always written in the
// same transaction, and member_count (active students) moves with them.
import { FieldValue, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { memberStatusForCode } from '../domain/join-code';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { withKeyLock } from '../lib/key-lock';
import type { MemberDto, MemberStatus } from '../shared/schemas/class';
import { classRef, memberRef, requireClassTeacher } from './class-access';
import {
  TRANSACTION_ATTEMPTS, countsAsMember, isLiveClass, memberIdentity, membershipRef, newMemberDoc, newMembershipDoc, now,
  toMemberDto, type MemberIdentity,
} from './classes-docs';
import { codeStateAt, joinCodeRef, readJoinCode } from './join-codes';
import { CLASS_JOIN_GUESSES } from '../domain/guess-limits';
import { consumeGuess, validCode } from './guess-limits';

const GRPC_NOT_FOUND = 5;

/** Work on one class runs one at a time per instance; the transaction keeps it exact across instances. */
export const inClassTransaction = <T>(classId: string, work: (tx: Transaction) => Promise<T>): Promise<T> =>
  withKeyLock(`class:${classId}`, () => db.runTransaction(work, { maxAttempts: TRANSACTION_ATTEMPTS }));

/**
 * Adds a student in a transaction whose reads are done (`existing` is their member document,
 * absent here): member and membership documents, and member_count when active.
 */
export function writeNewStudent(
  tx: Transaction,
  input: { classId: string; classData: DocumentData; identity: MemberIdentity; status: MemberStatus },
): DocumentData {
  const member = newMemberDoc(input.identity, 'student', input.status, now());
  tx.create(memberRef(input.classId, input.identity.uid), member);
  tx.create(membershipRef(input.identity.uid, input.classId), newMembershipDoc(input.classId, input.classData, member));
  if (countsAsMember(member)) tx.update(classRef(input.classId), { member_count: FieldValue.increment(1) });
  return member;
}

/** Changes a member's status in both documents and keeps member_count exact. */
export function writeMemberStatus(tx: Transaction, classId: string, member: DocumentData, status: MemberStatus): DocumentData {
  if (member.status === status) return member;
  const joinedAt = member.joined_at ?? (status === 'active' ? now() : null);
  const next = { ...member, status, joined_at: joinedAt };
  tx.update(memberRef(classId, String(member.uid)), { status, joined_at: joinedAt });
  tx.update(membershipRef(String(member.uid), classId), { status, joined_at: joinedAt ?? member.requested_at ?? null });
  const delta = Number(countsAsMember(next)) - Number(countsAsMember(member));
  if (delta !== 0) tx.update(classRef(classId), { member_count: FieldValue.increment(delta) });
  return next;
}

/** Removes a member and their membership, and from teacher_uids when they co-teach. */
function writeRemoval(tx: Transaction, classId: string, classData: DocumentData, member: DocumentData): void {
  const uid = String(member.uid);
  tx.delete(memberRef(classId, uid));
  tx.delete(membershipRef(uid, classId));
  const update: DocumentData = {};
  if (countsAsMember(member)) update.member_count = FieldValue.increment(-1);
  if (Array.isArray(classData.teacher_uids) && classData.teacher_uids.includes(uid)) update.teacher_uids = FieldValue.arrayRemove(uid);
  if (Object.keys(update).length) tx.update(classRef(classId), update);
}

/**
 * POST /classes/join (students). A live code makes an active member, an expired one a pending
 * member (the teacher approves); an unknown or revoked code is a wrong guess. Every attempt is
 * counted against the guessing budgets (account, client address, global) before the code is
 * looked up, in one transaction, so parallel guesses cannot all be evaluated; a valid code
 * gives back its wrong-code units. `address` is the caller's (lib/client-address); the seed,
 * which joins on the server, counts as one address of its own.
 */
export async function joinWithCode(
  user: { uid: string; email: string },
  code: string,
  address = 'server',
): Promise<{ classId: string; status: MemberStatus }> {
  const ticket = await consumeGuess(CLASS_JOIN_GUESSES, { uid: user.uid, address }, 'class/too-many-guesses');
  const found = readJoinCode(code, (await joinCodeRef(code).get()).data());
  if (!found || !memberStatusForCode(codeStateAt(found))) throw new ApiError('class/code-not-found');
  await validCode(ticket);
  const { classId } = found;
  const identity = await memberIdentity(user.uid, user.email);
  // The class is read outside the transaction and member_count moves by a blind increment, so
  // that many students joining at once do not contend on the class document.
  const classData = (await classRef(classId).get()).data();
  if (!isLiveClass(classData)) throw new ApiError('class/code-not-found');
  try {
    return await inClassTransaction(classId, async (tx) => {
      const [memberSnap, codeSnap] = await tx.getAll(memberRef(classId, user.uid), joinCodeRef(code));
      // Checked again inside: the code may have been replaced meanwhile.
      const current = readJoinCode(code, codeSnap!.data());
      const status = current && current.classId === classId ? memberStatusForCode(codeStateAt(current)) : null;
      if (!status) throw new ApiError('class/code-not-found');
      if (memberSnap!.exists) throw new ApiError('class/already-member');
      writeNewStudent(tx, { classId, classData, identity, status });
      return { classId, status };
    });
  } catch (error) {
    // The class was deleted meanwhile: its member_count update found no document.
    if ((error as { code?: unknown }).code === GRPC_NOT_FOUND) throw new ApiError('class/code-not-found');
    throw error;
  }
}

/** The target member, read in the transaction (404 when absent). */
async function readMember(tx: Transaction, classId: string, uid: string): Promise<DocumentData> {
  const snap = await tx.get(memberRef(classId, uid));
  if (!snap.exists) throw new ApiError('class/member-not-found');
  return { ...snap.data(), uid };
}

/** PATCH /classes/{classId}/members/{uid} (class teachers): approve, pause or resume a member. */
export function updateMemberStatus(classId: string, teacherUid: string, targetUid: string, status: 'active' | 'inactive'): Promise<MemberDto> {
  return inClassTransaction(classId, async (tx) => {
    const access = await requireClassTeacher(classId, teacherUid, tx);
    if (!isLiveClass(access.data)) throw new ApiError('class/not-found');
    const member = await readMember(tx, classId, targetUid);
    if (targetUid === access.data.owner_uid) throw new ApiError('auth/forbidden');
    return toMemberDto(writeMemberStatus(tx, classId, member, status));
  });
}

/** DELETE /classes/{classId}/members/{uid} (class teachers): never the owner. */
export function removeMember(classId: string, teacherUid: string, targetUid: string): Promise<void> {
  return inClassTransaction(classId, async (tx) => {
    const access = await requireClassTeacher(classId, teacherUid, tx);
    if (!isLiveClass(access.data)) throw new ApiError('class/not-found');
    const member = await readMember(tx, classId, targetUid);
    if (targetUid === access.data.owner_uid) throw new ApiError('class/owner-cannot-leave');
    writeRemoval(tx, classId, access.data, member);
  });
}

/** POST /classes/{classId}/leave: any member but the owner. */
export function leaveClass(classId: string, uid: string): Promise<void> {
  return inClassTransaction(classId, async (tx) => {
    const classSnap = await tx.get(classRef(classId));
    if (!isLiveClass(classSnap.data())) throw new ApiError('class/not-found');
    const member = await readMember(tx, classId, uid);
    if (classSnap.get('owner_uid') === uid) throw new ApiError('class/owner-cannot-leave');
    writeRemoval(tx, classId, classSnap.data()!, member);
  });
}
