// Per-field error codes from zod issues (client) or an error answer's `fields` (server), keyed
// by the field's name: the wrappers of POST /market/products ("product.title",
// "files.gallery.2.size") are dropped. The first problem of each field wins.
import { isErrorCode } from '@/lib/api-client';
import type { ErrorCode } from '@shared/errors';

export type Issue = { path: readonly PropertyKey[] | string; message?: string; code?: string };

const WRAPPERS = new Set(['product', 'files']);

export function fieldCodes(issues: readonly Issue[] | undefined): Record<string, ErrorCode> {
  const result: Record<string, ErrorCode> = {};
  for (const issue of issues ?? []) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const parts = path.length > 1 && WRAPPERS.has(path[0]!) ? path.slice(1) : path;
    const field = parts[0] ?? '';
    const code = isErrorCode(issue.message) ? issue.message : isErrorCode(issue.code) ? issue.code : undefined;
    if (field && code && !(field in result)) result[field] = code;
  }
  return result;
}
