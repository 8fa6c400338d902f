// What the bulk invite sends (docs/classes.md, POST /classes/bulk-invite): a CSV or XLSX file
// as base64, or a pasted list of e-mails. Checked here before anything is sent. Pure.
import { BULK_INVITE } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';

export type InviteFileKind = 'csv' | 'xlsx';

export const INVITE_FILE_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function inviteFileKind(name: string): InviteFileKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'xlsx' ? extension : null;
}

/** E-mails from pasted text: split on spaces, commas, semicolons and new lines; lower case; first of duplicates kept. */
export function parseEmailList(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const part of text.split(/[\s,;]+/)) {
    const email = part.trim().replace(/^<|>$/g, '').toLowerCase();
    if (email && !seen.has(email)) {
      seen.add(email);
      emails.push(email);
    }
  }
  return emails;
}

/** Why the input cannot be sent, or null when it can. */
export function inviteInputProblem(input: { file?: { name: string; size: number } | null; emails?: readonly string[] }): ErrorCode | null {
  if (input.file) {
    if (!inviteFileKind(input.file.name) || input.file.size === 0 || input.file.size > BULK_INVITE.maxFileBytes) {
      return 'invite/bad-file';
    }
    return null;
  }
  const count = input.emails?.length ?? 0;
  if (count === 0) return 'invite/file-required';
  if (count > BULK_INVITE.maxInvitees) return 'invite/too-many';
  return null;
}

/** Base64 of bytes (btoa in chunks, so large files do not overflow the argument list). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let start = 0; start < bytes.length; start += chunk) {
    binary += String.fromCharCode(...bytes.subarray(start, start + chunk));
  }
  return btoa(binary);
}

export async function fileToBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

/** A fresh id for one bulk invite (the server charges a retry with the same id once). */
export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.();
  return random ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
