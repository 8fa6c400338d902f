// GET /assessments/personality: the caller's newest personality result.
import type { PersonalityResult } from '../../shared/schemas/assessments';
import { latestResult, toPersonalityResult } from './assessment-docs';

export async function latestPersonality(uid: string): Promise<PersonalityResult> {
  return toPersonalityResult(await latestResult(uid, 'personality'));
}
