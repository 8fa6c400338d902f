// Class progress from challenge submissions: overview, student results, trend, top performers
// and score bands (spec 000: excellent 90+, good 75-89, satisfactory 60-74, needs improvement
// below 60). Pure: the service reads Firestore and hands plain values in. The answer shapes are
// in shared/schemas/analytics.ts, which the web reads too.
//
// Averages count graded submissions only: a submission still waiting for the teacher (an
// essay) would otherwise count its ungraded questions as 0. Such submissions count as
// completed and show up as pending_grading.
import { SCORE_BANDS, scoreBand, type ScoreBand } from '../shared/constants';
import type {
  BandCount, ChallengeSummary, ClassFigures, ResultState, StudentChallengeResult, StudentFigures, StudentResultRow, TopPerformer,
} from '../shared/schemas/analytics';
import type { QuestionResult, QuestionType, SubmissionStatus } from '../shared/schemas/quiz';

export interface AnalyticsStudent {
  uid: string;
  name: string;
  avatar_id: number;
}

export interface AnalyticsChallenge {
  id: string;
  title: string;
  createdAtMs: number;
  dueAtMs: number | null;
  total_points: number;
}

export interface AnalyticsSubmission {
  uid: string;
  challenge_id: string;
  score: number;
  max_score: number;
  percent: number;
  status: SubmissionStatus;
  late: boolean;
  submittedAtMs: number;
  per_question: QuestionResult[];
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const average = (values: readonly number[]): number | null =>
  values.length === 0 ? null : round1(values.reduce((sum, v) => sum + v, 0) / values.length);

/** The date a challenge stands at on a time axis: its due date, else when it was set. */
const challengeDateMs = (challenge: AnalyticsChallenge) => challenge.dueAtMs ?? challenge.createdAtMs;
const chronological = (challenges: readonly AnalyticsChallenge[]) =>
  [...challenges].sort((a, b) => challengeDateMs(a) - challengeDateMs(b) || a.createdAtMs - b.createdAtMs || (a.id < b.id ? -1 : 1));

export const TOP_PERFORMERS = 3;

/** Band boundaries for charts: the spec's bands with their ranges. */
export function bandRanges(): { band: ScoreBand; min: number; max: number | null }[] {
  return SCORE_BANDS.map((band, i) => ({ band: band.id, min: band.min, max: i === 0 ? null : SCORE_BANDS[i - 1]!.min - 1 }));
}

/** How many of `percents` fall in each band, best band first. */
export function bandCounts(percents: readonly number[]): BandCount[] {
  return bandRanges().map((range) => ({ ...range, count: percents.filter((p) => scoreBand(p) === range.band).length }));
}

function submissionsByUid(submissions: readonly AnalyticsSubmission[]): Map<string, AnalyticsSubmission[]> {
  const map = new Map<string, AnalyticsSubmission[]>();
  for (const submission of submissions) map.set(submission.uid, [...(map.get(submission.uid) ?? []), submission]);
  return map;
}

/** One student's row: completion and the average of their graded submissions. */
export function studentRow(
  student: AnalyticsStudent,
  challenges: readonly AnalyticsChallenge[],
  own: readonly AnalyticsSubmission[],
  nowMs: number,
): StudentResultRow {
  const ids = new Set(challenges.map((c) => c.id));
  const mine = own.filter((s) => ids.has(s.challenge_id));
  const done = new Set(mine.map((s) => s.challenge_id));
  const graded = mine.filter((s) => s.status === 'graded');
  const avg = average(graded.map((s) => s.percent));
  const last = mine.reduce<number | null>((max, s) => (max === null || s.submittedAtMs > max ? s.submittedAtMs : max), null);
  return {
    uid: student.uid,
    name: student.name,
    avatar_id: student.avatar_id,
    assigned: challenges.length,
    completed: done.size,
    graded: graded.length,
    pending_grading: mine.length - graded.length,
    missing: challenges.filter((c) => c.dueAtMs !== null && c.dueAtMs < nowMs && !done.has(c.id)).length,
    average_percent: avg,
    band: avg === null ? null : scoreBand(avg),
    total_score: round1(mine.reduce((sum, s) => sum + s.score, 0)),
    last_submitted_at: iso(last),
  };
}

const byName = (a: { name: string; uid: string }, b: { name: string; uid: string }) =>
  a.name.localeCompare(b.name) || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

/** The best students by average (then by completed challenges, then by name), ranked densely. */
export function topPerformers(rows: readonly StudentResultRow[], size = TOP_PERFORMERS): TopPerformer[] {
  const ranked = rows
    .filter((row) => row.average_percent !== null)
    .sort((a, b) => b.average_percent! - a.average_percent! || b.completed - a.completed || byName(a, b));
  let rank = 0;
  let previous: string | undefined;
  return ranked.slice(0, size).map((row) => {
    const key = `${row.average_percent}/${row.completed}`;
    if (key !== previous) {
      rank += 1;
      previous = key;
    }
    const { uid, name, avatar_id, average_percent, completed, band } = row;
    return { uid, name, avatar_id, average_percent, completed, band, rank };
  });
}

/** Only the submissions of listed students to listed challenges count. */
function relevant(students: readonly AnalyticsStudent[], challenges: readonly AnalyticsChallenge[], submissions: readonly AnalyticsSubmission[]) {
  const uids = new Set(students.map((s) => s.uid));
  const ids = new Set(challenges.map((c) => c.id));
  return submissions.filter((s) => uids.has(s.uid) && ids.has(s.challenge_id));
}

export function challengeSummary(challenge: AnalyticsChallenge, submissions: readonly AnalyticsSubmission[]): ChallengeSummary {
  const mine = submissions.filter((s) => s.challenge_id === challenge.id);
  const graded = mine.filter((s) => s.status === 'graded');
  return {
    challenge_id: challenge.id,
    title: challenge.title,
    due_at: iso(challenge.dueAtMs),
    submissions: mine.length,
    graded: graded.length,
    pending_grading: mine.length - graded.length,
    average_percent: average(graded.map((s) => s.percent)),
  };
}

export function classAnalytics(
  students: readonly AnalyticsStudent[],
  challenges: readonly AnalyticsChallenge[],
  allSubmissions: readonly AnalyticsSubmission[],
  nowMs: number,
): ClassFigures {
  const submissions = relevant(students, challenges, allSubmissions);
  const byUid = submissionsByUid(submissions);
  const rows = students.map((student) => studentRow(student, challenges, byUid.get(student.uid) ?? [], nowMs)).sort(byName);
  const graded = submissions.filter((s) => s.status === 'graded');
  const classAverage = average(graded.map((s) => s.percent));
  const possible = students.length * challenges.length;
  const ordered = chronological(challenges);
  return {
    overview: {
      student_count: students.length,
      challenge_count: challenges.length,
      submission_count: submissions.length,
      completion_rate: possible === 0 ? 0 : round1((submissions.length / possible) * 100),
      average_percent: classAverage,
      band: classAverage === null ? null : scoreBand(classAverage),
      pending_grading: submissions.length - graded.length,
    },
    bands: bandCounts(rows.flatMap((row) => (row.average_percent === null ? [] : [row.average_percent]))),
    students: rows,
    trend: ordered.map((challenge) => {
      const summary = challengeSummary(challenge, submissions);
      return {
        challenge_id: challenge.id,
        title: challenge.title,
        date: iso(challengeDateMs(challenge))!,
        average_percent: summary.average_percent,
        submissions: summary.submissions,
        graded: summary.graded,
      };
    }),
    top_performers: topPerformers(rows),
    challenges: ordered.map((challenge) => challengeSummary(challenge, submissions)),
  };
}

/** One student's progress in a class, next to the class's averages. */
export function studentAnalytics(
  student: AnalyticsStudent,
  students: readonly AnalyticsStudent[],
  challenges: readonly AnalyticsChallenge[],
  allSubmissions: readonly AnalyticsSubmission[],
  nowMs: number,
): StudentFigures {
  const roster = students.some((s) => s.uid === student.uid) ? students : [...students, student];
  const klass = classAnalytics(roster, challenges, allSubmissions, nowMs);
  const row = klass.students.find((r) => r.uid === student.uid)!;
  const own = new Map(
    relevant([student], challenges, allSubmissions).map((s) => [s.challenge_id, s] as const),
  );
  const ranked = klass.students
    .filter((r) => r.average_percent !== null)
    .sort((a, b) => b.average_percent! - a.average_percent!);
  const rank = row.average_percent === null ? null : ranked.filter((r) => r.average_percent! > row.average_percent!).length + 1;
  const averages = new Map(klass.challenges.map((c) => [c.challenge_id, c.average_percent] as const));
  const results = chronological(challenges).map((challenge): StudentChallengeResult => {
    const submission = own.get(challenge.id);
    const graded = submission?.status === 'graded';
    const state: ResultState = submission
      ? graded ? 'graded' : 'pending_grading'
      : challenge.dueAtMs !== null && challenge.dueAtMs < nowMs ? 'missing' : 'due';
    return {
      challenge_id: challenge.id,
      title: challenge.title,
      due_at: iso(challenge.dueAtMs),
      state,
      score: submission ? submission.score : null,
      max_score: submission?.max_score ?? challenge.total_points,
      percent: graded ? submission.percent : null,
      band: graded ? scoreBand(submission.percent) : null,
      late: submission?.late ?? false,
      submitted_at: iso(submission?.submittedAtMs ?? null),
      class_average: averages.get(challenge.id) ?? null,
    };
  });
  const { uid: _uid, name: _name, avatar_id: _avatar, ...overview } = row;
  return {
    student,
    overview: { ...overview, class_average: klass.overview.average_percent, rank, class_size: klass.students.length },
    results,
    trend: results
      .filter((r) => r.state === 'graded')
      .map((r) => {
        const challenge = challenges.find((c) => c.id === r.challenge_id)!;
        return { challenge_id: r.challenge_id, title: r.title, date: iso(challengeDateMs(challenge))!, percent: r.percent!, class_average: r.class_average };
      }),
  };
}

// ── Per question (the CSV export by question) ─────────────────────────────────────────

export interface AnalyticsQuestion {
  id: string;
  order: number;
  type: QuestionType;
  text: string;
  points: number;
}

export interface QuestionStat {
  challenge_id: string;
  challenge_title: string;
  number: number;
  question_id: string;
  type: QuestionType;
  text: string;
  points: number;
  answers: number;
  correct: number;
  wrong: number;
  pending_grading: number;
  average_awarded: number | null;
  /** Average awarded out of the points, in percent. */
  average_percent: number | null;
}

export function questionStats(
  challenge: AnalyticsChallenge,
  questions: readonly AnalyticsQuestion[],
  submissions: readonly AnalyticsSubmission[],
): QuestionStat[] {
  const mine = submissions.filter((s) => s.challenge_id === challenge.id);
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .map((question, index) => {
      const results = mine.flatMap((s) => s.per_question.filter((r) => r.question_id === question.id));
      const scored = results.filter((r) => !r.needs_grading);
      const total = scored.reduce((sum, r) => sum + r.awarded, 0);
      const avg = scored.length === 0 ? null : total / scored.length;
      return {
        challenge_id: challenge.id,
        challenge_title: challenge.title,
        number: index + 1,
        question_id: question.id,
        type: question.type,
        text: question.text,
        points: question.points,
        answers: results.length,
        correct: results.filter((r) => r.correct === true).length,
        wrong: results.filter((r) => r.correct === false).length,
        pending_grading: results.length - scored.length,
        average_awarded: avg === null ? null : round1(avg),
        average_percent: avg === null || question.points === 0 ? null : round1((avg / question.points) * 100),
      };
    });
}
