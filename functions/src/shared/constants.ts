// The spec's business constants, one source for web and functions.

export const USER_TYPES = ['student', 'teacher', 'centers', 'administrator'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Who builds quizzes and hosts them live (server, /CreateQuiz, /live/host, /quiz; docs/live.md). */
export const QUIZ_AUTHOR_TYPES = ['teacher', 'centers', 'administrator'] as const satisfies readonly UserType[];
/** Roles a user may pick for themselves; administrator is granted, never chosen. */
export const SELF_SELECTABLE_USER_TYPES = ['student', 'teacher', 'centers'] as const;

export const GENDERS = ['male', 'female', 'non-binary', 'prefer_not_to_say'] as const;
export const WIZARD_GENDERS = ['male', 'female'] as const;
export const EDUCATION_LEVELS = ['high_school', 'bachelors', 'masters', 'doctorate'] as const;
export const THEMES = ['light', 'dark'] as const;
export const LANGUAGES = ['ar', 'en'] as const;
export const DEFAULT_LANGUAGE = 'ar';

export const PASSWORD_MIN_LENGTH = 7;
export const CODE_LENGTH = 6;
export const SIX_DIGIT_CODE = /^\d{6}$/;
export const AI_PROMPT_MIN_LENGTH_EXCLUSIVE = 15;

export const OTP = {
  length: 6,
  ttlMs: 10 * 60 * 1000,
  maxAttempts: 5,
  resendCooldownMs: 60 * 1000,
} as const;
export const PASSWORD_RESET_TTL_MS = 10 * 60 * 1000;
export const SESSION_RECHECK_MS = 5 * 60 * 1000;
export const REMEMBER_ME_MS = 30 * 24 * 60 * 60 * 1000;
export const INVITE_CODE_TTL_DAYS = 7;

/** Sparks each feature costs (spec 000 section 9). */
export const SPARK_COSTS = {
  aiQuiz: 15,
  templateQuiz: 5,
  manualQuiz: 5,
  mbtiAssessment: 5,
  progressReport: 3,
  contentDownload: 5,
  invitation: 2,
} as const;
export type SparkCostKey = keyof typeof SPARK_COSTS;
/**
 * Welcome sparks every account gets once, when its e-mail is verified: enough for a few manual
 * quizzes and invitations. Kept apart (`promo_balance`): they pay for platform features, never
 * for marketplace products, and are never exchangeable.
 */
export const WELCOME_SPARKS = 50;

export const PLATFORM_COMMISSION = 0.1;
export const EXCHANGE = { sparks: 300, riyals: 100, minimumSparks: 300 } as const;

export const SCORE_BANDS = [
  { id: 'excellent', min: 90 },
  { id: 'good', min: 75 },
  { id: 'satisfactory', min: 60 },
  { id: 'needs_improvement', min: 0 },
] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number]['id'];
export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((band) => score >= band.min)?.id ?? 'needs_improvement';
}

export const PRODUCT_STATUSES = ['pending', 'approved', 'rejected', 'archived'] as const;
export const MATERIAL_STATES = ['uploading', 'uploaded', 'processed'] as const;
export const MATERIAL_VISIBILITY = ['public', 'private', 'hidden'] as const;
export const QUESTION_TYPES = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank', 'essay'] as const;
export const DIFFICULTIES = ['easy', 'medium', 'hard', 'mixed'] as const;
export const LIVE_QUIZ_STATES = ['waiting', 'question', 'answered', 'leaderboard', 'complete'] as const;
export const CLASS_THEMES = [
  'purple_sky', 'cherry_blossom', 'warm_sunset', 'green_meadow', 'ocean_blue', 'fruity', 'midnight', 'autumn',
] as const;
export const COURSE_FIELDS = [
  'technology', 'science', 'mathematics', 'languages', 'geography', 'history', 'arts', 'music',
] as const;
export const DEFAULT_CLASS_COLOURS = { primary: '#6366f1', secondary: '#8b5cf6' } as const;

export const FILE_LIMITS = {
  lecturePdfBytes: 10 * 1024 * 1024,
  lectureVideoBytes: 1024 * 1024 * 1024,
  contentFileBytes: 50 * 1024 * 1024,
  previewImageBytes: 2 * 1024 * 1024,
  galleryImageBytes: 2 * 1024 * 1024,
  galleryImages: 5,
} as const;

export const AVATAR_PRESETS = 8;
/** Placeholder personality type meaning the MBTI test is not yet taken. */
export const MBTI_PLACEHOLDER = 'MBTI';

export const THEME_COLOURS = { lightPrimary: '#9575cd', darkPrimary: '#bb86fc' } as const;
export const TOAST_DURATION_MS = 5000;
export const PAYMENT_REDIRECT_MS = { success: 2000, declined: 3000, error: 5000 } as const;

// ── Classes (issue: classes, members, feed, materials) ─────────────────────────────────
/** Named colour pairs a class can use (spec: a primary and a secondary shade each). */
export const CLASS_COLOURS = {
  red1: { primary: '#ef4444', secondary: '#f87171' },
  red2: { primary: '#b91c1c', secondary: '#dc2626' },
  black: { primary: '#111827', secondary: '#374151' },
  blue: { primary: '#3b82f6', secondary: '#60a5fa' },
  green: { primary: '#22c55e', secondary: '#4ade80' },
  yellow: { primary: '#eab308', secondary: '#facc15' },
  purple: { primary: '#8b5cf6', secondary: '#a78bfa' },
  pink: { primary: '#ec4899', secondary: '#f472b6' },
  indigo: { primary: '#6366f1', secondary: '#8b5cf6' },
  orange: { primary: '#f97316', secondary: '#fb923c' },
  teal: { primary: '#14b8a6', secondary: '#2dd4bf' },
  cyan: { primary: '#06b6d4', secondary: '#22d3ee' },
} as const;
export type ClassColourName = keyof typeof CLASS_COLOURS;
export const CLASS_COLOUR_NAMES = Object.keys(CLASS_COLOURS) as ClassColourName[];

/** Each course field's default colour pair; indigo is the spec's default #6366f1 / #8b5cf6. */
export const COURSE_FIELD_COLOURS: Record<(typeof COURSE_FIELDS)[number], ClassColourName> = {
  technology: 'indigo',
  science: 'teal',
  mathematics: 'blue',
  languages: 'purple',
  geography: 'green',
  history: 'orange',
  arts: 'pink',
  music: 'red1',
};

export const CLASS_ICONS = [
  'book', 'flask', 'calculator', 'globe', 'palette', 'music', 'code', 'language', 'landmark', 'atom', 'pencil', 'star',
] as const;

export const MEMBER_ROLES = ['teacher', 'student'] as const;
/** pending: asked to join with an expired code, waiting for the teacher; inactive: paused by the teacher. */
export const MEMBER_STATUSES = ['active', 'pending', 'inactive'] as const;
export const INVITATION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const MEMBER_SORTS = ['name', 'score', 'date', 'joined'] as const;

export const JOIN_CODE = {
  defaultTtlDays: INVITE_CODE_TTL_DAYS,
  maxTtlDays: 90,
  /** Wrong codes a user may try in the window before joining is refused for a while. */
  maxWrongGuesses: 10,
  wrongGuessWindowMs: 15 * 60 * 1000,
} as const;

export const BULK_INVITE = { maxFileBytes: 1024 * 1024, maxInvitees: 500 } as const;

export const FEED = {
  pageSize: 20,
  maxPageSize: 50,
  commentsPageSize: 10,
  maxPostLength: 5000,
  maxCommentLength: 1000,
  /** Images and PDFs one post may carry, besides or instead of its video (issue 10). */
  maxAttachments: 4,
} as const;

/** Files a post may attach, with their magic-bytes kind and limit: images 5 MB, PDFs 10 MB. */
export const POST_ATTACHMENT_TYPES = {
  'image/png': { kind: 'png', maxBytes: 5 * 1024 * 1024 },
  'image/jpeg': { kind: 'jpeg', maxBytes: 5 * 1024 * 1024 },
  'image/webp': { kind: 'webp', maxBytes: 5 * 1024 * 1024 },
  'image/gif': { kind: 'gif', maxBytes: 5 * 1024 * 1024 },
  'application/pdf': { kind: 'pdf', maxBytes: FILE_LIMITS.lecturePdfBytes },
} as const;
export type PostAttachmentType = keyof typeof POST_ATTACHMENT_TYPES;

export const POST_TYPES = ['text', 'video'] as const;
export const MATERIAL_LANGUAGES = ['ar', 'en', 'other'] as const;

/** What a class upload may be: the declared type, its size limit and the magic-bytes kind. */
export const UPLOAD_TYPES = {
  'application/pdf': { kind: 'pdf', maxBytes: FILE_LIMITS.lecturePdfBytes },
  'image/jpeg': { kind: 'jpeg', maxBytes: FILE_LIMITS.lecturePdfBytes },
  'image/png': { kind: 'png', maxBytes: FILE_LIMITS.lecturePdfBytes },
  'video/mp4': { kind: 'mp4', maxBytes: FILE_LIMITS.lectureVideoBytes },
} as const;
export type UploadContentType = keyof typeof UPLOAD_TYPES;
export const THUMBNAIL_TYPES = ['image/jpeg', 'image/png'] as const;
/** A quiz question's one image (docs/live.md, Question images): type -> magic-bytes kind, and its limit. */
export const QUESTION_IMAGE_TYPES = { 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export type QuestionImageType = keyof typeof QUESTION_IMAGE_TYPES;
export const QUESTION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const THUMBNAIL_MAX_BYTES = 2 * 1024 * 1024;

// ── Live sessions (issue 4, live mode; docs/live.md) ───────────────────────────────────
/**
 * The states of a live session document. The player's "answer submitted and waiting" is not
 * a session state: each player's client derives it from its own answer document.
 */
export const LIVE_SESSION_STATES = ['waiting', 'question', 'leaderboard', 'complete'] as const;
export type LiveSessionState = (typeof LIVE_SESSION_STATES)[number];

export const LIVE = {
  nicknameMaxLength: 20,
  leaderboardSize: 10,
  podiumSize: 3,
  /** The longest text answer a player may send (also in firestore.rules). */
  maxAnswerLength: 500,
  /** At most this many items in an array answer (also in firestore.rules). */
  maxAnswerItems: 20,
  maxTimeLimitS: 600,
  /** Firestore's batch limit: scores are written in batches of at most this many. */
  writeBatchSize: 500,
  /** A live code is held this long at most (sessions left open give their code back). */
  codeTtlMs: 24 * 60 * 60 * 1000,
  codeAttempts: 20,
} as const;

// ── Quizzes, challenges and progress (issue 4; docs/quizzes.md) ────────────────────────
export const QUIZ_METHODS = ['ai', 'template', 'manual'] as const;
export const QUIZ_STATUSES = ['draft', 'published'] as const;
export const QUIZ_GENERATORS = ['openai', 'offline'] as const;
export const SUBMISSION_STATUSES = ['submitted', 'graded'] as const;
/** The spark cost of each way of building a quiz (spec 000 section 9). */
export const QUIZ_METHOD_COSTS = { ai: 'aiQuiz', template: 'templateQuiz', manual: 'manualQuiz' } as const;

export const QUIZ = {
  maxQuestions: 50,
  minOptions: 2,
  maxOptions: 6,
  maxAcceptedAnswers: 10,
  titleMaxLength: 200,
  descriptionMaxLength: 1000,
  questionMaxLength: 2000,
  optionMaxLength: 300,
  guidelinesMaxLength: 2000,
  answerMaxLength: 5000,
  timeLimitS: { min: 5, max: 600, default: 30 },
  points: { max: 1000, default: 10 },
  /** AI generation: questions per request, prompt and PDF limits. */
  ai: { defaultQuestions: 5, maxQuestions: 20, promptMaxLength: 4000, pdfTextMaxChars: 20_000 },
  /** The blank in a fill-in-the-blank question's text. */
  blank: '____',
} as const;

// ── Sparks packages, HyperPay, marketplace and exchange (issue 5; docs/market.md) ──────
export const SUBJECTS = [
  'mathematics', 'science', 'physics', 'chemistry', 'biology', 'arabic', 'english', 'islamic_studies',
  'social_studies', 'computer_science', 'arts', 'other',
] as const;
export const GRADES = [7, 8, 9, 10, 11, 12] as const;
export const CONTENT_TYPES = [
  'textbook', 'workbook', 'study_guide', 'practice_test', 'lecture_notes', 'reference_material',
] as const;
export const PRODUCT_EDUCATION_LEVELS = ['primary_school', 'secondary_school', 'high_school', 'universities'] as const;
export const PRICE_BANDS = [
  { id: 'under_100', min: 0, max: 99 },
  { id: '100_250', min: 100, max: 250 },
  { id: '250_500', min: 251, max: 500 },
  { id: 'over_500', min: 501, max: Number.MAX_SAFE_INTEGER },
] as const;
export type PriceBand = (typeof PRICE_BANDS)[number]['id'];
export const PRICE_BAND_IDS = PRICE_BANDS.map((band) => band.id) as [PriceBand, ...PriceBand[]];

/** Image types a preview or gallery image may be, with their magic-bytes kind. */
export const PRODUCT_IMAGE_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/gif': 'gif' } as const;
export type ProductImageType = keyof typeof PRODUCT_IMAGE_TYPES;
/** Content file types; DOCX, PPTX and ZIP are all zip containers. */
export const PRODUCT_CONTENT_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'zip',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'zip',
  'application/zip': 'zip',
} as const;
export type ProductContentType = keyof typeof PRODUCT_CONTENT_TYPES;

export const MARKET = {
  pageSize: 12,
  maxPageSize: 48,
  titleMaxLength: 120,
  descriptionMaxLength: 5000,
  maxTags: 10,
  tagMaxLength: 30,
  maxPrice: 100_000,
  /** A product listed at 0 sparks still costs the spec's content download (5 sparks), all to the platform. */
  freeProductFee: SPARK_COSTS.contentDownload,
  maxCartItems: 20,
  /** Approved products the listing filters in memory (docs/market.md). */
  listingScanLimit: 2000,
  recommendedPreview: { width: 800, height: 600 },
  rejectReasonMaxLength: 500,
  maxBulkReview: 100,
  reviewHours: { min: 24, max: 48 },
} as const;

export const EXCHANGE_STATUSES = ['pending', 'paid', 'rejected'] as const;
export type ExchangeStatus = (typeof EXCHANGE_STATUSES)[number];
export const EXCHANGE_PROCESSING_DAYS = { min: 1, max: 3 } as const;

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/** The verification answer the client treats as a failure (spec 000 section 4). */
export const PAYMENT_NOT_SUCCESSFUL = 'Payment was not successful.';
export const HYPERPAY_BRANDS = 'VISA MASTER MADA';
/** The verification answer after a successful payment; {sparks} is the package's sparks. */
export const PAYMENT_SUCCESSFUL = 'Payment successful! {sparks} sparks were added to your wallet.';

// ── Courses (issue 11; docs/courses.md) ─────────────────────────────────────────────────
/** Instructor course statuses as the spec spells them; Rejected is the reviewer's answer. */
export const COURSE_STATUSES = ['Draft', 'In Review', 'Published', 'Rejected', 'Assigned'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** Slugs of the enterprise form's categories plus the instructor form's (spec 001 sections 5 and 9). */
export const COURSE_CATEGORIES = [
  'programming', 'design', 'business', 'marketing', 'photography', 'music', 'health-fitness',
  'language', 'academic', 'lifestyle', 'mathematics', 'computer-science', 'development',
] as const;
export type CourseCategory = (typeof COURSE_CATEGORIES)[number];
export const COURSE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];
export const COURSE_LANGUAGES = ['en', 'ar'] as const;
export const LESSON_TYPES = ['video', 'document', 'quiz', 'assignment'] as const;
export type LessonType = (typeof LESSON_TYPES)[number];
export const LESSON_STATUSES = ['Published', 'Draft'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
/** Course file uploads: declared type -> magic-bytes kind, and each kind's limit. */
export const COURSE_THUMBNAIL_TYPES = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' } as const;
export const COURSE_VIDEO_TYPES = { 'video/mp4': 'mp4' } as const;
export const COURSE_DOCUMENT_TYPES = { 'application/pdf': 'pdf' } as const;
export const COURSES = {
  titleMaxLength: 150,
  descriptionMaxLength: 5000,
  textMaxLength: 2000,
  listItemMaxLength: 300,
  maxListItems: 30,
  maxFaq: 30,
  maxPrice: 100_000,
  /** Hours, like the enterprise form's duration. */
  maxDurationHours: 10_000,
  /** A lesson's duration, in minutes. */
  maxLessonMinutes: 24 * 60,
  maxChapters: 100,
  maxLessonsPerChapter: 200,
  maxBulk: 100,
  rejectReasonMaxLength: 500,
  /** Courses one list answers with (the manager has no pagination). */
  listLimit: 500,
  thumbnailMaxBytes: 2 * 1024 * 1024,
  videoMaxBytes: 1024 * 1024 * 1024,
  documentMaxBytes: 10 * 1024 * 1024,
} as const;
/** Months of access one enrolment (or renewal) buys. */
export const COURSE_ACCESS_MONTHS = 12;
/** Learner-side limits (docs/courses.md, "Enrolment and learning"). */
export const COURSE_LEARNING = {
  /** Renewal opens this many days before access ends (and stays open once expired). */
  renewWindowDays: 30,
  reviewCommentMaxLength: 2000,
  reviewsPageSize: 20,
  maxReviewsPageSize: 50,
  notesMaxLength: 5000,
  /** Enrolments one list answers with (My Learning, the instructor's learners). */
  listLimit: 500,
  submissionMaxBytes: 20 * 1024 * 1024,
} as const;
/** Assignment submissions: declared type -> magic-bytes kind. */
export const COURSE_SUBMISSION_TYPES = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'application/zip': 'zip',
} as const;
/** Awards (docs/awards.md): reward points, certificates, verification. */
export const AWARDS = {
  minPoints: 1,
  maxPoints: 100,
  reasonMaxLength: 200,
  maxStudentsPerGrant: 50,
  /** Grants one teacher may make per hour (checked and consumed in one step). */
  grantsPerHour: 120,
  /** Public verification calls per client address per minute. */
  verifyPerMinute: 60,
  maxSkills: 8,
  pointsHistoryLimit: 100,
  /** Days and streaks are counted in Riyadh time (UTC+3, no daylight saving). */
  dayOffsetMinutes: 180,
  badgeTitleMaxLength: 80,
  badgeDescriptionMaxLength: 300,
  maxBadgePoints: 1000,
  maxThreshold: 100_000,
  revokeReasonMaxLength: 500,
  /** The most certificates GET /awards/admin/certificates lists (newest first). */
  adminCertificatesLimit: 50,
} as const;
/** Assessments (docs/assessments.md): VARK (free) and the personality test (5 sparks). */
export const ASSESSMENTS = {
  /** VARK: a modality is part of the style when its score is within this distance of the top one. */
  varkSteppingDistance: 2,
  /** Mails of the VARK report per user per hour. */
  reportMailsPerHour: 3,
  /** Results kept per kind in the history answer. */
  historyLimit: 20,
} as const;
/**
 * Huda, the AI companion (docs/assessments.md "Huda"). Cost: `freeDailyAnswers` answers a day
 * (Riyadh day), then `sparksPerAnswer` each; a failed answer uses up nothing.
 */
export const HUDA = {
  freeDailyAnswers: 20,
  sparksPerAnswer: 1,
  /** Questions one user may send per minute (checked and consumed in one step). */
  answersPerMinute: 6,
  questionMaxLength: 2000,
  titleMaxLength: 80,
  /** Earlier messages sent to the model with a question, and their total characters. */
  historyMessages: 10,
  historyMaxChars: 8000,
  maxAnswerTokens: 800,
  /** The growing answer is written to Firestore at most this often. */
  flushEveryMs: 250,
  conversationsListLimit: 50,
  messagesPerConversation: 200,
  pdf: {
    maxBytes: 10 * 1024 * 1024,
    maxPages: 300,
    /** Text kept per page, and the page text sent with one question. */
    pageMaxChars: 6000,
    contextMaxChars: 12_000,
    contextMaxPages: 4,
    maxDocuments: 50,
  },
  instructor: {
    /** Mistakes explained in one session, and practice questions built from them. */
    mistakesPerSession: 5,
    practiceQuestions: 5,
    mistakesListLimit: 50,
  },
} as const;

/** Blogs and their subscribers (docs/site.md 1). */
export const BLOGS = {
  pageDefaultLimit: 9,
  pageMaxLimit: 50,
  slugMaxLength: 120,
  titleMinLength: 3,
  titleMaxLength: 150,
  excerptMaxLength: 300,
  contentMaxChars: 100_000,
  maxTags: 10,
  tagMaxLength: 30,
  maxFaqs: 20,
  faqQuestionMaxLength: 200,
  faqAnswerMaxLength: 2000,
  maxRelated: 6,
  seoTitleMaxLength: 70,
  seoDescriptionMaxLength: 160,
  coverMaxBytes: 5 * 1024 * 1024,
  coverTypes: ['image/jpeg', 'image/png', 'image/webp'],
  wordsPerMinute: 200,
  /** Confirmation mails one address, or one client address, may ask for in an hour. */
  subscribeMailsPerHour: 5,
  /** Scheduled articles published by one sweep, and announcement mails queued per batch. */
  sweepLimit: 10,
  announceBatch: 400,
} as const;

/** In-app notifications (docs/site.md 2). */
export const NOTIFICATIONS = {
  pageDefaultLimit: 20,
  pageMaxLimit: 50,
  /** The bell counts at most this many unread ("99+" above). */
  unreadCap: 99,
  readAllMax: 500,
} as const;

/** Enterprise contact and feedback (docs/site.md 3). */
export const INQUIRIES = {
  perHour: 5,
  nameMaxLength: 100,
  organizationMaxLength: 150,
  messageMinLength: 10,
  messageMaxLength: 5000,
  pageDefaultLimit: 20,
  pageMaxLimit: 50,
} as const;
