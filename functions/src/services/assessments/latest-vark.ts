// GET /assessments/vark: the caller's newest VARK result.
import type { VarkResult } from '../../shared/schemas/assessments';
import { latestResult, toVarkResult } from './assessment-docs';

export async function latestVark(uid: string): Promise<VarkResult> {
  return toVarkResult(await latestResult(uid, 'vark'));
}
