// The Progress tab's data (spec 000: GET /quiz/analytics/class/{classId} and
// /quiz/analytics/student/{userId}/class/{classId}) and its CSV export (3 sparks once per
// requestId). Reads the class's students, challenges and submissions; the numbers come from
// domain/quiz-analytics.ts.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { toCsv, type CsvValue } from '../shared/csv';
import {
  classAnalytics, questionStats, studentAnalytics, type AnalyticsChallenge, type AnalyticsQuestion, type AnalyticsStudent,
  type AnalyticsSubmission,
} from '../domain/quiz-analytics';
import { ApiError } from '../lib/http';
import { SPARK_COSTS, type ScoreBand } from '../shared/constants';
import type { ClassAnalytics, ExportKind, StudentAnalytics } from '../shared/schemas/analytics';
import type { QuizLanguage } from '../shared/schemas/quiz';
import { challengesCol } from './challenges';
import { classRef, getClassAccess, requireClassTeacher } from './class-access';
import { readQuestions } from './quizzes';
import { chargeFeature } from './sparks';

const msOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : null;

interface ClassData {
  students: AnalyticsStudent[];
  challenges: (AnalyticsChallenge & { quiz_id: string })[];
  submissions: AnalyticsSubmission[];
}

const toStudent = (uid: string, data: DocumentData): AnalyticsStudent => ({
  uid,
  name: (data.name as string | undefined) ?? '',
  avatar_id: (data.avatar_id as number | undefined) ?? 0,
});

/** Students (active and paused; not those waiting for approval), challenges and every submission. */
async function loadClass(classId: string): Promise<ClassData> {
  const [members, challengeSnap] = await Promise.all([
    classRef(classId).collection('members').where('role', '==', 'student').get(),
    challengesCol(classId).get(),
  ]);
  const students = members.docs.filter((doc) => doc.get('status') !== 'pending').map((doc) => toStudent(doc.id, doc.data()));
  const challenges = challengeSnap.docs.map((doc) => ({
    id: doc.id,
    quiz_id: doc.get('quiz_id') as string,
    title: (doc.get('title') as string | undefined) ?? '',
    createdAtMs: msOf(doc.get('created_at')) ?? 0,
    dueAtMs: msOf(doc.get('due_at')),
    total_points: (doc.get('total_points') as number | undefined) ?? 0,
  }));
  const perChallenge = await Promise.all(challengeSnap.docs.map((doc) => doc.ref.collection('submissions').get()));
  const submissions = perChallenge.flatMap((snap, i) =>
    snap.docs.map((doc): AnalyticsSubmission => ({
      uid: doc.id,
      challenge_id: challengeSnap.docs[i]!.id,
      score: doc.get('score') ?? 0,
      max_score: doc.get('max_score') ?? 0,
      percent: doc.get('percent') ?? 0,
      status: doc.get('status') ?? 'submitted',
      late: doc.get('late') === true,
      submittedAtMs: msOf(doc.get('submitted_at')) ?? 0,
      per_question: doc.get('per_question') ?? [],
    })),
  );
  return { students, challenges, submissions };
}

/** GET /quiz/analytics/class/{classId} (class teachers). */
export async function classAnalyticsFor(classId: string, uid: string): Promise<ClassAnalytics> {
  await requireClassTeacher(classId, uid);
  const data = await loadClass(classId);
  const now = Date.now();
  return { class_id: classId, generated_at: new Date(now).toISOString(), ...classAnalytics(data.students, data.challenges, data.submissions, now) };
}

/**
 * GET /quiz/analytics/student/{userId}/class/{classId}: the student themselves (an active
 * member) or the class's teachers.
 */
export async function studentAnalyticsFor(
  classId: string,
  userId: string,
  uid: string,
): Promise<StudentAnalytics> {
  const access = await getClassAccess(classId, uid);
  const self = userId === uid && access.isActiveMember;
  if (!access.isTeacher && !self) throw new ApiError('class/forbidden');
  const data = await loadClass(classId);
  let student = data.students.find((s) => s.uid === userId);
  if (!student) {
    const member = /^[A-Za-z0-9_-]{1,128}$/.test(userId) ? await classRef(classId).collection('members').doc(userId).get() : null;
    if (!member?.exists || member.get('role') !== 'student') throw new ApiError('class/member-not-found');
    student = toStudent(member.id, member.data()!);
  }
  const now = Date.now();
  return {
    class_id: classId,
    generated_at: new Date(now).toISOString(),
    ...studentAnalytics(student, data.students, data.challenges, data.submissions, now),
  };
}

// ── CSV export ─────────────────────────────────────────────────────────────────────────

const LABELS = {
  en: {
    student: ['Student', 'Completed', 'Assigned', 'Graded', 'Waiting for grading', 'Missing', 'Average %', 'Band', 'Total score'],
    question: ['Challenge', 'Question #', 'Type', 'Question', 'Points', 'Answers', 'Correct', 'Wrong', 'Waiting for grading', 'Average points', 'Average %'],
    bands: { excellent: 'Excellent', good: 'Good', satisfactory: 'Satisfactory', needs_improvement: 'Needs improvement' },
    types: { multiple_choice: 'Multiple choice', true_false: 'True/false', short_answer: 'Short answer', fill_blank: 'Fill in the blank', essay: 'Essay' },
    percentOf: (title: string) => `${title} (%)`,
  },
  ar: {
    student: ['الطالب', 'المكتملة', 'المُسندة', 'المصححة', 'بانتظار التصحيح', 'الفائتة', 'المتوسط %', 'المستوى', 'مجموع الدرجات'],
    question: ['التحدي', 'رقم السؤال', 'النوع', 'السؤال', 'النقاط', 'الإجابات', 'صحيحة', 'خاطئة', 'بانتظار التصحيح', 'متوسط النقاط', 'المتوسط %'],
    bands: { excellent: 'ممتاز', good: 'جيد', satisfactory: 'مقبول', needs_improvement: 'يحتاج إلى تحسين' },
    types: { multiple_choice: 'اختيار من متعدد', true_false: 'صح/خطأ', short_answer: 'إجابة قصيرة', fill_blank: 'أكمل الفراغ', essay: 'مقالي' },
    percentOf: (title: string) => `${title} (%)`,
  },
} as const;

/** One row per student: totals, then each challenge's percent (graded), in date order. */
export function studentsCsv(data: ClassData, language: QuizLanguage, nowMs: number): string {
  const labels = LABELS[language];
  const analytics = classAnalytics(data.students, data.challenges, data.submissions, nowMs);
  const order = analytics.challenges.map((c) => c.challenge_id);
  const titles = new Map(data.challenges.map((c) => [c.id, c.title]));
  const percent = new Map(data.submissions.filter((s) => s.status === 'graded').map((s) => [`${s.uid}/${s.challenge_id}`, s.percent]));
  const band = (value: ScoreBand | null) => (value ? labels.bands[value] : '');
  const rows = analytics.students.map((row): CsvValue[] => [
    row.name, row.completed, row.assigned, row.graded, row.pending_grading, row.missing, row.average_percent, band(row.band), row.total_score,
    ...order.map((id) => percent.get(`${row.uid}/${id}`) ?? null),
  ]);
  return toCsv([...labels.student, ...order.map((id) => labels.percentOf(titles.get(id) ?? id))], rows);
}

/** One row per question of every challenge. */
export async function questionsCsv(data: ClassData, language: QuizLanguage): Promise<string> {
  const labels = LABELS[language];
  const uids = new Set(data.students.map((s) => s.uid));
  const submissions = data.submissions.filter((s) => uids.has(s.uid));
  const ordered = [...data.challenges].sort((a, b) => (a.dueAtMs ?? a.createdAtMs) - (b.dueAtMs ?? b.createdAtMs));
  const questionLists = await Promise.all(ordered.map((c) => readQuestions(c.quiz_id)));
  const rows = ordered.flatMap((challenge, i) => {
    const questions: AnalyticsQuestion[] = questionLists[i]!.map(({ id, order, type, text, points }) => ({ id, order, type, text, points }));
    return questionStats(challenge, questions, submissions).map((stat): CsvValue[] => [
      stat.challenge_title, stat.number, labels.types[stat.type], stat.text, stat.points, stat.answers, stat.correct, stat.wrong,
      stat.pending_grading, stat.average_awarded, stat.average_percent,
    ]);
  });
  return toCsv(labels.question, rows);
}

export interface CsvExport {
  csv: string;
  fileName: string;
  charged: number;
  balance: number;
  replayed: boolean;
}

/**
 * GET /quiz/analytics/class/{classId}/export (class teachers): the file is built first, then
 * 3 sparks are charged with the operation id report:{classId}:{by}:{requestId}, so a retry
 * with the same requestId is free and a 402 (insufficient sparks) hands nothing out.
 */
export async function exportCsv(
  classId: string,
  uid: string,
  by: ExportKind,
  requestId: string,
  language: QuizLanguage,
): Promise<CsvExport> {
  const access = await requireClassTeacher(classId, uid);
  const data = await loadClass(classId);
  const csv = by === 'student' ? studentsCsv(data, language, Date.now()) : await questionsCsv(data, language);
  const charge = await chargeFeature({ uid, feature: 'progressReport', operationId: `report:${classId}:${by}:${requestId}` });
  const name = String(access.data.name ?? 'class').replace(/[^\p{L}\p{N}_ -]/gu, '').trim().replace(/\s+/g, '-') || 'class';
  return {
    csv,
    fileName: `${name}-${by === 'student' ? 'students' : 'questions'}.csv`,
    charged: charge.replayed ? 0 : SPARK_COSTS.progressReport,
    balance: charge.balance,
    replayed: charge.replayed,
  };
}
