import { describe, expect, it } from 'vitest';
import { givePointsSchema } from '@shared/schemas/awards';
import { checkGivePoints, formKey, givePointsRequest, initialSelection, parsePoints, toggleAll, toggleStudent } from './give-points-form';

const form = (overrides: Partial<Parameters<typeof checkGivePoints>[0]> = {}) => ({
  points: '10', reason: 'Great work', studentIds: ['a'], ...overrides,
});

describe('parsePoints', () => {
  it('accepts whole numbers from 1 to 100, spaces around allowed', () => {
    expect(parsePoints('1')).toBe(1);
    expect(parsePoints(' 100 ')).toBe(100);
    expect(parsePoints('007')).toBe(7);
    expect(parsePoints('٢٥')).toBe(25);
    expect(parsePoints('۱۰۰')).toBe(100);
  });

  it('refuses zero, negatives, fractions, over 100 and anything not plain digits', () => {
    for (const text of ['0', '-3', '1.5', '5.0', '101', '1e2', '', ' ', 'ten', '٠', '+5', '1000']) {
      expect(parsePoints(text), text).toBeNull();
    }
  });
});

describe('checkGivePoints', () => {
  it('passes a whole form', () => {
    expect(checkGivePoints(form())).toEqual({});
  });

  it('names each field\'s problem with the server\'s codes', () => {
    expect(checkGivePoints(form({ points: '0', reason: '   ', studentIds: [] }))).toEqual({
      points: 'awards/invalid-points',
      reason: 'awards/reason-required',
      students: 'awards/students-required',
    });
    expect(checkGivePoints(form({ reason: 'x'.repeat(201) })).reason).toBe('awards/reason-required');
    expect(checkGivePoints(form({ reason: 'x'.repeat(200) })).reason).toBeUndefined();
    expect(checkGivePoints(form({ studentIds: Array.from({ length: 51 }, (_, i) => `s${i}`) })).students).toBe('awards/students-required');
  });
});

describe('formKey', () => {
  it('is the same for the same grant, whatever the order of students or spaces', () => {
    expect(formKey(form({ studentIds: ['a', 'b'], reason: ' Great work ' }))).toBe(formKey(form({ studentIds: ['b', 'a'] })));
    expect(formKey(form({ points: '10' }))).not.toBe(formKey(form({ points: '11' })));
  });
});

describe('the students ticked (several students)', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('ticks everyone from the members list, the podium from a live report, the one student of a submission', () => {
    expect(initialSelection(ids)).toEqual(ids);
    expect(initialSelection(ids, ['c', 'a', 'x'])).toEqual(['a', 'c']);
    expect(initialSelection(ids, [])).toEqual([]);
    // One recipient (a challenge's submission, a member's row) is always chosen.
    expect(initialSelection(['s1'])).toEqual(['s1']);
    expect(initialSelection(['s1'], [])).toEqual(['s1']);
  });

  it('ticks and unticks one student without repeats, and toggles all', () => {
    expect(toggleStudent(['a'], 'c', true)).toEqual(['a', 'c']);
    expect(toggleStudent(['a', 'c'], 'a', true)).toEqual(['c', 'a']);
    expect(toggleStudent(['a', 'c'], 'a', false)).toEqual(['c']);
    expect(toggleStudent(['c'], 'b', false)).toEqual(['c']);
    expect(toggleAll(['a'], ids)).toEqual(ids);
    expect(toggleAll([], ids)).toEqual(ids);
    expect(toggleAll(ids, ids)).toEqual([]);
  });
});

describe('givePointsRequest', () => {
  const operationId = '3f2c8a9e-5b1d-4c7e-9a0f-1d2e3f4a5b6c';

  it('after a challenge: the challenge is the source, and the server\'s schema accepts the body', () => {
    const body = givePointsRequest(form({ points: '٢٥', reason: '  Perfect score  ', studentIds: ['s1'] }), {
      operationId, classId: 'class1', source: 'challenge', sourceId: 'challenge1',
    });
    expect(body).toEqual({
      operation_id: operationId, class_id: 'class1', student_ids: ['s1'], points: 25, reason: 'Perfect score', source: 'challenge', source_id: 'challenge1',
    });
    expect(givePointsSchema.parse(body)).toEqual(body);
  });

  it('after a live game: the session is the source, for the several students ticked', () => {
    const body = givePointsRequest(form({ studentIds: ['s1', 's3'] }), { operationId, classId: 'class1', source: 'live', sourceId: 'session1' });
    expect(body).toMatchObject({ student_ids: ['s1', 's3'], points: 10, source: 'live', source_id: 'session1' });
    expect(givePointsSchema.safeParse(body).success).toBe(true);
  });

  it('from the members list: no source id, even if one was passed', () => {
    const body = givePointsRequest(form(), { operationId, classId: 'class1', source: 'members', sourceId: 'stray' });
    expect(body).toMatchObject({ source: 'members', source_id: null });
    expect(givePointsSchema.safeParse(body).success).toBe(true);
  });
});
