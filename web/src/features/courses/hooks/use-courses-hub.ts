// The caller's course counts (GET /courses/hub) for the /courses hub and the sidebar's course
// mode. Read again on every visit to a course page, so the counts follow enrolments and edits.
import type { CoursesHub } from '@shared/schemas/course-learning';
import { useRemote } from '@/lib/use-remote';
import { getCoursesHub } from '../api/get-courses-hub';

export function useCoursesHub(key: string = 'hub') {
  return useRemote<CoursesHub>(`hub:${key}`, (signal) => getCoursesHub(signal));
}
