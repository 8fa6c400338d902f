// A class's active students and their reward points, live from classes/{classId}/members (class
// teachers and active members may read it; docs/awards.md). The points leaderboard ranks them;
// the live report uses them to know which players are students of the class.
import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { countsAsMember } from '@shared/members';
import { rewardPointsOf } from '@shared/points-ranking';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { db } from '@/lib/firebase';

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

export function useClassPoints(classId: string | null): LiveState<ClassStudentPoints[]> {
  const members = useMemo(() => (classId ? collection(db, 'classes', classId, 'members') : null), [classId]);
  const state = useLiveQuery(members, studentPointsFromDoc);
  return useMemo(
    () => (state.status === 'success' ? { ...state, data: state.data.filter((row): row is ClassStudentPoints => row !== null) } : state),
    [state],
  );
}
