// PUT /training-centre/students/{studentId}/access {active} (docs/centres.md): deactivating
// writes centreBlocks/{centre}_{student}, reactivating deletes it; access.ts enforces it on the
// learner side. Only one of the centre's students (enrolled in its courses or an active
// student of its teachers' classes), else 404 centre/student-not-found.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import type { Caller } from '../../lib/auth-context';
import { ApiError } from '../../lib/http';
import { countsAsMember } from '../../shared/members';
import type { CentreStudentAccess } from '../../shared/schemas/centre-area';
import { centreBlockRef } from './access';
import { centreTeacherIds } from './membership';
import { chunks, enrollmentsOf } from './scope';

async function isCentreStudent(centre: string, student: string): Promise<boolean> {
  const enrolled = await enrollmentsOf(centre).where('uid', '==', student).limit(1).get();
  if (!enrolled.empty) return true;
  const memberships = await db.collection('users').doc(student).collection('memberships').limit(500).get();
  const classIds = memberships.docs.filter((d) => countsAsMember(d.data())).map((d) => d.id);
  if (classIds.length === 0) return false;
  const teachers = new Set(await centreTeacherIds(centre));
  for (const chunk of chunks(classIds, 100)) {
    const classes = await db.getAll(...chunk.map((id) => db.collection('classes').doc(id)), { fieldMask: ['owner_uid', 'deleting'] });
    if (classes.some((c) => c.exists && c.get('deleting') !== true && teachers.has(String(c.get('owner_uid'))))) return true;
  }
  return false;
}

export async function setStudentAccess(who: Caller, centre: string, student: string, active: boolean): Promise<CentreStudentAccess> {
  if (!(await isCentreStudent(centre, student))) throw new ApiError('centre/student-not-found');
  const ref = centreBlockRef(centre, student);
  if (active) {
    await ref.delete();
  } else {
    // Again while deactivated: the first time stays recorded.
    await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return;
      tx.create(ref, { enterprise_id: centre, student_id: student, blocked_at: FieldValue.serverTimestamp(), blocked_by: who.uid });
    });
  }
  return { id: student, deactivated: !active };
}
