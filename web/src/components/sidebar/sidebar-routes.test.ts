import { describe, expect, it } from 'vitest';
import { hasSidebar, isCourseMode, isSectionActive } from './sidebar-routes';

describe('hasSidebar', () => {
  it('shows in the class area, on /home and the members pages', () => {
    for (const path of ['/classroom', '/classroom/', '/classroom/feed', '/classroom/members', '/class', '/home', '/members', '/members/abc']) {
      expect(hasSidebar(path)).toBe(true);
    }
  });

  it('shows on the other signed-in screens', () => {
    for (const path of [
      '/settingProfile', '/market', '/market/cart', '/market/seller/upload', '/admin/products', '/uniquecode', '/qr',
      '/inviteby', '/elist', '/live/host', '/pricing', '/payment/', '/courses', '/courses/marketplace', '/courses/abc',
      '/courses/enroll/abc', '/training-centre', '/training-centre/overview', '/wallet', '/wallet/', '/achievements',
      '/assessment', '/vark', '/vark/report', '/vark/email', '/ptest', '/personality-test', '/report', '/huda-ai',
    ]) {
      expect(hasSidebar(path)).toBe(true);
    }
  });

  it('hides elsewhere', () => {
    for (const path of [
      '/', '/classes', '/classroomx', '/marketx', '/live', '/membersx', '/onboard', '/student/classroom', '/coursesx',
      '/courses/abc/lesson/def', '/training-centrex', '/walletx', '/achievementsx', '/huda-form',
    ]) {
      expect(hasSidebar(path)).toBe(false);
    }
  });
});

describe('isCourseMode', () => {
  it('is on under /courses only', () => {
    expect(isCourseMode('/courses')).toBe(true);
    expect(isCourseMode('/courses/marketplace')).toBe(true);
    expect(isCourseMode('/coursesx')).toBe(false);
    expect(isCourseMode('/classroom')).toBe(false);
  });
});

describe('isSectionActive', () => {
  it('marks My Classes in the class area, not on /home', () => {
    expect(isSectionActive('/classroom', '/classroom/feed')).toBe(true);
    expect(isSectionActive('/classroom', '/class')).toBe(true);
    expect(isSectionActive('/classroom', '/home')).toBe(false);
    expect(isSectionActive('/classroom', '/market')).toBe(false);
    expect(isSectionActive('/courses', '/courses/marketplace')).toBe(true);
    expect(isSectionActive('/courses', '/classroom')).toBe(false);
    expect(isSectionActive('/quiz', '/CreateQuiz')).toBe(true);
    expect(isSectionActive('/classroom', '/quiz')).toBe(false);
    expect(isSectionActive('/studyHub', '/studyHub')).toBe(true);
  });
});
