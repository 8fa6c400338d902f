// The join form's checks, with the server's own schema (joinLiveRequestSchema): a 6-digit code
// ('Please enter a valid 6-digit code') and a nickname of 1 to 20 characters. Pure.
import type { ErrorCode } from '@shared/errors';
import { joinLiveRequestSchema } from '@shared/schemas/live';
import { fieldErrorCodes } from '@/lib/api-client';
import { cleanLiveCode } from './live-code';

export { cleanLiveCode, codeFromQuery } from './live-code';

export type JoinFormResult =
  | { ok: true; value: { code: string; nickname: string } }
  | { ok: false; errors: { code?: ErrorCode; nickname?: ErrorCode } };

export function validateJoinForm(input: { code: string; nickname: string }): JoinFormResult {
  const result = joinLiveRequestSchema.safeParse({ code: cleanLiveCode(input.code), nickname: input.nickname });
  if (result.success) return { ok: true, value: result.data };
  const fields = fieldErrorCodes(result.error.issues);
  return { ok: false, errors: { code: fields.code, nickname: fields.nickname } };
}
