// The join form's checks, with the server's own schema (joinLiveRequestSchema): a 6-digit code
// ('Please enter a valid 6-digit code') and a nickname of 1 to 20 characters. Pure.
import type { ErrorCode } from '@shared/errors';
import { joinLiveRequestSchema } from '@shared/schemas/live';
import { fieldErrorCodes } from '@/lib/api-client';

/** Arabic-Indic and Persian digits become ASCII; spaces and dashes go ("123 456" -> "123456"). */
export function cleanLiveCode(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s-]/g, '');
}

export type JoinFormResult =
  | { ok: true; value: { code: string; nickname: string } }
  | { ok: false; errors: { code?: ErrorCode; nickname?: ErrorCode } };

export function validateJoinForm(input: { code: string; nickname: string }): JoinFormResult {
  const result = joinLiveRequestSchema.safeParse({ code: cleanLiveCode(input.code), nickname: input.nickname });
  if (result.success) return { ok: true, value: result.data };
  const fields = fieldErrorCodes(result.error.issues);
  return { ok: false, errors: { code: fields.code, nickname: fields.nickname } };
}

/** A code from the QR link (`/live?code=123456`), or '' when it carries none. */
export function codeFromQuery(value: string | null): string {
  const cleaned = cleanLiveCode(value ?? '');
  return /^\d{6}$/.test(cleaned) ? cleaned : '';
}
