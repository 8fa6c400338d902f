import { describe, expect, it } from 'vitest';
import { EMPTY_LESSON_FORM, checkLesson } from './lesson-form';

describe('checkLesson', () => {
  it('needs a title', () => {
    expect(checkLesson(EMPTY_LESSON_FORM, false, null)).toEqual({ ok: false, errors: { title: 'course/lesson-title-required' } });
  });
  it('keeps only the fields of its type, and preview only for freemium courses', () => {
    const quiz = checkLesson({ ...EMPTY_LESSON_FORM, title: 'Check', type: 'quiz', quiz_id: 'q1', instructions: 'x', preview: true }, false, null);
    expect(quiz).toEqual({ ok: true, body: { title: 'Check', type: 'quiz', duration: null, status: 'Draft', preview: false, quiz_id: 'q1', instructions: null, file_id: null } });
    const doc = checkLesson({ ...EMPTY_LESSON_FORM, title: 'Notes', type: 'document', duration: '5', preview: true, quiz_id: 'q1' }, true, 'f1');
    expect(doc).toMatchObject({ ok: true, body: { type: 'document', duration: 5, preview: true, quiz_id: null, file_id: 'f1' } });
  });
  it('leaves the file out of an update that uploads none', () => {
    const result = checkLesson({ ...EMPTY_LESSON_FORM, title: 'Clip' }, false);
    expect(result.ok && 'file_id' in result.body).toBe(false);
  });
  it('refuses a fractional duration', () => {
    expect(checkLesson({ ...EMPTY_LESSON_FORM, title: 'T', duration: '1.5' }, false, null)).toEqual({ ok: false, errors: { duration: 'course/invalid-duration' } });
  });
});
