import { describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../shared/schemas/me';
import { ledgerActivityKind, mergeActivity, submissionActivity } from './activity';

const item = (id: string, at: string): ActivityItem => ({ id, kind: 'class_joined', at, params: {}, link: '/classroom' });

describe('mergeActivity', () => {
  it('merges sources newest first and pages by the last time', () => {
    const a = [item('a1', '2026-01-03T00:00:00.000Z'), item('a2', '2026-01-01T00:00:00.000Z')];
    const b = [item('b1', '2026-01-02T00:00:00.000Z')];
    const page = mergeActivity([a, b], 2);
    expect(page.data.map((i) => i.id)).toEqual(['a1', 'b1']);
    expect(page.next_before).toBe('2026-01-02T00:00:00.000Z');
    const next = mergeActivity([a, b], 2, page.next_before);
    expect(next.data.map((i) => i.id)).toEqual(['a2']);
    expect(next.next_before).toBeNull();
  });

  it('drops items at or after the cursor, duplicates and bad times', () => {
    const page = mergeActivity([[item('x', '2026-01-02T00:00:00.000Z'), item('x', '2026-01-01T00:00:00.000Z'), item('y', 'nope'), item('z', '2026-01-01T00:00:00.000Z')]], 10, '2026-01-02T00:00:00.000Z');
    expect(page.data.map((i) => i.id)).toEqual(['x', 'z']);
  });

  it('says more may follow when a source filled its limit', () => {
    const page = mergeActivity([[item('a', '2026-01-02T00:00:00.000Z'), item('b', '2026-01-01T00:00:00.000Z')], []], 2);
    expect(page.next_before).toBe('2026-01-01T00:00:00.000Z');
    expect(mergeActivity([[], []], 5)).toEqual({ data: [], next_before: null });
  });

  it('breaks ties by id', () => {
    const at = '2026-01-01T00:00:00.000Z';
    expect(mergeActivity([[item('b', at)], [item('a', at)]], 5).data.map((i) => i.id)).toEqual(['a', 'b']);
  });
});

describe('ledgerActivityKind', () => {
  it('maps ledger categories', () => {
    expect(ledgerActivityKind('purchase')).toBe('sparks_bought');
    expect(ledgerActivityKind('charge')).toBe('sparks_spent');
    expect(ledgerActivityKind('exchange')).toBe('sparks_spent');
    expect(ledgerActivityKind('refund')).toBe('sparks_refunded');
    expect(ledgerActivityKind('bonus')).toBe('sparks_earned');
    expect(ledgerActivityKind('sale')).toBe('sparks_earned');
  });
});

describe('submissionActivity', () => {
  const base = { class_id: 'c', challenge_id: 'ch', title: 'T', percent: 80, submitted_at: '2026-01-01T00:00:00.000Z' };
  it('a submission graded at once carries its score', () => {
    const items = submissionActivity({ ...base, status: 'graded', graded_at: base.submitted_at, graded_by: null });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'challenge_submitted', params: { percent: 80 } });
  });
  it('a teacher-graded one gives a graded event too', () => {
    const items = submissionActivity({ ...base, status: 'graded', graded_at: '2026-01-02T00:00:00.000Z', graded_by: 't' });
    expect(items.map((i) => i.kind)).toEqual(['challenge_submitted', 'challenge_graded']);
    expect(items[0]!.params.percent).toBeUndefined();
  });
  it('one waiting for the teacher has no score', () => {
    const items = submissionActivity({ ...base, percent: 0, status: 'submitted', graded_at: null, graded_by: null });
    expect(items).toHaveLength(1);
    expect(items[0]!.params.percent).toBeUndefined();
  });
});
