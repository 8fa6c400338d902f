// GET /awards/points/leaderboard/{classId} (docs/awards.md): the class's active students by
// reward points (shared/points-ranking), for its teachers and active members.
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { countsAsMember } from '../../shared/members';
import { rankByPoints, rewardPointsOf } from '../../shared/points-ranking';
import type { PointsLeaderboardEntry } from '../../shared/schemas/awards';
import { getClassAccess } from '../class-access';
import { isLiveClass } from '../classes-docs';

export async function pointsLeaderboard(classId: string, uid: string, locale = 'en'): Promise<PointsLeaderboardEntry[]> {
  // An unknown class answers like a class one is not in, so class ids cannot be probed.
  const access = await getClassAccess(classId, uid).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === 'class/not-found') return null;
    throw error;
  });
  if (!access || !isLiveClass(access.data) || (!access.isTeacher && !access.isActiveMember)) {
    throw new ApiError('awards/not-class-member');
  }
  const members = await db.collection('classes').doc(classId).collection('members').where('role', '==', 'student').get();
  const rows = members.docs
    .map((doc) => ({ id: doc.id, member: doc.data() }))
    .filter(({ member }) => countsAsMember(member))
    .map(({ id, member }) => ({
      uid: id,
      name: String(member.name ?? ''),
      avatar_id: typeof member.avatar_id === 'number' ? member.avatar_id : 0,
      reward_points: rewardPointsOf(member.reward_points),
    }));
  return rankByPoints(rows, locale);
}
