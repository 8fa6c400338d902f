import { describe, expect, it } from 'vitest';
import type { BadgeCategory } from '@shared/schemas/awards';
import { foldSearch } from '@shared/search-fold';
import { badgeMatches, certificateMatches, matchAwards } from './match-awards';

const certificate = (title: string, issuer: string) => ({ title, issuer: { kind: 'instructor' as const, uid: 'u', name: issuer } });
const badge = (en: string, ar: string, category: BadgeCategory, description = { en: 'You did it.', ar: 'أحسنت.' }) => ({
  title: { en, ar },
  description,
  category,
});
const NAMES: Record<BadgeCategory, string> = {
  classes: 'الفصول', quizzes: 'الاختبارات', live: 'المسابقات المباشرة', streaks: 'المواظبة', courses: 'الدورات', market: 'السوق',
  recognition: 'التقدير', milestones: 'المحطات',
};
const arabicName = (category: BadgeCategory) => NAMES[category];

describe('foldSearch', () => {
  it('folds case, diacritics, tatweel and Arabic letter variants', () => {
    expect(foldSearch('  PYTHON  Basics ')).toBe('python basics');
    expect(foldSearch('Café')).toBe('cafe');
    expect(foldSearch('أَوَّلُ اختبـــار')).toBe('اول اختبار');
    expect(foldSearch('إدارة')).toBe(foldSearch('ادارة'));
    expect(foldSearch('مستوى')).toBe('مستوي');
  });
});

describe('certificateMatches', () => {
  const cert = certificate('Introduction to Python', 'Sara Ahmed');

  it('matches the title or the issuer, case-insensitively', () => {
    expect(certificateMatches(cert, 'python')).toBe(true);
    expect(certificateMatches(cert, 'INTRO')).toBe(true);
    expect(certificateMatches(cert, 'sara')).toBe(true);
  });

  it('matches everything for an empty search and nothing unrelated', () => {
    expect(certificateMatches(cert, '   ')).toBe(true);
    expect(certificateMatches(cert, 'chemistry')).toBe(false);
  });

  it('finds an Arabic title without its diacritics', () => {
    expect(certificateMatches(certificate('أساسيات البرمجة', 'مركز النور'), 'اساسيات')).toBe(true);
    expect(certificateMatches(certificate('أساسيات البرمجة', 'مركز النور'), 'النور')).toBe(true);
  });
});

describe('badgeMatches', () => {
  const first = badge('First quiz', 'أول اختبار', 'quizzes', { en: 'You completed your first quiz.', ar: 'أكملت اختبارك الأول.' });

  it('matches the title in either language whatever the UI language', () => {
    expect(badgeMatches(first, 'first', arabicName)).toBe(true);
    expect(badgeMatches(first, 'أول', arabicName)).toBe(true);
    expect(badgeMatches(first, 'اول اختبار', arabicName)).toBe(true);
  });

  it('matches the category key and its localized name', () => {
    expect(badgeMatches(first, 'Quizzes', arabicName)).toBe(true);
    expect(badgeMatches(first, 'الاختبارات', arabicName)).toBe(true);
    expect(badgeMatches(first, 'Quiz category', () => 'Quiz category')).toBe(true);
  });

  it('matches the description', () => {
    expect(badgeMatches(first, 'completed your', arabicName)).toBe(true);
    expect(badgeMatches(first, 'أكملت', arabicName)).toBe(true);
  });

  it('does not match an unrelated text', () => {
    expect(badgeMatches(first, 'streak', arabicName)).toBe(false);
  });
});

describe('matchAwards', () => {
  it('filters both lists with one search, each in its order', () => {
    const awards = {
      certificates: [certificate('Python basics', 'Sara'), certificate('Algebra', 'Omar')],
      badges: [badge('First class', 'أول فصل', 'classes'), badge('Python streak', 'مواظبة', 'streaks')],
    };
    const result = matchAwards(awards, 'python', arabicName);
    expect(result.certificates.map((c) => c.title)).toEqual(['Python basics']);
    expect(result.badges.map((b) => b.title.en)).toEqual(['Python streak']);
    expect(matchAwards(awards, '', arabicName).badges).toHaveLength(2);
    expect(matchAwards(awards, 'المواظبة', arabicName).badges.map((b) => b.title.en)).toEqual(['Python streak']);
  });
});
