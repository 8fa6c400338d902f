// Awards: certificates, badges and reward points (issue 13; docs/awards.md). Shared with web
// through @shared.
import { z } from 'zod';
import { AWARDS } from '../constants';
import { code, docId, docIdWith, requiredDocId } from './common';

export const AWARD_TYPES = ['certificate', 'badge'] as const;
export type AwardType = (typeof AWARD_TYPES)[number];

export const BADGE_CATEGORIES = ['classes', 'quizzes', 'live', 'streaks', 'courses', 'market', 'recognition', 'milestones'] as const;
export type BadgeCategory = (typeof BADGE_CATEGORIES)[number];

/** The counters in awardStats/{uid}.metrics that badge rules compare with their threshold. */
export const BADGE_METRICS = [
  'classes_joined', 'quizzes_completed', 'perfect_scores', 'live_podiums', 'live_wins', 'streak_days', 'best_streak',
  'courses_completed', 'certificates', 'products_sold', 'courses_sold', 'reward_points', 'total_points',
] as const;
export type BadgeMetric = (typeof BADGE_METRICS)[number];
export type AwardMetrics = Record<BadgeMetric, number>;

/** Badge pictures: web/public/badges/{icon}.svg. */
export const BADGE_ICONS = [
  'star', 'trophy', 'medal', 'rocket', 'book', 'lightbulb', 'flame', 'handshake', 'graduation', 'target', 'crown', 'coins',
] as const;
export type BadgeIcon = (typeof BADGE_ICONS)[number];

export const POINT_SOURCES = ['members', 'challenge', 'live'] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
export type BadgeAwardStatus = 'active' | 'revoked';

export interface LocalizedText {
  ar: string;
  en: string;
}

/** Certificate award ids: c_{courseId}_{uid}; badge award ids: b_{uid}_{badgeId}. */
export const certificateAwardId = (courseId: string, uid: string) => `c_${courseId}_${uid}`;
export const badgeAwardId = (uid: string, badgeId: string) => `b_${uid}_${badgeId}`;

/** Badge definition ids are slugs, so they never look like an award id (those contain `_`). */
export const BADGE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{1,47}$/;
export const badgeIdSchema = z.string(code('awards/invalid-badge')).regex(BADGE_ID_PATTERN, code('awards/invalid-badge'));

/** SPK- and four groups of four Crockford base32 characters (80 random bits). */
export const CREDENTIAL_ID_PATTERN = /^SPK(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
export const credentialIdSchema = z
  .string(code('awards/certificate-not-found'))
  .trim()
  .max(40, code('awards/certificate-not-found'))
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(CREDENTIAL_ID_PATTERN, code('awards/certificate-not-found')));

const localized = (max: number) =>
  z.strictObject({
    ar: z.string(code('awards/invalid-badge')).trim().min(1, code('awards/invalid-badge')).max(max, code('awards/invalid-badge')),
    en: z.string(code('awards/invalid-badge')).trim().min(1, code('awards/invalid-badge')).max(max, code('awards/invalid-badge')),
  });

const badgeFields = {
  title: localized(AWARDS.badgeTitleMaxLength),
  description: localized(AWARDS.badgeDescriptionMaxLength),
  category: z.enum(BADGE_CATEGORIES, code('awards/invalid-badge')),
  points: z.number(code('awards/invalid-badge')).int(code('awards/invalid-badge')).min(0, code('awards/invalid-badge')).max(AWARDS.maxBadgePoints, code('awards/invalid-badge')),
  icon: z.enum(BADGE_ICONS, code('awards/invalid-badge')),
  metric: z.enum(BADGE_METRICS, code('awards/invalid-badge')),
  threshold: z.number(code('awards/invalid-badge')).int(code('awards/invalid-badge')).min(1, code('awards/invalid-badge')).max(AWARDS.maxThreshold, code('awards/invalid-badge')),
  active: z.boolean(code('awards/invalid-badge')),
};

/** POST /awards (administrators): a new badge definition. */
export const createBadgeDefinitionSchema = z.strictObject({
  type: z.literal('badge', code('awards/invalid-badge')).default('badge'),
  id: badgeIdSchema.optional(),
  ...badgeFields,
  active: badgeFields.active.default(true),
});
export type CreateBadgeDefinitionInput = z.infer<typeof createBadgeDefinitionSchema>;

/** PUT /awards/{definitionId} (administrators): any of the definition's fields. */
export const updateBadgeDefinitionSchema = z
  .strictObject(badgeFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, code('awards/invalid-badge'));
export type UpdateBadgeDefinitionInput = z.infer<typeof updateBadgeDefinitionSchema>;

/** PUT /awards/{certificateAwardId} (administrators): revoke or reinstate. */
export const updateCertificateSchema = z.strictObject({
  status: z.enum(CERTIFICATE_STATUSES, code('validation/invalid-input')),
  revoke_reason: z.string(code('validation/invalid-input')).trim().max(AWARDS.revokeReasonMaxLength, code('validation/invalid-input')).optional(),
});
export type UpdateCertificateInput = z.infer<typeof updateCertificateSchema>;

/** DELETE /awards/{id}?permanent=true|false (soft unless permanent). */
export const deleteAwardQuerySchema = z.strictObject({
  permanent: z.enum(['true', 'false'], code('validation/invalid-input')).default('false').transform((v) => v === 'true'),
});

/**
 * GET /awards/admin/certificates?code=&limit= (administrators): one certificate by its
 * credential id (any case; one that cannot exist finds nothing), else the newest ones.
 */
export const adminCertificatesQuerySchema = z.strictObject({
  code: z.string(code('validation/invalid-input')).trim().max(40, code('validation/invalid-input')).optional(),
  limit: z.coerce.number(code('validation/invalid-input')).int(code('validation/invalid-input')).min(1, code('validation/invalid-input')).max(AWARDS.adminCertificatesLimit, code('validation/invalid-input')).default(20),
});

/** GET /awards?type=&search=&user= */
export const listAwardsQuerySchema = z.strictObject({
  type: z.enum(AWARD_TYPES, code('validation/invalid-input')).optional(),
  search: z.string(code('validation/invalid-input')).trim().max(100, code('validation/invalid-input')).optional(),
  user: docId.optional(),
});
export type ListAwardsQuery = z.infer<typeof listAwardsQuerySchema>;

/** POST /awards/points: a class teacher gives reward points. */
export const givePointsSchema = z.strictObject({
  /** Chosen by the client once per dialog submit, so a retry gives nothing twice. */
  operation_id: z.string(code('validation/invalid-input')).min(8, code('validation/invalid-input')).max(64, code('validation/invalid-input')).pipe(docId),
  class_id: requiredDocId('validation/invalid-id'),
  student_ids: z
    .array(docIdWith('validation/invalid-id'), code('awards/students-required'))
    .min(1, code('awards/students-required'))
    .max(AWARDS.maxStudentsPerGrant, code('awards/students-required'))
    .refine((ids) => new Set(ids).size === ids.length, code('awards/students-required')),
  points: z.number(code('awards/invalid-points')).int(code('awards/invalid-points')).min(AWARDS.minPoints, code('awards/invalid-points')).max(AWARDS.maxPoints, code('awards/invalid-points')),
  reason: z.string(code('awards/reason-required')).trim().min(1, code('awards/reason-required')).max(AWARDS.reasonMaxLength, code('awards/reason-required')),
  source: z.enum(POINT_SOURCES, code('validation/invalid-input')).default('members'),
  source_id: docId.nullable().optional(),
});
export type GivePointsInput = z.infer<typeof givePointsSchema>;

/** GET /awards/points?class_id=&limit= */
export const pointsQuerySchema = z.strictObject({
  class_id: docId.optional(),
  limit: z.coerce.number(code('validation/invalid-input')).int(code('validation/invalid-input')).min(1, code('validation/invalid-input')).max(AWARDS.pointsHistoryLimit, code('validation/invalid-input')).default(50),
});

// ---- Answers ----

export interface CertificateIssuer {
  kind: 'instructor' | 'centre';
  uid: string;
  name: string;
}

export interface CertificateView {
  id: string;
  type: 'certificate';
  points: number;
  course_id: string;
  title: string;
  issuer: CertificateIssuer;
  learner_name: string;
  /** ISO date-time. */
  date: string;
  credential_id: string;
  skills: string[];
  image: string | null;
  status: CertificateStatus;
  revoked_at: string | null;
  /** The API path of the PDF (download with the bearer token). */
  pdf_url: string;
  verify_url: string;
}

/** A certificate as the administrators' list shows it: with its holder's uid. */
export interface AdminCertificateView extends CertificateView {
  uid: string;
}

export interface BadgeAwardView {
  id: string;
  type: 'badge';
  badge_id: string;
  title: LocalizedText;
  description: LocalizedText;
  category: BadgeCategory;
  points: number;
  icon: BadgeIcon;
  /** ISO date-time the badge was earned. */
  date: string;
  status: BadgeAwardStatus;
}

export type AwardView = CertificateView | BadgeAwardView;

/** A badge definition's fields, as the catalogue keeps them and the API shows them. */
export interface BadgeDefinitionFields {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  category: BadgeCategory;
  points: number;
  icon: BadgeIcon;
  metric: BadgeMetric;
  threshold: number;
  built_in: boolean;
  active: boolean;
}

export interface BadgeDefinitionView extends BadgeDefinitionFields {
  type: 'definition';
  deleted_at: string | null;
  /** For the caller: earned already, and how far along (metric value, capped at threshold). */
  earned: boolean;
  progress: number;
}

export interface NextBadge {
  badge_id: string;
  title: LocalizedText;
  threshold: number;
  points_needed: number;
}

/** GET /awards/stats/{userId}: the spec's user award stats, plus the next milestone. */
export interface AwardStats {
  totalAwards: number;
  certificates: number;
  badges: number;
  totalPoints: number;
  badgePoints: number;
  rewardPoints: number;
  categoriesEarned: number;
  badgesByCategory: Partial<Record<BadgeCategory, number>>;
  recentAchievements: AwardView[];
  nextBadge: NextBadge | null;
  streakDays: number;
}

/** GET /awards/user/{userId}. */
export interface UserAwards {
  all: AwardView[];
  certificates: CertificateView[];
  badges: BadgeAwardView[];
  stats: AwardStats;
}

/** GET /awards/certificates/verify/{code}: only what the certificate itself shows. */
export interface CertificateVerification {
  valid: boolean;
  status: CertificateStatus;
  certificate: {
    credential_id: string;
    title: string;
    issuer: string;
    learner_name: string;
    issued_at: string;
    skills: string[];
  };
  revoked_at: string | null;
}

export interface RewardPointsView {
  id: string;
  uid: string;
  student_name: string;
  class_id: string;
  class_name: string;
  teacher_uid: string;
  teacher_name: string;
  points: number;
  reason: string;
  source: PointSource;
  source_id: string | null;
  created_at: string;
}

export interface GivePointsResult {
  grants: RewardPointsView[];
  points_each: number;
  total: number;
}

export interface PointsLeaderboardEntry {
  uid: string;
  name: string;
  avatar_id: number;
  reward_points: number;
  rank: number;
}

// ---- Events (docs/awards.md, "Events"): what the triggers hand to the badge engine ----

export const AWARD_EVENT_KINDS = [
  'class_joined', 'quiz_completed', 'perfect_score', 'live_finished', 'course_completed', 'lesson_progress',
  'product_sold', 'course_sold', 'points_received', 'certificate_issued',
] as const;
export type AwardEventKind = (typeof AWARD_EVENT_KINDS)[number];

export interface AwardEvent {
  kind: AwardEventKind;
  /** Unique per fact (e.g. class:{classId}); counted once per user. */
  key: string;
  uid: string;
  /** When it happened, epoch ms (the day for streaks). */
  at: number;
  /** live_finished: the player's rank and how many played. */
  rank?: number;
  players?: number;
  /** points_received: the points given. */
  points?: number;
}
