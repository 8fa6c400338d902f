// Where the sidebar shows (the class area): /classroom and below, /class, /home, /members and
// /members/{classId}, and the quiz pages it links to. Pure.
export function hasSidebar(pathname: string): boolean {
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

/** Whether a sidebar nav entry is the current section. */
export function isSectionActive(section: string, pathname: string): boolean {
  if (section === '/classroom') {
    return hasSidebar(pathname) && !['/home', '/quiz', '/CreateQuiz', '/studyHub'].includes(pathname);
  }
  if (section === '/quiz') return pathname === '/quiz' || pathname === '/CreateQuiz';
  return pathname === section || pathname.startsWith(`${section}/`);
}
