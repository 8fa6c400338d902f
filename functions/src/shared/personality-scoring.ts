// Personality scoring (docs/assessments.md 2), pure: four dichotomies of 8 forced-choice items.
import {
  PERSONALITY_DICHOTOMIES, PERSONALITY_ITEMS, type PersonalityDichotomy, type PersonalityPole,
} from './assessment-catalogue';

export type PersonalityAnswer = 'a' | 'b';
export type PersonalityCounts = Record<PersonalityPole, number>;
export interface PersonalityStrength {
  pole: PersonalityPole;
  /** The chosen pole's share of its dichotomy's answers, 50..100. */
  percent: number;
}
export type PersonalityStrengths = Record<PersonalityDichotomy, PersonalityStrength>;

export interface PersonalityScoring {
  counts: PersonalityCounts;
  strengths: PersonalityStrengths;
  /** Four letters, e.g. `INTJ`. */
  type: string;
}

/** Scores answers `{itemId: 'a'|'b'}` (already validated); items not answered count for neither pole. */
export function scorePersonality(answers: Record<string, PersonalityAnswer>): PersonalityScoring {
  const counts = { E: 0, I: 0, S: 0, N: 0, T: 0, F: 0, J: 0, P: 0 } satisfies PersonalityCounts;
  for (const item of PERSONALITY_ITEMS) {
    const answer = answers[item.id];
    if (answer === 'a') counts[item.a_pole] += 1;
    else if (answer === 'b') counts[item.b_pole] += 1;
  }
  const strengths = {} as PersonalityStrengths;
  let type = '';
  for (const { id, poles } of PERSONALITY_DICHOTOMIES) {
    const [first, second] = poles;
    // A tie goes to the second pole (I, N, F, P), so the same answers always give the same code.
    const pole: PersonalityPole = counts[first] > counts[second] ? first : second;
    const total = counts[first] + counts[second];
    strengths[id] = { pole, percent: total === 0 ? 50 : Math.round((counts[pole] / total) * 100) };
    type += pole;
  }
  return { counts, strengths, type };
}
