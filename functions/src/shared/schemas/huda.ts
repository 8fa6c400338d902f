// Huda's conversations, messages and usage (docs/assessments.md 4). Stored documents are
// written only by functions; the web app reads messages live through onSnapshot.
import { z } from 'zod';
import { HUDA, LANGUAGES } from '../constants';
import { clientIdWith, code, docIdWith } from './common';

export type HudaLanguage = (typeof LANGUAGES)[number];
export const HUDA_ROLES = ['user', 'assistant'] as const;
export type HudaRole = (typeof HUDA_ROLES)[number];
export const HUDA_MESSAGE_STATUSES = ['done', 'streaming', 'stopped', 'failed'] as const;
export type HudaMessageStatus = (typeof HUDA_MESSAGE_STATUSES)[number];
/** What an answer's failure is called (the call answers the same code). */
export const HUDA_AI_ERRORS = ['huda/ai-failed', 'huda/ai-timeout', 'huda/ai-refused', 'huda/ai-truncated'] as const;
export type HudaAiError = (typeof HUDA_AI_ERRORS)[number];

const invalid = code('validation/invalid-input');
const language = z.enum(LANGUAGES, invalid);
const title = z
  .string(code('huda/title-required'))
  .trim()
  .min(1, code('huda/title-required'))
  .max(HUDA.titleMaxLength, code('huda/title-required'));

export const hudaConversationIdSchema = docIdWith('huda/conversation-not-found');
export const hudaMessageIdSchema = docIdWith('huda/message-not-found');

export const createHudaConversationSchema = z
  .object({
    title: title.optional(),
    language: language.optional(),
    document_id: docIdWith('huda/document-not-found').nullish(),
  })
  .strict();
export type CreateHudaConversation = z.infer<typeof createHudaConversationSchema>;

export const renameHudaConversationSchema = z.object({ title }).strict();

/** The question's id is the client's message_id (a retry answers the stored pair). */
export const askHudaSchema = z
  .object({
    message_id: clientIdWith('validation/invalid-id'),
    text: z
      .string(code('huda/question-required'))
      .trim()
      .min(1, code('huda/question-required'))
      .max(HUDA.questionMaxLength, code('huda/question-required')),
    language: language.optional(),
  })
  .strict();
export type AskHuda = z.infer<typeof askHudaSchema>;

/** hudaConversations/{id}; the API's HudaConversation has ISO dates. */
export interface HudaConversation {
  id: string;
  uid: string;
  title: string;
  language: HudaLanguage;
  document_id: string | null;
  message_count: number;
  /** The answer being written (its message id), or null: one answer at a time. */
  answering: string | null;
  last_message_preview: string;
  created_at: string | null;
  updated_at: string | null;
}

/** hudaConversations/{id}/messages/{messageId}: the question is `{message_id}`, its answer `{message_id}-a`. */
export interface HudaMessage {
  id: string;
  uid: string;
  conversation_id: string;
  role: HudaRole;
  /** Markdown (rendered safely: no raw HTML). */
  content: string;
  status: HudaMessageStatus;
  error_code: HudaAiError | null;
  /** Pages of the conversation's PDF the answer cites. */
  citations: number[];
  offline: boolean;
  paid_with: 'free' | 'sparks' | null;
  stop_requested: boolean;
  created_at: string | null;
  updated_at: string | null;
}

/** GET /huda/usage. */
export interface HudaUsage {
  free_daily: number;
  free_left: number;
  sparks_per_answer: number;
  /** The Riyadh day (YYYY-MM-DD) the allowance belongs to. */
  day: string;
}

/** hudaUsage/{uid}_{day}: free answers counted, and each request's ticket (idempotency). */
export interface HudaUsageDoc {
  uid: string;
  day: string;
  count: number;
  tickets: Record<string, 'free' | 'sparks' | 'returned'>;
  /** Spark charges made for a request (more than 1 only when a returned ticket was taken again). */
  charges: Record<string, number>;
  updated_at: unknown;
}

/** POST /huda/conversations/{id}/messages answers the pair and the usage after it. */
export interface HudaAskResult {
  question: HudaMessage;
  answer: HudaMessage;
  usage: HudaUsage;
}
