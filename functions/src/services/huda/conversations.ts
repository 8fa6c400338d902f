// Huda's conversations (docs/assessments.md 4 "Conversations"): `hudaConversations/{id}` and
// its `messages`, written only here and by ask-huda.ts. Another user's conversation is "not
// found" (no existence leak).
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { HUDA, LANGUAGES } from '../../shared/constants';
import {
  HUDA_AI_ERRORS,
  HUDA_MESSAGE_STATUSES,
  type CreateHudaConversation,
  type HudaAiError,
  type HudaConversation,
  type HudaLanguage,
  type HudaMessage,
  type HudaMessageStatus,
} from '../../shared/schemas/huda';
import { getPreferences } from '../preferences-repo';

export const conversationsCol = () => db.collection('hudaConversations');
export const conversationRef = (id: string) => conversationsCol().doc(id);
export const messageRef = (conversationId: string, messageId: string) => conversationRef(conversationId).collection('messages').doc(messageId);

const iso = (value: unknown): string | null => {
  const ms = toMillis(value);
  return ms === undefined ? null : new Date(ms).toISOString();
};
const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export function toConversation(snap: DocumentSnapshot): HudaConversation {
  const data = snap.data() ?? {};
  return {
    id: snap.id,
    uid: str(data.uid),
    title: str(data.title),
    language: (LANGUAGES as readonly unknown[]).includes(data.language) ? (data.language as HudaLanguage) : 'ar',
    document_id: typeof data.document_id === 'string' ? data.document_id : null,
    message_count: typeof data.message_count === 'number' ? data.message_count : 0,
    answering: typeof data.answering === 'string' ? data.answering : null,
    last_message_preview: str(data.last_message_preview),
    created_at: iso(data.created_at),
    updated_at: iso(data.updated_at),
  };
}

export function toMessage(snap: DocumentSnapshot): HudaMessage {
  const data = snap.data() ?? {};
  return {
    id: snap.id,
    uid: str(data.uid),
    conversation_id: str(data.conversation_id),
    role: data.role === 'user' ? 'user' : 'assistant',
    content: str(data.content),
    status: (HUDA_MESSAGE_STATUSES as readonly unknown[]).includes(data.status) ? (data.status as HudaMessageStatus) : 'done',
    error_code: (HUDA_AI_ERRORS as readonly unknown[]).includes(data.error_code) ? (data.error_code as HudaAiError) : null,
    citations: Array.isArray(data.citations) ? data.citations.filter((page): page is number => typeof page === 'number') : [],
    offline: data.offline === true,
    paid_with: data.paid_with === 'free' || data.paid_with === 'sparks' ? data.paid_with : null,
    stop_requested: data.stop_requested === true,
    created_at: iso(data.created_at),
    updated_at: iso(data.updated_at),
  };
}

/** The caller's conversation (in a transaction when given), else 404 huda/conversation-not-found. */
export async function ownConversation(uid: string, id: string, tx?: Transaction): Promise<DocumentSnapshot> {
  const snap = tx ? await tx.get(conversationRef(id)) : await conversationRef(id).get();
  if (!snap.exists || snap.get('uid') !== uid) throw new ApiError('huda/conversation-not-found');
  return snap;
}

export async function listConversations(uid: string): Promise<HudaConversation[]> {
  const snap = await conversationsCol().where('uid', '==', uid).orderBy('updated_at', 'desc').limit(HUDA.conversationsListLimit).get();
  return snap.docs.map(toConversation);
}

/** The caller's own PDF (any status: asking checks that it is ready), else 404 huda/document-not-found. */
async function checkDocument(uid: string, documentId: string): Promise<void> {
  const snap = await db.collection('hudaDocuments').doc(documentId).get();
  if (!snap.exists || snap.get('uid') !== uid) throw new ApiError('huda/document-not-found');
}

export async function createConversation(uid: string, input: CreateHudaConversation): Promise<HudaConversation> {
  if (input.document_id) await checkDocument(uid, input.document_id);
  const language = input.language ?? (await getPreferences(uid)).language;
  const ref = conversationsCol().doc();
  const now = FieldValue.serverTimestamp();
  await ref.create({
    id: ref.id,
    uid,
    // Empty until the first question names it (docs: the title defaults to its start).
    title: input.title ?? '',
    language,
    document_id: input.document_id ?? null,
    message_count: 0,
    answering: null,
    last_message_preview: '',
    created_at: now,
    updated_at: now,
  });
  return toConversation(await ref.get());
}

export async function renameConversation(uid: string, id: string, title: string): Promise<HudaConversation> {
  await db.runTransaction(async (tx) => {
    await ownConversation(uid, id, tx);
    tx.update(conversationRef(id), { title, updated_at: FieldValue.serverTimestamp() });
  });
  return toConversation(await conversationRef(id).get());
}

/** Deletes the conversation and its messages (an answer being written stops: its writes find nothing). */
export async function deleteConversation(uid: string, id: string): Promise<{ id: string }> {
  const snap = await ownConversation(uid, id);
  await db.recursiveDelete(snap.ref);
  return { id };
}

/** Asks the answer to stop: the answering call sees stop_requested and ends it `stopped`. */
export async function requestStop(uid: string, conversationId: string, messageId: string): Promise<HudaMessage> {
  await ownConversation(uid, conversationId);
  // The question's id stands for its answer too.
  const answerId = messageId.endsWith('-a') ? messageId : `${messageId}-a`;
  const ref = messageRef(conversationId, answerId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('uid') !== uid) throw new ApiError('huda/message-not-found');
    if (snap.get('status') === 'streaming' && snap.get('stop_requested') !== true) {
      tx.update(ref, { stop_requested: true, updated_at: FieldValue.serverTimestamp() });
    }
  });
  return toMessage(await ref.get());
}
