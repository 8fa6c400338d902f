import { describe, expect, it } from 'vitest';
import { EMPTY_COURSE_FORM, checkCreateCourse, checkUpdateCourse, courseBody, formFromCourse, lines } from './course-form';

const filled = { ...EMPTY_COURSE_FORM, title: ' Python ', description: 'Loops', category: 'programming' as const, level: 'beginner' as const };

describe('course form', () => {
  it('names each missing required field with the spec texts', () => {
    const result = checkCreateCourse(EMPTY_COURSE_FORM);
    expect(result).toEqual({
      ok: false,
      errors: { title: 'course/title-required', description: 'course/description-required', category: 'course/category-required', level: 'course/level-required' },
    });
  });
  it('builds the body: free when no price, lists from lines, trimmed text', () => {
    const result = checkCreateCourse({ ...filled, prerequisites: 'A\n\n  B  \n', faq: [{ question: 'Q', answer: 'A' }, { question: ' ', answer: '' }] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body).toMatchObject({ title: 'Python', price: 0, duration: null, prerequisites: ['A', 'B'], faq: [{ question: 'Q', answer: 'A' }], language: 'ar' });
  });
  it('refuses negative, fractional or non-numeric prices and durations', () => {
    for (const price of ['-1', '1.5', 'abc']) {
      expect(checkCreateCourse({ ...filled, price })).toEqual({ ok: false, errors: { price: 'course/invalid-price' } });
    }
    expect(checkUpdateCourse({ ...filled, duration: '2.5' })).toEqual({ ok: false, errors: { duration: 'course/invalid-duration' } });
    expect(courseBody({ ...filled, price: '٣٠' }).price).toBe(30);
  });
  it('asks for both parts of an FAQ entry', () => {
    expect(checkCreateCourse({ ...filled, faq: [{ question: 'Q', answer: '' }] })).toEqual({ ok: false, errors: { faq: 'validation/invalid-input' } });
  });
  it('round-trips a course', () => {
    const values = formFromCourse({
      ...courseBody(filled), title: 'Python', price: 40, duration: 3, prerequisites: ['a'], category: 'programming', level: 'beginner',
    } as never);
    expect(values).toMatchObject({ price: '40', duration: '3', prerequisites: 'a' });
    expect(lines(' x \r\n\r\ny')).toEqual(['x', 'y']);
  });
});
