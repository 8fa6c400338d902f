// The help centre (/help-center): articles per role, in tab order. Texts are messages
// `site.help.{id}.title`, `.summary` and `.step1..stepN`; the steps name the screens as the app
// labels them. Links (`site.help.link.{key}`) open the screen in the app (signed-out visitors
// pass through the login first).

export const HELP_ROLES = ['start', 'student', 'teacher', 'centre', 'admin'] as const;
export type HelpRole = (typeof HELP_ROLES)[number];

export interface HelpArticle {
  id: string;
  role: HelpRole;
  steps: number;
  links: readonly { to: string; key: string }[];
}

const a = (role: HelpRole, id: string, steps: number, links: HelpArticle['links'] = []): HelpArticle => ({
  id: `${role}-${id}`,
  role,
  steps,
  links,
});

export const HELP_ARTICLES: readonly HelpArticle[] = [
  a('start', 'account', 4, [{ to: '/signup', key: 'signup' }]),
  a('start', 'profile', 3, [{ to: '/settingProfile', key: 'settings' }]),
  a('start', 'sparks', 3, [{ to: '/pricing', key: 'pricing' }, { to: '/wallet', key: 'wallet' }]),
  a('start', 'support', 3, [{ to: '/feedback', key: 'feedback' }, { to: '/faqs', key: 'faqs' }]),
  a('student', 'join', 4, [{ to: '/classroom', key: 'classes' }]),
  a('student', 'challenges', 3, [{ to: '/studyHub', key: 'studyHub' }]),
  a('student', 'live', 3, [{ to: '/live', key: 'live' }]),
  a('student', 'huda', 4, [{ to: '/huda-ai', key: 'huda' }]),
  a('student', 'assessments', 3, [{ to: '/assessment', key: 'assessment' }]),
  a('student', 'courses', 4, [{ to: '/courses/marketplace', key: 'courseMarket' }, { to: '/achievements', key: 'achievements' }]),
  a('teacher', 'class', 4, [{ to: '/classroom', key: 'classes' }]),
  a('teacher', 'quiz', 4, [{ to: '/CreateQuiz', key: 'createQuiz' }]),
  a('teacher', 'live', 4, [{ to: '/quiz', key: 'myQuizzes' }]),
  a('teacher', 'progress', 3, [{ to: '/classroom', key: 'classes' }]),
  a('teacher', 'sell', 4, [{ to: '/market/seller/upload', key: 'upload' }, { to: '/market/seller/exchange', key: 'exchange' }]),
  a('teacher', 'course', 4, [{ to: '/courses/instructor', key: 'instructor' }]),
  a('centre', 'setup', 3, [{ to: '/training-centre/settings', key: 'centreSettings' }]),
  a('centre', 'teachers', 3, [{ to: '/training-centre/teachers', key: 'centreTeachers' }]),
  a('centre', 'courses', 4, [{ to: '/training-centre/courses', key: 'centreCourses' }]),
  a('centre', 'reports', 3, [{ to: '/training-centre/analytics', key: 'centreAnalytics' }, { to: '/enterprise', key: 'enterprise' }]),
  a('admin', 'products', 3, [{ to: '/admin/products', key: 'adminProducts' }]),
  a('admin', 'payouts', 3, [{ to: '/admin/payouts', key: 'adminPayouts' }]),
  a('admin', 'courses', 3, [{ to: '/admin/courses', key: 'adminCourses' }]),
  a('admin', 'blog', 4, [{ to: '/admin/blogs', key: 'adminBlogs' }]),
  a('admin', 'inbox', 3, [{ to: '/admin/inquiries', key: 'adminInbox' }]),
];
