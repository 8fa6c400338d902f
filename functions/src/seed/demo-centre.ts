// Demo training centre for `npm start` (issue 12, "Demo data"; docs/centres.md): center@'s
// settings, its two teachers (teacher@ added by id, khaled@ by an accepted e-mail invitation),
// a pending invitation to an address with no account, enterprise courses in every status (one
// Assigned to teacher@; two Published, one paid and one free, with lessons learners open),
// students enrolled in the Published ones (one finished) and a wallet with a sparks purchase,
// course sales, feature charges and a refund.
//
// Documents are written in the shapes of docs/centres.md. Course content goes through the
// courses services (uploads, chapters, lessons) acting as the course's owner, the centre;
// enrolments and their sales through the real purchase (enroll), sparks through services/sparks.
// The marketplace listing comes from the sync trigger.
//
// Idempotent: fixed document ids, fixed order and operation ids; a course is found by its
// owner and title and left alone when it exists (only missing Storage objects are put back).
import { createHash } from 'node:crypto';
import { Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { centreRef, centreTeacherRef } from '../services/centres/membership';
import { createCourse } from '../services/courses/create-course';
import { enrollmentRef } from '../services/courses/enrollments';
import { getLessonContent } from '../services/courses/lesson-content';
import { courseRef } from '../services/courses/repo';
import { updateCourse } from '../services/courses/update-course';
import { chargeFeature, creditSparks, refundCharge } from '../services/sparks';
import { tokenUrl } from '../services/uploads';
import { createCourseSchema, type CourseStatus } from '../shared/schemas/course';
import { DEMO_EXTRA_STUDENTS, ensureStudent } from './demo-classes';
import { addDemoChapters, caller, demoVideo, enrollDemo, findSeededCourse, uidOf, uploadCourseFile, type DemoLesson, type Seeded } from './demo-courses';
import { seedAccount } from './demo-data';
import { DEMO_MARKET_ACCOUNTS } from './demo-market';
import { previewPng, type Rgb } from './demo-png';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (now: number, days: number) => Timestamp.fromMillis(now - days * DAY_MS);

export const DEMO_CENTRE_EMAIL = 'center@sparks.test';

/** centres/{uid}: the settings screen's fields. */
export const DEMO_CENTRE_SETTINGS = {
  name: 'مركز النور للتدريب',
  contact_email: 'info@noor-centre.test',
  contact_phone: '+966551112233',
  website: 'https://noor-centre.test',
  join_code_days: 7,
  default_language: 'ar' as const,
};

type Teacher = 'teacher' | 'khaled';
const TEACHER_EMAILS: Record<Teacher, string> = { teacher: 'teacher@sparks.test', khaled: DEMO_MARKET_ACCOUNTS[0]!.email };

/** teacher@ was added by id, khaled@ accepted an e-mail invitation. */
export const DEMO_CENTRE_TEACHERS: { teacher: Teacher; via: 'id' | 'email'; addedDaysAgo: number }[] = [
  { teacher: 'teacher', via: 'id', addedDaysAgo: 60 },
  { teacher: 'khaled', via: 'email', addedDaysAgo: 45 },
];

/** An address with no account: the invitation waits for it to sign up as a teacher. */
export const DEMO_CENTRE_PENDING_INVITE = 'hala.trainer@example.com';

/** centreInvites/{centreUid}_{sha256(email) first 32 hex}. */
export const centreInviteId = (centreUid: string, email: string) =>
  `${centreUid}_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 32)}`;

export interface DemoCentreCourse {
  key: string;
  status: CourseStatus;
  teacher: Teacher;
  colour: Rgb;
  fields: Record<string, unknown> & { title: string; price: number };
  rejectReason?: string;
  /** Upload the demo video as the course's preview video. */
  previewVideo?: boolean;
  chapters: { title: string; lessons: DemoLesson[] }[];
}

export const DEMO_CENTRE_PAID_PRICE = 80;

export const DEMO_CENTRE_COURSES: DemoCentreCourse[] = [
  {
    key: 'excel',
    status: 'Published',
    teacher: 'teacher',
    colour: [21, 128, 61],
    previewVideo: true,
    fields: {
      title: 'Excel for the Workplace',
      description: 'Spreadsheets for everyday office work: tidy tables, formulas, charts and a monthly report built step by step.',
      category: 'business', level: 'beginner', language: 'en', price: DEMO_CENTRE_PAID_PRICE, duration: 5,
      prerequisites: ['Basic computer skills'],
      learning_objectives: ['Build a clean table with filters', 'Write SUM, AVERAGE and IF formulas', 'Turn a table into a chart for a report'],
      target_audience: 'Office staff and job seekers who want confident spreadsheet skills.',
      certification: true,
    },
    chapters: [
      {
        title: 'Getting started',
        lessons: [
          { title: 'A tour of the workbook', type: 'video', duration: 1, preview: true },
          { title: 'Keyboard shortcuts sheet', type: 'document', duration: 5, pdf: 'Excel - Keyboard shortcuts' },
        ],
      },
      {
        title: 'Formulas and charts',
        lessons: [
          { title: 'Formulas reference', type: 'document', duration: 10, pdf: 'Excel - Formulas reference' },
          { title: 'Your monthly report', type: 'assignment', duration: 30, instructions: 'Build a one-page monthly sales report with a table, two formulas and a chart, export it as PDF and upload it.' },
        ],
      },
    ],
  },
  {
    key: 'communication',
    status: 'Published',
    teacher: 'khaled',
    colour: [234, 88, 12],
    fields: {
      title: 'مهارات التواصل الفعال',
      description: 'دورة مجانية قصيرة في مهارات التواصل في بيئة العمل: الإصغاء، وصياغة الرسائل، وإدارة الحوار.',
      category: 'business', level: 'beginner', language: 'ar', price: 0, duration: 2,
      learning_objectives: ['الإصغاء الفعال', 'كتابة رسالة عمل واضحة', 'إدارة حوار صعب بهدوء'],
      target_audience: 'الموظفون الجدد وكل من يعمل ضمن فريق.',
    },
    chapters: [
      {
        title: 'أساسيات التواصل',
        lessons: [
          { title: 'ما هو التواصل الفعال؟', type: 'document', duration: 5, pdf: 'Effective communication - Basics' },
          { title: 'مهارات الإصغاء', type: 'document', duration: 5, pdf: 'Effective communication - Listening' },
        ],
      },
      {
        title: 'في بيئة العمل',
        lessons: [{ title: 'كتابة رسائل العمل', type: 'document', duration: 10, pdf: 'Effective communication - Work e-mails' }],
      },
    ],
  },
  {
    key: 'leadership',
    status: 'Assigned',
    teacher: 'teacher',
    colour: [37, 99, 235],
    fields: {
      title: 'القيادة وبناء الفرق',
      description: 'مبادئ القيادة العملية: تحديد الأهداف، وتفويض المهام، وتحفيز الفريق ومتابعة الأداء.',
      category: 'business', level: 'intermediate', language: 'ar', price: 150, duration: 6,
    },
    chapters: [{ title: 'القائد والفريق', lessons: [{ title: 'أنماط القيادة', type: 'document', duration: 10, pdf: 'Leadership - Styles' }] }],
  },
  {
    key: 'project-management',
    status: 'In Review',
    teacher: 'khaled',
    colour: [147, 51, 234],
    fields: {
      title: 'Project Management Fundamentals',
      description: 'Plan, schedule and deliver small projects: scope, milestones, risks and status reports.',
      category: 'business', level: 'intermediate', language: 'en', price: 120, duration: 8,
    },
    chapters: [{ title: 'Planning', lessons: [{ title: 'Scope and milestones', type: 'document', duration: 10, pdf: 'Project management - Scope' }] }],
  },
  {
    key: 'marketing',
    status: 'Draft',
    teacher: 'khaled',
    colour: [202, 138, 4],
    fields: {
      title: 'Digital Marketing Basics',
      description: 'Social media, search and e-mail campaigns for small businesses.',
      category: 'marketing', level: 'beginner', language: 'en', price: 60, duration: 4,
    },
    chapters: [],
  },
  {
    key: 'customer-service',
    status: 'Rejected',
    teacher: 'teacher',
    colour: [190, 18, 60],
    fields: {
      title: 'خدمة العملاء المتميزة',
      description: 'كيف تستقبل العميل وتفهم طلبه وتحل شكواه.',
      category: 'business', level: 'beginner', language: 'ar', price: 50, duration: 3,
    },
    rejectReason: 'Add at least one lesson to each chapter and a practical exercise, then submit it again.',
    chapters: [{ title: 'استقبال العميل', lessons: [] }],
  },
];

type Student = 'student' | 'sara' | 'yousef' | 'mona';

export interface DemoCentreEnrollment {
  course: string;
  student: Student;
  /** Document lessons (titles) the student opens, which completes them. */
  open: string[];
  enrolledDaysAgo: number;
}

/** Sara finished the free course; the paid one has three buyers (three course sales). */
export const DEMO_CENTRE_ENROLLMENTS: DemoCentreEnrollment[] = [
  { course: 'excel', student: 'sara', open: ['Keyboard shortcuts sheet', 'Formulas reference'], enrolledDaysAgo: 50 },
  { course: 'communication', student: 'sara', open: ['ما هو التواصل الفعال؟', 'مهارات الإصغاء', 'كتابة رسائل العمل'], enrolledDaysAgo: 35 },
  { course: 'excel', student: 'student', open: ['Keyboard shortcuts sheet'], enrolledDaysAgo: 21 },
  { course: 'communication', student: 'mona', open: ['ما هو التواصل الفعال؟'], enrolledDaysAgo: 14 },
  { course: 'excel', student: 'yousef', open: [], enrolledDaysAgo: 6 },
  { course: 'communication', student: 'student', open: [], enrolledDaysAgo: 2 },
];

export const centreOrderId = (enrollment: DemoCentreEnrollment) => `demo-centre-${enrollment.course}-${enrollment.student}`;

/**
 * The centre's own wallet entries besides its course sales: a package bought, invitations
 * and an AI quiz charged, the AI quiz refunded (it failed). Fixed operation ids.
 */
export const DEMO_CENTRE_OPERATIONS = {
  purchase: { id: 'demo-centre-purchase-sparks-300', amount: 300 },
  invitations: { id: 'demo-centre-charge-invitations', quantity: 5 },
  aiQuiz: { id: 'demo-centre-charge-ai-quiz' },
} as const;

/** The name the marketplace and the teacher lists show: first name and surname. */
async function nameOf(uid: string): Promise<string> {
  const profile = (await db.collection('users').doc(uid).get()).data() ?? {};
  return [profile.first_name, profile.surname].filter((p) => typeof p === 'string' && p.trim()).join(' ') || 'Teacher';
}

/** Writes a document once; a re-run (or the user's later edits) leaves it as it is. */
async function createOnce(ref: DocumentReference, data: DocumentData): Promise<void> {
  try {
    await ref.create(data);
  } catch (error) {
    if ((error as { code?: number }).code !== 6) throw error; // ALREADY_EXISTS
  }
}

async function seedSettings(centreUid: string, now: number): Promise<void> {
  await createOnce(centreRef(centreUid), { ...DEMO_CENTRE_SETTINGS, logo: null, updated_at: daysAgo(now, 60) });
}

async function seedTeachers(centreUid: string, teachers: Record<Teacher, string>, now: number): Promise<void> {
  for (const { teacher, via, addedDaysAgo } of DEMO_CENTRE_TEACHERS) {
    const uid = teachers[teacher];
    const email = TEACHER_EMAILS[teacher];
    const added = daysAgo(now, addedDaysAgo);
    if (via === 'email') {
      await createOnce(db.collection('centreInvites').doc(centreInviteId(centreUid, email)), {
        enterprise_id: centreUid, centre_name: DEMO_CENTRE_SETTINGS.name, email, status: 'accepted', teacher_uid: uid,
        created_at: daysAgo(now, addedDaysAgo + 1), decided_at: added,
      });
    }
    await createOnce(centreTeacherRef(centreUid, uid), {
      enterprise_id: centreUid, teacher_id: uid, name: await nameOf(uid), email, added_at: added, added_by: centreUid, via,
    });
  }
  await createOnce(db.collection('centreInvites').doc(centreInviteId(centreUid, DEMO_CENTRE_PENDING_INVITE)), {
    enterprise_id: centreUid, centre_name: DEMO_CENTRE_SETTINGS.name, email: DEMO_CENTRE_PENDING_INVITE, status: 'pending',
    teacher_uid: null, created_at: daysAgo(now, 3), decided_at: null,
  });
}

/**
 * One enterprise course: created by its owner (the centre), stamped with the centre and the
 * teacher, given a thumbnail, chapters and lessons, then put in its status.
 */
async function seedCourse(demo: DemoCentreCourse, owner: Caller, teachers: Record<Teacher, string>, now: number): Promise<Seeded> {
  const seeded = await findSeededCourse(owner.uid, demo);
  if (seeded) return seeded;

  const course = await createCourse(owner, createCourseSchema.parse(demo.fields));
  const ref = courseRef(course.id);
  const teacherUid = teachers[demo.teacher];
  await ref.update({
    enterprise: owner.uid,
    teacher_uid: teacherUid,
    teacher_name: await nameOf(teacherUid),
    organization: DEMO_CENTRE_SETTINGS.name,
    video_preview: null,
  });
  const thumbnailId = await uploadCourseFile(owner, course.id, 'thumbnail', 'image/png', previewPng(demo.colour));
  await updateCourse(owner, course.id, { thumbnail_id: thumbnailId });
  if (demo.previewVideo) {
    const video = demoVideo();
    const fileId = await uploadCourseFile(owner, course.id, 'video', 'video/mp4', video);
    const file = (await ref.collection('files').doc(fileId).get()).data() as { path: string; token: string };
    await ref.update({ video_preview: { id: fileId, url: tokenUrl(file.path, file.token) } });
  }
  const lessons = await addDemoChapters(owner, course.id, demo.chapters);

  // Created Assigned (as POST /enterprise-courses does); the rest as the centre moved them.
  const at = Timestamp.fromMillis(now);
  const reviewed = demo.status === 'Published' || demo.status === 'Rejected';
  await ref.update({
    status: demo.status,
    status_updated_at: at,
    updated_at: at,
    reject_reason: demo.status === 'Rejected' ? (demo.rejectReason ?? null) : null,
    ...(reviewed && { reviewed_by: owner.uid, reviewed_at: at }),
  });
  return { id: course.id, lessons };
}

/** Enrolment and order dates as if it happened `enrolledDaysAgo`; the centre stamped on both. */
async function backdate(enrollment: DemoCentreEnrollment, uid: string, courseId: string, centreUid: string, now: number): Promise<void> {
  const enrolled = now - enrollment.enrolledDaysAgo * DAY_MS;
  const ref = enrollmentRef(courseId, uid);
  const data = (await ref.get()).data() ?? {};
  const finished = data.completed_at ? { completed_at: Timestamp.fromMillis(enrolled + Math.ceil(enrollment.enrolledDaysAgo / 2) * DAY_MS) } : {};
  await ref.update({
    enterprise: centreUid,
    enrolled_at: Timestamp.fromMillis(enrolled),
    last_accessed: Timestamp.fromMillis(enrolled + Math.floor(enrollment.enrolledDaysAgo / 2) * DAY_MS),
    status_changed_at: Timestamp.fromMillis(enrolled),
    ...finished,
  });
  await db.collection('courseOrders').doc(`${uid}_${centreOrderId(enrollment)}`).update({ enterprise: centreUid, created_at: Timestamp.fromMillis(enrolled) });
}

async function seedWallet(centreUid: string): Promise<void> {
  const ops = DEMO_CENTRE_OPERATIONS;
  await creditSparks({ uid: centreUid, amount: ops.purchase.amount, reason: 'sparks_purchase', operationId: ops.purchase.id });
  await chargeFeature({ uid: centreUid, feature: 'invitation', quantity: ops.invitations.quantity, operationId: ops.invitations.id });
  await chargeFeature({ uid: centreUid, feature: 'aiQuiz', operationId: ops.aiQuiz.id });
  await refundCharge({ uid: centreUid, chargeOperationId: ops.aiQuiz.id, reason: 'aiQuiz failed: demo' });
}

/** Seeds the demo centre; the demo accounts of demo-data.ts must exist already. */
export async function seedDemoCentre(now = Date.now()): Promise<void> {
  // khaled@ and the extra students come from the marketplace and class seeds; made sure here.
  const khaled = await seedAccount(DEMO_MARKET_ACCOUNTS[0]!);
  const extra = await Promise.all(DEMO_EXTRA_STUDENTS.map(ensureStudent));
  const centreUid = await uidOf(DEMO_CENTRE_EMAIL);
  const teachers: Record<Teacher, string> = { teacher: await uidOf(TEACHER_EMAILS.teacher), khaled };
  const students: Record<Student, Caller> = {
    student: caller(await uidOf('student@sparks.test'), 'student@sparks.test', 'student'),
    sara: caller(extra[0]!.uid, extra[0]!.email, 'student'),
    yousef: caller(extra[1]!.uid, extra[1]!.email, 'student'),
    mona: caller(extra[2]!.uid, extra[2]!.email, 'student'),
  };
  // The centre acting for itself, as the /enterprise-courses routes call the courses services.
  const owner: Caller & { centre: string } = { ...caller(centreUid, DEMO_CENTRE_EMAIL, 'centers'), centre: centreUid };

  await seedSettings(centreUid, now);
  await seedTeachers(centreUid, teachers, now);
  await seedWallet(centreUid);

  const seeded = new Map<string, Seeded>();
  for (const demo of DEMO_CENTRE_COURSES) seeded.set(demo.key, await seedCourse(demo, owner, teachers, now));

  for (const enrollment of DEMO_CENTRE_ENROLLMENTS) {
    const demo = DEMO_CENTRE_COURSES.find((c) => c.key === enrollment.course)!;
    const course = seeded.get(enrollment.course)!;
    const who = students[enrollment.student];
    const topup = `demo-centre-topup-${enrollment.course}-${who.uid}`;
    if (!(await enrollDemo(who, course.id, demo.fields.price, centreOrderId(enrollment), topup))) continue;
    for (const title of enrollment.open) {
      const lessonId = course.lessons.get(title);
      if (!lessonId) throw new Error(`Demo centre: no lesson "${title}" in ${enrollment.course}.`);
      await getLessonContent(who, course.id, lessonId);
    }
    await backdate(enrollment, who.uid, course.id, centreUid, now);
  }
}
