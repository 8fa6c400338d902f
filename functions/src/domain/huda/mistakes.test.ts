import { describe, expect, it } from 'vitest';
import { challengeMistakes, explainable, liveMistakes, liveReportUids, mistakeDocId, practiceMistakes, type SourceQuestion } from './mistakes';

const QUESTIONS: SourceQuestion[] = [
  { id: 'mc', type: 'multiple_choice', text: 'Capital?', options: ['Jeddah', 'Riyadh'], correct_answer: 'Riyadh' },
  { id: 'tf', type: 'true_false', text: 'Sea is west.', options: ['true', 'false'], correct_answer: 'true' },
  { id: 'short', type: 'short_answer', text: 'Name it.', correct_answer: ['Riyadh'] },
  { id: 'open', type: 'short_answer', text: 'Anything?', correct_answer: [] },
  { id: 'essay', type: 'essay', text: 'Describe.', correct_answer: '' },
];

const result = (question_id: string, correct: boolean | null, needs_grading = false) => ({ question_id, correct, needs_grading, awarded: 0, max: 1 });

describe('explainable', () => {
  it('keeps auto-graded types and short answers with a key; never essays', () => {
    expect(QUESTIONS.map(explainable)).toEqual([true, true, true, false, false]);
  });
});

describe('challengeMistakes', () => {
  const ids = { classId: 'c1', challengeId: 'ch1', uid: 'u1' };
  const submission = {
    quiz_id: 'qz',
    answers: { mc: 'Jeddah', tf: 'false', short: 'Mecca', essay: 'text' },
    per_question: [result('mc', false), result('tf', true), result('short', null, true), result('essay', null, true)],
  };

  it('a new submission: its wrong auto-graded answers, none waiting for the teacher', () => {
    const changes = challengeMistakes(ids, undefined, submission, QUESTIONS);
    expect(changes.remove).toEqual([]);
    expect(changes.write).toEqual([
      {
        id: 'challenge:ch1:mc', uid: 'u1', source: 'challenge', class_id: 'c1', quiz_id: 'qz', source_id: 'ch1', question_id: 'mc',
        question: { type: 'multiple_choice', text: 'Capital?', options: ['Jeddah', 'Riyadh'] }, your_answer: 'Jeddah', correct_answer: 'Riyadh',
      },
    ]);
  });

  it('grading: a short answer graded 0 becomes a mistake, an essay graded 0 does not, a regrade to right removes one', () => {
    const graded = {
      ...submission,
      per_question: [result('mc', true), result('tf', true), result('short', false), result('essay', false)],
    };
    const changes = challengeMistakes(ids, submission, graded, QUESTIONS);
    expect(changes.write.map((m) => m.id)).toEqual(['challenge:ch1:short']);
    expect(changes.write[0]!.correct_answer).toEqual(['Riyadh']);
    expect(changes.remove).toEqual(['challenge:ch1:mc']);
  });

  it('an update that changes nothing wrong maps to nothing', () => {
    expect(challengeMistakes(ids, submission, { ...submission, graded_at: 1 }, QUESTIONS)).toEqual({ write: [], remove: [] });
    expect(challengeMistakes(ids, submission, undefined, QUESTIONS)).toEqual({ write: [], remove: ['challenge:ch1:mc'] });
  });
});

describe('practiceMistakes', () => {
  it('wrong answers are written, right ones clear an earlier practice mistake', () => {
    const changes = practiceMistakes(
      { classId: 'c1', challengeId: 'ch1', quizId: 'qz', uid: 'u1' },
      [
        { ...result('mc', true), your_answer: 'Riyadh' },
        { ...result('tf', false), your_answer: 'false' },
        { ...result('essay', null, true), your_answer: 'x' },
      ],
      QUESTIONS,
    );
    expect(changes.write.map((m) => [m.id, m.source, m.your_answer, m.correct_answer])).toEqual([['practice:ch1:tf', 'practice', 'false', 'true']]);
    expect(changes.write[0]!.question.options).toEqual(['true', 'false']);
    expect(changes.remove).toEqual([mistakeDocId('practice', 'ch1', 'mc')]);
  });
});

describe('liveMistakes', () => {
  const live: SourceQuestion[] = [
    { id: 'l0', type: 'multiple_choice', text: 'Capital of France?', options: ['Paris', 'Rome'], correct_answer: 'Paris' },
    { id: 'l1', type: 'true_false', text: 'Sky is blue.', options: ['true', 'false'], correct_answer: true },
    { id: 'l2', type: 'essay', text: 'Why?', correct_answer: '' },
    { id: 'l3', type: 'multiple_choice', text: 'Not played', options: ['a', 'b'], correct_answer: 'a' },
  ];
  const report = { class_id: null, quiz_id: 'qz', questions: [{ index: 0 }, { index: 1 }, { index: 2 }], players: [{ uid: 'u1' }, { uid: 'guest' }, { uid: 'u1' }] };

  it('registered players’ wrong answers to played questions; guests, essays, right answers and unplayed questions skipped', () => {
    const mistakes = liveMistakes(
      's1',
      report,
      live,
      [
        { uid: 'u1', question_index: 0, answer: 'Rome' },
        { uid: 'u1', question_index: 1, answer: true },
        { uid: 'u1', question_index: 2, answer: 'because' },
        { uid: 'u1', question_index: 3, answer: 'b' },
        { uid: 'guest', question_index: 0, answer: 'Rome' },
        { uid: 'u2', question_index: 1, answer: false },
      ],
      new Set(['u1', 'u2']),
    );
    expect(mistakes.map((m) => [m.uid, m.id, m.your_answer, m.correct_answer])).toEqual([
      ['u1', 'live:s1:l0', 'Rome', 'Paris'],
      ['u2', 'live:s1:l1', 'false', 'true'],
    ]);
    expect(mistakes[0]).toMatchObject({ source: 'live', class_id: null, quiz_id: 'qz', source_id: 's1' });
  });

  it('lists the report’s players once', () => {
    expect(liveReportUids(report)).toEqual(['u1', 'guest']);
    expect(liveReportUids(undefined)).toEqual([]);
  });
});
