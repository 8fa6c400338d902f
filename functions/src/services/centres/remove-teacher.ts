// DELETE /enterprise-teachers/{enterpriseId}/{teacherId}, and a teacher leaving a centre
// (DELETE /centre-invitations/centres/{enterpriseId}). The centre's courses assigned to the
// teacher stay with the centre, assigned to nobody, and go back to Draft unless Published.
// Removing someone who is not (or no longer) there answers the same.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { centreTeacherRef } from './membership';
import { assignedCoursesQuery } from './teacher-docs';

export async function removeTeacher(centreUid: string, teacherUid: string): Promise<{ id: string }> {
  await db.runTransaction(async (tx) => {
    const ref = centreTeacherRef(centreUid, teacherUid);
    const [member, courses] = await Promise.all([tx.get(ref), tx.get(assignedCoursesQuery(centreUid, teacherUid))]);
    const now = Timestamp.now();
    for (const course of courses.docs) {
      const published = course.get('status') === 'Published';
      const toDraft = !published && course.get('status') !== 'Draft';
      tx.update(course.ref, {
        teacher_uid: null,
        teacher_name: null,
        updated_at: now,
        ...(toDraft && { status: 'Draft', status_updated_at: now, reject_reason: null }),
      });
    }
    if (member.exists) tx.delete(ref);
  });
  return { id: teacherUid };
}
