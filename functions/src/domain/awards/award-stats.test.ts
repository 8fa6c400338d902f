import { describe, expect, it } from 'vitest';
import type { AwardView, BadgeAwardView, CertificateView } from '../../shared/schemas/awards';
import { BUILT_IN_BADGES, type BadgeDefinition } from './badge-catalogue';
import { foldSearch } from '../../shared/search-fold';
import { adjustStats, awardMatches, currentStreak, nextBadge, readStoredStats, toAwardStats } from './award-stats';

const now = Date.parse('2026-03-10T09:00:00Z'); // 2026-03-10 in Riyadh

describe('readStoredStats', () => {
  it('reads a missing document as zeros', () => {
    const stats = readStoredStats(undefined);
    expect(stats).toMatchObject({ certificates: 0, badges: 0, badge_points: 0, reward_points: 0, total_points: 0, categories: {}, last_active_day: null });
    expect(stats.metrics.total_points).toBe(0);
  });

  it('drops malformed counters, unknown categories and zero categories', () => {
    const stats = readStoredStats({ certificates: -2, badges: 'x', total_points: 12.7, categories: { classes: 2, quizzes: 0, bogus: 4 } });
    expect(stats).toMatchObject({ certificates: 0, badges: 0, total_points: 12, categories: { classes: 2 } });
  });
});

describe('nextBadge', () => {
  it('is the lowest milestone above the total, with the points still needed', () => {
    expect(nextBadge(0, BUILT_IN_BADGES)).toEqual({ badge_id: 'points-100', title: expect.any(Object), threshold: 100, points_needed: 100 });
    expect(nextBadge(100, BUILT_IN_BADGES)).toMatchObject({ badge_id: 'points-250', points_needed: 150 });
    expect(nextBadge(999, BUILT_IN_BADGES)).toMatchObject({ badge_id: 'points-1000', points_needed: 1 });
  });

  it('is null once every milestone is reached', () => {
    expect(nextBadge(1000, BUILT_IN_BADGES)).toBeNull();
  });

  it('skips inactive and soft-deleted milestones and other categories', () => {
    const definitions: BadgeDefinition[] = BUILT_IN_BADGES.map((d) =>
      d.id === 'points-100' ? { ...d, active: false } : d.id === 'points-250' ? { ...d, deleted_at: 1 } : d,
    );
    expect(nextBadge(0, definitions)).toMatchObject({ badge_id: 'points-500', points_needed: 500 });
    // teachers-star (recognition, reward_points >= 50) is not a milestone.
    expect(nextBadge(0, BUILT_IN_BADGES.filter((d) => d.category !== 'milestones'))).toBeNull();
  });
});

describe('currentStreak', () => {
  const metrics = readStoredStats({ metrics: { streak_days: 4 } }).metrics;
  it('keeps the run while the last active day is today or yesterday (Riyadh)', () => {
    expect(currentStreak({ metrics, last_active_day: '2026-03-10' }, now)).toBe(4);
    expect(currentStreak({ metrics, last_active_day: '2026-03-09' }, now)).toBe(4);
  });
  it('is 0 after a gap or without activity', () => {
    expect(currentStreak({ metrics, last_active_day: '2026-03-08' }, now)).toBe(0);
    expect(currentStreak({ metrics, last_active_day: null }, now)).toBe(0);
  });
});

describe('toAwardStats', () => {
  it('shapes the spec fields', () => {
    const stored = readStoredStats({ certificates: 1, badges: 3, badge_points: 45, reward_points: 20, total_points: 65, categories: { classes: 1, quizzes: 2 } });
    const stats = toAwardStats(stored, [], BUILT_IN_BADGES, now);
    expect(stats).toEqual({
      totalAwards: 4, certificates: 1, badges: 3, totalPoints: 65, badgePoints: 45, rewardPoints: 20,
      categoriesEarned: 2, badgesByCategory: { classes: 1, quizzes: 2 }, recentAchievements: [],
      nextBadge: expect.objectContaining({ badge_id: 'points-100', points_needed: 35 }), streakDays: 0,
    });
  });
});

describe('adjustStats', () => {
  const stored = readStoredStats({
    certificates: 2, badges: 2, badge_points: 35, reward_points: 10, total_points: 45, categories: { quizzes: 2 },
    metrics: { total_points: 45, quizzes_completed: 3, certificates: 2 },
  });

  it('a revoked certificate counts one certificate less and moves no points or metrics', () => {
    const next = adjustStats(stored, { type: 'certificate', points: 0 }, -1);
    expect(next).toMatchObject({ certificates: 1, badges: 2, total_points: 45 });
    expect(next.metrics.certificates).toBe(2);
  });

  it('a reinstated certificate counts again', () => {
    expect(adjustStats(stored, { type: 'certificate', points: 0 }, 1).certificates).toBe(3);
  });

  it("a revoked badge takes its points and category off; the 'ever' metrics stay", () => {
    const next = adjustStats(stored, { type: 'badge', points: 25, category: 'quizzes' }, -1);
    expect(next).toMatchObject({ badges: 1, badge_points: 10, total_points: 20, categories: { quizzes: 1 } });
    expect(next.metrics).toMatchObject({ total_points: 20, quizzes_completed: 3 });
  });

  it('never goes below zero', () => {
    const next = adjustStats(readStoredStats({}), { type: 'badge', points: 25, category: 'live' }, -1);
    expect(next).toMatchObject({ badges: 0, badge_points: 0, total_points: 0, categories: { live: 0 } });
  });
});

describe('awardMatches', () => {
  const certificate = {
    id: 'c_x_u', type: 'certificate', title: 'Algebra Basics', issuer: { kind: 'instructor', uid: 't', name: 'أحمد علي' },
  } as CertificateView;
  const badge = {
    id: 'b_u_first-quiz', type: 'badge', title: { ar: 'أول اختبار', en: 'First quiz' },
    description: { ar: 'أكملت أول تحدٍّ في فصلك.', en: 'You completed your first class challenge.' }, category: 'quizzes',
  } as BadgeAwardView;

  it.each<[string, AwardView, string, boolean]>([
    ['certificate title, any case', certificate, 'algebra', true],
    ['certificate issuer', certificate, 'احمد', true],
    ['certificate: not the description fields', certificate, 'quiz', false],
    ['badge English title', badge, 'FIRST', true],
    ['badge Arabic title (hamza folded)', badge, 'اول', true],
    ['badge category', badge, 'quizzes', true],
    ['badge description', badge, 'challenge', true],
    ['no match', badge, 'podium', false],
    ['empty search matches all', badge, '  ', true],
  ])('%s', (_name, award, search, expected) => {
    expect(awardMatches(award, search)).toBe(expected);
  });

  it('folds ى/ي and ة/ه', () => {
    expect(foldSearch('مستوى الدرجة')).toBe(foldSearch('مستوي الدرجه'));
  });
});
