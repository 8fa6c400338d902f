import { z } from 'zod';
import type { ErrorCode } from '../errors';

/** zod issue messages are error codes, so server and web map them to the same texts. */
export const code = (c: ErrorCode) => ({ error: c });

export const requiredString = z
  .string(code('validation/all-fields-required'))
  .trim()
  .min(1, code('validation/all-fields-required'));

export const emailField = requiredString
  .max(254, code('validation/invalid-email'))
  .pipe(z.email(code('validation/invalid-email')))
  .transform((email) => email.toLowerCase());

export const sixDigitCode = z
  .string(code('validation/invalid-code'))
  .trim()
  .regex(/^\d{6}$/, code('validation/invalid-code'));

/**
 * Every document id the API accepts, in paths, queries and bodies: Firestore's id rules (no
 * `/`, not `.` or `..`, not `__reserved__`) narrowed to what our ids look like (auto ids,
 * uids, uuids, slugs), so no caller-chosen id reaches Firestore unchecked.
 */
export const DOC_ID_PATTERN = /^(?!__.*__$)(?!\.{1,2}$)[A-Za-z0-9_.:-]{1,128}$/;

export const docIdWith = (c: ErrorCode) => z.string(code(c)).regex(DOC_ID_PATTERN, code(c));

export const docId = docIdWith('validation/invalid-id');

export const isDocId = (value: unknown): value is string => typeof value === 'string' && DOC_ID_PATTERN.test(value);

/** A required id: missing or blank says `c` (the spec's "... ID is required"), anything else that is not an id validation/invalid-id. */
export const requiredDocId = (c: ErrorCode) => z.string(code(c)).trim().min(1, code(c)).pipe(docId);

/** An id the client makes (a UUID or the like) so that a retried request is applied once; also a document id. */
export const clientIdWith = (c: ErrorCode) => docIdWith(c).regex(/^[A-Za-z0-9_-]{8,64}$/, code(c));

/**
 * A PATCH body must name at least one field: `{}` is refused (400 validation/all-fields-required)
 * instead of reaching an update with nothing to write. Judged only when the fields are fine.
 */
export function requireSomeField<T extends z.ZodType<object>>(schema: T) {
  return schema.refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    ...code('validation/all-fields-required'),
    when: (payload) => payload.issues.length === 0,
  });
}
