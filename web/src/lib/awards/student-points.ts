// One class member document as a row of the points leaderboard (docs/awards.md, Reward points).
// Pure (no Firebase), so it unit-tests alone; use-class-points reads the documents live.
import { countsAsMember } from '@shared/members';
import { rewardPointsOf } from '@shared/points-ranking';

export interface ClassStudentPoints {
  uid: string;
  name: string;
  avatar_id: number;
  reward_points: number;
}

/** A member document as a student row, or null for teachers, pending and paused members. */
export function studentPointsFromDoc(data: Record<string, unknown>, id: string): ClassStudentPoints | null {
  if (!countsAsMember(data)) return null;
  return {
    uid: id,
    name: typeof data.name === 'string' ? data.name : '',
    avatar_id: typeof data.avatar_id === 'number' ? data.avatar_id : 0,
    reward_points: rewardPointsOf(data.reward_points),
  };
}
