// VARK scoring (docs/assessments.md 1), pure: the server scores submissions with it and the web
// scores a signed-out visitor's answers with the very same function.
import { ASSESSMENTS } from './constants';
import { VARK_MODALITIES, type LearningStyleKey, type VarkModality } from './assessment-catalogue';

export type VarkScores = Record<VarkModality, number>;

export interface VarkScoring {
  scores: VarkScores;
  /** The modalities within the stepping distance of the top score, in catalogue order. */
  modalities: VarkModality[];
  style: LearningStyleKey;
}

/** Scores answers `{questionId: modalities chosen}` (already validated: ids and values known). */
export function scoreVark(answers: Record<string, readonly VarkModality[]>): VarkScoring {
  const scores = Object.fromEntries(VARK_MODALITIES.map((m) => [m, 0])) as VarkScores;
  for (const chosen of Object.values(answers)) {
    // A modality counts once per question even if a caller repeated it.
    for (const modality of new Set(chosen)) scores[modality] += 1;
  }
  const top = Math.max(...VARK_MODALITIES.map((m) => scores[m]));
  const modalities = VARK_MODALITIES.filter((m) => top - scores[m] <= ASSESSMENTS.varkSteppingDistance);
  const style: LearningStyleKey = modalities.length === 1 ? modalities[0]! : 'multimodal';
  return { scores, modalities, style };
}
