import { describe, expect, it } from 'vitest';
import { breadcrumbFor } from './route-titles';

describe('breadcrumbFor', () => {
  it('titles a top-level page', () => {
    expect(breadcrumbFor('/home')).toEqual([{ id: 'nav.route.home', to: '/home' }]);
    expect(breadcrumbFor('/settingProfile')).toEqual([{ id: 'nav.route.settings', to: '/settingProfile' }]);
    expect(breadcrumbFor('/pricing')).toEqual([{ id: 'nav.route.pricing', to: '/pricing' }]);
    expect(breadcrumbFor('/payment')).toEqual([{ id: 'nav.route.payment', to: '/payment' }]);
    expect(breadcrumbFor('/qr')).toEqual([{ id: 'nav.route.qr', to: '/qr' }]);
    expect(breadcrumbFor('/live/host')).toEqual([{ id: 'nav.route.liveHost', to: '/live/host' }]);
    expect(breadcrumbFor('/certificates/verify/SPK-7G2K-Q9XD-M4TB-8HNW')).toEqual([{ id: 'nav.route.verifyCertificate', to: '/certificates/verify' }]);
    expect(breadcrumbFor('/admin/payouts').at(-1)).toEqual({ id: 'nav.route.payouts', to: '/admin/payouts' });
    expect(breadcrumbFor('/admin/awards').at(-1)).toEqual({ id: 'nav.route.adminAwards', to: '/admin/awards' });
    expect(breadcrumbFor('/admin/blogs/new').slice(-2)).toEqual([
      { id: 'nav.route.blogAdmin', to: '/admin/blogs' },
      { id: 'nav.route.newArticle', to: '/admin/blogs/new' },
    ]);
  });

  it('nests sections and links each level', () => {
    expect(breadcrumbFor('/classroom/feed')).toEqual([
      { id: 'nav.route.classroom', to: '/classroom' },
      { id: 'nav.route.feed', to: '/classroom/feed' },
    ]);
    expect(breadcrumbFor('/training-centre/wallet/')).toEqual([
      { id: 'nav.route.trainingCentre', to: '/training-centre' },
      { id: 'nav.route.wallet', to: '/training-centre/wallet' },
    ]);
  });

  it('skips ids and unknown segments', () => {
    expect(breadcrumbFor('/members/abc123')).toEqual([{ id: 'nav.route.members', to: '/members' }]);
    expect(breadcrumbFor('/courses/c1/lesson/l9')).toEqual([
      { id: 'nav.route.courses', to: '/courses' },
      { id: 'nav.route.lesson', to: '/courses/c1/lesson' },
    ]);
  });

  it('names /courses/purchases My Learning, not the market\'s purchases', () => {
    expect(breadcrumbFor('/courses/purchases').at(-1)).toEqual({ id: 'nav.route.myLearning', to: '/courses/purchases' });
    expect(breadcrumbFor('/market/purchases').at(-1)).toEqual({ id: 'nav.route.purchases', to: '/market/purchases' });
  });

  it('names the assessment screens', () => {
    expect(breadcrumbFor('/report')).toEqual([{ id: 'nav.route.personalityReport', to: '/report' }]);
    expect(breadcrumbFor('/vark/report')).toEqual([
      { id: 'nav.route.vark', to: '/vark' },
      { id: 'nav.route.varkReport', to: '/vark/report' },
    ]);
    expect(breadcrumbFor('/personality-assessment').at(-1)).toEqual({ id: 'nav.route.personalityTest', to: '/personality-assessment' });
  });

  it('falls back to the app name', () => {
    expect(breadcrumbFor('/')).toEqual([{ id: 'nav.route.app', to: '/' }]);
    expect(breadcrumbFor('/toString')).toEqual([{ id: 'nav.route.app', to: '/' }]);
  });
});
