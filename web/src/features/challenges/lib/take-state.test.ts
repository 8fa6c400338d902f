import { describe, expect, it } from 'vitest';
import { submitAnswersRequestSchema } from '@shared/schemas/quiz';
import {
  PRACTICE_PLACEHOLDER, answersToSend, canProceed, clampPage, DRAFT_MAX_AGE_MS, draftKey, parseDraft, practiceAnswers, progress, serializeDraft, splitBlank,
  unansweredIds,
} from './take-state';

const questions = [{ id: 'q1' }, { id: 'q2' }, { id: 'q3' }];

describe('answering', () => {
  it('lists the questions still without an answer, in order', () => {
    expect(unansweredIds(questions, {})).toEqual(['q1', 'q2', 'q3']);
    expect(unansweredIds(questions, { q1: 'a', q2: '   ', q3: 'c' })).toEqual(['q2']);
    expect(progress(questions, { q1: 'a', q3: 'c' })).toEqual({ answered: 2, total: 3 });
  });

  it('gates "next" on the current question', () => {
    expect(canProceed({ id: 'q1' }, {})).toBe(false);
    expect(canProceed({ id: 'q1' }, { q1: 'true' })).toBe(true);
    expect(canProceed(undefined, {})).toBe(true);
  });

  it('sends trimmed answers of known questions only', () => {
    const sent = answersToSend(questions, { q1: ' Paris ', q2: 'false', q3: '', other: 'x' });
    expect(sent).toEqual({ q1: 'Paris', q2: 'false' });
    expect(submitAnswersRequestSchema.safeParse({ answers: sent }).success).toBe(true);
  });

  it('fills practice gaps with a placeholder', () => {
    expect(practiceAnswers(questions, { q2: ' x ' })).toEqual({ q1: PRACTICE_PLACEHOLDER, q2: 'x', q3: PRACTICE_PLACEHOLDER });
  });

  it('keeps pages in range', () => {
    expect(clampPage(-1, 3)).toBe(0);
    expect(clampPage(5, 3)).toBe(2);
    expect(clampPage(1.7, 3)).toBe(1);
    expect(clampPage(2, 0)).toBe(0);
  });
});

describe('drafts', () => {
  it('are kept per class, challenge and student', () => {
    expect(draftKey('c', 'ch', 'u')).toBe('challenge-draft:c:ch:u');
  });

  it('read back only string answers of the questions', () => {
    expect(parseDraft(JSON.stringify({ q1: 'a', q2: 3, zz: 'b' }), ['q1', 'q2'])).toEqual({ q1: 'a' });
    expect(parseDraft('not json', ['q1'])).toEqual({});
    expect(parseDraft('[1]', ['q1'])).toEqual({});
    expect(parseDraft(null, ['q1'])).toEqual({});
  });

  it('round-trip through their stored form, without blank answers', () => {
    const raw = serializeDraft({ q1: 'a', q2: '  ', q3: 'true' }, 1_000);
    expect(JSON.parse(raw!)).toEqual({ v: 1, saved_at: 1_000, answers: { q1: 'a', q3: 'true' } });
    expect(parseDraft(raw, ['q1', 'q2', 'q3'], 2_000)).toEqual({ q1: 'a', q3: 'true' });
    expect(parseDraft(raw, ['q3'], 2_000)).toEqual({ q3: 'true' });
  });

  it('store nothing when nothing is answered', () => {
    expect(serializeDraft({}, 1)).toBeNull();
    expect(serializeDraft({ q1: '' }, 1)).toBeNull();
  });

  it('cap long answers and drop stale or malformed drafts', () => {
    expect(parseDraft(serializeDraft({ q1: 'x'.repeat(6000) }, 0), ['q1'], 0).q1).toHaveLength(5000);
    expect(parseDraft(serializeDraft({ q1: 'a' }, 0), ['q1'], DRAFT_MAX_AGE_MS + 1)).toEqual({});
    expect(parseDraft(JSON.stringify({ v: 1, saved_at: 'x', answers: { q1: 'a' } }), ['q1'], 0)).toEqual({});
    expect(parseDraft(JSON.stringify({ v: 1, saved_at: 0, answers: ['a'] }), ['q1'], 0)).toEqual({});
  });
});

describe('inputs', () => {
  it('split a fill-in-the-blank text at its blank', () => {
    expect(splitBlank('Plants make food by ____.')).toEqual(['Plants make food by ', '.']);
  });
});
