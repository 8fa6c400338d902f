import { describe, expect, it } from 'vitest';
import { EMPTY_CLASS_FORM, classFormFrom, createRequestOf, updateRequestOf, withColour, withCourseField } from './class-form';

describe('class form', () => {
  it('lets the colour follow the course field until one is chosen', () => {
    let values = withCourseField(EMPTY_CLASS_FORM, 'science');
    expect(values.colour).toBe('teal');
    values = withCourseField(values, 'arts');
    expect(values.colour).toBe('pink');
    values = withColour(values, 'black');
    values = withCourseField(values, 'music');
    expect(values.colour).toBe('black');
  });

  it('builds a valid create request', () => {
    const values = { ...withCourseField(EMPTY_CLASS_FORM, 'mathematics'), name: '  Algebra  ', description: 'x' };
    const parsed = createRequestOf(values);
    expect(parsed.success).toBe(true);
    expect(parsed.data).toEqual({
      name: 'Algebra', course_field: 'mathematics', description: 'x', icon: 'book', theme: 'purple_sky', colour: 'blue',
    });
  });

  it('reports a missing name and course field with the spec text code', () => {
    const parsed = createRequestOf(EMPTY_CLASS_FORM);
    expect(parsed.success).toBe(false);
    const fields = parsed.error!.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual(expect.arrayContaining([['name', 'validation/all-fields-required'], ['course_field', 'validation/all-fields-required']]));
  });

  it('fills from a class and sends only changed fields', () => {
    const before = classFormFrom({ name: 'Physics', course_field: 'science', description: '', icon: 'atom', theme: 'ocean_blue', colour: 'teal' });
    expect(before.colourChosen).toBe(false);
    expect(updateRequestOf(before, before).data).toEqual({});
    const after = { ...before, name: 'Physics II', theme: 'midnight' as const };
    expect(updateRequestOf(after, before).data).toEqual({ name: 'Physics II', theme: 'midnight' });
  });

  it('reads unknown stored values as defaults', () => {
    expect(classFormFrom({ icon: 'rocket', theme: 'neon', colour: 'gold' })).toMatchObject({
      icon: 'book', theme: 'purple_sky', colour: 'indigo', course_field: '', colourChosen: true,
    });
  });
});
