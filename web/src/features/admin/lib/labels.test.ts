// The labels the admin screens build from data (`admin.subject.${subject}`...) exist in both
// languages; the catalogue test only sees ids written out in full.
import { describe, expect, it } from 'vitest';
import { CONTENT_TYPES, EXCHANGE_STATUSES, PRODUCT_STATUSES, SUBJECTS } from '@shared/constants';
import ar from '@/i18n/messages/ar/admin.json';
import en from '@/i18n/messages/en/admin.json';
import { REVIEW_ACTIONS } from './review';

const dynamicIds = [
  ...SUBJECTS.map((subject) => `admin.subject.${subject}`),
  ...CONTENT_TYPES.map((type) => `admin.contentType.${type}`),
  ...PRODUCT_STATUSES.flatMap((status) => [`admin.productStatus.${status}`, `admin.products.empty.${status}`]),
  ...EXCHANGE_STATUSES.flatMap((status) => [`admin.payoutStatus.${status}`, `admin.payouts.empty.${status}`]),
  ...REVIEW_ACTIONS.flatMap((action) => [
    `admin.action.${action}`,
    `admin.bulk.${action}`,
    `admin.products.rowAction.${action}`,
    `admin.review.done.${action}`,
  ]),
  'admin.reject.tooShort',
  'admin.reject.tooLong',
  'admin.payouts.paidAt',
  'admin.payouts.rejectedAt',
];

describe('admin labels', () => {
  it('exist in Arabic and English', () => {
    const missing = dynamicIds.flatMap((id) => [
      ...(Object.hasOwn(en, id) ? [] : [`en ${id}`]),
      ...(Object.hasOwn(ar, id) ? [] : [`ar ${id}`]),
    ]);
    expect(missing).toEqual([]);
  });
});
