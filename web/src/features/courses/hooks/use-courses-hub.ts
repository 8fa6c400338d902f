// The caller's course counts (GET /courses/hub) for the /courses hub and the sidebar's course
// mode.
import type { CoursesHub } from '@shared/schemas/course-learning';
import { useRemote } from '@/lib/use-remote';
import { getCoursesHub } from '../api/get-courses-hub';

export function useCoursesHub() {
  return useRemote<CoursesHub>('courses-hub', (signal) => getCoursesHub(signal));
}
