import { describe, expect, it } from 'vitest';
import { countByGroup, entryFromHash, groupEntries, queryWords, searchEntries, type SearchEntry } from './search-entries';

const ENTRIES: SearchEntry[] = [
  { id: 'classes-join', group: 'classes', texts: ['كيف أنضم إلى فصل؟', 'افتح «فصولي» واختر «الانضمام برمز».'] },
  { id: 'sparks-what', group: 'sparks', texts: ['ما الشرارات؟', 'الشرارات عملة المنصة، تدفع بها ثمن مزايا الذكاء الاصطناعي.'] },
  { id: 'quizzes-live', group: 'quizzes', texts: ['How does live mode work?', 'Players enter the game code and a nickname.'] },
  { id: 'classes-code', group: 'classes', texts: ['The code has expired', 'Ask the teacher; a join code is valid 7 days.'] },
];

describe('searchEntries', () => {
  it('returns everything for an empty or blank query', () => {
    expect(searchEntries(ENTRIES, '').map((e) => e.id)).toEqual(ENTRIES.map((e) => e.id));
    expect(searchEntries(ENTRIES, '   ')).toHaveLength(4);
  });

  it('folds Arabic hamza, diacritics and ta marbuta', () => {
    // "انضم" without hamza finds "أنضم"; "الشّرارات" with a shadda finds "الشرارات"; "منصه" finds "المنصة".
    expect(searchEntries(ENTRIES, 'انضم').map((e) => e.id)).toEqual(['classes-join']);
    expect(searchEntries(ENTRIES, 'الشّرارات').map((e) => e.id)).toEqual(['sparks-what']);
    expect(searchEntries(ENTRIES, 'منصه').map((e) => e.id)).toEqual(['sparks-what']);
  });

  it('needs every word, in any order and case, in the title or the body', () => {
    expect(searchEntries(ENTRIES, 'NICKNAME live').map((e) => e.id)).toEqual(['quizzes-live']);
    expect(searchEntries(ENTRIES, 'nickname expired')).toEqual([]);
  });

  it('puts title matches first and keeps the order otherwise', () => {
    expect(searchEntries(ENTRIES, 'code').map((e) => e.id)).toEqual(['classes-code', 'quizzes-live']);
  });
});

describe('grouping and hashes', () => {
  it('groups in the given order and leaves empty groups out', () => {
    const groups = groupEntries(ENTRIES, ['sparks', 'accounts', 'classes', 'quizzes']);
    expect(groups.map((g) => [g.group, g.entries.length])).toEqual([['sparks', 1], ['classes', 2], ['quizzes', 1]]);
    expect(countByGroup(ENTRIES)).toEqual({ classes: 2, sparks: 1, quizzes: 1 });
  });

  it('finds the entry a hash names, encoded or not', () => {
    expect(entryFromHash(ENTRIES, '#sparks-what')?.id).toBe('sparks-what');
    expect(entryFromHash(ENTRIES, '#%73parks-what')?.id).toBe('sparks-what');
    expect(entryFromHash(ENTRIES, '#%E0%A4%A')).toBeUndefined();
    expect(entryFromHash(ENTRIES, '')).toBeUndefined();
  });

  it('splits a query into folded words', () => {
    expect(queryWords('  Join   الفصول ')).toEqual(['join', 'الفصول']);
    expect(queryWords('')).toEqual([]);
  });
});
