// A class's active students and their reward points, live from classes/{classId}/members (class
// teachers and active members may read it; docs/awards.md). The points leaderboard ranks them;
// the live report uses them to know which players are students of the class.
import { collection } from 'firebase/firestore';
import { useMemo } from 'react';
import { useLiveQuery, type LiveState } from '@/lib/classes/live';
import { db } from '@/lib/firebase';
import { studentPointsFromDoc, type ClassStudentPoints } from './student-points';

export type { ClassStudentPoints } from './student-points';

export function useClassPoints(classId: string | null): LiveState<ClassStudentPoints[]> {
  const members = useMemo(() => (classId ? collection(db, 'classes', classId, 'members') : null), [classId]);
  const state = useLiveQuery(members, studentPointsFromDoc);
  return useMemo(
    () => (state.status === 'success' ? { ...state, data: state.data.filter((row): row is ClassStudentPoints => row !== null) } : state),
    [state],
  );
}
