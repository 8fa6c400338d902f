// The personal AI instructor's pure parts (docs/assessments.md, "Personal AI instructor"): the
// prompt, the model's answer checked into explanations and practice questions, the offline
// session (no model), and scoring a practice set the way challenge practice mode does.
import { HUDA, QUIZ } from '../../shared/constants';
import type {
  ExplainedMistake, InstructorOutput, InstructorPracticeResult, MistakeDto, PracticeQuestionDto, StoredPracticeQuestion,
} from '../../shared/schemas/huda-instructor';
import type { CorrectAnswer, PracticeResult } from '../../shared/schemas/quiz';
import { questionProblems, scoreSubmission, toStoredQuestion, type KeyedQuestion } from '../quiz-scoring';

export type InstructorLanguage = 'ar' | 'en';
export type InstructorMistake = Pick<MistakeDto, 'id' | 'question' | 'your_answer' | 'correct_answer'>;

const LANGUAGE_NAMES: Record<InstructorLanguage, string> = { ar: 'Arabic (Modern Standard Arabic)', en: 'English' };
const EXPLANATION_MAX = 2000;

const cut = (text: string, max: number) => [...text.trim()].slice(0, max).join('');

/** A key as the student reads it: the first accepted answer, or the option's text. */
export const shownAnswer = (key: CorrectAnswer): string => (Array.isArray(key) ? (key[0] ?? '') : key);

export function instructorMessages(
  mistakes: readonly InstructorMistake[],
  language: InstructorLanguage,
  count: number = HUDA.instructor.practiceQuestions,
): { role: 'system' | 'user'; content: string }[] {
  const system = [
    'You are Huda, a kind personal tutor for school students.',
    `Write in ${LANGUAGE_NAMES[language]}. Use short Markdown; formulas in $...$.`,
    'For every mistake given (by mistake_id), explain in 2 to 4 sentences why the student\'s answer is wrong and why the correct answer is right, and give a tip to remember it.',
    `Then write exactly ${count} new practice questions on the same ideas (not the same questions): type "multiple_choice" with 3 or 4 short options and correct_answer exactly one of them, or type "true_false" with options ["true", "false"] and correct_answer "true" or "false". Each has a one-sentence explanation of its answer.`,
  ].join('\n');
  const user = JSON.stringify({
    mistakes: mistakes.map((m) => ({
      mistake_id: m.id,
      question: m.question.text,
      type: m.question.type,
      options: m.question.options,
      student_answer: m.your_answer,
      correct_answer: m.correct_answer,
    })),
  });
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

function templateExplanation(mistake: InstructorMistake, language: InstructorLanguage): string {
  const right = shownAnswer(mistake.correct_answer);
  const given = mistake.your_answer;
  const tf = mistake.question.type === 'true_false';
  const label = (value: string) => (tf ? (language === 'ar' ? (value === 'true' ? 'صح' : 'خطأ') : value === 'true' ? 'true' : 'false') : value);
  return language === 'ar'
    ? `الإجابة الصحيحة هي **${label(right)}**، وكانت إجابتك ${given ? `«${label(given)}»` : 'فارغة'}. راجع هذه الفكرة ثم جرّب السؤال مرة أخرى.`
    : `The correct answer is **${label(right)}**; you answered ${given ? `"${label(given)}"` : 'nothing'}. Review this idea, then try the question again.`;
}

const explained = (mistake: InstructorMistake, explanation: string): ExplainedMistake => ({
  mistake_id: mistake.id,
  question: mistake.question,
  your_answer: mistake.your_answer,
  correct_answer: mistake.correct_answer,
  explanation,
});

/** A mistake's own question as a practice question (offline, or when the model's are unusable). */
function againQuestion(mistake: InstructorMistake, index: number, language: InstructorLanguage): StoredPracticeQuestion | null {
  const { type, text, options } = mistake.question;
  const id = `q${index + 1}`;
  const explanation = templateExplanation(mistake, language);
  if (type === 'multiple_choice' && typeof mistake.correct_answer === 'string' && options.includes(mistake.correct_answer)) {
    return { id, type, text, options: [...options], correct_answer: mistake.correct_answer, explanation };
  }
  if (type === 'true_false') return { id, type, text, options: ['true', 'false'], correct_answer: shownAnswer(mistake.correct_answer), explanation };
  if (type === 'fill_blank' || type === 'short_answer') {
    const accepted = (Array.isArray(mistake.correct_answer) ? mistake.correct_answer : [mistake.correct_answer]).filter(Boolean);
    return accepted.length > 0 ? { id, type: 'fill_blank', text, options: [], correct_answer: accepted, explanation } : null;
  }
  return null;
}

function againQuestions(mistakes: readonly InstructorMistake[], language: InstructorLanguage): StoredPracticeQuestion[] {
  return mistakes
    .map((mistake, i) => againQuestion(mistake, i, language))
    .filter((q): q is StoredPracticeQuestion => q !== null)
    .map((q, i) => ({ ...q, id: `q${i + 1}` }));
}

export interface InstructorContent {
  explanations: ExplainedMistake[];
  questions: StoredPracticeQuestion[];
}

/** Offline (no model): the correct answer with a template explanation, and the same questions again. */
export function offlineInstructorContent(mistakes: readonly InstructorMistake[], language: InstructorLanguage): InstructorContent {
  return {
    explanations: mistakes.map((mistake) => explained(mistake, templateExplanation(mistake, language))),
    questions: againQuestions(mistakes, language),
  };
}

/** One generated question checked like a quiz editor's (options, key), or null. */
function acceptQuestion(generated: InstructorOutput['questions'][number], id: string): StoredPracticeQuestion | null {
  const stored = toStoredQuestion({
    type: generated.type,
    text: cut(generated.text, QUIZ.questionMaxLength),
    options: generated.type === 'multiple_choice' ? generated.options.map((o) => cut(o, QUIZ.optionMaxLength)).slice(0, QUIZ.maxOptions) : [],
    correct_answer: cut(generated.correct_answer, QUIZ.optionMaxLength),
    grading_guidelines: '',
    time_limit_s: QUIZ.timeLimitS.default,
    points: 1,
    image_id: null,
  });
  if (!stored.text || questionProblems(stored).length > 0) return null;
  return { id, type: generated.type, text: stored.text, options: stored.options, correct_answer: stored.correct_answer, explanation: cut(generated.explanation, EXPLANATION_MAX) };
}

/**
 * The model's answer checked: an explanation for every mistake (a template fills any it
 * skipped), and its usable questions (at most `count`); when none is usable the mistakes'
 * own questions come back instead, so the student always has something to practise.
 */
export function acceptInstructorOutput(
  output: InstructorOutput,
  mistakes: readonly InstructorMistake[],
  language: InstructorLanguage,
  count: number = HUDA.instructor.practiceQuestions,
): InstructorContent {
  const byId = new Map<string, string>();
  for (const item of output.explanations) {
    const text = cut(item.explanation, EXPLANATION_MAX);
    if (text && !byId.has(item.mistake_id)) byId.set(item.mistake_id, text);
  }
  const questions = output.questions
    .map((q, i) => acceptQuestion(q, `q${i + 1}`))
    .filter((q): q is StoredPracticeQuestion => q !== null)
    .slice(0, count)
    .map((q, i) => ({ ...q, id: `q${i + 1}` }));
  return {
    explanations: mistakes.map((mistake) => explained(mistake, byId.get(mistake.id) ?? templateExplanation(mistake, language))),
    questions: questions.length > 0 ? questions : againQuestions(mistakes, language),
  };
}

export const withoutAnswer = ({ correct_answer: _key, explanation: _why, ...question }: StoredPracticeQuestion): PracticeQuestionDto => question;

/** The answers' question ids that are not in the set, and the set's questions left unanswered. */
export function practiceAnswerProblems(
  questions: readonly Pick<StoredPracticeQuestion, 'id'>[],
  answers: Readonly<Record<string, string>>,
): { unknown: string[]; missing: string[] } {
  const ids = new Set(questions.map((q) => q.id));
  return {
    unknown: Object.keys(answers).filter((id) => !ids.has(id)),
    missing: questions.filter((q) => !(answers[q.id] ?? '').trim()).map((q) => q.id),
  };
}

/** Scores a practice set as challenge practice mode does (one point a question), with each question's explanation as feedback. */
export function scorePracticeSet(questions: readonly StoredPracticeQuestion[], answers: Readonly<Record<string, string>>): InstructorPracticeResult {
  const keyed: KeyedQuestion[] = questions.map((q) => ({
    id: q.id, type: q.type, text: q.text, options: q.options, correct_answer: q.correct_answer, grading_guidelines: '', time_limit_s: QUIZ.timeLimitS.default, points: 1,
  }));
  const scored = scoreSubmission(keyed, answers);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const results: PracticeResult[] = scored.per_question.map((result) => {
    const question = byId.get(result.question_id)!;
    return { ...result, feedback: question.explanation || null, your_answer: answers[result.question_id] ?? '', correct_answer: question.correct_answer };
  });
  return { results, score: scored.score, max_score: scored.max_score, percent: scored.percent };
}
