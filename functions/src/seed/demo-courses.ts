// Demo courses for `npm start` (issue 11, "Demo data"; docs/courses.md): teacher@ has a course
// in every status a teacher reaches today (Draft, In Review, Published, Rejected with a reason;
// Assigned needs training centres, issue 12), each with a thumbnail; two Published ones (one
// paid, one free) have chapters with lessons of every type: a real 10-second MP4
// (assets/demo-lesson.mp4), PDFs, quiz lessons on teacher@'s demo quizzes and assignments.
// Students are enrolled at different progress, some reviewed, and student@'s enrolment in the
// paid course has expired.
//
// Everything goes through the real services, as the API would: course, chapters, lessons,
// uploads (declare, PUT to the upload session, complete: objects at courses/{id}/{fileId}.{ext}
// with a download token), status moves (teacher submits, admin publishes or rejects),
// enrolment with sparks (buyers are topped up with exactly the price first, so their balances
// stay what the README says), lesson completions (video heartbeats, document opens, passed
// quizzes, graded assignments) and reviews. The marketplace listing comes from the sync trigger.
//
// Idempotent: a course is found by its owner and title and left alone when it exists (only
// missing Storage objects are put back); enrolments use fixed order ids, and a replayed one
// is not touched again.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { samplePdf } from '../domain/sample-pdf';
import { adminAuth, db, storage } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { ApiError } from '../lib/http';
import { moveCourse } from '../services/courses/change-status';
import { addChapter } from '../services/courses/chapters';
import { completeCourseFile, declareCourseFile } from '../services/courses/course-files';
import { createCourse } from '../services/courses/create-course';
import { enroll } from '../services/courses/enroll';
import { enrollmentRef } from '../services/courses/enrollments';
import { getLessonContent } from '../services/courses/lesson-content';
import { recordHeartbeat } from '../services/courses/lesson-progress';
import { submitLessonQuiz } from '../services/courses/lesson-quiz';
import { addLesson } from '../services/courses/lessons';
import { coursesCol, filesCol, lessonsCol } from '../services/courses/repo';
import { addReview } from '../services/courses/reviews';
import { completeSubmission, declareSubmission, gradeSubmission, submissionId } from '../services/courses/submissions';
import { updateCourse } from '../services/courses/update-course';
import { readQuestions } from '../services/quizzes';
import { creditSparks } from '../services/sparks';
import type { UserType } from '../shared/constants';
import { createCourseSchema, createLessonSchema, type CourseStatus, type CourseUploadInput, type LessonType } from '../shared/schemas/course';
import type { UploadTarget } from '../shared/schemas/material';
import { DEMO_EXTRA_STUDENTS } from './demo-classes';
import { DEMO_DRAFT_QUIZ, DEMO_MANUAL_QUIZ, DEMO_TEMPLATE_QUIZ } from './demo-quizzes';
import { previewPng, type Rgb } from './demo-png';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The video lesson file: 10 s, VP9 + Opus in MP4 (assets/README.md). tsc does not copy assets,
 * so it is read from functions/src: beside this file in tests, from lib/seed after a build, or
 * from the repository root for a build placed elsewhere (emu-exec --private).
 */
const ASSET = join('seed', 'assets', 'demo-lesson.mp4');
export const DEMO_VIDEO_PATH =
  [join(__dirname, '..', '..', 'src', ASSET), join(process.cwd(), 'functions', 'src', ASSET)].find((path) => existsSync(path)) ??
  join(__dirname, '..', '..', 'src', ASSET);
export const DEMO_VIDEO_SECONDS = 10;
export const demoVideo = (): Buffer => readFileSync(DEMO_VIDEO_PATH);

type DemoQuiz = 'manual' | 'template';

export interface DemoLesson {
  title: string;
  type: LessonType;
  /** Minutes. */
  duration: number;
  /** Draft lessons are left out of the learner's outline and progress. */
  draft?: boolean;
  preview?: boolean;
  /** Document lessons: the PDF's (ASCII) page text. */
  pdf?: string;
  quiz?: DemoQuiz;
  instructions?: string;
}

export interface DemoCourse {
  key: string;
  status: Exclude<CourseStatus, 'Assigned'>;
  colour: Rgb;
  fields: Record<string, unknown> & { title: string; price: number };
  rejectReason?: string;
  chapters: { title: string; lessons: DemoLesson[] }[];
}

export const DEMO_PAID_COURSE_PRICE = 120;

export const DEMO_COURSES: DemoCourse[] = [
  {
    key: 'physics',
    status: 'Published',
    colour: [37, 99, 235],
    fields: {
      title: 'Physics Foundations: Motion and Forces',
      description: 'A first course in mechanics for grade 10: how things move, why they speed up or slow down, and how to solve motion problems step by step.',
      category: 'academic', level: 'beginner', language: 'en', price: DEMO_PAID_COURSE_PRICE, duration: 6,
      prerequisites: ['Basic algebra (solving for one unknown)', 'Reading simple graphs'],
      learning_objectives: ['Tell speed from velocity', 'Compute acceleration from a speed-time graph', "Apply Newton's three laws to everyday situations"],
      target_audience: 'Grade 10 students and anyone preparing for their first physics exam.',
      certification: true, freemium: true,
      faq: [
        { question: 'Do I need a calculator?', answer: 'A basic one helps for the exercises; every example is worked through in the lessons.' },
        { question: 'How long do I keep access?', answer: 'Twelve months from enrolment, renewable.' },
      ],
    },
    chapters: [
      {
        title: 'Getting started',
        lessons: [
          { title: 'Welcome and course tour', type: 'video', duration: 1, preview: true },
          { title: 'Course handbook', type: 'document', duration: 5, pdf: 'Physics Foundations - Course handbook' },
        ],
      },
      {
        title: 'Motion',
        lessons: [
          { title: 'Velocity and acceleration', type: 'video', duration: 1 },
          { title: 'Motion check', type: 'quiz', duration: 10, quiz: 'manual' },
          { title: 'Plot a journey', type: 'assignment', duration: 30, instructions: 'Record a short journey (walking, cycling or by car), draw its speed-time graph and upload it as a PDF with two sentences on each stage.' },
        ],
      },
      {
        title: 'Forces',
        lessons: [
          { title: "Newton's laws in practice", type: 'quiz', duration: 10, quiz: 'template' },
          { title: 'Forces summary sheet', type: 'document', duration: 5, pdf: 'Forces - Summary sheet' },
          { title: 'Friction (coming soon)', type: 'video', duration: 1, draft: true },
        ],
      },
    ],
  },
  {
    key: 'measurement',
    status: 'Published',
    colour: [22, 163, 74],
    fields: {
      title: 'مدخل إلى الفيزياء: القياس والوحدات',
      description: 'دورة مجانية قصيرة عن القياس في العلوم: الوحدات الأساسية، التحويل بينها، والأرقام المعنوية، مع تمرين عملي في النهاية.',
      category: 'academic', level: 'beginner', language: 'ar', price: 0, duration: 2,
      prerequisites: ['لا يوجد'],
      learning_objectives: ['معرفة وحدات النظام الدولي', 'التحويل بين الوحدات', 'كتابة نتائج القياس بدقة مناسبة'],
      target_audience: 'طلاب المرحلة المتوسطة والثانوية.',
      certification: false, freemium: false,
      faq: [{ question: 'هل الدورة مجانية؟', answer: 'نعم، التسجيل مجاني ويمنح وصولاً لمدة اثني عشر شهراً.' }],
    },
    chapters: [
      {
        title: 'البداية',
        lessons: [
          { title: 'لماذا نقيس؟', type: 'video', duration: 1 },
          { title: 'جدول الوحدات الأساسية', type: 'document', duration: 5, pdf: 'SI base units - reference table' },
        ],
      },
      {
        title: 'التطبيق',
        lessons: [
          { title: 'اختبار قصير: الحركة', type: 'quiz', duration: 10, quiz: 'template' },
          { title: 'قياس طول الغرفة', type: 'assignment', duration: 20, instructions: 'قِس طول غرفتك وعرضها بثلاث طرق مختلفة، واكتب النتائج بالمتر والسنتيمتر، ثم ارفعها ملف PDF.' },
          { title: 'ملخص الوحدة', type: 'document', duration: 5, pdf: 'Measurement and units - Summary' },
        ],
      },
    ],
  },
  {
    key: 'algebra-draft',
    status: 'Draft',
    colour: [79, 70, 229],
    fields: {
      title: 'Algebra Essentials: Equations and Graphs',
      description: 'Linear equations, inequalities and their graphs, with practice after every lesson.',
      category: 'mathematics', level: 'intermediate', language: 'en', price: 80, duration: 8,
    },
    chapters: [{ title: 'Linear equations', lessons: [{ title: 'Solving for x', type: 'document', duration: 10, pdf: 'Algebra - Solving for x' }] }],
  },
  {
    key: 'chemistry-review',
    status: 'In Review',
    colour: [147, 51, 234],
    fields: {
      title: 'Chemistry Lab Safety',
      description: 'Everything to know before the first practical: equipment, hazard symbols and what to do when something goes wrong.',
      category: 'academic', level: 'beginner', language: 'en', price: 50, duration: 2, certification: true,
    },
    chapters: [
      {
        title: 'In the lab',
        lessons: [
          { title: 'Hazard symbols', type: 'video', duration: 1 },
          { title: 'Safety checklist', type: 'document', duration: 5, pdf: 'Chemistry Lab Safety - Checklist' },
        ],
      },
    ],
  },
  {
    key: 'writing-rejected',
    status: 'Rejected',
    colour: [190, 18, 60],
    fields: {
      title: 'ورشة الكتابة الإبداعية',
      description: 'تمارين أسبوعية في كتابة القصة القصيرة والمقال.',
      category: 'language', level: 'intermediate', language: 'ar', price: 60, duration: 4,
    },
    rejectReason: 'The course has one chapter with no lessons yet. Add the lessons (at least a video or a document per chapter) and submit it again.',
    chapters: [{ title: 'القصة القصيرة', lessons: [] }],
  },
];

type Student = 'student' | 'sara' | 'yousef' | 'mona';

export interface DemoEnrollment {
  course: string;
  student: Student;
  /** Lessons (titles) the student completes, each the way a learner would. */
  complete: string[];
  /** Assignments (titles) submitted and still waiting for the teacher's grade. */
  submit?: string[];
  review?: { rating: number; comment: string };
  /** Days before the seed ran that the student enrolled. */
  enrolledDaysAgo: number;
  /** Access that ended this many days ago (enrolled 12 months before that). */
  expiredDaysAgo?: number;
}

const PHYSICS = DEMO_COURSES[0]!;
const MEASUREMENT = DEMO_COURSES[1]!;
const publishedTitles = (course: DemoCourse) => course.chapters.flatMap((c) => c.lessons.filter((l) => !l.draft).map((l) => l.title));

/** Sara finished the paid course, Yousef is under half way, student@'s access has run out. */
export const DEMO_ENROLLMENTS: DemoEnrollment[] = [
  {
    course: 'physics', student: 'sara', complete: publishedTitles(PHYSICS), enrolledDaysAgo: 40,
    review: { rating: 5, comment: 'Clear explanations and the quizzes really helped me before the exam.' },
  },
  {
    course: 'physics', student: 'yousef', complete: ['Welcome and course tour', 'Course handbook', 'Velocity and acceleration'],
    submit: ['Plot a journey'], enrolledDaysAgo: 12,
    review: { rating: 4, comment: 'Good course. I would like more worked examples on forces.' },
  },
  { course: 'physics', student: 'student', complete: ['Welcome and course tour', 'Course handbook'], enrolledDaysAgo: 400, expiredDaysAgo: 35 },
  { course: 'measurement', student: 'student', complete: ['لماذا نقيس؟', 'جدول الوحدات الأساسية'], enrolledDaysAgo: 5 },
  {
    course: 'measurement', student: 'yousef', complete: publishedTitles(MEASUREMENT), enrolledDaysAgo: 20,
    review: { rating: 4, comment: 'دورة مفيدة وقصيرة، والتمرين العملي ممتع.' },
  },
  {
    course: 'measurement', student: 'sara', complete: ['لماذا نقيس؟', 'جدول الوحدات الأساسية', 'اختبار قصير: الحركة'], enrolledDaysAgo: 9,
    review: { rating: 5, comment: 'شرح واضح ومنظم، شكراً أستاذ عمر.' },
  },
  { course: 'measurement', student: 'mona', complete: [], enrolledDaysAgo: 2 },
];

const orderIdOf = (enrollment: DemoEnrollment) => `demo-course-${enrollment.course}-${enrollment.student}`;

/** The learner's file for an assignment (a one-page PDF). */
const submissionPdf = (student: string) => samplePdf(`Assignment - ${student}`);

export function caller(uid: string, email: string, userType: UserType): Caller {
  return { uid, email, userType, verified: true, token: {} as DecodedIdToken };
}

/** One plain PUT to an upload session, as the browser sends it. */
async function put(upload: UploadTarget, bytes: Buffer): Promise<void> {
  const response = await fetch(upload.url, { method: upload.method, headers: upload.headers, body: new Uint8Array(bytes) });
  if (!response.ok) throw new Error(`Upload session answered ${response.status}`);
  await response.body?.cancel();
}

export async function uploadCourseFile(who: Caller, courseId: string, kind: CourseUploadInput['kind'], contentType: string, bytes: Buffer): Promise<string> {
  const declared = await declareCourseFile(who, courseId, { kind, content_type: contentType, size: bytes.length } as CourseUploadInput);
  await put(declared.upload, bytes);
  return (await completeCourseFile(who, courseId, declared.file_id)).id;
}

export const lessonBytes = (lesson: DemoLesson): Buffer | null =>
  lesson.type === 'video' ? demoVideo() : lesson.type === 'document' ? samplePdf(lesson.pdf ?? lesson.title) : null;

export interface Seeded {
  id: string;
  /** Lesson ids by title. */
  lessons: Map<string, string>;
}

/** The course `ownerUid` seeded under this title before (its Storage objects put back), else null. */
export async function findSeededCourse(ownerUid: string, demo: Pick<DemoCourse, 'chapters' | 'colour'> & { fields: { title: string } }): Promise<Seeded | null> {
  const existing = await coursesCol().where('owner_uid', '==', ownerUid).where('title', '==', demo.fields.title).limit(1).get();
  if (existing.empty) return null;
  const id = existing.docs[0]!.id;
  await restoreObjects(id, demo);
  const lessons = await lessonsCol(existing.docs[0]!.ref).get();
  return { id, lessons: new Map(lessons.docs.map((d) => [d.get('title') as string, d.id])) };
}

/**
 * Adds the demo chapters and their lessons (files uploaded like the browser does) to a new
 * course as `who`; quiz lessons play `quizzes`. Returns the lesson ids by title.
 */
export async function addDemoChapters(
  who: Caller,
  courseId: string,
  chapters: DemoCourse['chapters'],
  quizzes?: Record<DemoQuiz, string>,
): Promise<Map<string, string>> {
  const lessons = new Map<string, string>();
  for (const chapterDemo of chapters) {
    const chapter = await addChapter(who, courseId, { title: chapterDemo.title });
    for (const lesson of chapterDemo.lessons) {
      const bytes = lessonBytes(lesson);
      const fileId = bytes
        ? await uploadCourseFile(who, courseId, lesson.type === 'video' ? 'video' : 'document', lesson.type === 'video' ? 'video/mp4' : 'application/pdf', bytes)
        : null;
      const created = await addLesson(who, chapter.id, createLessonSchema.parse({
        title: lesson.title,
        type: lesson.type,
        duration: lesson.duration,
        status: lesson.draft ? 'Draft' : 'Published',
        preview: lesson.preview ?? false,
        quiz_id: lesson.quiz && quizzes ? quizzes[lesson.quiz] : null,
        instructions: lesson.instructions ?? null,
        file_id: fileId,
      }));
      lessons.set(lesson.title, created.id);
    }
  }
  return lessons;
}

/** The demo quizzes of teacher@ (demo-quizzes.ts), found by their titles. */
async function demoQuizIds(teacherUid: string): Promise<Record<DemoQuiz, string>> {
  const owned = await db.collection('quizzes').where('owner_uid', '==', teacherUid).get();
  const find = (match: (data: DocumentData) => boolean, what: string) => {
    const doc = owned.docs.find((d) => match(d.data()));
    if (!doc) throw new Error(`Demo courses: teacher@'s ${what} quiz is missing (seed the demo quizzes first).`);
    return doc.id;
  };
  return {
    manual: find((d) => d.title === DEMO_MANUAL_QUIZ.title, 'manual'),
    template: find((d) => d.method === 'template' && d.status === 'published' && d.title !== DEMO_DRAFT_QUIZ.title, `template (${DEMO_TEMPLATE_QUIZ.template_id})`),
  };
}

/** Puts back Storage objects a persisted Firestore still points at (the Storage emulator may start empty). */
export async function restoreObjects(courseId: string, demo: Pick<DemoCourse, 'chapters' | 'colour'>): Promise<void> {
  const course = coursesCol().doc(courseId);
  const [files, lessons] = await Promise.all([filesCol(course).where('state', '==', 'ready').get(), lessonsCol(course).get()]);
  const stored = await course.get();
  const thumbnailId = (stored.get('thumbnail') as { id?: string } | null)?.id;
  const previewId = (stored.get('video_preview') as { id?: string } | null)?.id;
  const byFile = new Map(lessons.docs.map((d) => [(d.get('file') as { id?: string } | null)?.id, d.get('title') as string]));
  for (const file of files.docs) {
    const { path, token, content_type: contentType } = file.data() as { path: string; token: string; content_type: string };
    const object = storage.bucket().file(path);
    if ((await object.exists())[0]) continue;
    const lesson = demo.chapters.flatMap((c) => c.lessons).find((l) => l.title === byFile.get(file.id));
    const bytes = file.id === thumbnailId ? previewPng(demo.colour) : file.id === previewId ? demoVideo() : lesson ? lessonBytes(lesson) : null;
    if (!bytes) continue;
    await object.save(bytes, { contentType, resumable: false, metadata: { metadata: { firebaseStorageDownloadTokens: token } } });
  }
}

/** Creates one course with its thumbnail, chapters and lessons, then moves it to its status. */
export async function seedCourse(demo: DemoCourse, teacher: Caller, admin: Caller, quizzes?: Record<DemoQuiz, string>): Promise<Seeded> {
  const seeded = await findSeededCourse(teacher.uid, demo);
  if (seeded) return seeded;

  const course = await createCourse(teacher, createCourseSchema.parse(demo.fields));
  const thumbnailId = await uploadCourseFile(teacher, course.id, 'thumbnail', 'image/png', previewPng(demo.colour));
  await updateCourse(teacher, course.id, { thumbnail_id: thumbnailId });
  const lessons = await addDemoChapters(teacher, course.id, demo.chapters, quizzes);

  if (demo.status !== 'Draft') await moveCourse(teacher, 'owner', course.id, 'In Review');
  if (demo.status === 'Published') await moveCourse(admin, 'administrator', course.id, 'Published');
  if (demo.status === 'Rejected') await moveCourse(admin, 'administrator', course.id, 'Rejected', demo.rejectReason);
  return { id: course.id, lessons };
}

/**
 * Enrols `who` through the real purchase, first given exactly the price (once, so the balance
 * ends as it was). False when nothing new happened: a replayed order, or someone using the
 * running suite enrolled already (their enrolment is left alone).
 */
export async function enrollDemo(who: Caller, courseId: string, price: number, orderId: string, topupId: string): Promise<boolean> {
  if (price > 0) await creditSparks({ uid: who.uid, amount: price, reason: 'demo_topup', operationId: topupId });
  try {
    return !(await enroll(who, courseId, orderId)).replayed;
  } catch (error) {
    if (error instanceof ApiError && error.code === 'course-learning/already-enrolled') return false;
    throw error;
  }
}

/** Answers a quiz lesson with the quiz's own keys (a full score). */
async function passQuiz(who: Caller, courseId: string, lessonId: string): Promise<void> {
  const quizId = (await lessonsCol(coursesCol().doc(courseId)).doc(lessonId).get()).get('quiz_id') as string;
  const questions = await readQuestions(quizId);
  const answers = questions.map((q) => {
    const key = q.correct_answer as unknown;
    const answer = Array.isArray(key) ? String(key[0] ?? '') : String(key ?? '');
    // Essays have no key: any answer, graded later (the rest still passes the 60%).
    return { question_id: q.id, answer: answer || 'A journey: speeding up, steady, then slowing down.' };
  });
  const result = await submitLessonQuiz(who, courseId, lessonId, { answers });
  if (!result.passed) throw new Error(`Demo courses: the quiz lesson ${lessonId} did not pass (${result.score}%).`);
}

async function submitAssignment(who: Caller, courseId: string, lessonId: string): Promise<void> {
  const pdf = submissionPdf(who.email);
  const declared = await declareSubmission(who, courseId, lessonId, { content_type: 'application/pdf', size: pdf.length, name: 'my-assignment.pdf' });
  await put(declared.upload, pdf);
  await completeSubmission(who, courseId, lessonId, declared.file_id);
}

interface VideoWatch {
  who: Caller;
  courseId: string;
  lessonId: string;
}

/**
 * Watches videos the way the player reports them: a heartbeat at 0 s, then one at the end once
 * that much wall-clock time has passed (the server credits no more than the time elapsed).
 * One wait for all of them.
 */
async function watchVideos(watches: VideoWatch[]): Promise<void> {
  if (watches.length === 0) return;
  for (const w of watches) await recordHeartbeat(w.who, w.courseId, w.lessonId, { position: 0, duration: DEMO_VIDEO_SECONDS });
  await new Promise((resolve) => setTimeout(resolve, DEMO_VIDEO_SECONDS * 1000 + 500));
  for (const w of watches) {
    const result = await recordHeartbeat(w.who, w.courseId, w.lessonId, { position: DEMO_VIDEO_SECONDS, duration: DEMO_VIDEO_SECONDS });
    if (!result.completed) throw new Error(`Demo courses: the video lesson ${w.lessonId} did not complete.`);
  }
}

/** Enrolment dates as if it happened `enrolledDaysAgo`; an expired one ended `expiredDaysAgo`. */
async function backdate(enrollment: DemoEnrollment, who: Caller, courseId: string, now: number): Promise<void> {
  const enrolled = now - enrollment.enrolledDaysAgo * DAY_MS;
  const until = enrollment.expiredDaysAgo !== undefined ? now - enrollment.expiredDaysAgo * DAY_MS : null;
  const lastAccessed = until !== null ? until - 10 * DAY_MS : now - Math.floor(enrollment.enrolledDaysAgo / 3) * DAY_MS;
  const ref = enrollmentRef(courseId, who.uid);
  await ref.update({
    enrolled_at: Timestamp.fromMillis(enrolled),
    last_accessed: Timestamp.fromMillis(Math.max(enrolled, lastAccessed)),
    ...(until !== null && { access_until: Timestamp.fromMillis(until), status_changed_at: Timestamp.fromMillis(until) }),
  });
  await db.collection('courseOrders').doc(`${who.uid}_${orderIdOf(enrollment)}`).update({ created_at: Timestamp.fromMillis(enrolled) });
}

/** A demo account's uid (the account must exist). */
export async function uidOf(email: string): Promise<string> {
  return (await adminAuth.getUserByEmail(email)).uid;
}

/** Seeds the demo courses; the demo accounts and teacher@'s demo quizzes must exist already. */
export async function seedDemoCourses(now = Date.now()): Promise<void> {
  const teacher = caller(await uidOf('teacher@sparks.test'), 'teacher@sparks.test', 'teacher');
  const admin = caller(await uidOf('admin@sparks.test'), 'admin@sparks.test', 'administrator');
  const students: Record<Student, Caller> = {
    student: caller(await uidOf('student@sparks.test'), 'student@sparks.test', 'student'),
    sara: caller(await uidOf(DEMO_EXTRA_STUDENTS[0]!.email), DEMO_EXTRA_STUDENTS[0]!.email, 'student'),
    yousef: caller(await uidOf(DEMO_EXTRA_STUDENTS[1]!.email), DEMO_EXTRA_STUDENTS[1]!.email, 'student'),
    mona: caller(await uidOf(DEMO_EXTRA_STUDENTS[2]!.email), DEMO_EXTRA_STUDENTS[2]!.email, 'student'),
  };

  const quizzes = await demoQuizIds(teacher.uid);
  const seeded = new Map<string, Seeded>();
  for (const demo of DEMO_COURSES) seeded.set(demo.key, await seedCourse(demo, teacher, admin, quizzes));

  const fresh: DemoEnrollment[] = [];
  const videos: VideoWatch[] = [];
  const grades: { courseId: string; id: string; grade: number }[] = [];
  for (const enrollment of DEMO_ENROLLMENTS) {
    const demo = DEMO_COURSES.find((c) => c.key === enrollment.course)!;
    const course = seeded.get(enrollment.course)!;
    const who = students[enrollment.student];
    const topup = `demo-courses-topup-${enrollment.course}-${who.uid}`;
    if (!(await enrollDemo(who, course.id, demo.fields.price, orderIdOf(enrollment), topup))) continue;
    fresh.push(enrollment);
    const lessonId = (title: string) => {
      const id = course.lessons.get(title);
      if (!id) throw new Error(`Demo courses: no lesson "${title}" in ${enrollment.course}.`);
      return id;
    };
    for (const title of enrollment.complete) {
      const lesson = demo.chapters.flatMap((c) => c.lessons).find((l) => l.title === title)!;
      const id = lessonId(title);
      if (lesson.type === 'video') videos.push({ who, courseId: course.id, lessonId: id });
      else if (lesson.type === 'document') await getLessonContent(who, course.id, id);
      else if (lesson.type === 'quiz') await passQuiz(who, course.id, id);
      else {
        await submitAssignment(who, course.id, id);
        grades.push({ courseId: course.id, id: submissionId(who.uid, id), grade: 80 + (grades.length * 7) % 20 });
      }
    }
    for (const title of enrollment.submit ?? []) await submitAssignment(who, course.id, lessonId(title));
    if (enrollment.review) await addReview(who, course.id, enrollment.review);
  }

  for (const g of grades) {
    await gradeSubmission(teacher, g.courseId, g.id, { grade: g.grade, feedback: 'Well done: clear graph and explanation.' });
  }
  await watchVideos(videos);
  // Dates last: an expired enrolment takes no more completions.
  for (const enrollment of fresh) {
    await backdate(enrollment, students[enrollment.student], seeded.get(enrollment.course)!.id, now);
  }
}
