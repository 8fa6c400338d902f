// Where the personal AI instructor keeps things (docs/assessments.md, "Personal AI instructor"):
// users/{uid}/mistakes and hudaPractice/{id}, and their API views.
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { withoutAnswer } from '../../domain/huda/instructor';
import type { InstructorSession, MistakeDto, PracticeScore, StoredPracticeQuestion } from '../../shared/schemas/huda-instructor';

export const mistakesCol = (uid: string) => db.collection('users').doc(uid).collection('mistakes');
export const practiceSetsCol = () => db.collection('hudaPractice');

const isoOf = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : null);

export function toMistakeDto(id: string, data: DocumentData): MistakeDto {
  return {
    id,
    uid: String(data.uid ?? ''),
    source: data.source,
    class_id: typeof data.class_id === 'string' ? data.class_id : null,
    quiz_id: typeof data.quiz_id === 'string' ? data.quiz_id : null,
    source_id: String(data.source_id ?? ''),
    question_id: String(data.question_id ?? ''),
    question: {
      type: data.question?.type,
      text: String(data.question?.text ?? ''),
      options: Array.isArray(data.question?.options) ? data.question.options : [],
    },
    your_answer: String(data.your_answer ?? ''),
    correct_answer: data.correct_answer ?? '',
    created_at: isoOf(data.created_at),
  };
}

export const storedQuestions = (data: DocumentData): StoredPracticeQuestion[] => (Array.isArray(data.questions) ? data.questions : []);

export function toSessionDto(id: string, data: DocumentData): InstructorSession {
  const last = data.last_score as (Omit<PracticeScore, 'practised_at'> & { practised_at?: unknown }) | null | undefined;
  return {
    id,
    language: data.language === 'en' ? 'en' : 'ar',
    offline: data.offline === true,
    paid_with: data.paid_with === 'free' || data.paid_with === 'sparks' ? data.paid_with : null,
    explanations: Array.isArray(data.explanations) ? data.explanations : [],
    questions: storedQuestions(data).map(withoutAnswer),
    last_score: last ? { score: last.score, max_score: last.max_score, percent: last.percent, practised_at: isoOf(last.practised_at) } : null,
    created_at: isoOf(data.created_at),
  };
}
