// GET /classes/{classId}/learner-profiles (the class's teachers) -> { data: LearnerProfile[] }:
// the active students' learning styles and personality types, never their answers
// (docs/assessments.md section 3).
import type { LearnerProfile } from '@shared/schemas/assessments';
import { apiRequest } from '@/lib/api-client';
import { classPath } from '../lib/api-paths';

export const LEARNER_PROFILES_FAILED = { id: 'learners.members.loadFailed', defaultMessage: 'Learning styles could not be loaded.' };

export async function getLearnerProfiles(classId: string, signal?: AbortSignal): Promise<LearnerProfile[]> {
  const answer = await apiRequest<{ data: LearnerProfile[] }>('GET', classPath(classId, null, '/learner-profiles'), { signal });
  return Array.isArray(answer.data) ? answer.data : [];
}
