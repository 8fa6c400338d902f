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
