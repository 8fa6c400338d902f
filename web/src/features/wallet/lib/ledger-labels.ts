// How the wallet names a ledger entry: its category (the filter's and the badge's words) and
// its reason (what it was for). Reasons are the codes functions write (services/*: reason:);
// a reason this table does not know reads as its category, never as a raw code. Pure.
import { LEDGER_CATEGORIES, type LedgerCategory } from '@shared/schemas/wallet';

/** The filter's choices: every category, after "All" (null). */
export const LEDGER_FILTERS: readonly (LedgerCategory | null)[] = [null, ...LEDGER_CATEGORIES];

/** One entry's category, singular ("Purchase"). */
export const CATEGORY_MESSAGES: Record<LedgerCategory, string> = {
  purchase: 'wallet.category.purchase',
  charge: 'wallet.category.charge',
  refund: 'wallet.category.refund',
  sale: 'wallet.category.sale',
  exchange: 'wallet.category.exchange',
  bonus: 'wallet.category.bonus',
};

/** The filter's buttons, plural ("Purchases"). */
export const FILTER_MESSAGES: Record<LedgerCategory | 'all', string> = {
  all: 'wallet.filter.all',
  purchase: 'wallet.filter.purchase',
  charge: 'wallet.filter.charge',
  refund: 'wallet.filter.refund',
  sale: 'wallet.filter.sale',
  exchange: 'wallet.filter.exchange',
  bonus: 'wallet.filter.bonus',
};

/** Every reason the functions write, by its leading code. */
export const REASON_MESSAGES: Record<string, string> = {
  sparks_purchase: 'wallet.reason.sparks_purchase',
  course_purchase: 'wallet.reason.course_purchase',
  course_sale: 'wallet.reason.course_sale',
  market_purchase: 'wallet.reason.market_purchase',
  market_sale: 'wallet.reason.market_sale',
  welcome_grant: 'wallet.reason.welcome_grant',
  exchange: 'wallet.reason.exchange',
  exchange_rejected: 'wallet.reason.exchange_rejected',
  aiQuiz: 'wallet.reason.aiQuiz',
  templateQuiz: 'wallet.reason.templateQuiz',
  manualQuiz: 'wallet.reason.manualQuiz',
  mbtiAssessment: 'wallet.reason.mbtiAssessment',
  progressReport: 'wallet.reason.progressReport',
  contentDownload: 'wallet.reason.contentDownload',
  invitation: 'wallet.reason.invitation',
  huda: 'wallet.reason.huda',
  demo_topup: 'wallet.reason.demo',
  demo_quizzes: 'wallet.reason.demo',
  demo_welcome: 'wallet.reason.demo',
  demo_assessments: 'wallet.reason.demo',
};

/**
 * The message id naming an entry: its reason's, read from the reason's leading code (a
 * failed AI quiz's refund says "aiQuiz failed: …"), else its category's.
 */
export function entryMessageId(entry: { reason: string; category: LedgerCategory }): string {
  const code = /^[A-Za-z_]+/.exec(entry.reason.trim())?.[0] ?? '';
  return Object.hasOwn(REASON_MESSAGES, code) ? REASON_MESSAGES[code]! : CATEGORY_MESSAGES[entry.category];
}
