import { describe, expect, it } from 'vitest';
import {
  acceptInstructorOutput, instructorMessages, offlineInstructorContent, practiceAnswerProblems, scorePracticeSet, withoutAnswer,
  type InstructorMistake,
} from './instructor';

const MISTAKES: InstructorMistake[] = [
  { id: 'challenge:ch:mc', question: { type: 'multiple_choice', text: 'Capital?', options: ['Jeddah', 'Riyadh'] }, your_answer: 'Jeddah', correct_answer: 'Riyadh' },
  { id: 'live:s:tf', question: { type: 'true_false', text: 'Sea is west.', options: ['true', 'false'] }, your_answer: 'false', correct_answer: 'true' },
  { id: 'practice:ch:fill', question: { type: 'fill_blank', text: 'The ____ quarter.', options: [] }, your_answer: 'full', correct_answer: ['Empty', 'الربع'] },
];

describe('instructorMessages', () => {
  it('asks for the language and count, and sends the mistakes as JSON', () => {
    const [system, user] = instructorMessages(MISTAKES, 'ar', 4);
    expect(system!.content).toContain('Arabic');
    expect(system!.content).toContain('exactly 4 new practice questions');
    expect(JSON.parse(user!.content).mistakes[0]).toMatchObject({ mistake_id: 'challenge:ch:mc', student_answer: 'Jeddah', correct_answer: 'Riyadh' });
  });
});

describe('offlineInstructorContent', () => {
  it('explains with the correct answer and gives the same questions again', () => {
    const content = offlineInstructorContent(MISTAKES, 'en');
    expect(content.explanations.map((e) => e.mistake_id)).toEqual(MISTAKES.map((m) => m.id));
    expect(content.explanations[0]!.explanation).toContain('The correct answer is **Riyadh**');
    expect(offlineInstructorContent(MISTAKES, 'ar').explanations[1]!.explanation).toContain('الإجابة الصحيحة هي **صح**');
    expect(content.questions.map((q) => [q.id, q.type, q.text, q.correct_answer])).toEqual([
      ['q1', 'multiple_choice', 'Capital?', 'Riyadh'],
      ['q2', 'true_false', 'Sea is west.', 'true'],
      ['q3', 'fill_blank', 'The ____ quarter.', ['Empty', 'الربع']],
    ]);
  });
});

describe('acceptInstructorOutput', () => {
  it('keeps valid questions, drops invalid ones, fills missing explanations', () => {
    const content = acceptInstructorOutput(
      {
        explanations: [{ mistake_id: 'challenge:ch:mc', explanation: 'Riyadh is the capital.' }, { mistake_id: 'unknown', explanation: 'x' }],
        questions: [
          { type: 'multiple_choice', text: 'Largest city?', options: ['Riyadh', 'Abha', 'Tabuk'], correct_answer: 'Riyadh', explanation: 'It is.' },
          { type: 'multiple_choice', text: 'Bad key', options: ['a', 'b'], correct_answer: 'c', explanation: '' },
          { type: 'true_false', text: 'Riyadh is inland.', options: [], correct_answer: 'TRUE', explanation: 'Yes.' },
          { type: 'true_false', text: 'Broken', options: [], correct_answer: 'maybe', explanation: '' },
        ],
      },
      MISTAKES,
      'en',
    );
    expect(content.explanations.map((e) => e.explanation)).toEqual([
      'Riyadh is the capital.',
      expect.stringContaining('The correct answer is **true**'),
      expect.stringContaining('The correct answer is **Empty**'),
    ]);
    expect(content.questions.map((q) => [q.id, q.type, q.options, q.correct_answer])).toEqual([
      ['q1', 'multiple_choice', ['Riyadh', 'Abha', 'Tabuk'], 'Riyadh'],
      ['q2', 'true_false', ['true', 'false'], 'true'],
    ]);
  });

  it('with no usable question, the mistakes’ own questions come back', () => {
    const content = acceptInstructorOutput({ explanations: [], questions: [] }, MISTAKES, 'en');
    expect(content.questions).toHaveLength(3);
  });
});

describe('practice', () => {
  const { questions } = offlineInstructorContent(MISTAKES, 'en');

  it('hides keys and explanations from the student', () => {
    expect(withoutAnswer(questions[0]!)).toEqual({ id: 'q1', type: 'multiple_choice', text: 'Capital?', options: ['Jeddah', 'Riyadh'] });
  });

  it('finds unknown and missing answers', () => {
    expect(practiceAnswerProblems(questions, { q1: 'Riyadh', q9: 'x', q2: ' ' })).toEqual({ unknown: ['q9'], missing: ['q2', 'q3'] });
  });

  it('scores like practice mode with feedback', () => {
    const scored = scorePracticeSet(questions, { q1: 'Riyadh', q2: 'false', q3: 'empty' });
    expect(scored.results.map((r) => [r.question_id, r.correct, r.your_answer, r.correct_answer])).toEqual([
      ['q1', true, 'Riyadh', 'Riyadh'],
      ['q2', false, 'false', 'true'],
      ['q3', true, 'empty', ['Empty', 'الربع']],
    ]);
    expect(scored.results[1]!.feedback).toContain('correct answer');
    expect([scored.score, scored.max_score, scored.percent]).toEqual([2, 3, 66.7]);
  });
});
