import { describe, expect, it } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftKey, listChallengeDrafts, parseDraftKey } from './drafts';

function memoryStorage(entries: Record<string, string>): Pick<Storage, 'length' | 'key' | 'getItem'> {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i) => keys[i] ?? null, getItem: (key) => entries[key] ?? null };
}

const NOW = 1_700_000_000_000;
const draft = (answers: Record<string, string>, savedAt = NOW - 1000) => JSON.stringify({ v: 1, saved_at: savedAt, answers });

describe('draft keys', () => {
  it('round-trips the class, challenge and student', () => {
    expect(parseDraftKey(draftKey('c1', 'ch1', 'u1'))).toEqual({ classId: 'c1', challengeId: 'ch1', uid: 'u1' });
  });
  it('ignores other keys', () => {
    for (const key of ['classId', 'challenge-draft:a:b', 'challenge-draft:a::c', 'challenge-draft:a:b:c:d', 'live.player']) {
      expect(parseDraftKey(key)).toBeNull();
    }
  });
});

describe('listChallengeDrafts', () => {
  it("lists this student's drafts with answers, latest first", () => {
    const storage = memoryStorage({
      [draftKey('c1', 'old', 'me')]: draft({ q1: 'a' }, NOW - 5000),
      [draftKey('c2', 'new', 'me')]: draft({ q1: 'a', q2: 'b', q3: '  ' }),
      [draftKey('c1', 'theirs', 'someone')]: draft({ q1: 'a' }),
      [draftKey('c1', 'empty', 'me')]: draft({ q1: ' ' }),
      [draftKey('c1', 'stale', 'me')]: draft({ q1: 'a' }, NOW - DRAFT_MAX_AGE_MS - 1),
      [draftKey('c1', 'broken', 'me')]: '{not json',
      [draftKey('c3', 'flat', 'me')]: JSON.stringify({ q1: 'old form' }),
      classId: 'c1',
    });
    expect(listChallengeDrafts(storage, 'me', NOW)).toEqual([
      { classId: 'c2', challengeId: 'new', answered: 2, savedAt: NOW - 1000 },
      { classId: 'c1', challengeId: 'old', answered: 1, savedAt: NOW - 5000 },
      { classId: 'c3', challengeId: 'flat', answered: 1, savedAt: null },
    ]);
  });
  it('answers nothing without storage or when it throws', () => {
    expect(listChallengeDrafts(null, 'me')).toEqual([]);
    const throwing = { length: 1, key: () => { throw new Error('denied'); }, getItem: () => null };
    expect(listChallengeDrafts(throwing, 'me')).toEqual([]);
  });
});
