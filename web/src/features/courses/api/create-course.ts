// POST /instructor/courses -> 201 { data: Course } (a Draft).
import type { Course, CreateCourseInput } from '@shared/schemas/course';
import { apiRequest } from '@/lib/api-client';

export async function createCourse(input: CreateCourseInput): Promise<Course> {
  const answer = await apiRequest<{ data: Course }>('POST', '/instructor/courses', { body: input });
  return answer.data;
}
