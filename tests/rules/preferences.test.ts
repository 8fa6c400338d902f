// preferences/{uid}: functions write (PATCH /user/pref); only the owner reads.
import { describe } from 'vitest';
import { UID, describeMatrix, no, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

describe('preferences/{uid}', () => {
  describeMatrix(
    env,
    {
      doc: `preferences/${UID.owner}`,
      collection: 'preferences',
      data: { theme: 'dark', language: 'ar', updated_at: new Date('2025-01-01T00:00:00Z') },
      update: { theme: 'light' },
      others: { [`preferences/${UID.stranger}`]: { theme: null, language: 'en' } },
    },
    {
      //               get  list create update delete
      'signed out':    [no, no, no, no, no],
      owner:           [yes, no, no, no, no],
      stranger:        [no, no, no, no, no],
      teacher:         [no, no, no, no, no],
      centers:         [no, no, no, no, no],
      administrator:   [no, no, no, no, no],
      'no role':       [no, no, no, no, no],
      'unverified admin': [no, no, no, no, no],
    },
  );
});
