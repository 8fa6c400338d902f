// GET /classes/{classId}/learner-profiles: the class's active students' learning styles and
// personality types for its teachers (docs/assessments.md 3). Never answers or scores.
import { LEARNING_STYLES, VARK_MODALITIES, type LearningStyleKey, type VarkModality } from '../../shared/assessment-catalogue';
import { MBTI_PLACEHOLDER } from '../../shared/constants';
import type { LearnerProfile } from '../../shared/schemas/assessments';
import type { Caller } from '../../lib/auth-context';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { classRef, getClassAccess } from '../class-access';
import { userRef } from './assessment-docs';

const PERSONALITY_TYPE = /^[EI][SN][TF][JP]$/;

function toLearnerProfile(uid: string, data: Record<string, unknown> | undefined): LearnerProfile {
  const style = data?.learning_style;
  const modalities = Array.isArray(data?.learning_modalities) ? data.learning_modalities : [];
  const type = data?.personality_type;
  return {
    uid,
    learning_style: (LEARNING_STYLES as readonly unknown[]).includes(style) ? (style as LearningStyleKey) : null,
    learning_modalities: VARK_MODALITIES.filter((m): m is VarkModality => modalities.includes(m)),
    // The placeholder `MBTI` means not taken.
    personality_type: typeof type === 'string' && type !== MBTI_PLACEHOLDER && PERSONALITY_TYPE.test(type) ? type : null,
  };
}

export async function learnerProfiles(who: Caller, classId: string): Promise<LearnerProfile[]> {
  const access = await getClassAccess(classId, who.uid);
  if (!access.isTeacher && who.userType !== 'administrator') throw new ApiError('assessment/teachers-only');
  const members = await classRef(classId).collection('members')
    .where('role', '==', 'student').where('status', '==', 'active').select().get();
  if (members.empty) return [];
  const users = await db.getAll(...members.docs.map((doc) => userRef(doc.id)), { fieldMask: ['learning_style', 'learning_modalities', 'personality_type'] });
  return users.map((snap) => toLearnerProfile(snap.id, snap.data()));
}
