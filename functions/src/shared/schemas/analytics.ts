// The answers of the progress endpoints (docs/quizzes.md, Progress): what
// domain/quiz-analytics.ts computes, what services/analytics.ts stamps with the class and the
// time, and what the web's Progress tab reads. Percents have one decimal; null means "nothing
// graded yet".
import type { ScoreBand } from '../constants';

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

export type TopPerformer = Pick<StudentResultRow, 'uid' | 'name' | 'avatar_id' | 'average_percent' | 'completed' | 'band'> & {
  rank: number;
};

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

/** Which class and when: services/analytics.ts adds it to what the domain computes. */
export interface AnalyticsStamp {
  class_id: string;
  generated_at: string;
}

/** A class's figures, as domain/quiz-analytics.ts computes them. */
export interface ClassFigures {
  overview: ClassOverview;
  bands: BandCount[];
  students: StudentResultRow[];
  trend: ClassTrendPoint[];
  top_performers: TopPerformer[];
  challenges: ChallengeSummary[];
}

/** GET /quiz/analytics/class/{classId}. */
export interface ClassAnalytics extends AnalyticsStamp, ClassFigures {}

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

export type StudentOverview = Omit<StudentResultRow, 'uid' | 'name' | 'avatar_id'> & {
  class_average: number | null;
  rank: number | null;
  class_size: number;
};

/** One student's figures in a class, as domain/quiz-analytics.ts computes them. */
export interface StudentFigures {
  student: Pick<StudentResultRow, 'uid' | 'name' | 'avatar_id'>;
  overview: StudentOverview;
  results: StudentChallengeResult[];
  trend: StudentTrendPoint[];
}

/** GET /quiz/analytics/student/{userId}/class/{classId}. */
export interface StudentAnalytics extends AnalyticsStamp, StudentFigures {}

/** GET /quiz/analytics/class/{classId}/export?by=: one row per student or per question. */
export type ExportKind = 'student' | 'question';
