// rewardPoints/{operationId}_{studentUid} (docs/awards.md, Reward points): the one place a grant
// document becomes a RewardPointsView. Shared by giving points and the history.
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { POINT_SOURCES, type PointSource, type RewardPointsView } from '../../shared/schemas/awards';
import { toIso } from '../classes-docs';

export const REWARD_POINTS = 'rewardPoints';

export const rewardPointsId = (operationId: string, uid: string) => `${operationId}_${uid}`;
export const rewardPointsRef = (operationId: string, uid: string) => db.collection(REWARD_POINTS).doc(rewardPointsId(operationId, uid));

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function toRewardPointsView(id: string, data: DocumentData): RewardPointsView {
  const source: PointSource = (POINT_SOURCES as readonly unknown[]).includes(data.source) ? (data.source as PointSource) : 'members';
  return {
    id,
    uid: text(data.uid),
    student_name: text(data.student_name),
    class_id: text(data.class_id),
    class_name: text(data.class_name),
    teacher_uid: text(data.teacher_uid),
    teacher_name: text(data.teacher_name),
    points: typeof data.points === 'number' ? data.points : 0,
    reason: text(data.reason),
    source,
    source_id: typeof data.source_id === 'string' ? data.source_id : null,
    created_at: toIso(data.created_at) ?? new Date(0).toISOString(),
  };
}
