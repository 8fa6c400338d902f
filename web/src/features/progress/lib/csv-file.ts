// The progress report's file name when the server names none: "<class>-<students|questions>.csv";
// and the export's request id.
import type { ExportKind } from '@shared/schemas/analytics';
import { safeFileName } from '@/lib/content-disposition';

export function defaultFileName(className: string, by: ExportKind): string {
  const base = safeFileName(className) || 'class';
  return `${base}-${by === 'student' ? 'students' : 'questions'}.csv`;
}

/** A fresh request id for the export (8-64 of [A-Za-z0-9_-]). */
export function newRequestId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `rep-${random().replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 64);
}
