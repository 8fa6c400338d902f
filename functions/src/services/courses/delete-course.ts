// DELETE /instructor/courses/{id}: the owner (while editable) or an administrator removes the
// course with its chapters, lessons and files.
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { courseFileFolder } from '../../domain/course-content';
import { deleteFolder } from '../uploads';
import { courseForUpdate, courseRef } from './repo';

export async function deleteCourse(who: Caller, courseId: string): Promise<{ id: string }> {
  // The check and the course document go in one transaction, so a course that moved to
  // In Review or Published meanwhile is not deleted; its subcollections follow.
  await db.runTransaction(async (tx) => {
    const course = await courseForUpdate(tx, who, courseId, 'delete');
    tx.delete(course.ref);
  });
  await db.recursiveDelete(courseRef(courseId));
  await deleteFolder(courseFileFolder(courseId));
  return { id: courseId };
}
