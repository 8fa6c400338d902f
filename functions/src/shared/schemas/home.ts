// GET /home: what each role's home shows (docs/home.md), one shape per role. The server builds
// it with the admin SDK (counts across classes that the rules would not let a client add up);
// the web parses the answer with the same schema.
import { z } from 'zod';

const iso = z.string().nullable();

/** A challenge the student has not submitted yet, in one of their classes. */
export const homeDueChallengeSchema = z.object({
  id: z.string(),
  class_id: z.string(),
  class_name: z.string(),
  title: z.string(),
  question_count: z.number(),
  due_at: iso,
  overdue: z.boolean(),
});

/** A live game of one of the student's classes that has not finished. */
export const homeLiveGameSchema = z.object({
  session_id: z.string(),
  class_id: z.string(),
  class_name: z.string(),
  quiz_title: z.string(),
  state: z.enum(['waiting', 'question', 'leaderboard']),
  code: z.string(),
  /** The student already plays in it (a rejoin, not a new join). */
  joined: z.boolean(),
});

export const homeClassSchema = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number(),
  /** Students waiting for the teacher's approval (joined with an expired code). */
  pending_count: z.number(),
});

export const homeDraftSchema = z.object({ id: z.string(), title: z.string(), question_count: z.number(), updated_at: iso });

/** A challenge with submissions waiting for the teacher (short answers, essays). */
export const homeGradingSchema = z.object({
  class_id: z.string(),
  class_name: z.string(),
  challenge_id: z.string(),
  title: z.string(),
  count: z.number(),
});

/** A live game the caller hosted to the end, with its report. */
export const homeLiveReportSchema = z.object({
  session_id: z.string(),
  quiz_title: z.string(),
  ended_at: iso,
  player_count: z.number(),
  avg_correct_pct: z.number().nullable(),
});

const listOf = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), items: z.array(item) });

export const studentHomeSchema = z.object({
  role: z.literal('student'),
  class_count: z.number(),
  due: listOf(homeDueChallengeSchema),
  live: z.array(homeLiveGameSchema),
});

/** Teachers; centres and administrators get the same quiz figures (they build and host quizzes too). */
const authorFields = {
  drafts: listOf(homeDraftSchema),
  published_count: z.number(),
  /** Finished live games they hosted, latest first. */
  live_reports: listOf(homeLiveReportSchema),
};

export const teacherHomeSchema = z.object({
  role: z.literal('teacher'),
  classes: z.array(homeClassSchema),
  pending_count: z.number(),
  needs_grading: listOf(homeGradingSchema),
  ...authorFields,
});

export const centreHomeSchema = z.object({ role: z.literal('centers'), ...authorFields });

export const adminHomeSchema = z.object({
  role: z.literal('administrator'),
  /** courses_in_review: courses waiting for review (docs/courses.md); the web shows it from issue 11's screens. */
  queues: z.object({ products_pending: z.number(), payouts_pending: z.number(), courses_in_review: z.number() }),
  ...authorFields,
});

/** Accounts that have not chosen a role yet. */
export const noRoleHomeSchema = z.object({ role: z.literal('none') });

export const homeSummarySchema = z.discriminatedUnion('role', [
  studentHomeSchema, teacherHomeSchema, centreHomeSchema, adminHomeSchema, noRoleHomeSchema,
]);

export type HomeSummary = z.infer<typeof homeSummarySchema>;
export type StudentHome = z.infer<typeof studentHomeSchema>;
export type TeacherHome = z.infer<typeof teacherHomeSchema>;
export type CentreHome = z.infer<typeof centreHomeSchema>;
export type AdminHome = z.infer<typeof adminHomeSchema>;
export type HomeDueChallenge = z.infer<typeof homeDueChallengeSchema>;
export type HomeLiveGame = z.infer<typeof homeLiveGameSchema>;
export type HomeClass = z.infer<typeof homeClassSchema>;
export type HomeGrading = z.infer<typeof homeGradingSchema>;
export type HomeDraft = z.infer<typeof homeDraftSchema>;
export type HomeLiveReport = z.infer<typeof homeLiveReportSchema>;

/** How many items each list carries (the counts cover all). */
export const HOME_LIST_LIMIT = 5;
/** A student's due challenges: more, so the web can match every draft left on the device. */
export const HOME_DUE_LIMIT = 50;
