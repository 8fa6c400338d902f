// PUT /instructor/courses/{id}: the owner changes the fields it names, while editable.
import { Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/auth-context';
import type { Course, UpdateCourseInput } from '../../shared/schemas/course';
import { readReadyFile } from './course-files';
import { courseForUpdate, courseTransaction, toCourse } from './repo';

export async function updateCourse(who: Caller, courseId: string, input: UpdateCourseInput): Promise<Course> {
  return courseTransaction(courseId, async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'edit');
    const { thumbnail_id: thumbnailId, ...fields } = input;
    const changes: Record<string, unknown> = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
    if (thumbnailId !== undefined) {
      changes.thumbnail = thumbnailId === null ? null : await readReadyFile(tx, course.ref, thumbnailId, 'thumbnail');
    }
    changes.updated_at = Timestamp.now();
    tx.update(course.ref, changes);
    return toCourse(courseId, { ...course.data, ...changes });
  });
}
