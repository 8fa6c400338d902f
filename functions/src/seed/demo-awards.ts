// Demo awards for `npm start` (issue 13, "Demo data"; docs/awards.md): student@ has a
// certificate from a short free course of teacher@ that offers certification (she enrols and
// opens its two document lessons, which completes it the way the lesson viewer does), badges in
// several categories from what the seed already made her do (classes joined, the live game,
// the course) and reward points from teacher@ in Physics 101.
//
// The badges go through the badge engine with the facts' own event keys (the pure mappers the
// triggers use), so triggers firing on the seed's writes, before or after, count nothing twice;
// the certificate through issueCertificate, which the enrolment trigger calls too; the points
// through the give-points service with fixed operation ids. Idempotent: a second run finds the
// course, the completed enrolment, the counted events and the grants, and changes nothing.
import {
  enrollmentEvents, liveReportEvents, memberEvents, rewardPointsEvents, submissionEvents,
} from '../domain/awards/award-events';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { givePoints } from '../services/awards/give-points';
import { issueCertificate } from '../services/awards/issue-certificate';
import { recordAwardEvents } from '../services/awards/record-event';
import { enrollmentRef } from '../services/courses/enrollments';
import { getLessonContent } from '../services/courses/lesson-content';
import { givePointsSchema, type AwardEvent, type RewardPointsView } from '../shared/schemas/awards';
import { DEMO_CLASSES } from './demo-classes';
import { caller, enrollDemo, seedCourse, uidOf, type DemoCourse } from './demo-courses';

/** Short, free, in Arabic like student@, with a certificate: two PDFs to read. */
export const DEMO_AWARD_COURSE: DemoCourse = {
  key: 'study-skills',
  status: 'Published',
  colour: [234, 88, 12],
  fields: {
    title: 'مهارات التعلّم الذاتي',
    description: 'دورة قصيرة مجانية: كيف تخطط لأسبوعك الدراسي وتراجع بذكاء، مع شهادة إتمام.',
    category: 'academic', level: 'beginner', language: 'ar', price: 0, duration: 1,
    prerequisites: ['لا يوجد'],
    learning_objectives: ['تخطيط أسبوع دراسي متوازن', 'المراجعة المتباعدة', 'تدوين الملاحظات بفاعلية'],
    target_audience: 'كل طالب يريد أن يذاكر بتركيز أكبر ووقت أقل.',
    certification: true, freemium: false,
    faq: [{ question: 'هل أحصل على شهادة؟', answer: 'نعم، تصدر الشهادة تلقائياً عند إتمام الدروس.' }],
  },
  chapters: [
    {
      title: 'ذاكر بذكاء',
      lessons: [
        { title: 'خطة أسبوعك الدراسي', type: 'document', duration: 5, pdf: 'Study skills - Your weekly plan' },
        { title: 'المراجعة المتباعدة', type: 'document', duration: 5, pdf: 'Study skills - Spaced review' },
      ],
    },
  ],
};

/** teacher@'s grants to student@ in Physics 101 (55 points in all: the teachers-star badge). */
export const DEMO_POINT_GRANTS = [
  { operation_id: 'demo-awards-points-live', points: 30, reason: 'Top of the class in the live quiz on Newton\'s laws. Well done!' },
  { operation_id: 'demo-awards-points-help', points: 25, reason: 'Helped classmates with the motion questions during the lab.' },
] as const;

const STUDENT = 'student@sparks.test';
const TEACHER = 'teacher@sparks.test';

/** Completes the demo course for student@ in the lesson viewer's way (opening each document). */
async function completeCourse(student: Caller, teacher: Caller, admin: Caller): Promise<string> {
  const course = await seedCourse(DEMO_AWARD_COURSE, teacher, admin);
  await enrollDemo(student, course.id, 0, `demo-awards-${DEMO_AWARD_COURSE.key}`, `demo-awards-topup-${student.uid}`);
  const enrollment = await enrollmentRef(course.id, student.uid).get();
  if (!enrollment.get('completed_at')) {
    for (const lessonId of course.lessons.values()) await getLessonContent(student, course.id, lessonId);
  }
  return course.id;
}

const at = (value: unknown) => toMillis(value) ?? Date.now();

/** The award events of what student@ did in teacher@'s classes and the course, keyed as the triggers key them. */
async function studentEvents(uid: string, teacherUid: string, courseId: string): Promise<AwardEvent[]> {
  const classes = await db.collection('classes').where('owner_uid', '==', teacherUid).get();
  const events: AwardEvent[] = [];
  for (const cls of classes.docs) {
    const member = await cls.ref.collection('members').doc(uid).get();
    if (member.exists) events.push(...memberEvents(cls.id, uid, undefined, member.data(), at(member.get('joined_at'))));
    const challenges = await cls.ref.collection('challenges').get();
    for (const challenge of challenges.docs) {
      const submission = await challenge.ref.collection('submissions').doc(uid).get();
      if (submission.exists) {
        events.push(...submissionEvents(cls.id, challenge.id, uid, undefined, submission.data(), at(submission.get('submitted_at'))));
      }
    }
  }
  const reports = await db.collection('liveReports').where('host_uid', '==', teacherUid).get();
  for (const report of reports.docs) {
    events.push(...liveReportEvents(report.id, report.data(), at(report.get('ended_at'))).filter((e) => e.uid === uid));
  }
  const enrollment = (await enrollmentRef(courseId, uid).get()).data();
  events.push(...enrollmentEvents(undefined, enrollment, at(enrollment?.completed_at)).filter((e) => e.kind === 'course_completed'));
  return events;
}

/** teacher@ gives student@ the demo points in Physics 101 (fixed operation ids: once); answers the grants. */
async function givePointsInPhysics(teacher: Caller, studentUid: string): Promise<RewardPointsView[]> {
  const physics = await db.collection('classes').where('owner_uid', '==', teacher.uid).where('name', '==', DEMO_CLASSES[0]!.name).limit(1).get();
  if (physics.empty) throw new Error("Demo awards: teacher@'s Physics 101 is missing (seed the demo classes first).");
  const grants: RewardPointsView[] = [];
  for (const grant of DEMO_POINT_GRANTS) {
    const given = await givePoints(teacher, givePointsSchema.parse({ ...grant, class_id: physics.docs[0]!.id, student_ids: [studentUid] }));
    grants.push(...given.grants);
  }
  return grants;
}

/** Seeds the demo awards; the demo accounts, classes and live game must exist already. */
export async function seedDemoAwards(): Promise<void> {
  const student = caller(await uidOf(STUDENT), STUDENT, 'student');
  const teacher = caller(await uidOf(TEACHER), TEACHER, 'teacher');
  const admin = caller(await uidOf('admin@sparks.test'), 'admin@sparks.test', 'administrator');

  const courseId = await completeCourse(student, teacher, admin);
  await issueCertificate(courseId, student.uid);
  const grants = await givePointsInPhysics(teacher, student.uid);
  await recordAwardEvents([
    ...(await studentEvents(student.uid, teacher.uid, courseId)),
    ...grants.flatMap((grant) => rewardPointsEvents(grant.id, { ...grant }, Date.parse(grant.created_at))),
  ]);
}
