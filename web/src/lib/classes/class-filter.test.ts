import { describe, expect, it } from 'vitest';
import { filterClassesByName, matchesName, normaliseForSearch } from './class-filter';

const classes = [
  { id: 'a', name: 'Physics 101' },
  { id: 'b', name: 'Advanced PHYSICS' },
  { id: 'c', name: 'الرياضيات' },
  { id: 'd', name: 'Physics club', isInvitation: true },
];

describe('filterClassesByName', () => {
  it('matches case-insensitively anywhere in the name', () => {
    expect(filterClassesByName(classes, 'physics').map((item) => item.id)).toEqual(['a', 'b']);
    expect(filterClassesByName(classes, '  PHYS ').map((item) => item.id)).toEqual(['a', 'b']);
  });

  it('leaves invitations out, also with an empty search', () => {
    expect(filterClassesByName(classes, '').map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });

  it('matches Arabic with or without short vowels', () => {
    expect(filterClassesByName(classes, 'رياضيات').map((item) => item.id)).toEqual(['c']);
    expect(matchesName('الرِّياضِيّات', 'الرياضيات')).toBe(true);
  });

  it('finds nothing for an unknown name', () => {
    expect(filterClassesByName(classes, 'chemistry')).toEqual([]);
  });
});

describe('normaliseForSearch', () => {
  it('folds case, accents and spaces', () => {
    expect(normaliseForSearch('  Écoles   Françaises ')).toBe('ecoles francaises');
  });
});
