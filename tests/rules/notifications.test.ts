// users/{uid}/notifications/{id} (docs/site.md 2): functions write them; the owner reads them
// (the bell's live unread query); nobody else reads them and no client writes, not even the
// owner marking one read (that goes through POST /notifications/{id}/read).
import { collection, limit, query, where } from 'firebase/firestore';
import { describe } from 'vitest';
import { UID, describeMatrix, no, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

const notification = (read: boolean) => ({
  kind: 'badge_earned', params: { name_ar: 'البداية', name_en: 'First steps' }, link: '/achievements', read, created_at: new Date('2025-01-01T00:00:00Z'),
});

describe('users/{uid}/notifications/{id}', () => {
  describeMatrix(
    env,
    {
      doc: `users/${UID.owner}/notifications/badge_earned-b1`,
      collection: `users/${UID.owner}/notifications`,
      // The bell's query.
      list: (db) => query(collection(db, `users/${UID.owner}/notifications`), where('read', '==', false), limit(100)),
      data: notification(false),
      update: { read: true },
      others: { [`users/${UID.stranger}/notifications/badge_earned-b2`]: notification(false) },
    },
    {
      //               get  list create update delete
      'signed out':    [no, no, no, no, no],
      owner:           [yes, yes, no, no, no],
      stranger:        [no, no, no, no, no],
      teacher:         [no, no, no, no, no],
      centers:         [no, no, no, no, no],
      administrator:   [no, no, no, no, no],
      'no role':       [no, no, no, no, no],
      'unverified admin': [no, no, no, no, no],
    },
  );
});
