// The FAQs (/faqs): groups and their questions, in page order. Texts are messages
// `site.faqs.{id}.q` / `.a`; the figures in the answers come from the shared constants
// (FAQ_VALUES), so an answer never states a price or limit the product does not apply.
import {
  AWARDS, BULK_INVITE, CODE_LENGTH, COURSE_ACCESS_MONTHS, EXCHANGE, EXCHANGE_PROCESSING_DAYS, FILE_LIMITS, HUDA,
  INVITE_CODE_TTL_DAYS, MARKET, OTP, PASSWORD_MIN_LENGTH, PLATFORM_COMMISSION, SPARK_COSTS, WELCOME_SPARKS,
} from '@shared/constants';

export const FAQ_GROUPS = ['accounts', 'classes', 'quizzes', 'assessments', 'sparks', 'marketplace', 'courses', 'privacy'] as const;
export type FaqGroup = (typeof FAQ_GROUPS)[number];

export interface FaqQuestion {
  id: string;
  group: FaqGroup;
  /** A page that goes further, shown under the answer (label `site.faqs.link.{key}`). */
  link?: { to: string; key: string };
}

const q = (group: FaqGroup, id: string, link?: FaqQuestion['link']): FaqQuestion => ({ id: `${group}-${id}`, group, link });

export const FAQ_QUESTIONS: readonly FaqQuestion[] = [
  q('accounts', 'roles'),
  q('accounts', 'signup', { to: '/signup', key: 'signup' }),
  q('accounts', 'password', { to: '/forgot', key: 'forgot' }),
  q('accounts', 'language'),
  q('accounts', 'delete'),
  q('classes', 'join'),
  q('classes', 'expired'),
  q('classes', 'create'),
  q('classes', 'files'),
  q('quizzes', 'build'),
  q('quizzes', 'live', { to: '/live', key: 'live' }),
  q('quizzes', 'challenges'),
  q('quizzes', 'progress'),
  q('assessments', 'vark', { to: '/assessment', key: 'assessment' }),
  q('assessments', 'personality', { to: '/assessment', key: 'assessment' }),
  q('assessments', 'huda'),
  q('assessments', 'pdf'),
  q('sparks', 'what'),
  q('sparks', 'costs', { to: '/pricing', key: 'pricing' }),
  q('sparks', 'buy', { to: '/pricing', key: 'pricing' }),
  q('sparks', 'failed'),
  q('marketplace', 'buy'),
  q('marketplace', 'sell'),
  q('marketplace', 'exchange'),
  q('courses', 'enrol'),
  q('courses', 'certificates'),
  q('courses', 'publish'),
  q('courses', 'badges'),
  q('privacy', 'data', { to: '/privacy-policy', key: 'privacy' }),
  q('privacy', 'huda'),
  q('privacy', 'guests'),
  q('privacy', 'contact', { to: '/feedback', key: 'feedback' }),
];

const mb = (bytes: number) => Math.round(bytes / (1024 * 1024));

/** Every figure an answer may name (ICU arguments). */
export const FAQ_VALUES = {
  aiQuiz: SPARK_COSTS.aiQuiz,
  templateQuiz: SPARK_COSTS.templateQuiz,
  manualQuiz: SPARK_COSTS.manualQuiz,
  mbti: SPARK_COSTS.mbtiAssessment,
  report: SPARK_COSTS.progressReport,
  download: SPARK_COSTS.contentDownload,
  invitation: SPARK_COSTS.invitation,
  welcome: WELCOME_SPARKS,
  commission: Math.round(PLATFORM_COMMISSION * 100),
  sellerShare: Math.round((1 - PLATFORM_COMMISSION) * 100),
  exchangeSparks: EXCHANGE.sparks,
  exchangeRiyals: EXCHANGE.riyals,
  minExchange: EXCHANGE.minimumSparks,
  exchangeDaysMin: EXCHANGE_PROCESSING_DAYS.min,
  exchangeDaysMax: EXCHANGE_PROCESSING_DAYS.max,
  reviewMin: MARKET.reviewHours.min,
  reviewMax: MARKET.reviewHours.max,
  hudaFree: HUDA.freeDailyAnswers,
  hudaPrice: HUDA.sparksPerAnswer,
  hudaPerMinute: HUDA.answersPerMinute,
  hudaPages: HUDA.pdf.contextMaxPages,
  codeLength: CODE_LENGTH,
  codeDays: INVITE_CODE_TTL_DAYS,
  passwordMin: PASSWORD_MIN_LENGTH,
  otpMinutes: Math.round(OTP.ttlMs / 60_000),
  pdfMb: mb(FILE_LIMITS.lecturePdfBytes),
  videoGb: Math.round(FILE_LIMITS.lectureVideoBytes / (1024 * 1024 * 1024)),
  contentMb: mb(FILE_LIMITS.contentFileBytes),
  previewMb: mb(FILE_LIMITS.previewImageBytes),
  bulkMax: BULK_INVITE.maxInvitees,
  accessMonths: COURSE_ACCESS_MONTHS,
  pointsMax: AWARDS.maxPoints,
} as const;
