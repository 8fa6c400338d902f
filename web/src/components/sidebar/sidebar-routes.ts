// Where the sidebar shows (the class area): /classroom and below, /class, /home, /members and
// /members/{classId}. Pure.
export function hasSidebar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return (
    path === '/classroom' ||
    path.startsWith('/classroom/') ||
    path === '/class' ||
    path === '/home' ||
    path === '/members' ||
    path.startsWith('/members/')
  );
}

/** Whether a sidebar nav entry is the current section. */
export function isSectionActive(section: '/classroom' | '/courses', pathname: string): boolean {
  if (section === '/classroom') return hasSidebar(pathname) && pathname !== '/home';
  return pathname === '/courses' || pathname.startsWith('/courses/');
}
