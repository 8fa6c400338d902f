import { describe, expect, it } from 'vitest';
import { PERSONALITY_ITEMS, type PersonalityPole } from './assessment-catalogue';
import { scorePersonality, type PersonalityAnswer } from './personality-scoring';

/** The answer to each item that leans to a pole of `poles` (the other pole otherwise). */
function answersFor(poles: PersonalityPole[], flip: (index: number) => boolean = () => false) {
  return Object.fromEntries(
    PERSONALITY_ITEMS.map((item, i) => {
      const wantA = poles.includes(item.a_pole) !== flip(i);
      return [item.id, (wantA ? 'a' : 'b') as PersonalityAnswer];
    }),
  );
}

describe('scorePersonality', () => {
  it.each([
    ['ESTJ', ['E', 'S', 'T', 'J']],
    ['INFP', ['I', 'N', 'F', 'P']],
    ['ENTP', ['E', 'N', 'T', 'P']],
    ['ISFJ', ['I', 'S', 'F', 'J']],
  ] as const)('answers leaning all one way give %s at 100%%', (type, poles) => {
    const result = scorePersonality(answersFor([...poles]));
    expect(result.type).toBe(type);
    for (const pole of poles) expect(result.counts[pole]).toBe(8);
    expect(Object.values(result.strengths).map((s) => s.percent)).toEqual([100, 100, 100, 100]);
  });

  it('counts sum to 8 per dichotomy and strengths are the chosen share', () => {
    // Flip the first 3 EI items (p01, p05, p09) away from E: E 5, I 3.
    const flipped = new Set(['p01', 'p05', 'p09']);
    const result = scorePersonality(answersFor(['E', 'S', 'T', 'J'], (i) => flipped.has(PERSONALITY_ITEMS[i]!.id)));
    expect(result.counts).toEqual({ E: 5, I: 3, S: 8, N: 0, T: 8, F: 0, J: 8, P: 0 });
    expect(result.strengths.EI).toEqual({ pole: 'E', percent: 63 });
    expect(result.type).toBe('ESTJ');
  });

  it('a 4-4 tie goes to the second pole (I, N, F, P)', () => {
    // Flip the first 4 items of every dichotomy (p01..p16) away from E, S, T, J.
    const result = scorePersonality(answersFor(['E', 'S', 'T', 'J'], (i) => i < 16));
    expect(result.counts).toEqual({ E: 4, I: 4, S: 4, N: 4, T: 4, F: 4, J: 4, P: 4 });
    expect(result.type).toBe('INFP');
    expect(result.strengths).toEqual({
      EI: { pole: 'I', percent: 50 }, SN: { pole: 'N', percent: 50 }, TF: { pole: 'F', percent: 50 }, JP: { pole: 'P', percent: 50 },
    });
  });

  it("always answering 'a' (or 'b') gives no bias: the poles of option a alternate", () => {
    for (const letter of ['a', 'b'] as const) {
      const result = scorePersonality(Object.fromEntries(PERSONALITY_ITEMS.map((item) => [item.id, letter])));
      expect(Object.values(result.counts)).toEqual([4, 4, 4, 4, 4, 4, 4, 4]);
    }
  });

  it('the same answers always give the same result', () => {
    const answers = answersFor(['I', 'S', 'T', 'P'], (i) => i % 7 === 0);
    expect(scorePersonality(answers)).toEqual(scorePersonality({ ...answers }));
  });
});
