// The achievements screen rendered from data in Node (no Firebase, effects do not run): the
// summary (live stats over the API's), the certificate and badge cards, the search with its
// empty-search texts, the badges to earn, and the loading, error and empty states.
import { describe, expect, it } from 'vitest';
import type { AwardStats, BadgeAwardView, BadgeDefinitionView, CertificateView, UserAwards } from '@shared/schemas/awards';
import type { Remote } from '@/lib/use-remote';
import { renderStatic, textOf } from '@/test/render-static';
import type { LiveAwardStats } from '../lib/achievements-summary';
import { AchievementsScreen, parseAchievementsTab, type AchievementsScreenProps, type AchievementsTab } from './achievements-route';

const certificate = (over: Partial<CertificateView> = {}): CertificateView => ({
  id: 'c_course1_u1', type: 'certificate', points: 0, course_id: 'course1', title: 'Introduction to Python',
  issuer: { kind: 'instructor', uid: 't1', name: 'Sara Ahmed' }, learner_name: 'Omar Ali', date: '2026-03-04T10:00:00.000Z',
  credential_id: 'SPK-7G2K-Q9XD-M4TB-8HNW', skills: ['Variables', 'Loops'], image: null, status: 'valid', revoked_at: null,
  pdf_url: '/awards/certificates/c_course1_u1/pdf', verify_url: 'https://sparks.test/certificates/verify/SPK-7G2K-Q9XD-M4TB-8HNW', ...over,
});

const badge = (badgeId: string, over: Partial<BadgeAwardView> = {}): BadgeAwardView => ({
  id: `b_u1_${badgeId}`, type: 'badge', badge_id: badgeId, title: { ar: 'أول اختبار', en: 'First quiz' },
  description: { ar: 'أكملت اختبارك الأول.', en: 'You completed your first quiz.' }, category: 'quizzes', points: 10, icon: 'star',
  date: '2026-03-05T10:00:00.000Z', status: 'active', ...over,
});

const stats: AwardStats = {
  totalAwards: 4, certificates: 2, badges: 2, totalPoints: 35, badgePoints: 35, rewardPoints: 0, categoriesEarned: 2, badgesByCategory: {},
  recentAchievements: [], nextBadge: { badge_id: 'points-100', title: { ar: '100 نقطة', en: '100 points' }, threshold: 100, points_needed: 65 }, streakDays: 1,
};

const definition = (id: string, over: Partial<BadgeDefinitionView> = {}): BadgeDefinitionView => ({
  id, type: 'definition', title: { ar: 'منتظم في الاختبارات', en: 'Quiz regular' }, description: { ar: 'أكملت عشرة اختبارات.', en: 'You completed ten quizzes.' },
  category: 'quizzes', points: 30, icon: 'target', metric: 'quizzes_completed', threshold: 10, built_in: true, active: true, deleted_at: null,
  earned: false, progress: 2, ...over,
});

const data: UserAwards = {
  all: [],
  certificates: [
    certificate(),
    certificate({ id: 'c_course2_u1', course_id: 'course2', title: 'أساسيات الجبر', issuer: { kind: 'centre', uid: 'c9', name: 'مركز النور' }, status: 'revoked', revoked_at: '2026-04-01T00:00:00.000Z', credential_id: 'SPK-AAAA-BBBB-CCCC-DDDD' }),
  ],
  badges: [
    badge('first-quiz'),
    badge('live-podium', { title: { ar: 'منصة التتويج', en: 'Podium' }, description: { ar: 'حللت بين الثلاثة الأوائل.', en: 'You finished in the top three.' }, category: 'live', points: 25, icon: 'medal' }),
    badge('first-class', { status: 'revoked', category: 'classes', title: { ar: 'أول فصل', en: 'First class' } }),
  ],
  stats,
};

const catalogue: BadgeDefinitionView[] = [
  definition('first-quiz', { earned: true, progress: 1, threshold: 1 }),
  definition('quiz-regular'),
  definition('points-100', { category: 'milestones', metric: 'total_points', threshold: 100, points: 0, title: { ar: '100 نقطة', en: '100 points' }, progress: 35 }),
  definition('points-250', { category: 'milestones', metric: 'total_points', threshold: 250, points: 0, title: { ar: '250 نقطة', en: '250 points' }, progress: 35 }),
];

const success = <T,>(value: T): Remote<T> => ({ status: 'success', data: value, error: undefined });
const noop = () => undefined;

function render(over: Partial<AchievementsScreenProps> = {}, locale: 'ar' | 'en' = 'en') {
  const props: AchievementsScreenProps = {
    awards: success(data), catalogue: success(catalogue), live: undefined, search: '', onSearch: noop, tab: 'certificates' as AchievementsTab,
    onTab: noop, onRetry: noop, onRetryCatalogue: noop, onDownload: async () => undefined, ...over,
  };
  return renderStatic(<AchievementsScreen {...props} />, { locale, path: '/achievements' });
}

/** The data-value of the element with this test id. */
const valueOf = (html: string, testId: string) => new RegExp(`data-testid="${testId}" data-value="([^"]*)"`).exec(html)?.[1];

describe('AchievementsScreen', () => {
  it('shows the summary, the tabs and the certificate cards', () => {
    const html = render();
    expect(html).toContain('data-testid="achievements-summary"');
    expect(valueOf(html, 'achievements-certificates-count')).toBe('2');
    expect(valueOf(html, 'achievements-badges-count')).toBe('2');
    expect(valueOf(html, 'achievements-total-points')).toBe('35');
    expect(valueOf(html, 'achievements-next-badge')).toBe('65');
    const text = textOf(html);
    expect(text).toContain('Next badge in 65 pts');
    expect(html).toContain('data-testid="achievements-search"');
    expect(html).toContain('data-testid="achievements-tab-certificates"');
    expect(html).toContain('data-testid="achievements-tab-badges"');

    expect(html).toContain('data-testid="certificate-card-c_course1_u1"');
    expect(html).toContain('<bdi>Introduction to Python</bdi>');
    expect(text).toContain('Issued by Sara Ahmed');
    expect(text).toContain('Issued on Mar 4, 2026');
    expect(html).toContain('<bdi>SPK-7G2K-Q9XD-M4TB-8HNW</bdi>');
    expect(text).toContain('Variables');
    expect(html).toContain('data-testid="certificate-download-c_course1_u1"');
    expect(html).toContain('href="/certificates/verify/SPK-7G2K-Q9XD-M4TB-8HNW"');
    // The revoked one is marked, keeps its verification link and offers no download.
    expect(html).toContain('data-testid="certificate-revoked-c_course2_u1"');
    expect(text).toContain('Revoked on Apr 1, 2026');
    expect(html).not.toContain('data-testid="certificate-download-c_course2_u1"');
    expect(html).toContain('href="/certificates/verify/SPK-AAAA-BBBB-CCCC-DDDD"');
    // Badges stay on their tab.
    expect(html).not.toContain('data-testid="badge-card-first-quiz"');
  });

  it('lets the live stats win and counts the next milestone from the catalogue', () => {
    const live: LiveAwardStats = { certificates: 3, badges: 4, totalPoints: 130, metrics: { quizzes_completed: 7 } };
    const html = render({ live });
    expect(valueOf(html, 'achievements-certificates-count')).toBe('3');
    expect(valueOf(html, 'achievements-badges-count')).toBe('4');
    expect(valueOf(html, 'achievements-total-points')).toBe('130');
    expect(valueOf(html, 'achievements-next-badge')).toBe('120');
    expect(textOf(html)).toContain('250 points');
    // Badges to earn: live progress; earned ones and passed milestones are left out.
    expect(html).toMatch(/data-testid="badge-to-earn-quiz-regular" data-progress="7" data-threshold="10"/);
    expect(html).not.toContain('data-testid="badge-to-earn-first-quiz"');
    expect(html).not.toContain('data-testid="badge-to-earn-points-100"');
    expect(textOf(html)).toContain('7 / 10');
  });

  it('shows the first six badges to earn, then all on request', () => {
    const many = Array.from({ length: 8 }, (_, index) => definition(`badge-${index}`, { progress: index }));
    const html = render({ catalogue: success(many) });
    expect(html.match(/data-testid="badge-to-earn-/g)).toHaveLength(6);
    expect(html).toContain('data-testid="badge-to-earn-badge-7"');
    expect(html).not.toContain('data-testid="badge-to-earn-badge-0"');
    expect(textOf(html)).toContain('Show all badges (8)');
  });

  it('says when every milestone is reached', () => {
    const html = render({ live: { certificates: 0, badges: 9, totalPoints: 300, metrics: {} }, catalogue: success(catalogue.slice(0, 3)) });
    expect(valueOf(html, 'achievements-next-badge')).toBe('none');
    expect(textOf(html)).toContain('All milestones reached');
  });

  it('shows the badges tab in Arabic: localized texts, category names, plurals and dates', () => {
    const html = render({ tab: 'badges' }, 'ar');
    const text = textOf(html);
    expect(html).toContain('data-testid="badge-card-first-quiz"');
    expect(html).toContain('data-testid="badge-card-live-podium"');
    // A revoked badge is no longer shown.
    expect(html).not.toContain('data-testid="badge-card-first-class"');
    expect(text).toContain('أول اختبار');
    expect(text).toContain('أكملت اختبارك الأول.');
    expect(text).toContain('الاختبارات المباشرة');
    expect(text).toContain('10 نقاط');
    expect(text).toContain('25 نقطة');
    expect(text).toContain('الشارة التالية بعد 65 نقطة');
    expect(text).toContain('100 نقطة');
    expect(html).toContain('src="/badges/star.svg"');
    expect(html).toContain('<bdi>أول اختبار</bdi>');
    expect(html).toMatch(/<p dir="auto"[^>]*>أكملت اختبارك الأول.<\/p>/);
    expect(html).not.toContain('data-testid="certificate-card-');
  });

  it('searches certificates by title or issuer', () => {
    let html = render({ search: 'PYTHON' });
    expect(html).toContain('data-testid="certificate-card-c_course1_u1"');
    expect(html).not.toContain('data-testid="certificate-card-c_course2_u1"');
    expect(html).toMatch(/data-testid="achievements-tab-certificates-count"[^>]*>1</);
    html = render({ search: 'النور' });
    expect(html).toContain('data-testid="certificate-card-c_course2_u1"');
    expect(html).not.toContain('data-testid="certificate-card-c_course1_u1"');
  });

  it('searches badges by either language\'s title, category or description', () => {
    let html = render({ tab: 'badges', search: 'منصة' });
    expect(html).toContain('data-testid="badge-card-live-podium"');
    expect(html).not.toContain('data-testid="badge-card-first-quiz"');
    html = render({ tab: 'badges', search: 'live quizzes' });
    expect(html).toContain('data-testid="badge-card-live-podium"');
    expect(html).not.toContain('data-testid="badge-card-first-quiz"');
    html = render({ tab: 'badges', search: 'first quiz' }, 'ar');
    expect(html).toContain('data-testid="badge-card-first-quiz"');
    expect(html).not.toContain('data-testid="badge-card-live-podium"');
  });

  it('gives the empty-search texts of each tab', () => {
    let html = render({ search: 'chemistry' });
    expect(html).toContain('data-testid="certificates-no-match"');
    expect(textOf(html)).toContain('No certificates match your search. Please try different keywords.');
    html = render({ tab: 'badges', search: 'chemistry' }, 'ar');
    expect(html).toContain('data-testid="badges-no-match"');
    expect(textOf(html)).toContain('لا توجد شارات تطابق بحثك. جرّب كلمات أخرى.');
  });

  it('explains an empty list', () => {
    const empty = { ...data, certificates: [], badges: [] };
    let html = render({ awards: success(empty) });
    expect(html).toContain('data-testid="certificates-empty"');
    expect(html).toContain('href="/courses/marketplace"');
    html = render({ awards: success(empty), tab: 'badges' });
    expect(html).toContain('data-testid="badges-empty"');
  });

  it('shows loading and the spec\'s error texts', () => {
    expect(render({ awards: { status: 'loading', data: undefined, error: undefined } })).toContain('data-testid="achievements-loading"');
    let html = render({ awards: { status: 'error', data: undefined, error: new Error('boom') } });
    expect(html).toContain('data-testid="achievements-error"');
    expect(textOf(html)).toContain('Error fetching user awards');
    html = render({ catalogue: { status: 'error', data: undefined, error: new Error('boom') } }, 'ar');
    expect(html).toContain('data-testid="badges-to-earn-error"');
    expect(textOf(html)).toContain('حدث خطأ أثناء جلب الجوائز');
  });
});

describe('parseAchievementsTab', () => {
  it('defaults to certificates', () => {
    expect(parseAchievementsTab('badges')).toBe('badges');
    expect(parseAchievementsTab(null)).toBe('certificates');
    expect(parseAchievementsTab('other')).toBe('certificates');
  });
});
