import { describe, expect, it } from 'vitest';
import { VARK_MODALITIES, VARK_QUESTION_IDS, type VarkModality } from './assessment-catalogue';
import { scoreVark } from './vark-scoring';

/** Answers where question i chooses picks(i). */
const answersBy = (picks: (index: number) => VarkModality[]) =>
  Object.fromEntries(VARK_QUESTION_IDS.map((id, i) => [id, picks(i)]));

describe('scoreVark', () => {
  it.each(VARK_MODALITIES)('names %s the style when it is chosen everywhere', (modality) => {
    const result = scoreVark(answersBy(() => [modality]));
    expect(result.scores[modality]).toBe(12);
    expect(result.modalities).toEqual([modality]);
    expect(result.style).toBe(modality);
  });

  it('counts each chosen modality once per question', () => {
    const result = scoreVark(answersBy((i) => (i < 3 ? ['visual', 'auditory'] : ['reading'])));
    expect(result.scores).toEqual({ visual: 3, auditory: 3, reading: 9, kinesthetic: 0 });
    expect(scoreVark({ v01: ['visual', 'visual'] }).scores.visual).toBe(1);
  });

  it('a tie at the top is multimodal, in catalogue order', () => {
    const result = scoreVark(answersBy((i) => (i % 2 === 0 ? ['kinesthetic'] : ['auditory'])));
    expect(result.scores).toEqual({ visual: 0, auditory: 6, reading: 0, kinesthetic: 6 });
    expect(result.modalities).toEqual(['auditory', 'kinesthetic']);
    expect(result.style).toBe('multimodal');
  });

  it('includes a modality within the stepping distance (2) of the top, not one 3 below', () => {
    // visual 12, reading 10 (2 below), auditory 9 (3 below).
    const near = scoreVark(answersBy((i) => ['visual', ...(i < 10 ? ['reading' as const] : []), ...(i < 9 ? ['auditory' as const] : [])]));
    expect(near.scores).toEqual({ visual: 12, auditory: 9, reading: 10, kinesthetic: 0 });
    expect(near.modalities).toEqual(['visual', 'reading']);
    expect(near.style).toBe('multimodal');

    const far = scoreVark(answersBy((i) => ['visual', ...(i < 9 ? ['reading' as const] : [])]));
    expect(far.modalities).toEqual(['visual']);
    expect(far.style).toBe('visual');
  });

  it('every modality chosen everywhere is multimodal with all four', () => {
    const result = scoreVark(answersBy(() => [...VARK_MODALITIES]));
    expect(result.modalities).toEqual([...VARK_MODALITIES]);
    expect(result.style).toBe('multimodal');
  });
});
