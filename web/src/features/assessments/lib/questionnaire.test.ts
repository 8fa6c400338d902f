import { VARK_MODALITIES, VARK_QUESTION_IDS } from '@shared/assessment-catalogue';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { answeredCount, firstUnanswered, newSubmissionId, optionOrder, pagesOf, sparksNeeded, toggleModality } from './questionnaire';

describe('questionnaire bookkeeping', () => {
  it('counts answers and finds the first question still missing (an empty choice is missing)', () => {
    const answers = { v01: ['visual' as const], v02: [], v04: ['reading' as const] };
    expect(answeredCount(VARK_QUESTION_IDS, answers)).toBe(2);
    expect(firstUnanswered(VARK_QUESTION_IDS, answers)).toBe(1);
    expect(firstUnanswered(['p01', 'p02'], { p01: 'a', p02: 'b' })).toBe(-1);
    expect(firstUnanswered(['p01', 'p02'], { p02: 'b' })).toBe(0);
  });

  it('ticks and unticks a modality, keeping the catalogue order', () => {
    let answers = toggleModality({}, 'v01', 'kinesthetic');
    answers = toggleModality(answers, 'v01', 'visual');
    expect(answers.v01).toEqual(['visual', 'kinesthetic']);
    answers = toggleModality(answers, 'v01', 'kinesthetic');
    expect(answers).toEqual({ v01: ['visual'] });
    expect(toggleModality(answers, 'v01', 'visual')).toEqual({ v01: [] });
  });

  it('splits 32 items into 4 pages of 8', () => {
    const ids = Array.from({ length: 32 }, (_, i) => `p${i + 1}`);
    const pages = pagesOf(ids, 8);
    expect(pages.map((page) => page.length)).toEqual([8, 8, 8, 8]);
    expect(pages[3]![0]).toBe('p25');
    expect(pagesOf(['a', 'b', 'c'], 2)).toEqual([['a', 'b'], ['c']]);
  });

  it('turns the option order with the question, every modality once', () => {
    expect(optionOrder(0)).toEqual([...VARK_MODALITIES]);
    expect(optionOrder(1)).toEqual(['auditory', 'reading', 'kinesthetic', 'visual']);
    expect(optionOrder(5)).toEqual(optionOrder(1));
    for (let i = 0; i < 12; i += 1) expect([...optionOrder(i)].sort()).toEqual([...VARK_MODALITIES].sort());
  });

  it('makes submission ids the server accepts', () => {
    expect(newSubmissionId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newSubmissionId(() => '1234-abcd.ef/gh')).toBe('1234-abcdefgh');
    expect(newSubmissionId()).not.toBe(newSubmissionId());
  });

  it('reads how many sparks are still needed from a 402', () => {
    expect(sparksNeeded(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x', { needed: 3 }), 5)).toBe(3);
    expect(sparksNeeded(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x'), 5)).toBe(5);
    expect(sparksNeeded(new ApiRequestError(400, 'assessment/unanswered', 'x'), 5)).toBeNull();
    expect(sparksNeeded(new Error('x'), 5)).toBeNull();
  });
});
