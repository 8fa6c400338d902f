import { describe, expect, it } from 'vitest';
import type { HubItem } from '@/lib/challenges/hub';
import { challengeHref, mergeHubs, studentClasses } from './merge-hubs';

const item = (id: string, over: Partial<HubItem> = {}): HubItem => ({
  id, class_id: '', quiz_id: 'q', title: id, description: '', question_count: 2, total_points: 20, due_at: null,
  practice_allowed: false, assigned_by: 't', created_at: null, overdue: false, submission: null, ...over,
});
const done = (id: string, submittedAt: string) =>
  item(id, { submission: { score: 10, max_score: 20, percent: 50, band: 'needs_improvement', status: 'graded', late: false, submitted_at: submittedAt } });

describe('mergeHubs', () => {
  it('puts due challenges of every class together, soonest first and undated last', () => {
    const merged = mergeHubs([
      { classInfo: { id: 'c1', name: 'Physics' }, hub: { due: [item('late', { due_at: '2030-01-05T00:00:00Z' }), item('none')], done: [] } },
      { classInfo: { id: 'c2', name: 'Maths' }, hub: { due: [item('soon', { due_at: '2030-01-02T00:00:00Z', overdue: true })], done: [] } },
    ]);
    expect(merged.due.map((entry) => [entry.id, entry.class_id, entry.className])).toEqual([
      ['soon', 'c2', 'Maths'],
      ['late', 'c1', 'Physics'],
      ['none', 'c1', 'Physics'],
    ]);
  });

  it('lists done challenges latest first', () => {
    const merged = mergeHubs([
      { classInfo: { id: 'c1', name: 'A' }, hub: { due: [], done: [done('old', '2030-01-01T00:00:00Z')] } },
      { classInfo: { id: 'c2', name: 'B' }, hub: { due: [], done: [done('new', '2030-02-01T00:00:00Z')] } },
    ]);
    expect(merged.done.map((entry) => entry.id)).toEqual(['new', 'old']);
  });

  it('keeps a class id the API already gave', () => {
    const merged = mergeHubs([{ classInfo: { id: 'c1', name: 'A' }, hub: { due: [item('x', { class_id: 'c9' })], done: [] } }]);
    expect(merged.due[0]!.class_id).toBe('c9');
  });
});

describe('studentClasses', () => {
  it('keeps active student memberships only', () => {
    const memberships = [
      { id: 'a', role: 'student', status: 'active' },
      { id: 'b', role: 'teacher', status: 'active' },
      { id: 'c', role: 'student', status: 'pending' },
      { id: 'd', role: 'student', status: 'inactive' },
    ];
    expect(studentClasses(memberships).map((m) => m.id)).toEqual(['a']);
  });
});

describe('challengeHref', () => {
  it('opens the challenge in its class tab', () => {
    expect(challengeHref('ch1', 'take')).toBe('/classroom/quizzes?challenge=ch1&view=take');
  });
});
