// The courses area's sections, shared by the /courses hub cards and the sidebar's course mode:
// where each goes, its icon and colour, which hub count it shows, and who sees it (My Courses
// as instructor only for course authors). Pure.
import type { IconType } from 'react-icons';
import { LuAward, LuBookOpenCheck, LuPresentation, LuStore } from 'react-icons/lu';
import type { CoursesHub } from '@shared/schemas/course-learning';

export type CourseSectionId = 'instructor' | 'marketplace' | 'certificates' | 'learning';

export interface CourseSection {
  id: CourseSectionId;
  to: string;
  icon: IconType;
  palette: string;
  count: (hub: CoursesHub) => number;
}

export const COURSE_SECTIONS: readonly CourseSection[] = [
  { id: 'instructor', to: '/courses/instructor', icon: LuPresentation, palette: 'purple', count: (hub) => hub.instructor },
  { id: 'marketplace', to: '/courses/marketplace', icon: LuStore, palette: 'blue', count: (hub) => hub.marketplace },
  { id: 'certificates', to: '/courses/certificates-badges', icon: LuAward, palette: 'orange', count: (hub) => hub.certificates },
  { id: 'learning', to: '/courses/purchases', icon: LuBookOpenCheck, palette: 'green', count: (hub) => hub.learning },
];

/** The sections a user sees: authoring only for course authors. */
export function sectionsFor(isAuthor: boolean): CourseSection[] {
  return COURSE_SECTIONS.filter((section) => isAuthor || section.id !== 'instructor');
}
