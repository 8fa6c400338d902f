// Per-class performance (docs/site.md 4), pure: a student's own scores, or for a teacher the
// class's. Averages and bests count graded submissions only (a submission waiting for the
// teacher would otherwise count as 0), as the progress analytics do (docs/quizzes.md).
import type { ClassPerformance, Performance, ScorePoint } from '../../shared/schemas/me';

export const RECENT_SCORES = 10;

export interface PerfClass { id: string; name: string; students?: number | null }
export interface PerfChallenge { class_id: string; id: string; title: string; created_at: string | null }
export interface PerfSubmission { class_id: string; challenge_id: string; percent: number | null; status: string; submitted_at: string | null }
export interface PerfLiveGame { class_id: string; rank: number | null }

const round1 = (n: number) => Math.round(n * 10) / 10;
const avg = (values: number[]): number | null => (values.length > 0 ? round1(values.reduce((s, v) => s + v, 0) / values.length) : null);
const max = (values: number[]): number | null => (values.length > 0 ? Math.max(...values) : null);
const byTime = (a: string | null, b: string | null) => (a ?? '').localeCompare(b ?? '');

export function aggregatePerformance(input: {
  role: 'student' | 'teacher';
  classes: readonly PerfClass[];
  challenges: readonly PerfChallenge[];
  submissions: readonly PerfSubmission[];
  live: readonly PerfLiveGame[];
}): Performance {
  const classes: ClassPerformance[] = input.classes.map((c) => {
    const challenges = input.challenges.filter((ch) => ch.class_id === c.id);
    const titles = new Map(challenges.map((ch) => [ch.id, ch]));
    // Submissions of challenges deleted since do not count (their scores were taken back too).
    const subs = input.submissions.filter((s) => s.class_id === c.id && titles.has(s.challenge_id));
    const graded = subs.filter((s) => s.status === 'graded' && typeof s.percent === 'number');
    const percents = graded.map((s) => s.percent!);
    let recent: ScorePoint[];
    if (input.role === 'student') {
      recent = [...graded]
        .sort((a, b) => byTime(a.submitted_at, b.submitted_at))
        .slice(-RECENT_SCORES)
        .map((s) => ({ challenge_id: s.challenge_id, title: titles.get(s.challenge_id)!.title, percent: s.percent!, at: s.submitted_at }));
    } else {
      // One point per challenge: its class average, the last 10 challenges by creation.
      recent = [...challenges]
        .sort((a, b) => byTime(a.created_at, b.created_at))
        .flatMap((ch) => {
          const mean = avg(graded.filter((s) => s.challenge_id === ch.id).map((s) => s.percent!));
          return mean === null ? [] : [{ challenge_id: ch.id, title: ch.title, percent: mean, at: ch.created_at }];
        })
        .slice(-RECENT_SCORES);
    }
    const games = input.live.filter((g) => g.class_id === c.id);
    const ranks = games.flatMap((g) => (typeof g.rank === 'number' && g.rank > 0 ? [g.rank] : []));
    return {
      class_id: c.id,
      name: c.name,
      assigned: challenges.length,
      done: subs.length,
      average: avg(percents),
      best: max(percents),
      recent,
      live_games: games.length,
      best_rank: input.role === 'student' && ranks.length > 0 ? Math.min(...ranks) : null,
      students: input.role === 'teacher' ? (c.students ?? 0) : null,
    };
  });
  const ids = new Set(input.classes.map((c) => c.id));
  const allGraded = input.submissions.filter(
    (s) => ids.has(s.class_id) && s.status === 'graded' && typeof s.percent === 'number'
      && input.challenges.some((ch) => ch.class_id === s.class_id && ch.id === s.challenge_id),
  );
  return {
    role: input.role,
    classes,
    totals: {
      classes: classes.length,
      assigned: classes.reduce((s, c) => s + c.assigned, 0),
      done: classes.reduce((s, c) => s + c.done, 0),
      average: avg(allGraded.map((s) => s.percent!)),
      best: max(allGraded.map((s) => s.percent!)),
      live_games: classes.reduce((s, c) => s + c.live_games, 0),
    },
  };
}
