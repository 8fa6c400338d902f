// Where the sidebar shows: the class area (/classroom and below, /class, /home, /members and
// /members/{classId}), the quiz pages it links to, and the other signed-in screens (settings,
// the market and seller pages, admin, the courses area but its lesson viewer, the training
// centre area, the share screens,
// hosting a live quiz, the wallet, the achievements, the assessments the sidebar's badges lead
// to, Huda's chat, and /pricing and /payment when signed in). Pure.
/** Signed in, a new result shows in the sidebar's badges right beside the report. */
const ASSESSMENT_PATHS = ['/assessment', '/vark', '/vark-assessment', '/vark/report', '/vark/email', '/ptest', '/personality-test', '/personality-assessment', '/report'];
const SIDEBAR_PATHS = new Set(['/settingProfile', '/uniquecode', '/qr', '/inviteby', '/elist', '/live/host', '/pricing', '/payment', '/wallet', '/achievements', '/huda-ai', ...ASSESSMENT_PATHS]);
const SIDEBAR_SECTIONS = ['/market', '/admin', '/courses', '/training-centre'];
/** The lesson viewer has its own curriculum sidebar and takes the whole width. */
const LESSON_VIEWER = /^\/courses\/[^/]+\/lesson\//;

export function hasSidebar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (LESSON_VIEWER.test(path)) return false;
  return (
    SIDEBAR_PATHS.has(path) ||
    SIDEBAR_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`)) ||
    inClassArea(path)
  );
}

function inClassArea(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    path === '/classroom' ||
    path.startsWith('/classroom/') ||
    path === '/class' ||
    path === '/home' ||
    path === '/members' ||
    path.startsWith('/members/') ||
    path === '/quiz' ||
    path === '/CreateQuiz' ||
    path === '/studyHub'
  );
}

/** Under /courses the sidebar is in course mode: course sections and quick actions instead of
 *  the class list (spec 001, sidebar). */
export function isCourseMode(pathname: string): boolean {
  return pathname === '/courses' || pathname.startsWith('/courses/');
}

/** Whether a sidebar nav entry is the current section. */
export function isSectionActive(section: string, pathname: string): boolean {
  if (section === '/classroom') {
    return inClassArea(pathname) && !['/home', '/quiz', '/CreateQuiz', '/studyHub'].includes(pathname);
  }
  if (section === '/quiz') return pathname === '/quiz' || pathname === '/CreateQuiz';
  return pathname === section || pathname.startsWith(`${section}/`);
}
