// The answers of the progress endpoints (docs/quizzes.md, Progress; the shapes come from
// functions/src/domain/quiz-analytics.ts, which the web cannot import). Percents have one
// decimal; null means "nothing graded yet".
import type { ScoreBand } from '@shared/constants';

export interface StudentResultRow {
  uid: string;
  name: string;
  avatar_id: number;
  assigned: number;
  completed: number;
  graded: number;
  pending_grading: number;
  /** Past their due date and not submitted. */
  missing: number;
  average_percent: number | null;
  band: ScoreBand | null;
  total_score: number;
  last_submitted_at: string | null;
}

export interface BandCount {
  band: ScoreBand;
  min: number;
  max: number | null;
  count: number;
}

export interface ClassTrendPoint {
  challenge_id: string;
  title: string;
  date: string;
  average_percent: number | null;
  submissions: number;
  graded: number;
}

export interface ChallengeSummary {
  challenge_id: string;
  title: string;
  due_at: string | null;
  submissions: number;
  graded: number;
  pending_grading: number;
  average_percent: number | null;
}

export interface TopPerformer {
  uid: string;
  name: string;
  avatar_id: number;
  average_percent: number | null;
  completed: number;
  band: ScoreBand | null;
  rank: number;
}

export interface ClassOverview {
  student_count: number;
  challenge_count: number;
  submission_count: number;
  /** Submissions out of students × challenges, in percent. */
  completion_rate: number;
  average_percent: number | null;
  band: ScoreBand | null;
  pending_grading: number;
}

export interface ClassAnalytics {
  class_id: string;
  generated_at: string;
  overview: ClassOverview;
  bands: BandCount[];
  students: StudentResultRow[];
  trend: ClassTrendPoint[];
  top_performers: TopPerformer[];
  challenges: ChallengeSummary[];
}

export type ResultState = 'graded' | 'pending_grading' | 'due' | 'missing';

export interface StudentChallengeResult {
  challenge_id: string;
  title: string;
  due_at: string | null;
  state: ResultState;
  score: number | null;
  max_score: number;
  percent: number | null;
  band: ScoreBand | null;
  late: boolean;
  submitted_at: string | null;
  class_average: number | null;
}

export interface StudentTrendPoint {
  challenge_id: string;
  title: string;
  date: string;
  percent: number;
  class_average: number | null;
}

export interface StudentAnalytics {
  class_id: string;
  generated_at: string;
  student: { uid: string; name: string; avatar_id: number };
  overview: Omit<StudentResultRow, 'uid' | 'name' | 'avatar_id'> & { class_average: number | null; rank: number | null; class_size: number };
  results: StudentChallengeResult[];
  trend: StudentTrendPoint[];
}

export type ExportKind = 'student' | 'question';
