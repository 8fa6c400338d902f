import { describe, expect, it } from 'vitest';
import { checkGradeForm } from './grade-form';

describe('checkGradeForm', () => {
  it('takes a whole grade from 0 to 100 and optional feedback', () => {
    expect(checkGradeForm(' 85 ', ' Well argued. ')).toEqual({ ok: true, body: { grade: 85, feedback: 'Well argued.' } });
    expect(checkGradeForm('0', '')).toEqual({ ok: true, body: { grade: 0, feedback: null } });
    expect(checkGradeForm('100', '   ')).toEqual({ ok: true, body: { grade: 100, feedback: null } });
  });
  it('refuses blanks, fractions, negatives and more than 100', () => {
    for (const grade of ['', '  ', '101', '-1', '85.5', '8,5', 'abc', '1e2x']) {
      expect(checkGradeForm(grade, ''), grade).toEqual({ ok: false, field: 'grade', code: 'course-learning/invalid-grade' });
    }
  });
  it('refuses feedback that is too long', () => {
    expect(checkGradeForm('50', 'x'.repeat(2001))).toMatchObject({ ok: false, field: 'feedback' });
  });
});
