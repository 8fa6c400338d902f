import { describe, expect, it } from 'vitest';
import type { AwardStats, BadgeDefinitionView } from '@shared/schemas/awards';
import { EMPTY_BADGE_FORM, badgeFormFrom, changedFields, checkBadgeForm, definitionState, statsAfterRevoke, wholeNumber } from './badge-definition-form';

const definition: BadgeDefinitionView = {
  id: 'first-quiz', type: 'definition', title: { ar: 'أول اختبار', en: 'First quiz' }, description: { ar: 'وصف', en: 'Description' },
  category: 'quizzes', points: 10, icon: 'lightbulb', metric: 'quizzes_completed', threshold: 1, built_in: true, active: true,
  deleted_at: null, earned: false, progress: 0,
};
const filled = { ...EMPTY_BADGE_FORM, titleAr: ' نجم ', titleEn: 'Star ', descriptionAr: 'وصف', descriptionEn: 'About' };

describe('wholeNumber', () => {
  it('reads whole numbers in range, Arabic-Indic digits too', () => {
    expect(wholeNumber(' 25 ', 0, 100)).toBe(25);
    expect(wholeNumber('٣٠', 0, 100)).toBe(30);
    expect(wholeNumber('0', 0, 100)).toBe(0);
    for (const bad of ['', '1.5', '-1', '101', 'ten', '1e2']) expect(wholeNumber(bad, 0, 100), bad).toBeNull();
  });
});

describe('checkBadgeForm', () => {
  it('answers the trimmed body of POST /awards', () => {
    expect(checkBadgeForm({ ...filled, points: '15', threshold: '٥' })).toEqual({
      ok: true,
      body: {
        type: 'badge', title: { ar: 'نجم', en: 'Star' }, description: { ar: 'وصف', en: 'About' }, category: 'classes',
        points: 15, icon: 'star', metric: 'classes_joined', threshold: 5, active: true,
      },
    });
  });
  it('names each field that is wrong', () => {
    expect(checkBadgeForm({ ...EMPTY_BADGE_FORM, titleEn: 'x'.repeat(81), points: '1001', threshold: '0' })).toEqual({
      ok: false,
      errors: { titleAr: 'required', titleEn: 'tooLong', descriptionAr: 'required', descriptionEn: 'required', points: 'points', threshold: 'threshold' },
    });
  });
});

describe('changedFields', () => {
  it('is empty for an unchanged definition and holds only what changed', () => {
    const body = checkBadgeForm(badgeFormFrom(definition));
    if (!body.ok) throw new Error('expected a valid form');
    expect(changedFields(definition, body.body)).toEqual({});
    const edited = checkBadgeForm({ ...badgeFormFrom(definition), titleEn: 'First challenge', points: '12', active: false });
    if (!edited.ok) throw new Error('expected a valid form');
    expect(changedFields(definition, edited.body)).toEqual({ title: { ar: 'أول اختبار', en: 'First challenge' }, points: 12, active: false });
  });
});

describe('definitionState and statsAfterRevoke', () => {
  it('retired wins over inactive', () => {
    expect(definitionState({ active: true, deleted_at: null })).toBe('active');
    expect(definitionState({ active: false, deleted_at: null })).toBe('inactive');
    expect(definitionState({ active: false, deleted_at: '2026-01-01T00:00:00.000Z' })).toBe('retired');
  });
  it('a revoked certificate counts one certificate and award fewer, once', () => {
    const stats = { totalAwards: 3, certificates: 1, badges: 2, totalPoints: 35 } as AwardStats;
    expect(statsAfterRevoke(stats, { status: 'valid', points: 0 })).toMatchObject({ totalAwards: 2, certificates: 0, badges: 2, totalPoints: 35 });
    expect(statsAfterRevoke(stats, { status: 'revoked', points: 0 })).toBe(stats);
  });
});
