// Class challenges (docs/quizzes.md): a teacher assigns a published quiz to a class; students
// get its questions without keys, submit once (scored here, never on the client), or practise
// with immediate feedback (nothing stored). Teachers grade short answers and essays; the
// member's class score follows every change.
import { FieldValue, Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import {
  acceptedAnswers, applyGrades, GradeError, scoreSubmission, unansweredQuestions, type KeyedQuestion,
} from '../domain/quiz-scoring';
import { practiceMistakes } from '../domain/huda/mistakes';
import { db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { scoreBand } from '../shared/constants';
import { formatErrorMessage } from '../shared/errors';
import type {
  ChallengeDto, createChallengeRequestSchema, gradeSubmissionRequestSchema, PracticeResult, QuestionDto,
  QuestionResult, StudentQuestionDto, SubmissionDto, updateChallengeRequestSchema,
} from '../shared/schemas/quiz';
import type { z } from 'zod';
import { classRef, getClassAccess, memberRef, requireClassTeacher, type ClassAccess } from './class-access';
import { recordMistakes } from './huda/record-mistakes';
import { failureReason, GenerationFailure, suggestGradesFor, type SuggestionResult } from './quiz-ai';
import { quizRef, readQuestions } from './quizzes';

export const challengesCol = (classId: string) => classRef(classId).collection('challenges');
export const challengeRef = (classId: string, challengeId: string) => challengesCol(classId).doc(challengeId);
export const submissionRef = (classId: string, challengeId: string, uid: string) =>
  challengeRef(classId, challengeId).collection('submissions').doc(uid);

const SAFE_ID = /^[A-Za-z0-9_-]{1,128}$/;

const isoOf = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : null;
const msOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : null;

export function toChallengeDto(classId: string, id: string, data: DocumentData): ChallengeDto {
  return {
    id,
    class_id: classId,
    quiz_id: data.quiz_id,
    title: data.title ?? '',
    description: data.description ?? '',
    question_count: data.question_count ?? 0,
    total_points: data.total_points ?? 0,
    due_at: isoOf(data.due_at),
    practice_allowed: data.practice_allowed === true,
    assigned_by: data.assigned_by ?? '',
    created_at: isoOf(data.created_at),
  };
}

export function toSubmissionDto(challengeId: string, uid: string, data: DocumentData): SubmissionDto {
  const percent = data.percent ?? 0;
  return {
    uid,
    challenge_id: challengeId,
    answers: data.answers ?? {},
    per_question: data.per_question ?? [],
    score: data.score ?? 0,
    max_score: data.max_score ?? 0,
    percent,
    band: scoreBand(percent),
    status: data.status ?? 'submitted',
    late: data.late === true,
    submitted_at: isoOf(data.submitted_at),
    graded_at: isoOf(data.graded_at),
  };
}

const withoutKey = ({ correct_answer: _key, grading_guidelines: _guidelines, ...question }: QuestionDto): StudentQuestionDto => question;

/** Teachers and active members may look; anyone else gets 403 challenge/not-member. */
async function requireParticipant(classId: string, uid: string, tx?: Transaction): Promise<ClassAccess> {
  const access = await getClassAccess(classId, uid, tx);
  if (!access.isTeacher && !access.isActiveMember) throw new ApiError('challenge/not-member');
  return access;
}

/** An active student of the class (teachers preview through practice, they never submit). */
function requireStudent(access: ClassAccess): void {
  if (access.isTeacher || !access.isActiveMember || access.member?.role !== 'student') throw new ApiError('challenge/students-only');
}

async function readChallenge(classId: string, challengeId: string, tx?: Transaction): Promise<DocumentData> {
  if (!SAFE_ID.test(challengeId)) throw new ApiError('challenge/not-found');
  const ref = challengeRef(classId, challengeId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiError('challenge/not-found');
  return snap.data()!;
}

const keyed = (questions: readonly QuestionDto[]): KeyedQuestion[] => questions.map((q) => ({ ...q }));

/** POST /classes/{classId}/challenges: one of the caller's published quizzes, for the class. */
export async function createChallenge(
  classId: string,
  uid: string,
  input: z.output<typeof createChallengeRequestSchema>,
): Promise<ChallengeDto> {
  const dueAt = input.dueAt ? new Date(input.dueAt) : null;
  if (dueAt && dueAt.getTime() <= Date.now()) throw new ApiError('challenge/due-in-past');
  const ref = challengesCol(classId).doc();
  await db.runTransaction(async (tx) => {
    await requireClassTeacher(classId, uid, tx);
    if (!SAFE_ID.test(input.quizId)) throw new ApiError('quiz/not-found');
    const quiz = await tx.get(quizRef(input.quizId));
    if (!quiz.exists || quiz.get('owner_uid') !== uid) throw new ApiError('quiz/not-found');
    if (quiz.get('status') !== 'published') throw new ApiError('quiz/not-published');
    tx.create(ref, {
      quiz_id: quiz.id,
      title: input.title ?? quiz.get('title'),
      description: quiz.get('description') ?? '',
      question_count: quiz.get('question_count') ?? 0,
      total_points: quiz.get('total_points') ?? 0,
      due_at: dueAt ? Timestamp.fromDate(dueAt) : null,
      practice_allowed: input.practiceAllowed,
      assigned_by: uid,
      created_at: FieldValue.serverTimestamp(),
    });
    tx.update(quiz.ref, { challenge_count: FieldValue.increment(1) });
  });
  const snap = await ref.get();
  return toChallengeDto(classId, ref.id, snap.data()!);
}

/** PATCH /classes/{classId}/challenges/{id} (class teachers): due date, practice, title. */
export async function updateChallenge(
  classId: string,
  challengeId: string,
  uid: string,
  patch: z.output<typeof updateChallengeRequestSchema>,
): Promise<ChallengeDto> {
  const dueAt = patch.dueAt ? new Date(patch.dueAt) : null;
  if (dueAt && dueAt.getTime() <= Date.now()) throw new ApiError('challenge/due-in-past');
  await db.runTransaction(async (tx) => {
    await requireClassTeacher(classId, uid, tx);
    await readChallenge(classId, challengeId, tx);
    tx.update(challengeRef(classId, challengeId), {
      ...(patch.dueAt !== undefined && { due_at: dueAt ? Timestamp.fromDate(dueAt) : null }),
      ...(patch.practiceAllowed !== undefined && { practice_allowed: patch.practiceAllowed }),
      ...(patch.title !== undefined && { title: patch.title }),
    });
  });
  const snap = await challengeRef(classId, challengeId).get();
  return toChallengeDto(classId, challengeId, snap.data()!);
}

/**
 * DELETE /classes/{classId}/challenges/{id} (class teachers): the challenge and its
 * submissions; each student's class score loses what the challenge gave. Submissions go in
 * batches (each with its score change), the challenge last, so a retry finishes the job.
 */
export async function deleteChallenge(classId: string, challengeId: string, uid: string): Promise<void> {
  await requireClassTeacher(classId, uid);
  const challenge = await readChallenge(classId, challengeId);
  const submissions = await challengeRef(classId, challengeId).collection('submissions').get();
  const members = submissions.empty
    ? []
    : await db.getAll(...submissions.docs.map((doc) => memberRef(classId, doc.id)));
  const present = new Set(members.filter((m) => m.exists).map((m) => m.id));
  for (let at = 0; at < submissions.docs.length; at += 200) {
    const batch = db.batch();
    for (const doc of submissions.docs.slice(at, at + 200)) {
      batch.delete(doc.ref);
      const score = (doc.get('score') as number | undefined) ?? 0;
      if (present.has(doc.id) && score !== 0) batch.update(memberRef(classId, doc.id), { score: FieldValue.increment(-score) });
    }
    await batch.commit();
  }
  const batch = db.batch();
  batch.delete(challengeRef(classId, challengeId));
  batch.update(quizRef(challenge.quiz_id), { challenge_count: FieldValue.increment(-1) });
  await batch.commit();
}

/** GET /classes/{classId}/challenges: newest first. */
export async function listChallenges(classId: string, uid: string): Promise<ChallengeDto[]> {
  await requireParticipant(classId, uid);
  const snap = await challengesCol(classId).orderBy('created_at', 'desc').get();
  return snap.docs.map((doc) => toChallengeDto(classId, doc.id, doc.data()));
}

/** GET .../challenges/{id}/questions: the questions without keys, and the caller's submission if any. */
export async function challengeQuestions(
  classId: string,
  challengeId: string,
  uid: string,
): Promise<{ challenge: ChallengeDto; questions: StudentQuestionDto[]; submission: SubmissionDto | null }> {
  await requireParticipant(classId, uid);
  const challenge = await readChallenge(classId, challengeId);
  const [questions, submission] = await Promise.all([
    readQuestions(challenge.quiz_id),
    submissionRef(classId, challengeId, uid).get(),
  ]);
  return {
    challenge: toChallengeDto(classId, challengeId, challenge),
    questions: questions.map(withoutKey),
    submission: submission.exists ? toSubmissionDto(challengeId, uid, submission.data()!) : null,
  };
}

function answerAllError(missing: readonly string[]): ApiError {
  return new ApiError(
    'quiz/answer-all',
    undefined,
    missing.map((id) => ({ path: `answers.${id}`, code: 'quiz/answer-all' as const, message: formatErrorMessage('quiz/answer-all') })),
  );
}

function checkAnswers(questions: readonly QuestionDto[], answers: Record<string, string>): void {
  const ids = new Set(questions.map((q) => q.id));
  const unknown = Object.keys(answers).filter((id) => !ids.has(id));
  if (unknown.length > 0) {
    throw new ApiError(
      'quiz/unknown-question',
      undefined,
      unknown.map((id) => ({ path: `answers.${id}`, code: 'quiz/unknown-question' as const, message: formatErrorMessage('quiz/unknown-question') })),
    );
  }
  const missing = unansweredQuestions(questions, answers);
  if (missing.length > 0) throw answerAllError(missing);
}

/**
 * POST .../challenges/{id}/submissions: every question answered, once per student, scored
 * here; the member's class score grows by the score in the same transaction.
 */
export async function submitAnswers(
  classId: string,
  challengeId: string,
  uid: string,
  answers: Record<string, string>,
): Promise<SubmissionDto> {
  try {
    await db.runTransaction(async (tx) => {
      const access = await requireParticipant(classId, uid, tx);
      requireStudent(access);
      const challenge = await readChallenge(classId, challengeId, tx);
      const existing = await tx.get(submissionRef(classId, challengeId, uid));
      if (existing.exists) throw new ApiError('challenge/already-submitted');
      const questions = await readQuestions(challenge.quiz_id, tx);
      checkAnswers(questions, answers);
      const trimmed = Object.fromEntries(Object.entries(answers).map(([id, answer]) => [id, answer.trim()]));
      const scored = scoreSubmission(keyed(questions), trimmed);
      const dueMs = msOf(challenge.due_at);
      const now = FieldValue.serverTimestamp();
      tx.create(submissionRef(classId, challengeId, uid), {
        uid,
        class_id: classId,
        challenge_id: challengeId,
        quiz_id: challenge.quiz_id,
        answers: trimmed,
        ...scored,
        late: dueMs !== null && Date.now() > dueMs,
        submitted_at: now,
        graded_at: scored.status === 'graded' ? now : null,
        graded_by: null,
      });
      tx.update(memberRef(classId, uid), { score: FieldValue.increment(scored.score) });
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    console.error('Submitting answers failed', error);
    throw new ApiError('quiz/submit-failed');
  }
  const snap = await submissionRef(classId, challengeId, uid).get();
  return toSubmissionDto(challengeId, uid, snap.data()!);
}

/**
 * POST .../challenges/{id}/practice: the same scoring with the correct answers, nothing
 * stored. Students when the teacher allowed practice; the class's teachers always (preview).
 */
export async function practise(
  classId: string,
  challengeId: string,
  uid: string,
  answers: Record<string, string>,
): Promise<{ results: PracticeResult[]; score: number; max_score: number; percent: number }> {
  const access = await requireParticipant(classId, uid);
  const challenge = await readChallenge(classId, challengeId);
  if (!access.isTeacher && challenge.practice_allowed !== true) throw new ApiError('challenge/practice-disabled');
  const questions = await readQuestions(challenge.quiz_id);
  checkAnswers(questions, answers);
  const scored = scoreSubmission(keyed(questions), answers);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const results = scored.per_question.map((result) => {
    const question = byId.get(result.question_id)!;
    const accepted = acceptedAnswers(question);
    return {
      ...result,
      your_answer: answers[result.question_id] ?? '',
      correct_answer: question.type === 'short_answer' || question.type === 'fill_blank' ? accepted : question.correct_answer,
    };
  });
  // The personal AI instructor's mistakes (docs/assessments.md); best effort, never fails the answer.
  if (!access.isTeacher) {
    const changes = practiceMistakes({ classId, challengeId, quizId: challenge.quiz_id, uid }, results, questions);
    await recordMistakes(changes.write, changes.remove.map((id) => ({ uid, id })), Date.now()).catch((error: unknown) => {
      console.warn('Recording practice mistakes failed', error);
    });
  }
  return { results, score: scored.score, max_score: scored.max_score, percent: scored.percent };
}

/** A submission: the student their own, the class's teachers anyone's (with keys and guidelines for grading). */
export async function getSubmission(
  classId: string,
  challengeId: string,
  targetUid: string,
  uid: string,
): Promise<{ submission: SubmissionDto; questions: (QuestionDto | StudentQuestionDto)[] }> {
  const access = await requireParticipant(classId, uid);
  if (!access.isTeacher && targetUid !== uid) throw new ApiError('class/forbidden');
  const challenge = await readChallenge(classId, challengeId);
  if (!SAFE_ID.test(targetUid)) throw new ApiError('challenge/submission-not-found');
  const [snap, questions] = await Promise.all([submissionRef(classId, challengeId, targetUid).get(), readQuestions(challenge.quiz_id)]);
  if (!snap.exists) throw new ApiError('challenge/submission-not-found');
  return {
    submission: toSubmissionDto(challengeId, targetUid, snap.data()!),
    questions: access.isTeacher ? questions : questions.map(withoutKey),
  };
}

export interface SubmissionListItem extends SubmissionDto {
  name: string;
  avatar_id: number;
}

/** GET .../challenges/{id}/submissions (class teachers): who submitted, and which students have not. */
export async function listSubmissions(
  classId: string,
  challengeId: string,
  uid: string,
): Promise<{ submissions: SubmissionListItem[]; not_submitted: { uid: string; name: string; avatar_id: number }[] }> {
  await requireClassTeacher(classId, uid);
  await readChallenge(classId, challengeId);
  const [subs, members] = await Promise.all([
    challengeRef(classId, challengeId).collection('submissions').get(),
    classRef(classId).collection('members').where('role', '==', 'student').get(),
  ]);
  const people = new Map(members.docs.map((doc) => [doc.id, { name: (doc.get('name') as string) ?? '', avatar_id: (doc.get('avatar_id') as number) ?? 0, status: doc.get('status') }]));
  const submitted = new Set(subs.docs.map((doc) => doc.id));
  return {
    submissions: subs.docs
      .map((doc) => ({ ...toSubmissionDto(challengeId, doc.id, doc.data()), name: people.get(doc.id)?.name ?? '', avatar_id: people.get(doc.id)?.avatar_id ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    not_submitted: [...people.entries()]
      .filter(([id, person]) => person.status === 'active' && !submitted.has(id))
      .map(([id, person]) => ({ uid: id, name: person.name, avatar_id: person.avatar_id }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

/**
 * PATCH .../challenges/{id}/submissions/{uid} (class teachers): points for questions (0 to
 * their points), optional feedback. The member's class score moves by the difference.
 */
export async function gradeSubmission(
  classId: string,
  challengeId: string,
  targetUid: string,
  uid: string,
  input: z.output<typeof gradeSubmissionRequestSchema>,
): Promise<SubmissionDto> {
  await db.runTransaction(async (tx) => {
    await requireClassTeacher(classId, uid, tx);
    await readChallenge(classId, challengeId, tx);
    if (!SAFE_ID.test(targetUid)) throw new ApiError('challenge/submission-not-found');
    const ref = submissionRef(classId, challengeId, targetUid);
    const [snap, member] = await Promise.all([tx.get(ref), tx.get(memberRef(classId, targetUid))]);
    if (!snap.exists) throw new ApiError('challenge/submission-not-found');
    const before = snap.data()!;
    let graded;
    try {
      graded = applyGrades(before.per_question as QuestionResult[], input.grades);
    } catch (error) {
      if (error instanceof GradeError) {
        const code = error.reason === 'unknown-question' ? 'quiz/unknown-question' : 'quiz/grade-out-of-range';
        throw new ApiError(code, undefined, [{ path: `grades.${error.questionId}`, code, message: formatErrorMessage(code) }]);
      }
      throw error;
    }
    const now = FieldValue.serverTimestamp();
    tx.update(ref, { ...graded, graded_at: now, graded_by: uid });
    const delta = graded.score - (before.score ?? 0);
    // A student who left the class has no member document (and no class score) any more.
    if (member.exists && delta !== 0) tx.update(member.ref, { score: FieldValue.increment(delta) });
  });
  const snap = await submissionRef(classId, challengeId, targetUid).get();
  return toSubmissionDto(challengeId, targetUid, snap.data()!);
}

/** POST .../submissions/{uid}/suggest-grades (class teachers): suggestions for typed answers, never stored. */
export async function suggestGrades(classId: string, challengeId: string, targetUid: string, uid: string): Promise<SuggestionResult> {
  await requireClassTeacher(classId, uid);
  const challenge = await readChallenge(classId, challengeId);
  if (!SAFE_ID.test(targetUid)) throw new ApiError('challenge/submission-not-found');
  const [snap, questions, quiz] = await Promise.all([
    submissionRef(classId, challengeId, targetUid).get(),
    readQuestions(challenge.quiz_id),
    quizRef(challenge.quiz_id).get(),
  ]);
  if (!snap.exists) throw new ApiError('challenge/submission-not-found');
  const submission = toSubmissionDto(challengeId, targetUid, snap.data()!);
  const items = questions
    .filter((q) => (q.type === 'short_answer' || q.type === 'essay') && submission.answers[q.id])
    .map((q) => ({
      question_id: q.id,
      type: q.type,
      text: q.text,
      points: q.points,
      grading_guidelines: q.grading_guidelines,
      correct_answer: q.correct_answer,
      answer: submission.answers[q.id]!,
    }));
  try {
    return await suggestGradesFor(items, quiz.get('language') === 'en' ? 'en' : 'ar');
  } catch (error) {
    const reason = failureReason(error);
    if (!(error instanceof GenerationFailure)) console.error('Grade suggestions failed', error);
    throw new ApiError('quiz/suggestion-failed', { reason });
  }
}

export interface HubItem extends ChallengeDto {
  overdue: boolean;
  submission: Pick<SubmissionDto, 'score' | 'max_score' | 'percent' | 'band' | 'status' | 'late' | 'submitted_at'> | null;
}

/** GET /classes/{classId}/challenges/hub: the caller's due (soonest first) and done (latest first). */
export async function challengeHub(classId: string, uid: string): Promise<{ due: HubItem[]; done: HubItem[] }> {
  await requireParticipant(classId, uid);
  const snap = await challengesCol(classId).get();
  const refs = snap.docs.map((doc) => submissionRef(classId, doc.id, uid));
  const submissions = refs.length > 0 ? await db.getAll(...refs) : [];
  const now = Date.now();
  const items = snap.docs.map((doc, i): HubItem => {
    const challenge = toChallengeDto(classId, doc.id, doc.data());
    const sub = submissions[i];
    const dto = sub?.exists ? toSubmissionDto(doc.id, uid, sub.data()!) : null;
    const dueMs = msOf(doc.get('due_at'));
    return {
      ...challenge,
      overdue: !dto && dueMs !== null && dueMs < now,
      submission: dto && {
        score: dto.score, max_score: dto.max_score, percent: dto.percent, band: dto.band, status: dto.status, late: dto.late, submitted_at: dto.submitted_at,
      },
    };
  });
  const dueKey = (item: HubItem) => (item.due_at ? Date.parse(item.due_at) : Number.MAX_SAFE_INTEGER);
  return {
    due: items.filter((item) => !item.submission).sort((a, b) => dueKey(a) - dueKey(b) || (b.created_at ?? '').localeCompare(a.created_at ?? '')),
    done: items.filter((item) => item.submission).sort((a, b) => (b.submission!.submitted_at ?? '').localeCompare(a.submission!.submitted_at ?? '')),
  };
}
