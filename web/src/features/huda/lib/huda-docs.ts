// Huda's Firestore documents (docs/assessments.md 4) as the screens use them: plain values,
// dates as milliseconds, unknown fields defaulted. Pure, so it unit-tests without Firestore.
import type { HudaAiError, HudaMessageStatus, HudaRole } from '@shared/schemas/huda';
import type { HudaDocumentStatus } from '@shared/schemas/huda-documents';
import { toMillis } from '@/lib/to-millis';

export interface ConversationView {
  id: string;
  title: string;
  documentId: string | null;
  messageCount: number;
  answering: string | null;
  preview: string;
  updatedAt: number | null;
}

export interface MessageView {
  id: string;
  role: HudaRole;
  content: string;
  status: HudaMessageStatus;
  errorCode: HudaAiError | null;
  citations: number[];
  offline: boolean;
  createdAt: number | null;
}

export interface DocumentView {
  id: string;
  name: string;
  status: HudaDocumentStatus;
  pages: number;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const STATUSES: readonly HudaMessageStatus[] = ['done', 'streaming', 'stopped', 'failed'];
const DOCUMENT_STATUSES: readonly HudaDocumentStatus[] = ['uploading', 'ready', 'no-text', 'failed'];

export function conversationFromDoc(data: Record<string, unknown>, id: string): ConversationView {
  return {
    id,
    title: text(data.title),
    documentId: typeof data.document_id === 'string' && data.document_id ? data.document_id : null,
    messageCount: typeof data.message_count === 'number' ? data.message_count : 0,
    answering: typeof data.answering === 'string' && data.answering ? data.answering : null,
    preview: plainPreview(text(data.last_message_preview)),
    updatedAt: toMillis(data.updated_at),
  };
}

export function messageFromDoc(data: Record<string, unknown>, id: string): MessageView {
  const status = STATUSES.find((value) => value === data.status) ?? 'done';
  const errorCode = typeof data.error_code === 'string' && data.error_code.startsWith('huda/') ? (data.error_code as HudaAiError) : null;
  return {
    id,
    role: data.role === 'assistant' ? 'assistant' : 'user',
    content: text(data.content),
    status,
    errorCode,
    citations: Array.isArray(data.citations)
      ? [...new Set(data.citations.filter((page): page is number => Number.isInteger(page) && page > 0))].sort((a, b) => a - b)
      : [],
    offline: data.offline === true,
    createdAt: toMillis(data.created_at),
  };
}

export function documentFromDoc(data: Record<string, unknown>, id: string): DocumentView {
  return {
    id,
    name: text(data.name),
    status: DOCUMENT_STATUSES.find((value) => value === data.status) ?? 'uploading',
    pages: typeof data.pages === 'number' ? data.pages : 0,
  };
}

/** A Markdown start as one plain line for the list: emphasis, headings, quotes and formula marks dropped. */
export function plainPreview(markdown: string): string {
  return markdown.replace(/[*_`#>$\\]+/g, '').replace(/\s+/g, ' ').trim();
}

/** Oldest first; a question before its answer (`{id}` < `{id}-a`) when both have the same time. */
export function sortMessages(messages: readonly MessageView[]): MessageView[] {
  return [...messages].sort((a, b) => {
    const byTime = (a.createdAt ?? Number.MAX_SAFE_INTEGER) - (b.createdAt ?? Number.MAX_SAFE_INTEGER);
    if (byTime !== 0) return byTime;
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
}

/** The answer's id for a question's id (docs/assessments.md: `{message_id}-a`). */
export const answerIdOf = (questionId: string) => `${questionId}-a`;

/** A client id for a question (8-64 of [A-Za-z0-9_-]). */
export function newMessageId(random: () => string = () => globalThis.crypto.randomUUID()): string {
  return `q${random().replace(/-/g, '')}`.slice(0, 40);
}
