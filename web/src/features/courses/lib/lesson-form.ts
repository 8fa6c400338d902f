// The lesson form of the Manage Content modal: typed values -> the create/update body, checked
// with the shared schemas. The file (video or document) is uploaded first; its id goes in the body.
import type { ErrorCode } from '@shared/errors';
import { createLessonSchema, type CreateLessonInput, type Lesson, type LessonStatus, type LessonType } from '@shared/schemas/course';
import { fieldErrorCodes } from '@/lib/api-client';

export interface LessonFormValues {
  title: string;
  type: LessonType;
  /** Minutes as typed; empty means not given. */
  duration: string;
  status: LessonStatus;
  preview: boolean;
  quiz_id: string;
  instructions: string;
}

export type LessonFormErrors = Partial<Record<keyof LessonFormValues | 'file', ErrorCode>>;

export const EMPTY_LESSON_FORM: LessonFormValues = { title: '', type: 'video', duration: '', status: 'Draft', preview: false, quiz_id: '', instructions: '' };

export function formFromLesson(lesson: Lesson): LessonFormValues {
  return {
    title: lesson.title,
    type: lesson.type,
    duration: lesson.duration === null ? '' : String(lesson.duration),
    status: lesson.status,
    preview: lesson.preview,
    quiz_id: lesson.quiz_id ?? '',
    instructions: lesson.instructions ?? '',
  };
}

/** Which file kind a lesson type uploads, if any. */
export function fileKindOf(type: LessonType): 'video' | 'document' | null {
  return type === 'video' ? 'video' : type === 'document' ? 'document' : null;
}

/**
 * The body for a lesson (fields that do not fit its type are null, as the server stores them).
 * `fileId`: a newly uploaded file, or undefined to keep the lesson's current one.
 */
export function checkLesson(
  values: LessonFormValues,
  freemium: boolean,
  fileId?: string | null,
): { ok: true; body: CreateLessonInput } | { ok: false; errors: LessonFormErrors } {
  const minutes = values.duration.trim() === '' ? null : Number(values.duration.trim());
  const raw = {
    title: values.title,
    type: values.type,
    duration: minutes,
    status: values.status,
    preview: freemium && values.preview,
    quiz_id: values.type === 'quiz' ? values.quiz_id || null : null,
    instructions: values.type === 'assignment' ? values.instructions : null,
    ...(fileId !== undefined ? { file_id: fileKindOf(values.type) ? fileId : null } : {}),
  };
  const parsed = createLessonSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, errors: fieldErrorCodes(parsed.error.issues) as LessonFormErrors };
  if (fileId === undefined) {
    const { file_id: _keep, ...rest } = parsed.data;
    return { ok: true, body: rest as CreateLessonInput };
  }
  return { ok: true, body: parsed.data };
}
