import { describe, expect, it } from 'vitest';
import { LEDGER_CATEGORIES } from '@shared/schemas/wallet';
import { messages } from '@/test/all-messages';
import { CATEGORY_MESSAGES, FILTER_MESSAGES, REASON_MESSAGES, entryMessageId } from './ledger-labels';

describe('entryMessageId', () => {
  it('names an entry by its reason', () => {
    expect(entryMessageId({ reason: 'course_purchase', category: 'charge' })).toBe('wallet.reason.course_purchase');
    expect(entryMessageId({ reason: 'welcome_grant', category: 'bonus' })).toBe('wallet.reason.welcome_grant');
    expect(entryMessageId({ reason: 'demo_topup', category: 'bonus' })).toBe('wallet.reason.demo');
  });

  it('reads the leading code of a reason with details', () => {
    expect(entryMessageId({ reason: 'aiQuiz failed: timeout', category: 'refund' })).toBe('wallet.reason.aiQuiz');
  });

  it('falls back to the category for a reason it does not know', () => {
    expect(entryMessageId({ reason: 'something_new', category: 'bonus' })).toBe('wallet.category.bonus');
    expect(entryMessageId({ reason: '', category: 'charge' })).toBe('wallet.category.charge');
    expect(entryMessageId({ reason: 'constructor', category: 'sale' })).toBe('wallet.category.sale');
  });
});

describe('wallet messages', () => {
  it('exist in Arabic and English for every category, filter and reason', () => {
    const ids = [...Object.values(CATEGORY_MESSAGES), ...Object.values(FILTER_MESSAGES), ...Object.values(REASON_MESSAGES)];
    expect(Object.keys(CATEGORY_MESSAGES).sort()).toEqual([...LEDGER_CATEGORIES].sort());
    for (const id of ids) {
      expect(messages.ar[id], `ar ${id}`).toBeTruthy();
      expect(messages.en[id], `en ${id}`).toBeTruthy();
    }
  });
});
