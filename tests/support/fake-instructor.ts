// What the local chat-completions server answers to the personal instructor's structured
// request (schema name `huda_instructor`, docs/assessments.md): an explanation per mistake of
// the user message (JSON {mistakes: [{mistake_id, question, correct_answer, ...}]}) and as many
// practice questions as the system message asks for, alternating multiple choice and
// true/false. The failure markers are checked before this (openai-server.ts decide()).
import type { RecordedRequest } from './openai-server';

interface SentMistake {
  mistake_id: string;
  question: string;
  correct_answer: string | string[];
}

export const FAKE_INSTRUCTOR = {
  explanation: (mistakeId: string) => `Fake instructor explains ${mistakeId}.`,
  /** Practice questions: odd ones multiple choice (answer "Right"), even ones true/false (answer "true"). */
  mcAnswer: 'Right',
} as const;

export function fakeInstructorAnswer(body: RecordedRequest['body']): string | null {
  if (body.response_format?.json_schema?.name !== 'huda_instructor') return null;
  const messages = body.messages ?? [];
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  let mistakes: SentMistake[] = [];
  try {
    mistakes = (JSON.parse(user) as { mistakes?: SentMistake[] }).mistakes ?? [];
  } catch {
    mistakes = [];
  }
  const count = Number(/exactly (\d+) new practice questions/.exec(system)?.[1] ?? 3);
  const about = (i: number) => mistakes[i % Math.max(1, mistakes.length)]?.question ?? 'the lesson';
  return JSON.stringify({
    explanations: mistakes.map((m) => ({ mistake_id: m.mistake_id, explanation: FAKE_INSTRUCTOR.explanation(m.mistake_id) })),
    questions: Array.from({ length: count }, (_, i) =>
      i % 2 === 0
        ? { type: 'multiple_choice', text: `Practice ${i + 1} on: ${about(i)}`, options: ['Wrong', FAKE_INSTRUCTOR.mcAnswer, 'Other'], correct_answer: FAKE_INSTRUCTOR.mcAnswer, explanation: `Because ${i + 1}.` }
        : { type: 'true_false', text: `Practice ${i + 1} is true.`, options: ['true', 'false'], correct_answer: 'true', explanation: `Because ${i + 1}.` },
    ),
  });
}
