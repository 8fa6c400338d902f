// GET /me/activity and GET /me/performance (docs/site.md 4): the caller's own timeline and
// scores, built by the server from the existing collections. The web parses answers with these.
import { z } from 'zod';
import { code } from './common';

export const ACTIVITY_KINDS = [
  'class_joined', 'challenge_submitted', 'challenge_graded', 'live_played', 'badge_earned', 'certificate_earned',
  'sparks_bought', 'sparks_spent', 'sparks_earned', 'sparks_refunded', 'course_enrolled', 'course_completed',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

export const ACTIVITY_LIMIT = { default: 20, max: 50 } as const;

const invalid = code('me/invalid-query');

/** `before`: an ISO time (the previous page's `next_before`); `limit` 1..50. */
export const activityQuerySchema = z.object({
  before: z.iso.datetime({ offset: true, ...invalid }).optional(),
  limit: z.coerce.number(invalid).int(invalid).min(1, invalid).max(ACTIVITY_LIMIT.max, invalid).default(ACTIVITY_LIMIT.default),
});

/** Texts are `activity.kind.{kind}` with these params (strings and numbers only). */
export const activityItemSchema = z.object({
  id: z.string(),
  kind: z.enum(ACTIVITY_KINDS),
  at: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  link: z.string(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = z.object({
  data: z.array(activityItemSchema),
  next_before: z.string().nullable(),
});
export type ActivityPage = z.infer<typeof activityPageSchema>;

/** One point of a class's trend: a student's own percent, or a challenge's class average (teachers). */
export const scorePointSchema = z.object({
  challenge_id: z.string(),
  title: z.string(),
  percent: z.number(),
  at: z.string().nullable(),
});
export type ScorePoint = z.infer<typeof scorePointSchema>;

export const classPerformanceSchema = z.object({
  class_id: z.string(),
  name: z.string(),
  /** Challenges assigned in the class. */
  assigned: z.number(),
  /** Students: challenges they submitted; teachers: submissions received. */
  done: z.number(),
  /** Graded submissions only (one decimal), null when none. */
  average: z.number().nullable(),
  best: z.number().nullable(),
  /** The last 10 graded scores, oldest first. */
  recent: z.array(scorePointSchema),
  live_games: z.number(),
  /** Students: their best rank in a finished live game; teachers: null. */
  best_rank: z.number().nullable(),
  /** Teachers: the class's member count; students: null. */
  students: z.number().nullable(),
});
export type ClassPerformance = z.infer<typeof classPerformanceSchema>;

export const performanceSchema = z.object({
  role: z.enum(['student', 'teacher']),
  classes: z.array(classPerformanceSchema),
  totals: z.object({
    classes: z.number(),
    assigned: z.number(),
    done: z.number(),
    average: z.number().nullable(),
    best: z.number().nullable(),
    live_games: z.number(),
  }),
});
export type Performance = z.infer<typeof performanceSchema>;
