import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createEnterpriseCourseSchema, updateEnterpriseCourseSchema } from './enterprise-course';

const valid = { title: 'T', description: 'D', category: 'programming', level: 'beginner', teacher_id: 'teacher1' };
const codes = (input: unknown, schema: z.ZodType = createEnterpriseCourseSchema) => {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('createEnterpriseCourseSchema', () => {
  it("defaults language to English and price to 0, and takes the spec's aliases", () => {
    expect(createEnterpriseCourseSchema.parse(valid)).toMatchObject({ language: 'en', price: 0, duration: null, certification: false, freemium: false });
    const { teacher_id: _t, ...rest } = valid;
    expect(createEnterpriseCourseSchema.parse({ ...rest, teacherId: 'a', certificateOffered: true, freemiumEnabled: true }))
      .toMatchObject({ teacher_id: 'a', certification: true, freemium: true });
    expect(createEnterpriseCourseSchema.parse({ ...rest, instructorId: 'b' }).teacher_id).toBe('b');
    // The house's name wins over an alias sent beside it.
    expect(createEnterpriseCourseSchema.parse({ ...valid, instructorId: 'b' }).teacher_id).toBe('teacher1');
  });

  it("gives the form table's codes", () => {
    expect(codes({})).toEqual([
      'title:course/title-required', 'description:course/description-required', 'category:course/category-required',
      'level:course/level-required', 'teacher_id:course/teacher-required',
    ]);
    expect(codes({ ...valid, teacher_id: ' ' })).toEqual(['teacher_id:course/teacher-required']);
    expect(codes({ ...valid, price: 1.5 })).toEqual(['price:course/invalid-price']);
    expect(codes({ ...valid, duration: -2 })).toEqual(['duration:course/invalid-duration']);
    expect(codes({ ...valid, stray: 1 })).toHaveLength(1);
  });
});

describe('updateEnterpriseCourseSchema', () => {
  it('changes what it names, at least one field', () => {
    expect(updateEnterpriseCourseSchema.parse({ instructorId: 't2', video_preview_id: null })).toEqual({ teacher_id: 't2', video_preview_id: null });
    expect(codes({}, updateEnterpriseCourseSchema)).toEqual([':validation/all-fields-required']);
    expect(codes({ enterprise: 'c1' }, updateEnterpriseCourseSchema)).toEqual([':validation/all-fields-required']);
  });
});
