import { describe, expect, it } from 'vitest';
import {
  EMPTY_ENTERPRISE_FORM, checkCreateEnterpriseCourse, checkUpdateEnterpriseCourse, enterpriseCourseBody, newEnterpriseForm, serverFieldErrors,
} from './enterprise-course-form';

const filled = {
  ...EMPTY_ENTERPRISE_FORM,
  title: 'Design basics',
  description: 'Shapes and colours',
  category: 'design' as const,
  level: 'beginner' as const,
  teacher_id: 'teacher-1',
};

describe('enterprise course form', () => {
  it('proposes the centre default language for a new course, English when it is unknown', () => {
    expect(newEnterpriseForm('ar')).toEqual({ ...EMPTY_ENTERPRISE_FORM, language: 'ar' });
    expect(newEnterpriseForm('en').language).toBe('en');
    expect(newEnterpriseForm(undefined).language).toBe('en');
    // The proposal reaches the body the API gets.
    expect(enterpriseCourseBody({ ...newEnterpriseForm('ar'), title: 'x' }).language).toBe('ar');
  });

  it('gives the spec messages for every required field, by field', () => {
    const checked = checkCreateEnterpriseCourse(EMPTY_ENTERPRISE_FORM);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toMatchObject({
      title: 'course/title-required',
      description: 'course/description-required',
      category: 'course/category-required',
      level: 'course/level-required',
      teacher_id: 'course/teacher-required',
    });
  });

  it('checks price and duration as numbers', () => {
    const checked = checkCreateEnterpriseCourse({ ...filled, price: 'abc', duration: '-2' });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors).toEqual({ price: 'course/invalid-price', duration: 'course/invalid-duration' });
  });

  it('defaults: price 0, duration null, English, lists from lines', () => {
    const body = enterpriseCourseBody({ ...filled, prerequisites: ' a \n\n b ' });
    expect(body).toMatchObject({ price: 0, duration: null, language: 'en', prerequisites: ['a', 'b'] });
    const checked = checkCreateEnterpriseCourse({ ...filled, price: '٤٠', duration: '12' }, 'centre-1');
    expect(checked.ok && checked.body).toMatchObject({ price: 40, duration: 12, teacher_id: 'teacher-1', enterprise: 'centre-1' });
  });

  it('edits send every field, teacher included', () => {
    const checked = checkUpdateEnterpriseCourse(filled);
    expect(checked.ok && checked.body).toMatchObject({ title: 'Design basics', teacher_id: 'teacher-1' });
  });

  it('maps the server field paths to the form', () => {
    expect(serverFieldErrors([
      { path: 'teacherId', code: 'course/teacher-not-in-centre', message: '' },
      { path: 'thumbnail_id', code: 'validation/invalid-id', message: '' },
      { path: 'title', code: 'course/title-required', message: '' },
    ])).toEqual({ teacher_id: 'course/teacher-not-in-centre', thumbnail: 'validation/invalid-id', title: 'course/title-required' });
  });
});
