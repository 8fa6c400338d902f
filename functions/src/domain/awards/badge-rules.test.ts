import { describe, expect, it } from 'vitest';
import type { AwardEvent, AwardEventKind } from '../../shared/schemas/awards';
import { BUILT_IN_BADGES, type BadgeDefinition } from './badge-catalogue';
import { applyAwardEvent, emptyMetrics, evaluateBadges, isEarnable, readMetrics, resolveCatalogue, type AwardProgress } from './badge-rules';

const DAY = 86_400_000;
const t0 = Date.parse('2026-03-01T09:00:00Z');
let n = 0;
const ev = (kind: AwardEventKind, extra: Partial<AwardEvent> = {}): AwardEvent => ({ kind, key: `k${n++}`, uid: 'u', at: t0, ...extra });
const fresh = (): AwardProgress => ({ metrics: emptyMetrics(), last_active_day: null });

/** Apply the events and evaluate after each, as the service does; answers the earned ids. */
function run(events: AwardEvent[], definitions: readonly BadgeDefinition[] = BUILT_IN_BADGES, earned: string[] = []) {
  let state = fresh();
  const have = new Set(earned);
  const got: string[] = [];
  for (const event of events) {
    state = applyAwardEvent(state, event);
    const result = evaluateBadges(state.metrics, definitions, have);
    for (const badge of result.earned) { have.add(badge.id); got.push(badge.id); }
    state = { ...state, metrics: result.metrics };
  }
  return { got, state };
}

const times = (count: number, make: (i: number) => AwardEvent) => Array.from({ length: count }, (_, i) => make(i));

describe('applyAwardEvent', () => {
  it('moves the counter of each kind', () => {
    const m = (kind: AwardEventKind, extra?: Partial<AwardEvent>) => applyAwardEvent(fresh(), ev(kind, extra)).metrics;
    expect(m('class_joined').classes_joined).toBe(1);
    expect(m('quiz_completed').quizzes_completed).toBe(1);
    expect(m('perfect_score').perfect_scores).toBe(1);
    expect(m('course_completed').courses_completed).toBe(1);
    expect(m('product_sold').products_sold).toBe(1);
    expect(m('course_sold').courses_sold).toBe(1);
    expect(m('certificate_issued').certificates).toBe(1);
    expect(m('points_received', { points: 30 })).toMatchObject({ reward_points: 30, total_points: 30 });
    expect(m('lesson_progress')).toEqual({ ...emptyMetrics(), streak_days: 1, best_streak: 1 });
  });

  it('counts live podiums and wins only with at least 2 players', () => {
    expect(applyAwardEvent(fresh(), ev('live_finished', { rank: 1, players: 2 })).metrics).toMatchObject({ live_podiums: 1, live_wins: 1 });
    expect(applyAwardEvent(fresh(), ev('live_finished', { rank: 3, players: 5 })).metrics).toMatchObject({ live_podiums: 1, live_wins: 0 });
    expect(applyAwardEvent(fresh(), ev('live_finished', { rank: 4, players: 5 })).metrics).toMatchObject({ live_podiums: 0, live_wins: 0 });
    expect(applyAwardEvent(fresh(), ev('live_finished', { rank: 1, players: 1 })).metrics).toMatchObject({ live_podiums: 0, live_wins: 0 });
  });

  it('sales and certificates are not activity; everything else is', () => {
    for (const kind of ['course_sold', 'product_sold', 'certificate_issued'] as const) {
      expect(applyAwardEvent(fresh(), ev(kind))).toMatchObject({ last_active_day: null, metrics: { streak_days: 0 } });
    }
    for (const kind of ['class_joined', 'quiz_completed', 'perfect_score', 'live_finished', 'course_completed', 'lesson_progress', 'points_received'] as const) {
      expect(applyAwardEvent(fresh(), ev(kind, { points: 1 })).last_active_day).toBe('2026-03-01');
    }
  });
});

describe('readMetrics', () => {
  it('reads missing or malformed counters as 0', () => {
    expect(readMetrics({ classes_joined: 2, quizzes_completed: 'x', perfect_scores: -1 })).toEqual({ ...emptyMetrics(), classes_joined: 2 });
    expect(readMetrics(undefined)).toEqual(emptyMetrics());
  });
});

describe('each built-in rule', () => {
  // For each badge: the events that earn it, and that one fewer does not.
  const cases: Record<string, (count: number) => AwardEvent[]> = {
    'first-class': (c) => times(c, () => ev('class_joined')),
    'class-explorer': (c) => times(c, () => ev('class_joined')),
    'first-quiz': (c) => times(c, () => ev('quiz_completed')),
    'quiz-regular': (c) => times(c, () => ev('quiz_completed')),
    'perfect-score': (c) => times(c, () => ev('perfect_score')),
    'live-podium': (c) => times(c, () => ev('live_finished', { rank: 2, players: 4 })),
    'live-champion': (c) => times(c, () => ev('live_finished', { rank: 1, players: 4 })),
    'five-day-streak': (c) => times(c, (i) => ev('lesson_progress', { at: t0 + i * DAY })),
    'course-completed': (c) => times(c, () => ev('course_completed')),
    'three-courses': (c) => times(c, () => ev('course_completed')),
    'first-sale': (c) => times(c, () => ev('product_sold')),
    'first-course-sale': (c) => times(c, () => ev('course_sold')),
    'teachers-star': (c) => times(c, () => ev('points_received', { points: 1 })),
    'points-100': (c) => times(c, () => ev('points_received', { points: 1 })),
    'points-250': (c) => times(c, () => ev('points_received', { points: 1 })),
    'points-500': (c) => times(c, () => ev('points_received', { points: 1 })),
    'points-1000': (c) => times(c, () => ev('points_received', { points: 1 })),
  };

  it('covers the whole catalogue', () => {
    expect(Object.keys(cases).sort()).toEqual(BUILT_IN_BADGES.map((b) => b.id).sort());
  });

  for (const badge of BUILT_IN_BADGES) {
    it(`${badge.id}: ${badge.metric} >= ${badge.threshold}`, () => {
      const only = [badge];
      const make = cases[badge.id]!;
      expect(run(make(badge.threshold), only).got).toEqual([badge.id]);
      expect(run(make(badge.threshold - 1), only).got).toEqual([]);
      // Once and only once: more events past the threshold earn it no second time, and a run
      // that starts with it earned (the engine's later transactions) earns nothing.
      const past = run(make(badge.threshold + 3), only);
      expect(past.got).toEqual([badge.id]);
      expect(run(make(badge.threshold + 3), only, [badge.id]).got).toEqual([]);
      expect(evaluateBadges(past.state.metrics, only, [badge.id])).toEqual({ earned: [], metrics: past.state.metrics });
    });
  }

  it('a broken streak does not earn five-day-streak', () => {
    const days = [0, 1, 2, 3, 5].map((d) => ev('quiz_completed', { at: t0 + d * DAY }));
    expect(run(days).got).not.toContain('five-day-streak');
    expect(run([...days, ...[6, 7, 8, 9].map((d) => ev('lesson_progress', { at: t0 + d * DAY }))]).got).toContain('five-day-streak');
  });
});

describe('evaluateBadges', () => {
  it('badge points raise total_points up to milestones (fixpoint)', () => {
    // 70 reward points + teachers-star (15) + perfect-score (25) = 110 -> points-100.
    const { got, state } = run([ev('points_received', { points: 70 }), ev('perfect_score')]);
    expect(got).toEqual(['teachers-star', 'perfect-score', 'points-100']);
    expect(state.metrics.total_points).toBe(70 + 15 + 25);
  });

  it('chains milestones within one evaluation', () => {
    const defs: BadgeDefinition[] = [
      { ...BUILT_IN_BADGES[0]!, id: 'a', metric: 'classes_joined', threshold: 1, points: 100 },
      { ...BUILT_IN_BADGES[0]!, id: 'b', metric: 'total_points', threshold: 100, points: 150 },
      { ...BUILT_IN_BADGES[0]!, id: 'c', metric: 'total_points', threshold: 250, points: 0 },
    ];
    const metrics = { ...emptyMetrics(), classes_joined: 1 };
    const result = evaluateBadges(metrics, defs, []);
    expect(result.earned.map((b) => b.id)).toEqual(['a', 'b', 'c']);
    expect(result.metrics.total_points).toBe(250);
    expect(metrics.total_points).toBe(0);
  });

  it('earns a badge once and only once', () => {
    const metrics = { ...emptyMetrics(), classes_joined: 5 };
    const first = evaluateBadges(metrics, BUILT_IN_BADGES, []);
    expect(first.earned.map((b) => b.id)).toEqual(['first-class', 'class-explorer']);
    const again = evaluateBadges(first.metrics, BUILT_IN_BADGES, first.earned.map((b) => b.id));
    expect(again.earned).toEqual([]);
    expect(again.metrics).toEqual(first.metrics);
    // More events later: nothing earned twice.
    expect(run(times(6, () => ev('class_joined'))).got).toEqual(['first-class', 'class-explorer']);
  });

  it('skips inactive and soft-deleted definitions', () => {
    const [first] = BUILT_IN_BADGES;
    const metrics = { ...emptyMetrics(), classes_joined: 1 };
    expect(evaluateBadges(metrics, [{ ...first!, active: false }], []).earned).toEqual([]);
    expect(evaluateBadges(metrics, [{ ...first!, deleted_at: 1 }], []).earned).toEqual([]);
  });
});

describe('resolveCatalogue', () => {
  const text = { ar: 'شارة', en: 'Badge' };

  it('answers the built-ins without documents', () => {
    expect(resolveCatalogue(BUILT_IN_BADGES, [])).toEqual(BUILT_IN_BADGES);
  });

  it('overrides a built-in field by field, keeping it built-in', () => {
    const [resolved] = resolveCatalogue(BUILT_IN_BADGES, [{ id: 'first-class', data: { points: 99, threshold: 'x', active: false, built_in: false } }]);
    expect(resolved).toMatchObject({ id: 'first-class', points: 99, threshold: 1, active: false, built_in: true, metric: 'classes_joined' });
    expect(isEarnable(resolved!)).toBe(false);
  });

  it('keeps soft-deleted definitions, flagged and not earnable', () => {
    const at = new Date('2026-03-01T00:00:00Z');
    const resolved = resolveCatalogue(BUILT_IN_BADGES, [{ id: 'first-quiz', data: { deleted_at: at } }]).find((b) => b.id === 'first-quiz')!;
    expect(resolved.deleted_at).toBe(at.getTime());
    expect(isEarnable(resolved)).toBe(false);
  });

  it('adds complete administrator definitions and skips incomplete ones', () => {
    const own = { title: text, description: text, category: 'quizzes', points: 5, icon: 'star', metric: 'perfect_scores', threshold: 3, active: true, deleted_at: null };
    const resolved = resolveCatalogue(BUILT_IN_BADGES, [
      { id: 'triple-perfect', data: own },
      { id: 'broken', data: { ...own, metric: 'nope' } },
    ]);
    expect(resolved).toHaveLength(BUILT_IN_BADGES.length + 1);
    expect(resolved.at(-1)).toEqual({ id: 'triple-perfect', ...own, category: 'quizzes', built_in: false, deleted_at: null });
    expect(run(times(3, () => ev('perfect_score')), resolved).got).toEqual(['perfect-score', 'triple-perfect']);
  });
});
