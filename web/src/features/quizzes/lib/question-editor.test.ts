import { describe, expect, it } from 'vitest';
import { updateQuizRequestSchema } from '@shared/schemas/quiz';
import {
  blankQuestion, canPublish, canSaveDraft, draftProblems, editorReducer, fromDto, publishProblems, questionProblems, savedForm,
  serverProblems, shuffleOptions, shuffled, toInput, totals, withType, type EditorQuestion,
} from './question-editor';

/** A deterministic random source. */
function seeded(seed = 1): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

const mc = (over: Partial<EditorQuestion> = {}): EditorQuestion => ({
  ...blankQuestion('multiple_choice', over.key ?? 'a'),
  text: 'Which gas do plants take in?',
  options: ['Oxygen', 'Carbon dioxide', 'Helium'],
  correctIndex: 1,
  ...over,
});

describe('fromDto / toInput', () => {
  it('keeps a multiple-choice key as the index of its option', () => {
    const question = fromDto({
      id: 'q1', type: 'multiple_choice', text: 'Q', options: ['A', 'B', 'C'], correct_answer: 'B', grading_guidelines: 'g', time_limit_s: 20, points: 5,
    }, 'k');
    expect(question).toMatchObject({ key: 'k', id: 'q1', correctIndex: 1, timeLimit: '20', points: '5', guidelines: 'g' });
    expect(toInput(question)).toEqual({
      id: 'q1', type: 'multiple_choice', text: 'Q', options: ['A', 'B', 'C'], correct_answer: 'B', grading_guidelines: 'g', time_limit_s: 20, points: 5,
      image_id: null,
    });
  });

  it('keeps a question’s image and sends its id; a template question has none', () => {
    const image = { id: 'img1', url: 'https://example.test/a.png' };
    const question = fromDto({ type: 'essay', text: 'Q', options: [], correct_answer: '', grading_guidelines: '', time_limit_s: 20, points: 5, image }, 'k');
    expect(question.image).toEqual(image);
    expect(toInput(question).image_id).toBe('img1');
    const [removed] = editorReducer([question], { type: 'update', key: 'k', patch: { image: null } });
    expect(toInput(removed!).image_id).toBeNull();
    expect(savedForm([removed!])).not.toBe(savedForm([question]));
    expect(fromDto({ type: 'essay', text: 'Q', options: [], correct_answer: '', grading_guidelines: '', time_limit_s: 20, points: 5 }).image).toBeNull();
  });

  it('follows the correct option when its text is edited', () => {
    const [question] = editorReducer([mc()], { type: 'set-option', key: 'a', index: 1, value: 'CO2' });
    expect(toInput(question!).correct_answer).toBe('CO2');
  });

  it('writes true/false, accepted answers and essays in the shape of their type', () => {
    const tf = { ...blankQuestion('true_false', 't'), text: 'The sun is a star.', trueFalse: 'true' as const };
    expect(toInput(tf)).toMatchObject({ options: ['true', 'false'], correct_answer: 'true' });
    const short = { ...blankQuestion('short_answer', 's'), text: 'Capital of France?', accepted: [' Paris ', '', 'paris', 'Paris'] };
    expect(toInput(short).correct_answer).toEqual(['Paris', 'paris']);
    const essay = { ...blankQuestion('essay', 'e'), text: 'Explain.', options: ['left over'], accepted: ['x'] };
    expect(toInput(essay)).toMatchObject({ options: [], correct_answer: '' });
  });

  it('reads a stored key list and a missing key', () => {
    const fill = fromDto({ type: 'fill_blank', text: 'Plants make food by ____.', options: [], correct_answer: ['photosynthesis'], grading_guidelines: '', time_limit_s: 30, points: 10 });
    expect(fill.accepted).toEqual(['photosynthesis']);
    const short = fromDto({ type: 'short_answer', text: 'Why?', options: [], correct_answer: [], grading_guidelines: '', time_limit_s: 30, points: 10 });
    expect(short.accepted).toEqual(['']);
    const wrongKey = fromDto({ type: 'multiple_choice', text: 'Q', options: ['A', 'B'], correct_answer: 'Z', grading_guidelines: '', time_limit_s: 30, points: 10 });
    expect(wrongKey.correctIndex).toBeNull();
  });

  it('gives the API what its schema accepts', () => {
    const questions = [mc(), { ...blankQuestion('essay', 'e'), text: 'Discuss.' }];
    expect(updateQuizRequestSchema.safeParse({ questions: questions.map(toInput) }).success).toBe(true);
  });
});

describe('the reducer', () => {
  const three = () => [mc({ key: 'a' }), mc({ key: 'b', text: 'Second' }), mc({ key: 'c', text: 'Third' })];

  it('adds a question of the chosen type with the defaults', () => {
    const [added] = editorReducer([], { type: 'add', questionType: 'true_false', key: 'n' });
    expect(added).toMatchObject({ key: 'n', type: 'true_false', timeLimit: '30', points: '10', text: '' });
  });

  it('removes a question', () => {
    expect(editorReducer(three(), { type: 'remove', key: 'b' }).map((q) => q.key)).toEqual(['a', 'c']);
  });

  it('moves questions up and down, not past the ends', () => {
    expect(editorReducer(three(), { type: 'move', key: 'c', by: -1 }).map((q) => q.key)).toEqual(['a', 'c', 'b']);
    expect(editorReducer(three(), { type: 'move', key: 'a', by: 1 }).map((q) => q.key)).toEqual(['b', 'a', 'c']);
    const list = three();
    expect(editorReducer(list, { type: 'move', key: 'a', by: -1 })).toBe(list);
    expect(editorReducer(list, { type: 'move', key: 'c', by: 1 })).toBe(list);
    expect(editorReducer(list, { type: 'move', key: 'zz', by: 1 })).toBe(list);
  });

  it('keeps what was typed when the type changes and back', () => {
    const short = withType(mc(), 'short_answer');
    expect(short.accepted).toEqual(['']);
    expect(withType(short, 'multiple_choice').options).toEqual(['Oxygen', 'Carbon dioxide', 'Helium']);
    const fromEssay = withType({ ...blankQuestion('essay'), text: 'x' }, 'multiple_choice');
    expect(fromEssay.options).toEqual(['', '']);
  });

  it('adds and removes options, keeping the correct one', () => {
    let list = [mc()];
    list = editorReducer(list, { type: 'add-option', key: 'a' });
    expect(list[0]!.options).toHaveLength(4);
    list = editorReducer(list, { type: 'remove-option', key: 'a', index: 0 });
    expect(list[0]!.options).toEqual(['Carbon dioxide', 'Helium', '']);
    expect(list[0]!.correctIndex).toBe(0);
    list = editorReducer(list, { type: 'remove-option', key: 'a', index: 0 });
    expect(list[0]!.correctIndex).toBeNull();
    // Never fewer than two options.
    expect(editorReducer(list, { type: 'remove-option', key: 'a', index: 0 })[0]!.options).toHaveLength(2);
  });

  it('never adds more than six options or ten accepted answers', () => {
    let list = [mc({ options: ['1', '2', '3', '4', '5', '6'] })];
    expect(editorReducer(list, { type: 'add-option', key: 'a' })).toEqual(list);
    list = [{ ...blankQuestion('short_answer', 'a'), accepted: Array.from({ length: 10 }, (_, i) => String(i)) }];
    expect(editorReducer(list, { type: 'add-accepted', key: 'a' })[0]!.accepted).toHaveLength(10);
  });

  it('edits accepted answers, keeping at least one field', () => {
    let list: EditorQuestion[] = [{ ...blankQuestion('fill_blank', 'a') }];
    list = editorReducer(list, { type: 'set-accepted', key: 'a', index: 0, value: 'x' });
    list = editorReducer(list, { type: 'add-accepted', key: 'a' });
    expect(list[0]!.accepted).toEqual(['x', '']);
    list = editorReducer(list, { type: 'remove-accepted', key: 'a', index: 0 });
    list = editorReducer(list, { type: 'remove-accepted', key: 'a', index: 0 });
    expect(list[0]!.accepted).toEqual(['']);
  });

  it('marks the correct option only among existing ones', () => {
    expect(editorReducer([mc()], { type: 'set-correct', key: 'a', index: 2 })[0]!.correctIndex).toBe(2);
    expect(editorReducer([mc()], { type: 'set-correct', key: 'a', index: 7 })[0]!.correctIndex).toBe(1);
  });

  it('inserts the blank once', () => {
    let list: EditorQuestion[] = [{ ...blankQuestion('fill_blank', 'a'), text: 'Plants make food by ' }];
    list = editorReducer(list, { type: 'insert-blank', key: 'a' });
    expect(list[0]!.text).toBe('Plants make food by ____');
    expect(editorReducer(list, { type: 'insert-blank', key: 'a' })[0]!.text).toBe('Plants make food by ____');
  });

  it('keeps the server ids after a save', () => {
    const list = editorReducer(three(), { type: 'assign-ids', ids: { a: 'id-a', c: 'id-c' } });
    expect(list.map((q) => q.id)).toEqual(['id-a', undefined, 'id-c']);
  });
});

describe('shuffling', () => {
  it('always changes the order of distinct items', () => {
    for (let seed = 1; seed < 50; seed += 1) {
      const items = ['A', 'B'];
      expect(shuffled(items, seeded(seed))).not.toEqual(items);
      const four = ['A', 'B', 'C', 'D'];
      const result = shuffled(four, seeded(seed));
      expect(result).not.toEqual(four);
      expect([...result].sort()).toEqual(four);
    }
  });

  it('leaves a single item or identical items as they are', () => {
    expect(shuffled(['A'])).toEqual(['A']);
    expect(shuffled(['A', 'A'])).toEqual(['A', 'A']);
  });

  it('keeps the correct option correct', () => {
    for (let seed = 1; seed < 30; seed += 1) {
      const shuffledQuestion = shuffleOptions(mc(), seeded(seed));
      expect(shuffledQuestion.options[shuffledQuestion.correctIndex!]).toBe('Carbon dioxide');
      expect(toInput(shuffledQuestion).correct_answer).toBe('Carbon dioxide');
    }
  });

  it('shuffles only multiple-choice questions', () => {
    const tf = { ...blankQuestion('true_false', 't'), trueFalse: 'true' as const };
    const list = editorReducer([mc(), tf], { type: 'shuffle-all-options', random: seeded(3) });
    expect(list[0]!.options).not.toEqual(mc().options);
    expect(list[1]).toBe(tf);
  });
});

describe('checks per type', () => {
  it('needs a text, a time of 5 to 600 s and points of 0 to 1000 to save a draft', () => {
    expect(draftProblems(blankQuestion('essay'))).toEqual(['text']);
    expect(draftProblems({ ...mc(), timeLimit: '4' })).toEqual(['time']);
    expect(draftProblems({ ...mc(), timeLimit: '601' })).toEqual(['time']);
    expect(draftProblems({ ...mc(), timeLimit: '12.5' })).toEqual(['time']);
    expect(draftProblems({ ...mc(), points: '1001' })).toEqual(['points-range']);
    expect(draftProblems({ ...mc(), points: '' })).toEqual(['points-range']);
    expect(draftProblems({ ...mc(), points: '0' })).toEqual([]);
    expect(draftProblems({ ...mc(), options: ['x'.repeat(301), 'b'] })).toContain('option-length');
  });

  it('multiple choice: two to six filled, distinct options and a correct one', () => {
    expect(publishProblems(mc())).toEqual([]);
    expect(publishProblems(mc({ options: ['Only one'], correctIndex: 0 }))).toEqual(['options']);
    expect(publishProblems(mc({ options: ['A', '', 'C'], correctIndex: 0 }))).toEqual(['options']);
    expect(publishProblems(mc({ options: ['A', 'A '], correctIndex: 0 }))).toEqual(['duplicate-options']);
    expect(publishProblems(mc({ correctIndex: null }))).toEqual(['correct-answer']);
  });

  it('true/false needs its key', () => {
    const tf = { ...blankQuestion('true_false'), text: 'x' };
    expect(publishProblems(tf)).toEqual(['correct-answer']);
    expect(publishProblems({ ...tf, trueFalse: 'false' })).toEqual([]);
  });

  it('fill in the blank needs an answer and the blank in its text', () => {
    const fill = { ...blankQuestion('fill_blank'), text: 'Plants make food by' };
    expect(publishProblems(fill)).toEqual(['correct-answer', 'blank']);
    expect(publishProblems({ ...fill, text: 'Plants make food by ____.', accepted: ['photosynthesis'] })).toEqual([]);
  });

  it('short answers and essays need only points (the teacher grades the rest)', () => {
    expect(publishProblems({ ...blankQuestion('short_answer'), text: 'Why?' })).toEqual([]);
    expect(publishProblems({ ...blankQuestion('essay'), text: 'Why?', points: '0' })).toEqual(['points']);
  });

  it('tells whether a list can be saved and published', () => {
    expect(canSaveDraft([mc(), { ...blankQuestion('true_false'), text: 'x' }])).toBe(true);
    expect(canPublish([mc(), { ...blankQuestion('true_false'), text: 'x' }])).toBe(false);
    expect(canPublish([mc()])).toBe(true);
    expect(canPublish([])).toBe(false);
    expect(canSaveDraft([blankQuestion('essay')])).toBe(false);
    expect(questionProblems(blankQuestion('true_false'))).toEqual(['text', 'correct-answer']);
  });

  it('adds up questions and points', () => {
    expect(totals([mc(), mc({ key: 'b', points: '5' })])).toEqual({ count: 2, points: 15 });
  });
});

describe('serverProblems', () => {
  it('reads the publish answer fields by question index', () => {
    const map = serverProblems([
      { path: 'questions.2.correct-answer' }, { path: 'questions.2.blank' }, { path: 'questions.0.options' }, { path: 'title' },
    ]);
    expect([...map.entries()]).toEqual([[2, ['correct-answer', 'blank']], [0, ['options']]]);
    expect(serverProblems(undefined).size).toBe(0);
  });
});

describe('savedForm', () => {
  it('changes with any edit, not with local keys or ids', () => {
    const before = savedForm([mc()]);
    expect(savedForm([mc({ key: 'other', id: 'x' })])).toBe(before);
    expect(savedForm([mc({ text: 'Changed' })])).not.toBe(before);
    expect(savedForm(editorReducer([mc(), mc({ key: 'b', text: 'B' })], { type: 'move', key: 'b', by: -1 }))).not.toBe(savedForm([mc(), mc({ key: 'b', text: 'B' })]));
  });
});
