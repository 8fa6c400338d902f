import { describe, expect, it } from 'vitest';
import type { AwardStats, BadgeDefinitionView } from '@shared/schemas/awards';
import { badgesToEarn, summarize, toLiveAwardStats } from './achievements-summary';

const stats = (over: Partial<AwardStats> = {}): AwardStats => ({
  totalAwards: 3, certificates: 1, badges: 2, totalPoints: 60, badgePoints: 60, rewardPoints: 0, categoriesEarned: 2,
  badgesByCategory: {}, recentAchievements: [], nextBadge: { badge_id: 'points-100', title: { ar: '100 نقطة', en: '100 points' }, threshold: 100, points_needed: 40 },
  streakDays: 1, ...over,
});

const definition = (id: string, over: Partial<BadgeDefinitionView> = {}): BadgeDefinitionView => ({
  id, type: 'definition', title: { ar: id, en: id }, description: { ar: id, en: id }, category: 'quizzes', points: 10, icon: 'star',
  metric: 'quizzes_completed', threshold: 10, built_in: true, active: true, deleted_at: null, earned: false, progress: 0, ...over,
});
const milestone = (threshold: number, over: Partial<BadgeDefinitionView> = {}) =>
  definition(`points-${threshold}`, { category: 'milestones', metric: 'total_points', threshold, points: 0, ...over });

describe('toLiveAwardStats', () => {
  it('reads the counters and metrics, odd values as 0', () => {
    expect(toLiveAwardStats({ certificates: 2, badges: 5, total_points: 135, metrics: { quizzes_completed: 4, bogus: 3, live_wins: -1 } })).toEqual({
      certificates: 2, badges: 5, totalPoints: 135, metrics: { quizzes_completed: 4, live_wins: 0 },
    });
    expect(toLiveAwardStats({})).toEqual({ certificates: 0, badges: 0, totalPoints: 0, metrics: {} });
  });
});

describe('summarize', () => {
  it('uses the API stats and its next badge when nothing else is known', () => {
    expect(summarize(stats(), null, null)).toEqual({ certificates: 1, badges: 2, totalPoints: 60, next: { title: { ar: '100 نقطة', en: '100 points' }, pointsNeeded: 40 } });
  });

  it('prefers the live counters and recounts the distance', () => {
    const live = { certificates: 2, badges: 3, totalPoints: 85, metrics: {} };
    expect(summarize(stats(), live, null)).toMatchObject({ certificates: 2, badges: 3, totalPoints: 85, next: { pointsNeeded: 15 } });
  });

  it('takes the lowest active milestone above the total from the catalogue', () => {
    const catalogue = [milestone(250), milestone(100, { active: false }), milestone(500), definition('first-quiz', { threshold: 1 })];
    expect(summarize(stats(), { certificates: 1, badges: 2, totalPoints: 120, metrics: {} }, catalogue).next).toEqual({
      title: { ar: 'points-250', en: 'points-250' }, pointsNeeded: 130,
    });
  });

  it('says every milestone is reached', () => {
    expect(summarize(stats({ nextBadge: null }), null, null).next).toBeNull();
    expect(summarize(stats(), { certificates: 0, badges: 9, totalPoints: 1000, metrics: {} }, [milestone(1000)]).next).toBeNull();
  });
});

describe('badgesToEarn', () => {
  const catalogue = [
    definition('first-quiz', { threshold: 1, earned: true, progress: 1 }),
    definition('quiz-regular', { threshold: 10, progress: 4 }),
    definition('first-class', { metric: 'classes_joined', threshold: 1, progress: 0 }),
    definition('old', { deleted_at: '2026-01-01T00:00:00.000Z' }),
    definition('perfect-score', { metric: 'perfect_scores', threshold: 1 }),
  ];

  it('lists what is not earned, closest first, with the catalogue progress', () => {
    const list = badgesToEarn(catalogue, new Set(['perfect-score']), null);
    expect(list.map((item) => [item.definition.id, item.progress])).toEqual([['quiz-regular', 4], ['first-class', 0]]);
  });

  it('follows the live metrics, capped at the threshold', () => {
    const list = badgesToEarn(catalogue, new Set(), { quizzes_completed: 7, classes_joined: 0 });
    expect(list.map((item) => [item.definition.id, item.progress])).toEqual([['quiz-regular', 7], ['first-class', 0], ['perfect-score', 0]]);
  });

  it('leaves out a badge whose metric reached its threshold (the server is earning it)', () => {
    const list = badgesToEarn(catalogue, new Set(), { quizzes_completed: 25, classes_joined: 1 });
    expect(list.map((item) => item.definition.id)).toEqual(['perfect-score']);
  });
});
