// A student's mistakes for the personal AI instructor (docs/assessments.md, "Personal AI
// instructor"): pure mappers from a challenge submission, a practice call or a live game to
// users/{uid}/mistakes documents. Only answers the computer graded wrong count: essays (and
// short answers nobody can check) wait for the teacher and never become mistakes here.
import type { MistakeDto, MistakeSource } from '../../shared/schemas/huda-instructor';
import type { CorrectAnswer, QuestionType } from '../../shared/schemas/quiz';
import { isCorrectAnswer } from '../live-answers';

type Data = Record<string, unknown> | undefined;

/** A question with its key, as quizzes and live snapshots store it. */
export interface SourceQuestion {
  id: string;
  type: QuestionType;
  text: string;
  options?: string[];
  correct_answer: CorrectAnswer | boolean;
}

/** A mistake document without its time (the service adds created_at). */
export type MistakeRecord = Omit<MistakeDto, 'created_at'>;

export interface MistakeChanges {
  write: MistakeRecord[];
  /** Mistake ids answered right since (a regrade, a right practice answer): deleted. */
  remove: string[];
}

export const mistakeDocId = (source: MistakeSource, sourceId: string, questionId: string) => `${source}:${sourceId}:${questionId}`;

const ANSWER_MAX = 500;
const cut = (text: string, max: number) => [...text].slice(0, max).join('');

/** Whether a question's wrong answer is a mistake the instructor can explain (a key to compare with). */
export function explainable(question: Pick<SourceQuestion, 'type' | 'correct_answer'>): boolean {
  switch (question.type) {
    case 'multiple_choice':
    case 'true_false':
    case 'fill_blank':
      return true;
    case 'short_answer':
      return (Array.isArray(question.correct_answer) ? question.correct_answer : [question.correct_answer]).some((a) => typeof a === 'string' && a !== '');
    case 'essay':
      return false;
  }
}

const keyOf = (key: CorrectAnswer | boolean): CorrectAnswer => (typeof key === 'boolean' ? String(key) : key);

const answerText = (answer: unknown): string => {
  if (typeof answer === 'string') return cut(answer.trim(), ANSWER_MAX);
  if (typeof answer === 'boolean' || typeof answer === 'number') return String(answer);
  if (Array.isArray(answer)) return cut(answer.filter((a) => typeof a === 'string').join(', '), ANSWER_MAX);
  return '';
};

interface Context {
  uid: string;
  source: MistakeSource;
  sourceId: string;
  classId: string | null;
  quizId: string | null;
}

function toMistake(context: Context, question: SourceQuestion, answer: unknown): MistakeRecord {
  return {
    id: mistakeDocId(context.source, context.sourceId, question.id),
    uid: context.uid,
    source: context.source,
    class_id: context.classId,
    quiz_id: context.quizId,
    source_id: context.sourceId,
    question_id: question.id,
    question: { type: question.type, text: question.text, options: question.type === 'true_false' ? ['true', 'false'] : [...(question.options ?? [])] },
    your_answer: answerText(answer),
    correct_answer: keyOf(question.correct_answer),
  };
}

/** The question ids a submission's per-question results mark wrong (graded, not waiting for the teacher). */
export function wrongQuestionIds(submission: Data): Set<string> {
  const wrong = new Set<string>();
  const results = submission?.per_question;
  if (!Array.isArray(results)) return wrong;
  for (const result of results as unknown[]) {
    if (!result || typeof result !== 'object') continue;
    const { question_id: id, correct, needs_grading: pending } = result as Record<string, unknown>;
    if (typeof id === 'string' && correct === false && pending !== true) wrong.add(id);
  }
  return wrong;
}

/**
 * classes/{classId}/challenges/{challengeId}/submissions/{uid} written: what changed in its
 * wrong answers. `questions` may be omitted when only the ids matter (nothing new is wrong).
 */
export function challengeMistakeIds(before: Data, after: Data): { added: string[]; removed: string[] } {
  const was = wrongQuestionIds(before);
  const now = wrongQuestionIds(after);
  return { added: [...now].filter((id) => !was.has(id)), removed: [...was].filter((id) => !now.has(id)) };
}

export function challengeMistakes(
  ids: { classId: string; challengeId: string; uid: string },
  before: Data,
  after: Data,
  questions: readonly SourceQuestion[],
): MistakeChanges {
  const { added, removed } = challengeMistakeIds(before, after);
  const context: Context = {
    uid: ids.uid, source: 'challenge', sourceId: ids.challengeId, classId: ids.classId, quizId: typeof after?.quiz_id === 'string' ? after.quiz_id : null,
  };
  const answers = (after?.answers ?? {}) as Record<string, unknown>;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const write = added.flatMap((id) => {
    const question = byId.get(id);
    return question && explainable(question) ? [toMistake(context, question, answers[id])] : [];
  });
  return { write, remove: removed.map((id) => mistakeDocId('challenge', ids.challengeId, id)) };
}

/** A practice call's results: wrong answers become mistakes, right ones clear an earlier practice mistake. */
export function practiceMistakes(
  ids: { classId: string; challengeId: string; quizId: string; uid: string },
  results: readonly { question_id: string; correct: boolean | null; needs_grading: boolean; your_answer: string }[],
  questions: readonly SourceQuestion[],
): MistakeChanges {
  const context: Context = { uid: ids.uid, source: 'practice', sourceId: ids.challengeId, classId: ids.classId, quizId: ids.quizId };
  const byId = new Map(questions.map((q) => [q.id, q]));
  const changes: MistakeChanges = { write: [], remove: [] };
  for (const result of results) {
    const question = byId.get(result.question_id);
    if (!question || !explainable(question)) continue;
    if (result.correct === false && !result.needs_grading) changes.write.push(toMistake(context, question, result.your_answer));
    else if (result.correct === true) changes.remove.push(mistakeDocId('practice', ids.challengeId, question.id));
  }
  return changes;
}

export interface LiveAnswer {
  uid: string;
  question_index: number;
  answer: unknown;
}

/**
 * liveReports/{sessionId} created: each registered player's wrong answers to the questions
 * played (unanswered questions are not mistakes: there is no answer to explain).
 */
export function liveMistakes(
  sessionId: string,
  report: Data,
  questions: readonly SourceQuestion[],
  answers: readonly LiveAnswer[],
  registered: ReadonlySet<string>,
): MistakeRecord[] {
  if (!report) return [];
  const played = new Set<number>();
  for (const q of Array.isArray(report.questions) ? (report.questions as unknown[]) : []) {
    const index = (q as Record<string, unknown> | null)?.index;
    if (typeof index === 'number') played.add(index);
  }
  const classId = typeof report.class_id === 'string' ? report.class_id : null;
  const quizId = typeof report.quiz_id === 'string' ? report.quiz_id : null;
  const mistakes: MistakeRecord[] = [];
  const seen = new Set<string>();
  for (const answer of answers) {
    if (!registered.has(answer.uid) || !played.has(answer.question_index)) continue;
    const question = questions[answer.question_index];
    if (!question || !explainable(question)) continue;
    if (isCorrectAnswer(question.type, question.correct_answer, answer.answer) !== false) continue;
    const mistake = toMistake({ uid: answer.uid, source: 'live', sourceId: sessionId, classId, quizId }, question, answer.answer);
    if (seen.has(`${mistake.uid}/${mistake.id}`)) continue;
    seen.add(`${mistake.uid}/${mistake.id}`);
    mistakes.push(mistake);
  }
  return mistakes;
}

/** The players of a live report (for the registered-account check). */
export function liveReportUids(report: Data): string[] {
  const uids = new Set<string>();
  for (const player of Array.isArray(report?.players) ? (report.players as unknown[]) : []) {
    const uid = (player as Record<string, unknown> | null)?.uid;
    if (typeof uid === 'string' && uid) uids.add(uid);
  }
  return [...uids];
}
