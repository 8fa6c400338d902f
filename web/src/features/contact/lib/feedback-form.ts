// The feedback form's state and body (checked with the shared schema), and the page it is
// about, taken from ?page= only when it is an app path. Pure.
import type { ErrorCode } from '@shared/errors';
import { feedbackSchema, type Feedback, type FeedbackCategory } from '@shared/schemas/inquiry';
import { fieldErrorCodes } from '@/lib/api-client';

export interface FeedbackForm {
  category: FeedbackCategory | '';
  /** 0: not rated. */
  rating: number;
  message: string;
  page: string;
}

export type FeedbackField = keyof FeedbackForm;

/** ?page= as the page the feedback is about: an app path (not //host), else ''. */
export function pageParam(value: string | null): string {
  const page = (value ?? '').trim();
  return /^\/(?!\/)\S{0,299}$/.test(page) ? page : '';
}

export function feedbackInput(
  form: FeedbackForm,
  language: 'ar' | 'en',
): { ok: true; input: Feedback } | { ok: false; fields: Partial<Record<FeedbackField, ErrorCode>> } {
  const parsed = feedbackSchema.safeParse({
    category: form.category || undefined,
    rating: form.rating >= 1 ? form.rating : null,
    message: form.message,
    ...(form.page.trim() ? { page: form.page.trim() } : {}),
    language,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: fieldErrorCodes(parsed.error.issues) };
}
