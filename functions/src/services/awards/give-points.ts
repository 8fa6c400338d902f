// POST /awards/points (docs/awards.md, Reward points): a class's teacher gives points to
// students of that class. Each grant is rewardPoints/{operation_id}_{uid}, created in one
// transaction with the students' member reward_points increments; the awards trigger on
// rewardPoints moves the stats and badges. The operation id is the client's, once per dialog
// submit: the same operation again answers the grants it made and gives nothing twice.
import { FieldValue, Timestamp, type DocumentData, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { countsAsMember } from '../../shared/members';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { AWARDS } from '../../shared/constants';
import type { GivePointsInput, GivePointsResult, RewardPointsView } from '../../shared/schemas/awards';
import { classRef, memberRef } from '../class-access';
import { isLiveClass, memberIdentity } from '../classes-docs';
import { inClassTransaction } from '../members';
import { consumeLimits } from '../rate-limits';
import { REWARD_POINTS, rewardPointsId, rewardPointsRef, toRewardPointsView } from './reward-points-docs';

const HOUR_MS = 60 * 60 * 1000;
const GRANTS_PER_HOUR = { limit: AWARDS.grantsPerHour, windowMs: HOUR_MS };

const isClassTeacher = (data: DocumentData | undefined, uid: string): data is DocumentData =>
  isLiveClass(data) && Array.isArray(data.teacher_uids) && data.teacher_uids.includes(uid);

/** 403 awards/not-your-class unless the class exists and the caller teaches it (unknown ids alike). */
function assertTeacher(snap: DocumentSnapshot, uid: string): DocumentData {
  const data = snap.data();
  if (!isClassTeacher(data, uid)) throw new ApiError('awards/not-your-class');
  return data;
}

/** 422 awards/not-class-student (values.uid) for the first target that is not an active student. */
function assertStudents(snaps: DocumentSnapshot[], ids: readonly string[]): DocumentData[] {
  return snaps.map((snap, i) => {
    const member = snap.data();
    if (!countsAsMember(member)) throw new ApiError('awards/not-class-student', { uid: ids[i]! });
    return member!;
  });
}

const operationQuery = (operationId: string) => db.collection(REWARD_POINTS).where('operation_id', '==', operationId);

/**
 * The answer for an operation already made. Operation ids are the client's: one made by
 * another teacher (or in another class) is not this caller's to read.
 */
function repeatAnswer(docs: { id: string; data: () => DocumentData }[], caller: Caller, classId: string): GivePointsResult {
  const grants = docs.map((doc) => toRewardPointsView(doc.id, doc.data()));
  if (grants.some((grant) => grant.teacher_uid !== caller.uid || grant.class_id !== classId)) {
    throw new ApiError('validation/invalid-input');
  }
  return resultOf(grants);
}

function resultOf(grants: RewardPointsView[]): GivePointsResult {
  const sorted = [...grants].sort((a, b) => a.id.localeCompare(b.id));
  const each = sorted[0]?.points ?? 0;
  return { grants: sorted, points_each: each, total: sorted.reduce((sum, grant) => sum + grant.points, 0) };
}

export async function givePoints(caller: Caller, input: GivePointsInput): Promise<GivePointsResult> {
  const { class_id: classId, student_ids: studentIds, operation_id: operationId } = input;
  // Checked before anything is counted: a refused call costs no grants.
  assertTeacher(await classRef(classId).get(), caller.uid);
  const done = await operationQuery(operationId).get();
  if (!done.empty) return repeatAnswer(done.docs, caller, classId);
  assertStudents(await db.getAll(...studentIds.map((uid) => memberRef(classId, uid))), studentIds);

  // Two copies of one operation sent at once may both be counted here; only one gives.
  await consumeLimits([{ key: `awards-points:${caller.uid}`, rule: GRANTS_PER_HOUR, cost: studentIds.length }]);
  const teacher = await memberIdentity(caller.uid, caller.email);

  return inClassTransaction(classId, async (tx: Transaction) => {
    const again = await tx.get(operationQuery(operationId));
    if (!again.empty) return repeatAnswer(again.docs, caller, classId);
    const [classSnap, ...memberSnaps] = await tx.getAll(classRef(classId), ...studentIds.map((uid) => memberRef(classId, uid)));
    const classData = assertTeacher(classSnap!, caller.uid);
    const members = assertStudents(memberSnaps, studentIds);
    const createdAt = Timestamp.now();
    const grants = studentIds.map((uid, i) => {
      const doc = {
        id: rewardPointsId(operationId, uid),
        operation_id: operationId,
        uid,
        student_name: String(members[i]!.name ?? ''),
        class_id: classId,
        class_name: String(classData.name ?? ''),
        teacher_uid: caller.uid,
        teacher_name: teacher.name,
        points: input.points,
        reason: input.reason,
        source: input.source,
        source_id: input.source === 'members' ? null : (input.source_id ?? null),
        created_at: createdAt,
      };
      tx.create(rewardPointsRef(operationId, uid), doc);
      tx.update(memberRef(classId, uid), { reward_points: FieldValue.increment(input.points) });
      return toRewardPointsView(doc.id, doc);
    });
    return resultOf(grants);
  });
}
