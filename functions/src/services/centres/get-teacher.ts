// GET /enterprise-teachers/{enterpriseId}/{teacherId}: one of the centre's teachers, their
// classes and the centre's courses assigned to them.
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import type { EnterpriseTeacherDetail } from '../../shared/schemas/centre-teachers';
import { centreTeacherRef } from './membership';
import { assignedCoursesQuery, toEnterpriseTeacher } from './teacher-docs';

export async function getTeacher(centreUid: string, teacherUid: string): Promise<EnterpriseTeacherDetail> {
  const member = await centreTeacherRef(centreUid, teacherUid).get();
  if (!member.exists) throw new ApiError('centre/teacher-not-found');
  const [classSnap, courseSnap] = await Promise.all([
    db.collection('classes').where('owner_uid', '==', teacherUid).get(),
    assignedCoursesQuery(centreUid, teacherUid).get(),
  ]);
  const classes = classSnap.docs
    .filter((doc) => doc.get('deleting') !== true)
    .map((doc) => ({ id: doc.id, name: String(doc.get('name') ?? ''), member_count: Number(doc.get('member_count') ?? 0) }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const courses = courseSnap.docs
    .map((doc) => ({ id: doc.id, title: String(doc.get('title') ?? ''), status: String(doc.get('status') ?? 'Draft') }))
    .sort((a, b) => a.title.localeCompare(b.title));
  return {
    ...toEnterpriseTeacher(member.data()!, { classes_count: classes.length, courses_count: courses.length }),
    classes,
    courses,
  };
}
