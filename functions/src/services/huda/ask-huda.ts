// One question to Huda and its answer (docs/assessments.md 4 "Streaming", "The model call").
// Hosting buffers function responses, so the answer does not stream over HTTP: the function
// streams from the model and writes the growing answer into its message document every
// HUDA.flushEveryMs, and the browser shows it through onSnapshot. The POST stays open until
// the answer ends (a function keeps its CPU only during a request).
import { APIConnectionTimeoutError, APIError, type OpenAI } from 'openai';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';
import { dayKey } from '../../domain/awards/streak';
import { citedPages } from '../../domain/huda/citations';
import { offlineAnswer, wordPieces } from '../../domain/huda/offline-answer';
import { defaultTitle, hudaMessages, shortText, type HistoryMessage } from '../../domain/huda/prompt';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { HUDA } from '../../shared/constants';
import type { AskHuda, HudaAiError, HudaAskResult, HudaLanguage, HudaMessageStatus } from '../../shared/schemas/huda';
import { aiClient, aiModel } from '../ai-client';
import { conversationRef, messageRef, ownConversation, toConversation, toMessage } from './conversations';
import { documentContext } from './document-context';
import { readHudaUsage, returnHudaTicket, takeHudaTicket, type HudaTicket } from './usage';

const PREVIEW_CHARS = 120;
/** Offline answers are written word by word at this pace, as a model would. */
const OFFLINE_WORD_MS = 30;
/** The whole answer must end before the function's own 60 s limit (then it counts as a timeout). */
const ANSWER_DEADLINE_MS = 50_000;
/** An answer whose writer has been silent this long died with its instance: the conversation is free again. */
const STALE_ANSWER_MS = 2 * 60_000;
/** A repeated message_id whose answer is still being written waits at most this long for it (within the 60 s request limit). */
const REPLAY_WAIT_MS = 45_000;

/** How long the model may stay silent (before its first frame or between frames). */
const modelTimeoutMs = () => Number(process.env.OPENAI_TIMEOUT_MS) || 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const grpcCode = (error: unknown) => (error as { code?: unknown }).code;
const isNotFound = (error: unknown) => grpcCode(error) === 5;
/** UNKNOWN, DEADLINE_EXCEEDED, ABORTED, UNAVAILABLE: a passing failure (a lock timeout, a busy emulator). */
const isPassing = (error: unknown) => [2, 4, 10, 14].includes(grpcCode(error) as number);

/** A write that sets absolute values, so trying it again is harmless. */
async function writeWithRetries(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await write();
      return;
    } catch (error) {
      if (attempt >= 4 || !isPassing(error)) throw error;
      console.warn('Huda: retrying a write', grpcCode(error), String(error));
      await sleep(100 * 2 ** attempt);
    }
  }
}
const answerIdOf = (messageId: string) => `${messageId}-a`;
/** A question's ticket: message ids are the client's, so one reused in another conversation must not ride on a paid ticket. */
const requestIdOf = (conversationId: string, messageId: string) => `${conversationId}:${messageId}`;

interface Outcome {
  content: string;
  status: Extract<HudaMessageStatus, 'done' | 'stopped' | 'failed'>;
  error: HudaAiError | null;
}

export interface AskOutcome {
  result: HudaAskResult;
  /** The message_id had been asked before: the stored pair, nothing taken again. */
  replayed: boolean;
}

/** The conversation's earlier questions and answers that ended well, oldest first. */
async function readHistory(conversationId: string): Promise<HistoryMessage[]> {
  // Enough recent messages to fill the bound even when some pairs failed.
  const snap = await conversationRef(conversationId).collection('messages').orderBy('created_at', 'desc').limit(HUDA.historyMessages * 3).get();
  const byId = new Map(snap.docs.map((doc) => [doc.id, doc]));
  const history: HistoryMessage[] = [];
  for (const doc of [...snap.docs].reverse()) {
    if (doc.get('role') !== 'user') continue;
    const answer = byId.get(answerIdOf(doc.id));
    const ended = answer && ['done', 'stopped'].includes(answer.get('status') as string);
    const answerText = typeof answer?.get('content') === 'string' ? (answer.get('content') as string).trim() : '';
    if (!ended || !answerText) continue;
    history.push({ role: 'user', content: String(doc.get('content') ?? '') }, { role: 'assistant', content: answerText });
  }
  return history;
}

/** The answer being written is still alive (its writer wrote recently). */
function isLive(answer: DocumentSnapshot | undefined): boolean {
  if (!answer?.exists || answer.get('status') !== 'streaming') return false;
  const touched = toMillis(answer.get('updated_at')) ?? 0;
  return Date.now() - touched < STALE_ANSWER_MS;
}

/** The stored pair of a repeated message_id, once its answer has ended (failed: the same error again). */
async function replay(uid: string, conversationId: string, messageId: string): Promise<AskOutcome> {
  const question = await messageRef(conversationId, messageId).get();
  if (question.get('role') !== 'user' || question.get('uid') !== uid) throw new ApiError('validation/invalid-id');
  const answerRef = messageRef(conversationId, answerIdOf(messageId));
  let answer = await answerRef.get();
  const until = Date.now() + REPLAY_WAIT_MS;
  while (isLive(answer) && Date.now() < until) {
    await sleep(500);
    answer = await answerRef.get();
  }
  const errorCode = toMessage(answer).error_code;
  if (answer.get('status') === 'failed' && errorCode) throw new ApiError(errorCode);
  return { result: { question: toMessage(question), answer: toMessage(answer), usage: await readHudaUsage(uid) }, replayed: true };
}

/**
 * Writes the growing answer every HUDA.flushEveryMs (one write at a time, never after the
 * final one) and watches the answer document for stop_requested or its deletion.
 */
class AnswerWriter {
  content = '';
  stopped = false;
  gone = false;
  private written = '';
  private pending: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly ref: DocumentReference,
    private readonly onStop: () => void,
  ) {
    this.timer = setInterval(() => this.flush(), HUDA.flushEveryMs);
    this.unsubscribe = ref.onSnapshot(
      (snap) => {
        if (!snap.exists) this.gone = true;
        else if (snap.get('stop_requested') === true) this.stopped = true;
        else return;
        this.onStop();
      },
      () => undefined,
    );
  }

  private flush(): void {
    if (this.content === this.written || this.gone) return;
    const content = this.content;
    this.pending = this.pending
      .then(() => this.ref.update({ content, updated_at: FieldValue.serverTimestamp() }))
      .then(
        () => {
          this.written = content;
        },
        (error: unknown) => {
          // Deleted with its conversation: nobody is reading any more. Other errors: the next flush tries again.
          if (!isNotFound(error)) return;
          this.gone = true;
          this.onStop();
        },
      );
  }

  /** Stops writing; resolves after the last partial write landed. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    this.unsubscribe();
    await this.pending;
  }
}

/** Streams the model's answer into the writer. */
async function streamFromModel(client: OpenAI, messages: ReturnType<typeof hudaMessages>, writer: AnswerWriter, controller: AbortController): Promise<Outcome> {
  let timedOut = false;
  let refused = false;
  let finish: string | null = null;
  const timeout = () => {
    timedOut = true;
    controller.abort();
  };
  let idle = setTimeout(timeout, modelTimeoutMs());
  const deadline = setTimeout(timeout, ANSWER_DEADLINE_MS);
  const fail = (error: HudaAiError): Outcome => ({ content: writer.content, status: 'failed', error });
  try {
    const stream = await client.chat.completions.create(
      { model: aiModel(), messages, stream: true, max_tokens: HUDA.maxAnswerTokens },
      // A stream cannot be retried halfway; the user asks again instead.
      { signal: controller.signal, maxRetries: 0, timeout: modelTimeoutMs() },
    );
    for await (const chunk of stream) {
      clearTimeout(idle);
      idle = setTimeout(timeout, modelTimeoutMs());
      const choice = chunk.choices[0];
      if (choice?.delta?.refusal) refused = true;
      if (choice?.delta?.content) writer.content += choice.delta.content;
      if (choice?.finish_reason) finish = choice.finish_reason;
    }
  } catch (error) {
    if (writer.stopped || writer.gone) return { content: writer.content, status: 'stopped', error: null };
    if (timedOut || error instanceof APIConnectionTimeoutError) return fail('huda/ai-timeout');
    if (!(error instanceof APIError)) console.error('Huda: the model stream failed', error);
    return fail('huda/ai-failed');
  } finally {
    clearTimeout(idle);
    clearTimeout(deadline);
  }
  if (writer.stopped || writer.gone) return { content: writer.content, status: 'stopped', error: null };
  if (refused || finish === 'content_filter') return fail('huda/ai-refused');
  if (finish === 'length') return fail('huda/ai-truncated');
  if (!writer.content.trim()) return fail('huda/ai-failed');
  return { content: writer.content, status: 'done', error: null };
}

/** Writes the offline answer word by word, as the model would. */
async function streamOffline(content: string, writer: AnswerWriter): Promise<Outcome> {
  for (const piece of wordPieces(content)) {
    if (writer.stopped || writer.gone) return { content: writer.content, status: 'stopped', error: null };
    writer.content += piece;
    await sleep(OFFLINE_WORD_MS);
  }
  return { content: writer.content, status: 'done', error: null };
}

async function giveBack(ticket: HudaTicket | null): Promise<void> {
  if (!ticket) return;
  try {
    await returnHudaTicket(ticket);
  } catch (error) {
    // The answer has ended either way; a lost refund must not turn the call into a 5xx.
    console.error('Huda: could not give a ticket back', ticket, error);
  }
}

/**
 * POST /huda/conversations/{id}/messages: stores the question and its streaming answer, takes
 * a ticket (the model only), writes the answer as it comes, and answers when it has ended.
 * Failures end the answer `failed`, give the ticket back and throw the answer's error code.
 */
export async function askHuda(uid: string, conversationId: string, input: AskHuda): Promise<AskOutcome> {
  const conversation = await ownConversation(uid, conversationId);
  const questionRef = messageRef(conversationId, input.message_id);
  const answerRef = messageRef(conversationId, answerIdOf(input.message_id));
  if ((await questionRef.get()).exists) return replay(uid, conversationId, input.message_id);
  const answering = conversation.get('answering') as string | null;
  if (answering && isLive(await messageRef(conversationId, answering).get())) throw new ApiError('huda/busy');
  if (((conversation.get('message_count') as number) ?? 0) + 2 > HUDA.messagesPerConversation) throw new ApiError('huda/conversation-full');

  const language = (input.language ?? toConversation(conversation).language) as HudaLanguage;
  const documentId = toConversation(conversation).document_id;
  // 404/409/422 of the PDF answer before anything is stored or taken.
  const context = documentId ? await documentContext(uid, documentId, input.text) : null;
  const history = await readHistory(conversationId);
  const client = aiClient();
  const ticket = client ? await takeHudaTicket(uid, requestIdOf(conversationId, input.message_id)) : null;

  // Start: the pair and the conversation's lock, all or nothing.
  let staleTicket: HudaTicket | null = null;
  let start: 'started' | 'replay' | 'busy' | 'full';
  try {
    start = await db.runTransaction(async (tx) => {
      staleTicket = null;
      const conv = await ownConversation(uid, conversationId, tx);
      if ((await tx.get(questionRef)).exists) return 'replay';
      const lock = conv.get('answering') as string | null;
      const locked = lock ? await tx.get(messageRef(conversationId, lock)) : undefined;
      if (isLive(locked)) return 'busy';
      const count = (conv.get('message_count') as number) ?? 0;
      if (count + 2 > HUDA.messagesPerConversation) return 'full';
      if (locked?.exists && locked.get('status') === 'streaming') {
        // Its writer died: end it failed, free of charge.
        const paid = locked.get('paid_with') as 'free' | 'sparks' | null;
        const created = toMillis(locked.get('created_at')) ?? Date.now();
        if (paid) staleTicket = { uid, requestId: requestIdOf(conversationId, locked.id.slice(0, -2)), paidWith: paid, day: dayKey(created) };
        tx.update(locked.ref, { status: 'failed', error_code: 'huda/ai-failed', paid_with: null, updated_at: FieldValue.serverTimestamp() });
      }
      const now = Date.now();
      const base = { uid, conversation_id: conversationId, citations: [], stop_requested: false, updated_at: FieldValue.serverTimestamp() };
      tx.create(questionRef, {
        ...base, id: input.message_id, role: 'user', content: input.text, status: 'done', error_code: null, offline: false,
        paid_with: null, created_at: Timestamp.fromMillis(now),
      });
      // One millisecond later, so ordering by created_at always puts the answer after its question.
      tx.create(answerRef, {
        ...base, id: answerRef.id, role: 'assistant', content: '', status: 'streaming', error_code: null, offline: !client,
        paid_with: ticket?.paidWith ?? null, created_at: Timestamp.fromMillis(now + 1),
      });
      tx.update(conv.ref, {
        answering: answerRef.id,
        message_count: count + 2,
        last_message_preview: shortText(input.text, PREVIEW_CHARS),
        ...(!conv.get('title') && { title: defaultTitle(input.text) }),
        updated_at: FieldValue.serverTimestamp(),
      });
      return 'started';
    });
  } catch (error) {
    await giveBack(ticket);
    throw error;
  }
  await giveBack(staleTicket);
  // A concurrent call with the same message_id started it: same ticket, so nothing to give back.
  if (start === 'replay') return replay(uid, conversationId, input.message_id);
  if (start !== 'started') {
    await giveBack(ticket);
    throw new ApiError(start === 'busy' ? 'huda/busy' : 'huda/conversation-full');
  }

  const controller = new AbortController();
  const writer = new AnswerWriter(answerRef, () => controller.abort());
  let outcome: Outcome;
  let supplied: number[] = context?.pages ?? [];
  try {
    if (client) {
      const messages = hudaMessages({ language, history, question: input.text, documentText: context?.text });
      outcome = await streamFromModel(client, messages, writer, controller);
    } else {
      const offline = offlineAnswer({ question: input.text, language, documentText: context?.text });
      supplied = offline.pages;
      outcome = await streamOffline(offline.content, writer);
    }
  } catch (error) {
    console.error('Huda: the answer failed', error);
    outcome = { content: writer.content, status: 'failed', error: 'huda/ai-failed' };
  } finally {
    await writer.close();
  }

  if (outcome.status === 'failed') await giveBack(ticket);
  const citations = outcome.status === 'failed' ? [] : citedPages(outcome.content, supplied);
  const finish = () => {
    const batch = db.batch();
    batch.update(answerRef, {
      content: outcome.content,
      status: outcome.status,
      error_code: outcome.error,
      citations,
      paid_with: outcome.status === 'failed' ? null : (ticket?.paidWith ?? null),
      updated_at: FieldValue.serverTimestamp(),
    });
    batch.update(conversationRef(conversationId), {
      answering: null,
      ...(outcome.status !== 'failed' && outcome.content.trim() && { last_message_preview: shortText(outcome.content, PREVIEW_CHARS) }),
      updated_at: FieldValue.serverTimestamp(),
    });
    return batch.commit();
  };
  try {
    await writeWithRetries(finish);
  } catch (error) {
    // The conversation was deleted while Huda answered.
    if (isNotFound(error)) throw new ApiError('huda/conversation-not-found');
    throw error;
  }
  if (outcome.error) throw new ApiError(outcome.error);
  const [question, answer] = await db.getAll(questionRef, answerRef);
  return { result: { question: toMessage(question!), answer: toMessage(answer!), usage: await readHudaUsage(uid) }, replayed: false };
}
