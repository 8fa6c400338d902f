// GET /enterprise-teachers/{enterpriseId}: the centre's teachers with their class and course
// counts, and the invitations still waiting (or declined) so the centre sees what it sent.
import type { EnterpriseTeachersList } from '../../shared/schemas/centre-teachers';
import { centreTeachersCol } from './membership';
import { centreInvitesCol, teacherCounts, toEnterpriseTeacher, toPendingInvite } from './teacher-docs';

const byTimeDesc = (a: string | null, b: string | null) => (b ?? '').localeCompare(a ?? '');

export async function listTeachers(centreUid: string): Promise<EnterpriseTeachersList> {
  const [teachers, invites] = await Promise.all([
    centreTeachersCol().where('enterprise_id', '==', centreUid).get(),
    centreInvitesCol().where('enterprise_id', '==', centreUid).where('status', 'in', ['pending', 'declined']).get(),
  ]);
  // A count per teacher: fine for the dozens of teachers a centre has.
  const data = await Promise.all(
    teachers.docs.map(async (doc) => toEnterpriseTeacher(doc.data(), await teacherCounts(centreUid, String(doc.get('teacher_id'))))),
  );
  data.sort((a, b) => byTimeDesc(a.added_at, b.added_at) || a.name.localeCompare(b.name));
  const invitations = invites.docs.map((doc) => toPendingInvite(doc.id, doc.data())).sort((a, b) => byTimeDesc(a.created_at, b.created_at));
  return { data, invitations };
}
