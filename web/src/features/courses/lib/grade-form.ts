// The instructor's grade form: a whole grade 0-100 typed as text and optional feedback,
// checked with the shared body schema before PATCH /instructor/submissions/{courseId}/{id}.
import type { ErrorCode } from '@shared/errors';
import { gradeSubmissionBodySchema, type GradeSubmissionBody } from '@shared/schemas/course-learning';

export type GradeCheck = { ok: true; body: GradeSubmissionBody } | { ok: false; field: 'grade' | 'feedback'; code: ErrorCode };

export function checkGradeForm(grade: string, feedback: string): GradeCheck {
  const text = grade.trim();
  // Number('') is 0: an empty field is not a grade of zero.
  const value = /^[0-9]+$/.test(text) ? Number(text) : text === '' ? Number.NaN : Number(text.replace(',', '.'));
  const trimmed = feedback.trim();
  const parsed = gradeSubmissionBodySchema.safeParse({ grade: value, feedback: trimmed ? trimmed : null });
  if (parsed.success) return { ok: true, body: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path[0] === 'feedback' ? 'feedback' : 'grade';
  return { ok: false, field, code: field === 'grade' ? 'course-learning/invalid-grade' : ((issue?.message as ErrorCode | undefined) ?? 'validation/invalid-input') };
}
