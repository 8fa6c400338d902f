// The personality report's bars: each dichotomy split between its two poles by the answers
// given to each (they sum to 8), the chosen pole as the server decided it (a tie: the second).
import { PERSONALITY_DICHOTOMIES, type PersonalityDichotomy, type PersonalityPole } from '@shared/assessment-catalogue';
import type { PersonalityResult } from '@shared/schemas/assessments';

export interface StrengthRow {
  dichotomy: PersonalityDichotomy;
  /** Both poles in catalogue order, each with its share of the answers (the two add up to 100). */
  poles: [{ pole: PersonalityPole; percent: number }, { pole: PersonalityPole; percent: number }];
  chosen: PersonalityPole;
}

export function strengthRows(result: Pick<PersonalityResult, 'counts' | 'strengths'>): StrengthRow[] {
  return PERSONALITY_DICHOTOMIES.map(({ id, poles: [first, second] }) => {
    const a = result.counts[first] ?? 0;
    const b = result.counts[second] ?? 0;
    const total = a + b;
    const firstPercent = total === 0 ? 50 : Math.round((a / total) * 100);
    const chosen = result.strengths[id]?.pole ?? (a > b ? first : second);
    return {
      dichotomy: id,
      poles: [
        { pole: first, percent: firstPercent },
        { pole: second, percent: 100 - firstPercent },
      ],
      chosen,
    };
  });
}

/** A type code the report knows (four letters, one of each dichotomy), else null. */
export function knownType(type: string | null | undefined): string | null {
  const code = (type ?? '').trim().toUpperCase();
  return /^[EI][SN][TF][JP]$/.test(code) ? code : null;
}
