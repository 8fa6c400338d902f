import { describe, expect, it } from 'vitest';
import { nicknameDocIds, nicknameKeyDocId, nicknameKeys, nicknamesClash, skeleton } from './live-nickname';
import { cleanNickname, joinLiveRequestSchema } from '../shared/schemas/live';

const parse = (nickname: unknown) => joinLiveRequestSchema.safeParse({ code: '123456', nickname });

describe('cleaning (the stored display name)', () => {
  it('drops format characters, folds compatibility forms, collapses white space', () => {
    expect(cleanNickname('Al\u200Bice')).toBe('Alice');
    expect(cleanNickname('\u202EAlice\u202C')).toBe('Alice');
    expect(cleanNickname('\uFEFFAlice\u2060')).toBe('Alice');
    expect(cleanNickname('ＡＬＩ')).toBe('ALI');
    expect(cleanNickname('  Ali \u00A0\u3000 Baba ')).toBe('Ali Baba');
  });
  it('keeps Arabic names as they are written (presentation forms become the plain letters)', () => {
    for (const name of ['سارة', 'مُحَمَّد', 'عبد الله', 'يوسف ٢']) expect(cleanNickname(name)).toBe(name);
    expect(cleanNickname('\uFEB3\uFE8E\uFEAE\uFE93')).toBe('سارة');
    expect(parse('  سارة  ').data?.nickname).toBe('سارة');
  });
  it('refuses names that show nothing', () => {
    for (const name of ['\u200B', '\u200B\u200C \u2060', '\u3164', '\uFE0F']) {
      expect(parse(name).error?.issues[0]?.message).toBe('live/nickname-invalid');
    }
  });
});

describe('confusable skeletons', () => {
  it('map look-alikes to one form (UTS #39)', () => {
    expect(skeleton('\u0410lice')).toBe(skeleton('Alice')); // Cyrillic А
    expect(skeleton('rn')).toBe(skeleton('m'));
    expect(skeleton('AIice')).toBe(skeleton('Alice')); // capital I for l
  });
  it('make a second Alice clash with the first', () => {
    for (const copy of ['Alice', 'alice', 'ALICE', 'Al\u200Bice', '\u0410lice', 'AIice', 'A l i c e'.replace(/ /g, '\u2060'), 'Ａｌｉｃｅ']) {
      expect(nicknamesClash('Alice', copy), copy).toBe(true);
    }
  });
  it('leave different names apart', () => {
    for (const other of ['Alicia', 'Alice2', 'Bob', 'Al ice']) expect(nicknamesClash('Alice', other), other).toBe(false);
    expect(nicknamesClash('سارة', 'ساره')).toBe(false);
    expect(nicknamesClash('سارة', 'سلمى')).toBe(false);
    expect(nicknamesClash('أحمد', 'محمد')).toBe(false);
  });
  it('treat Arabic marks and the tatweel as the same name', () => {
    expect(nicknamesClash('سارة', 'سَارَة')).toBe(true);
    expect(nicknamesClash('سارة', 'ســارة')).toBe(true);
    expect(nicknamesClash('سارة', 'سا\u200Cرة')).toBe(true);
  });
  it('are one or two keys, usable as document ids', () => {
    expect(nicknameKeys('alice')).toEqual([skeleton('alice')]);
    expect(nicknameKeys('Alice')).toHaveLength(2);
    expect(nicknameKeyDocId('a/b')).toBe('a%2Fb');
    expect(nicknameKeyDocId('.')).toBe('%2E');
    expect(nicknameKeyDocId('__x__')).toBe('%5F_x__');
    expect(nicknameKeyDocId('100%')).toBe('100%25');
    for (const name of ['a/b', '.', '..', '__x__', '100%', 'سارة', 'Ａｌｉｃｅ']) {
      for (const id of nicknameDocIds(name)) expect(id).not.toMatch(/^(\.{1,2}|__.*__)$|\//);
    }
  });
});
