// Issues a course's certificate once (docs/awards.md, "Certificates"). The enrolment trigger
// calls it when completed_at is first set; a retried or parallel call finds the award and
// creates nothing. The certificate_issued event is recorded after (idempotent by its key), so
// a call that finds the award still completes an event a crash left unrecorded.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { certificateIssuer, certificateSkills, learnerName } from '../../domain/awards/certificate-content';
import { newCredentialCode } from '../../domain/awards/credential-code';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import { certificateAwardId } from '../../shared/schemas/awards';
import { getCentreSettings } from '../centres/settings';
import { displayName } from '../courses/enrollments';
import { recordAwardEvents } from './record-event';

export const awardsCol = () => db.collection('awards');
export const certificateCodeRef = (code: string) => db.collection('certificateCodes').doc(code);

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The issuer's name: the centre's (its settings, else its profile) or the owner's. */
async function issuerNames(course: DocumentData): Promise<{ owner: string; centre?: string }> {
  const centre = str(course.enterprise);
  if (centre) return { owner: '', centre: (await getCentreSettings(centre)).name };
  const owner = (await db.collection('users').doc(str(course.owner_uid)).get()).data();
  return { owner: displayName(owner, 'Instructor') };
}

export async function issueCertificate(courseId: string, uid: string): Promise<{ awardId: string; issued: boolean } | null> {
  const [courseSnap, profileSnap] = await Promise.all([
    db.collection('courses').doc(courseId).get(),
    db.collection('users').doc(uid).get(),
  ]);
  const course = courseSnap.data();
  if (!course || course.certification !== true) return null;
  const names = await issuerNames(course);
  const awardId = certificateAwardId(courseId, uid);
  const awardRef = awardsCol().doc(awardId);
  const enrollmentRef = db.collection('enrollments').doc(`${courseId}_${uid}`);

  const result = await db.runTransaction(async (tx) => {
    const [award, enrollment] = await tx.getAll(awardRef, enrollmentRef);
    if (award!.exists) return { issued: false, at: toMillis(award!.get('issued_at')) ?? Date.now() };
    // Only a completed enrolment earns it (the trigger's, or any later call's, reason).
    if (!enrollment!.exists || !enrollment!.get('completed_at')) return null;
    const now = Timestamp.now();
    const code = newCredentialCode();
    const thumbnail = course.thumbnail as { url?: unknown } | null | undefined;
    tx.create(awardRef, {
      id: awardId,
      uid,
      type: 'certificate',
      points: 0,
      course_id: courseId,
      title: str(course.title),
      issuer: certificateIssuer(course, names),
      learner_name: learnerName(profileSnap.data()),
      language: course.language === 'ar' ? 'ar' : 'en',
      skills: certificateSkills(course),
      image: typeof thumbnail?.url === 'string' ? thumbnail.url : null,
      credential_id: code,
      status: 'valid',
      revoked_at: null,
      revoke_reason: null,
      issued_at: now,
      created_at: now,
    });
    tx.create(certificateCodeRef(code), { award_id: awardId, created_at: now });
    return { issued: true, at: now.toMillis() };
  });
  if (!result) return null;
  await recordAwardEvents([{ kind: 'certificate_issued', key: `certificate:${courseId}`, uid, at: result.at }]);
  return { awardId, issued: result.issued };
}
