// What the class view (/classroom/*) hands its tab routes through <Outlet context>: the chosen
// class as read live, and the caller's place in it. Tabs of other features (feed, materials)
// read it with useClassOutlet(); undefined outside the class view.
import { useOutletContext } from 'react-router-dom';
import type { MemberRole } from '@shared/schemas/class';
import type { ClassDoc } from './use-class';

export interface ClassOutletContext {
  classId: string;
  classInfo: ClassDoc & { id: string };
  role: MemberRole;
  /** Owner or co-teacher (listed in teacher_uids). */
  isTeacher: boolean;
  isOwner: boolean;
  uid: string;
}

export function useClassOutlet(): ClassOutletContext | undefined {
  const context = useOutletContext<ClassOutletContext | undefined | null>();
  return context && typeof context === 'object' && 'classId' in context ? context : undefined;
}
