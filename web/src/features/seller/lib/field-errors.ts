// Per-field error codes from zod issues (client) or an error answer's `fields` (server), keyed
// by the field's name: the wrappers of POST /market/products ("product.title",
// "files.gallery.2.size") are dropped, then @/lib/api-client's fieldErrorCodes reads them
// (the first problem of each field wins).
import { fieldErrorCodes } from '@/lib/api-client';
import type { ErrorCode } from '@shared/errors';

export type Issue = NonNullable<Parameters<typeof fieldErrorCodes>[0]>[number];

const WRAPPERS = new Set(['product', 'files']);

function unwrapped(path: Issue['path']): string[] {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  return parts.length > 1 && WRAPPERS.has(parts[0]!) ? parts.slice(1) : parts;
}

export function fieldCodes(issues: readonly Issue[] | undefined): Record<string, ErrorCode> {
  const codes = fieldErrorCodes(issues?.map((issue) => ({ ...issue, path: unwrapped(issue.path) })));
  delete codes[''];
  return codes;
}
