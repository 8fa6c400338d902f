// The questions of our own VARK and personality questionnaires, as ids and scoring keys. Their
// texts (Arabic and English) are web messages `assessments.vark.{id}.*` and
// `assessments.personality.{id}.*`; the server scores by these keys only.

export const VARK_MODALITIES = ['visual', 'auditory', 'reading', 'kinesthetic'] as const;
export type VarkModality = (typeof VARK_MODALITIES)[number];
/** The stored `learning_style`: one dominant modality or several close ones. */
export const LEARNING_STYLES = [...VARK_MODALITIES, 'multimodal'] as const;
export type LearningStyleKey = (typeof LEARNING_STYLES)[number];

/** v01..v12: each a situation with one option per modality (several may be chosen). */
export const VARK_QUESTION_IDS = Array.from({ length: 12 }, (_, i) => `v${String(i + 1).padStart(2, '0')}`);

export const PERSONALITY_DICHOTOMIES = [
  { id: 'EI', poles: ['E', 'I'] },
  { id: 'SN', poles: ['S', 'N'] },
  { id: 'TF', poles: ['T', 'F'] },
  { id: 'JP', poles: ['J', 'P'] },
] as const;
export type PersonalityDichotomy = (typeof PERSONALITY_DICHOTOMIES)[number]['id'];
export type PersonalityPole = (typeof PERSONALITY_DICHOTOMIES)[number]['poles'][number];

/** Items per dichotomy: 8 each, so a preference is never decided by one or two answers. */
export const PERSONALITY_ITEMS_PER_DICHOTOMY = 8;

/**
 * p01..p32, the dichotomies in turn (p01 EI, p02 SN, p03 TF, p04 JP, p05 EI...). Option `a`
 * leans to `a_pole`; which pole is `a` alternates, so always answering `a` gives no type.
 */
export const PERSONALITY_ITEMS = Array.from({ length: PERSONALITY_DICHOTOMIES.length * PERSONALITY_ITEMS_PER_DICHOTOMY }, (_, i) => {
  const dichotomy = PERSONALITY_DICHOTOMIES[i % PERSONALITY_DICHOTOMIES.length]!;
  const round = Math.floor(i / PERSONALITY_DICHOTOMIES.length);
  return {
    id: `p${String(i + 1).padStart(2, '0')}`,
    dichotomy: dichotomy.id,
    a_pole: dichotomy.poles[round % 2] as PersonalityPole,
    b_pole: dichotomy.poles[(round + 1) % 2] as PersonalityPole,
  };
});
export const PERSONALITY_ITEM_IDS = PERSONALITY_ITEMS.map((item) => item.id);
