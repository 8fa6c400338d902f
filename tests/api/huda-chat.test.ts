// Huda's chat over HTTP (docs/assessments.md 4) against tests/support/openai-server.ts: the
// functions' real `openai` client streams from the local chat-completions server, the answer
// grows in its message document, and the model's failures charge nothing.
import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorCode } from '@shared/errors';
import { HUDA } from '@shared/constants';
import type { HudaAskResult, HudaConversation, HudaMessage, HudaUsage } from '@shared/schemas/huda';
import { dayKey } from '@functions/domain/awards/streak';
import { askHuda } from '@functions/services/huda/ask-huda';
import { readHudaUsage, returnHudaTicket, takeHudaTicket } from '@functions/services/huda/usage';
import { adminDb } from '../support/admin';
import { call, expectError } from '../support/api';
import { API, APP_ORIGIN } from '../support/env';
import { forgetRequests, MARKERS, requestsMentioning } from '../support/openai-server';
import { createTestUser, type TestUser } from '../support/users';

interface Answered {
  status: number;
  body: { status: string; code?: ErrorCode; data?: HudaAskResult; replayed?: boolean };
}

/** POST a question (a raw fetch, so a test can read the answer while it is written); any 5xx fails. */
async function ask(user: TestUser, conversationId: string, text: string, messageId: string = randomUUID()): Promise<Answered> {
  const response = await fetch(`${API}/huda/conversations/${conversationId}/messages`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ message_id: messageId, text }),
  });
  const body = (await response.json()) as Answered['body'];
  if (response.status >= 500) {
    throw new Error(`ask answered ${response.status}: ${JSON.stringify(body)}`);
  }
  return { status: response.status, body };
}

async function newConversation(user: TestUser, body: Record<string, unknown> = {}): Promise<HudaConversation> {
  const result = await call<{ data: HudaConversation }>('POST', '/huda/conversations', { token: user.token, body });
  expect(result.status, result.text).toBe(201);
  return result.body.data;
}

const messageDoc = (conversationId: string, messageId: string) => adminDb.doc(`hudaConversations/${conversationId}/messages/${messageId}`);
const readMessage = async (conversationId: string, messageId: string) => (await messageDoc(conversationId, messageId).get()).data() as HudaMessage;
const balanceOf = async (uid: string) => ((await adminDb.doc(`wallets/${uid}`).get()).get('spark_balance') as number | undefined) ?? 0;
const usageOf = async (user: TestUser) => (await call<{ data: HudaUsage }>('GET', '/huda/usage', { token: user.token })).body.data;
/** Each test's questions may exceed the per-minute limit together: start each with a fresh window. */
const freshMinute = (uid: string) => adminDb.doc(`rateLimits/huda:${uid}`).delete();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > until) return value;
    await sleep(100);
  }
}

let student: TestUser;
let other: TestUser;

beforeAll(async () => {
  [student, other] = await Promise.all([createTestUser({ sparks: 10 }), createTestUser()]);
  // The functions emulator serves parallel requests with more workers, which a loaded machine
  // is slow to start: start a few now, so a stop or a second question meets a running answer.
  await Promise.all(Array.from({ length: 4 }, () => call('GET', '/huda/usage', { token: student.token })));
});

beforeEach(async () => {
  await freshMinute(student.uid);
});

describe('conversations', () => {
  it('creates, lists newest first, renames and deletes; another user sees nothing', async () => {
    const first = await newConversation(student, { title: 'Algebra', language: 'en' });
    expect(first).toMatchObject({ uid: student.uid, title: 'Algebra', language: 'en', document_id: null, message_count: 0, answering: null });
    const second = await newConversation(student);
    // The user's language preference (none: Arabic); the title comes from the first question.
    expect(second).toMatchObject({ title: '', language: 'ar' });

    const list = await call<{ data: HudaConversation[] }>('GET', '/huda/conversations', { token: student.token });
    expect(list.body.data.map((c) => c.id).slice(0, 2)).toEqual([second.id, first.id]);

    const renamed = await call<{ data: HudaConversation }>('PATCH', `/huda/conversations/${first.id}`, { token: student.token, body: { title: '  Fractions ' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.title).toBe('Fractions');
    expectError(await call('PATCH', `/huda/conversations/${first.id}`, { token: student.token, body: { title: ' ' } }), 400, 'huda/title-required');
    expectError(await call('PATCH', `/huda/conversations/${first.id}`, { token: student.token, body: { title: 'x'.repeat(HUDA.titleMaxLength + 1) } }), 400, 'huda/title-required');

    // Another user: not found everywhere, and their list is empty.
    expectError(await call('PATCH', `/huda/conversations/${first.id}`, { token: other.token, body: { title: 'Mine' } }), 404, 'huda/conversation-not-found');
    expectError(await call('DELETE', `/huda/conversations/${first.id}`, { token: other.token }), 404, 'huda/conversation-not-found');
    const stranger = await ask(other, first.id, 'What is 2 + 2?');
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe('huda/conversation-not-found');
    expectError(await call('POST', `/huda/conversations/${first.id}/messages/abcdefgh/stop`, { token: other.token }), 404, 'huda/conversation-not-found');
    expect((await call<{ data: HudaConversation[] }>('GET', '/huda/conversations', { token: other.token })).body.data).toEqual([]);

    const answered = await ask(student, first.id, 'What is a fraction?', 'delete-me-1');
    expect(answered.status).toBe(201);
    const deleted = await call<{ data: { id: string } }>('DELETE', `/huda/conversations/${first.id}`, { token: student.token });
    expect(deleted.body.data).toEqual({ id: first.id });
    expect((await adminDb.doc(`hudaConversations/${first.id}`).get()).exists).toBe(false);
    expect((await messageDoc(first.id, 'delete-me-1').get()).exists).toBe(false);
    expectError(await call('DELETE', `/huda/conversations/${first.id}`, { token: student.token }), 404, 'huda/conversation-not-found');
  });

  it('refuses malformed input with 4xx', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    const post = (body: unknown) => call('POST', `/huda/conversations/${conversation.id}/messages`, { token: student.token, body });
    expectError(await post({ message_id: randomUUID(), text: '   ' }), 400, 'huda/question-required');
    expectError(await post({ message_id: randomUUID() }), 400, 'huda/question-required');
    expectError(await post({ message_id: randomUUID(), text: 'x'.repeat(HUDA.questionMaxLength + 1) }), 400, 'huda/question-required');
    expectError(await post({ message_id: 'bad id!', text: 'Hello' }), 400, 'validation/invalid-id');
    expectError(await post({ message_id: randomUUID(), text: 'Hello', extra: true }), 400, 'validation/invalid-input');
    expectError(await post({ message_id: randomUUID(), text: 'Hello', language: 'fr' }), 400, 'validation/invalid-input');
    expectError(await call('POST', '/huda/conversations', { token: student.token, body: { language: 'de' } }), 400, 'validation/invalid-input');
    expectError(await call('POST', '/huda/conversations', { token: student.token, body: { document_id: 'no-such-doc' } }), 404, 'huda/document-not-found');
    const raw = await call('POST', `/huda/conversations/${conversation.id}/messages`, { token: student.token, rawBody: '{"text":', contentType: 'application/json' });
    expect(raw.status).toBe(400);
    expectError(await call('POST', `/huda/conversations/no-such-conversation/messages`, { token: student.token, body: { message_id: randomUUID(), text: 'Hi' } }), 404, 'huda/conversation-not-found');
    expectError(await call('POST', `/huda/conversations/${conversation.id}/messages/nothing-here/stop`, { token: student.token }), 404, 'huda/message-not-found');
    expect((await call('GET', '/huda/conversations')).status).toBe(401);
    // Nothing was stored or taken.
    expect((await adminDb.collection(`hudaConversations/${conversation.id}/messages`).get()).size).toBe(0);
  });
});

describe('answers', () => {
  it('streams the answer into its message document and ends done', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    const before = await usageOf(student);
    await forgetRequests();
    const messageId = randomUUID();
    const answerId = `${messageId}-a`;
    // Watch the answer document while the POST is still open.
    const seen: { status: string; content: string }[] = [];
    const unsubscribe = messageDoc(conversation.id, answerId).onSnapshot((snap) => {
      if (snap.exists) seen.push({ status: snap.get('status') as string, content: snap.get('content') as string });
    });
    const question = `Explain photosynthesis simply ${MARKERS.drip(40)}`;
    const answered = await ask(student, conversation.id, question, messageId);
    unsubscribe();

    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    const { answer, question: stored, usage } = answered.body.data!;
    expect(stored).toMatchObject({ id: messageId, role: 'user', status: 'done', content: question });
    expect(answer).toMatchObject({ id: answerId, role: 'assistant', status: 'done', error_code: null, offline: false, paid_with: 'free', stop_requested: false });
    expect(answer.content).toContain('Explain photosynthesis simply');
    expect(answer.content).not.toContain('[[ai:');
    expect(usage.free_left).toBe(before.free_left - 1);

    const partial = seen.filter((s) => s.status === 'streaming' && s.content.length > 0 && s.content.length < answer.content.length);
    expect(new Set(partial.map((s) => s.content)).size, 'several partial writes while streaming').toBeGreaterThanOrEqual(2);
    // Each write extends the previous one.
    for (let i = 1; i < partial.length; i += 1) expect(partial[i]!.content.startsWith(partial[i - 1]!.content)).toBe(true);

    const [request] = await requestsMentioning('Explain photosynthesis simply');
    expect(request?.body).toMatchObject({ stream: true, max_tokens: HUDA.maxAnswerTokens });
    expect(request?.body.messages?.[0]?.content).toMatch(/^You are Huda/);
    expect(request?.authorization).toBe('Bearer test-key');

    const conv = (await call<{ data: HudaConversation[] }>('GET', '/huda/conversations', { token: student.token })).body.data.find((c) => c.id === conversation.id);
    expect(conv).toMatchObject({ answering: null, message_count: 2, title: expect.stringContaining('Explain photosynthesis') });
  });

  it('stops mid-answer with what was written, and is busy meanwhile', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    const messageId = randomUUID();
    const pending = ask(student, conversation.id, `Tell me about cells ${MARKERS.drip(200)}`, messageId);
    const writing = await waitFor(() => readMessage(conversation.id, `${messageId}-a`), (m) => (m?.content ?? '').length > 0);
    expect(writing.status).toBe('streaming');

    const busy = await ask(student, conversation.id, 'Another question at once');
    expect(busy.status).toBe(409);
    expect(busy.body.code).toBe('huda/busy');

    const stop = await call<{ data: HudaMessage }>('POST', `/huda/conversations/${conversation.id}/messages/${messageId}/stop`, { token: student.token });
    expect(stop.status).toBe(200);
    expect(stop.body.data.stop_requested).toBe(true);
    const answered = await pending;
    expect(answered.status).toBe(201);
    const answer = answered.body.data!.answer;
    expect(answer.status).toBe('stopped');
    expect(answer.content.length).toBeGreaterThan(0);
    expect(answer.content).not.toContain('I hope this helps');
    // A stopped answer counts.
    expect(answer.paid_with).toBe('free');
    // Stopping again is harmless.
    expect((await call('POST', `/huda/conversations/${conversation.id}/messages/${messageId}-a/stop`, { token: student.token })).status).toBe(200);
    expect((await adminDb.doc(`hudaConversations/${conversation.id}`).get()).get('answering')).toBeNull();
  });

  it('answers a repeated message_id with the stored pair and no second charge', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    const messageId = randomUUID();
    const unique = `Define entropy ${randomUUID()}`;
    const first = await ask(student, conversation.id, unique, messageId);
    expect(first.status).toBe(201);
    const usage = await usageOf(student);
    const again = await ask(student, conversation.id, unique, messageId);
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    expect(again.body.data!.answer).toEqual(first.body.data!.answer);
    expect((await usageOf(student)).free_left).toBe(usage.free_left);
    expect(await requestsMentioning(unique)).toHaveLength(1);
  });

  it('sends at most historyMessages earlier messages', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    const base = Date.now() - 60_000;
    const batch = adminDb.batch();
    for (let i = 0; i < 15; i += 1) {
      const common = { uid: student.uid, conversation_id: conversation.id, citations: [], offline: false, paid_with: null, stop_requested: false, error_code: null, status: 'done' };
      batch.set(messageDoc(conversation.id, `seeded-${i}`), { ...common, id: `seeded-${i}`, role: 'user', content: `Old question ${i}`, created_at: new Date(base + i * 10) });
      batch.set(messageDoc(conversation.id, `seeded-${i}-a`), { ...common, id: `seeded-${i}-a`, role: 'assistant', content: `Old answer ${i}`, created_at: new Date(base + i * 10 + 1) });
    }
    batch.update(adminDb.doc(`hudaConversations/${conversation.id}`), { message_count: 30 });
    await batch.commit();
    const unique = `History check ${randomUUID()}`;
    expect((await ask(student, conversation.id, unique)).status).toBe(201);
    const [request] = await requestsMentioning(unique);
    const messages = request!.body.messages!;
    const history = messages.slice(1, -1);
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(HUDA.historyMessages);
    expect(history.reduce((sum, m) => sum + m.content.length, 0)).toBeLessThanOrEqual(HUDA.historyMaxChars);
    // The most recent ones, in order, ending with the last answer.
    expect(history.at(-1)).toEqual({ role: 'assistant', content: 'Old answer 14' });
    expect(history[0]!.role).toBe('user');
    expect(messages.at(-1)).toEqual({ role: 'user', content: unique });
  });
});

describe('failures charge nothing', () => {
  const cases: [string, string, number, ErrorCode][] = [
    ['HTTP 500', MARKERS.http500, 422, 'huda/ai-failed'],
    ['a timeout', MARKERS.slow(5000), 422, 'huda/ai-timeout'],
    ['a refusal', MARKERS.refusal, 422, 'huda/ai-refused'],
    ['truncation', MARKERS.truncated, 422, 'huda/ai-truncated'],
  ];
  it.each(cases)('%s ends the answer failed with a clear code', async (_name, marker, status, code) => {
    const conversation = await newConversation(student, { language: 'en' });
    const usage = await usageOf(student);
    const balance = await balanceOf(student.uid);
    const messageId = randomUUID();
    const answered = await ask(student, conversation.id, `Question ${marker}`, messageId);
    expect({ status: answered.status, code: answered.body.code }).toEqual({ status, code });
    expect(await readMessage(conversation.id, `${messageId}-a`)).toMatchObject({ status: 'failed', error_code: code, paid_with: null });
    expect((await usageOf(student)).free_left).toBe(usage.free_left);
    expect(await balanceOf(student.uid)).toBe(balance);
    expect((await adminDb.doc(`hudaConversations/${conversation.id}`).get()).get('answering')).toBeNull();
    // The same message_id again: the same failure, still nothing charged.
    const again = await ask(student, conversation.id, `Question ${marker}`, messageId);
    expect(again.body.code).toBe(code);
    expect((await usageOf(student)).free_left).toBe(usage.free_left);
  });
});

describe('cost and limits', () => {
  it('after the free answers an answer costs 1 spark, and a failure gives it back', async () => {
    const payer = await createTestUser({ sparks: 3 });
    await adminDb.doc(`hudaUsage/${payer.uid}_${dayKey(Date.now())}`).set({ uid: payer.uid, day: dayKey(Date.now()), count: HUDA.freeDailyAnswers - 1, tickets: {} });
    const conversation = await newConversation(payer, { language: 'en' });

    const last = await ask(payer, conversation.id, 'The last free one');
    expect(last.body.data!.answer.paid_with).toBe('free');
    expect(last.body.data!.usage.free_left).toBe(0);
    expect(await balanceOf(payer.uid)).toBe(3);

    const messageId = randomUUID();
    const paid = await ask(payer, conversation.id, 'The first paid one', messageId);
    expect(paid.status).toBe(201);
    expect(paid.body.data!.answer.paid_with).toBe('sparks');
    expect(await balanceOf(payer.uid)).toBe(3 - HUDA.sparksPerAnswer);
    const charge = await adminDb.doc(`wallets/${payer.uid}/ledger/huda:${conversation.id}:${messageId}`).get();
    expect(charge.data()).toMatchObject({ kind: 'charge', amount: -1, reason: 'huda' });
    // The same message id in another conversation is another question: it pays again.
    const elsewhere = await newConversation(payer, { language: 'en' });
    const reused = await ask(payer, elsewhere.id, 'The same id elsewhere', messageId);
    expect(reused.status).toBe(201);
    expect(reused.body.data!.answer.paid_with).toBe('sparks');
    expect(await balanceOf(payer.uid)).toBe(3 - 2 * HUDA.sparksPerAnswer);

    const failedId = randomUUID();
    const failed = await ask(payer, conversation.id, `Paid but failing ${MARKERS.http500}`, failedId);
    expect(failed.status).toBe(422);
    expect(await balanceOf(payer.uid)).toBe(3 - 2 * HUDA.sparksPerAnswer);
    expect((await adminDb.doc(`wallets/${payer.uid}/ledger/refund:huda:${conversation.id}:${failedId}`).get()).get('kind')).toBe('refund');

    // No sparks left to pay with: 402 and nothing stored.
    const broke = await createTestUser({ sparks: 0 });
    await adminDb.doc(`hudaUsage/${broke.uid}_${dayKey(Date.now())}`).set({ uid: broke.uid, day: dayKey(Date.now()), count: HUDA.freeDailyAnswers, tickets: {} });
    const brokeConversation = await newConversation(broke, { language: 'en' });
    const refused = await ask(broke, brokeConversation.id, 'Can I ask?');
    expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 402, code: 'wallet/insufficient-sparks' });
    expect((await adminDb.collection(`hudaConversations/${brokeConversation.id}/messages`).get()).size).toBe(0);
  });

  it('allows answersPerMinute questions a minute, then 429', async () => {
    const quick = await createTestUser();
    const conversation = await newConversation(quick, { language: 'en' });
    for (let i = 0; i < HUDA.answersPerMinute; i += 1) {
      const answered = await ask(quick, conversation.id, `Quick question ${i}`);
      expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    }
    const blocked = await ask(quick, conversation.id, 'One too many');
    expect({ status: blocked.status, code: blocked.body.code }).toEqual({ status: 429, code: 'huda/rate-limited' });
    const usage = await usageOf(quick);
    expect(usage).toMatchObject({ free_daily: HUDA.freeDailyAnswers, free_left: HUDA.freeDailyAnswers - HUDA.answersPerMinute, sparks_per_answer: 1 });
  });

  it('a conversation takes messagesPerConversation messages, then 409 conversation-full, charging nothing', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    // Room for one more question and its answer.
    await adminDb.doc(`hudaConversations/${conversation.id}`).update({ message_count: HUDA.messagesPerConversation - 2 });
    expect((await ask(student, conversation.id, 'The last one that fits')).status).toBe(201);
    const usage = await usageOf(student);
    const full = await ask(student, conversation.id, 'One too many for this conversation');
    expect({ status: full.status, code: full.body.code }).toEqual({ status: 409, code: 'huda/conversation-full' });
    // One short of the cap is full too: a question needs room for its answer.
    await adminDb.doc(`hudaConversations/${conversation.id}`).update({ message_count: HUDA.messagesPerConversation - 1 });
    const almost = await ask(student, conversation.id, 'Still too many');
    expect({ status: almost.status, code: almost.body.code }).toEqual({ status: 409, code: 'huda/conversation-full' });
    expect((await usageOf(student)).free_left).toBe(usage.free_left);
    expect((await adminDb.collection(`hudaConversations/${conversation.id}/messages`).get()).size).toBe(2);
  });
});

describe('one answer at a time', () => {
  it('refuses questions sent while an answer is being written, charging nothing for them', async () => {
    const pair = await createTestUser();
    const conversation = await newConversation(pair, { language: 'en' });
    const messageId = randomUUID();
    // Wait until the first answer is really being written: the emulator may queue requests
    // while it starts workers, so "sent together" would not mean "arrived together".
    const first = ask(pair, conversation.id, `First at once ${MARKERS.drip(200)}`, messageId);
    await waitFor(() => readMessage(conversation.id, `${messageId}-a`), (m) => (m?.content ?? '').length > 0);
    const others = await Promise.all([ask(pair, conversation.id, 'Second at once'), ask(pair, conversation.id, 'Third at once')]);
    for (const other of others) expect({ status: other.status, code: other.body.code }).toEqual({ status: 409, code: 'huda/busy' });
    await call('POST', `/huda/conversations/${conversation.id}/messages/${messageId}/stop`, { token: pair.token });
    expect((await first).status).toBe(201);
    expect((await usageOf(pair)).free_left).toBe(HUDA.freeDailyAnswers - 1);
    expect((await adminDb.collection(`hudaConversations/${conversation.id}/messages`).get()).size).toBe(2);
  });

  it('frees a conversation whose answer was abandoned (its writer died), giving its ticket back', async () => {
    const conversation = await newConversation(student, { language: 'en' });
    const old = new Date(Date.now() - 10 * 60_000);
    const common = { uid: student.uid, conversation_id: conversation.id, citations: [], offline: false, stop_requested: false, error_code: null, created_at: old, updated_at: old };
    const day = dayKey(old.getTime());
    await adminDb.doc(`hudaUsage/${student.uid}_${day}`).set({ uid: student.uid, day, count: 1, tickets: { [`${conversation.id}:abandoned-1`]: 'free' } }, { merge: true });
    const before = await usageOf(student);
    await messageDoc(conversation.id, 'abandoned-1').set({ ...common, id: 'abandoned-1', role: 'user', content: 'Lost question', status: 'done', paid_with: null });
    await messageDoc(conversation.id, 'abandoned-1-a').set({ ...common, id: 'abandoned-1-a', role: 'assistant', content: 'Half an', status: 'streaming', paid_with: 'free' });
    await adminDb.doc(`hudaConversations/${conversation.id}`).update({ answering: 'abandoned-1-a', message_count: 2 });

    const answered = await ask(student, conversation.id, 'A new question');
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(await readMessage(conversation.id, 'abandoned-1-a')).toMatchObject({ status: 'failed', error_code: 'huda/ai-failed', paid_with: null });
    // The abandoned answer's free unit came back; the new one took one.
    expect((await usageOf(student)).free_left).toBe(before.free_left);
  });
});

describe('tickets (services/huda/usage.ts)', () => {
  it('takes once per request id and gives back once', async () => {
    const holder = await createTestUser({ sparks: 2 });
    const requestId = `ticket-${randomUUID()}`;
    const tickets = await Promise.all([takeHudaTicket(holder.uid, requestId), takeHudaTicket(holder.uid, requestId), takeHudaTicket(holder.uid, requestId)]);
    expect(new Set(tickets.map((t) => JSON.stringify(t))).size).toBe(1);
    expect(tickets[0]).toMatchObject({ uid: holder.uid, requestId, paidWith: 'free', day: dayKey(Date.now()) });
    expect((await readHudaUsage(holder.uid)).free_left).toBe(HUDA.freeDailyAnswers - 1);
    await Promise.all([returnHudaTicket(tickets[0]!), returnHudaTicket(tickets[0]!)]);
    expect((await readHudaUsage(holder.uid)).free_left).toBe(HUDA.freeDailyAnswers);

    // Paid: one charge, one refund, however often asked.
    await adminDb.doc(`hudaUsage/${holder.uid}_${dayKey(Date.now())}`).set({ count: HUDA.freeDailyAnswers }, { merge: true });
    const paidId = `paid-${randomUUID()}`;
    const paid = await takeHudaTicket(holder.uid, paidId);
    expect(paid.paidWith).toBe('sparks');
    expect(await takeHudaTicket(holder.uid, paidId)).toEqual(paid);
    expect(await balanceOf(holder.uid)).toBe(1);
    await returnHudaTicket(paid);
    await returnHudaTicket(paid);
    expect(await balanceOf(holder.uid)).toBe(2);
  });
});

describe('a conversation about a PDF', () => {
  it('adds the best pages to the system prompt and stores the cited page', async () => {
    const documentId = `doc-${randomUUID()}`;
    await adminDb.doc(`hudaDocuments/${documentId}`).set({
      id: documentId, uid: student.uid, name: 'biology.pdf', size: 1000, pages: 3, text_pages: 3, status: 'ready', error_code: null,
      created_at: new Date(), ready_at: new Date(),
    });
    const texts = ['Introduction to the course and its chapters.', 'Mitochondria produce energy for the cell through respiration.', 'Plants use chlorophyll for photosynthesis.'];
    await Promise.all(texts.map((text, i) => adminDb.doc(`hudaDocuments/${documentId}/pages/${i + 1}`).set({ page: i + 1, text })));
    const conversation = await newConversation(student, { language: 'en', document_id: documentId });
    expect(conversation.document_id).toBe(documentId);
    const answered = await ask(student, conversation.id, 'What do mitochondria produce for the cell?');
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body.data!.answer.citations).toEqual([2]);
    expect(answered.body.data!.answer.content).toContain('page 2');
    const [request] = await requestsMentioning('What do mitochondria produce');
    expect(request!.body.messages![0]!.content).toContain('<page number="2">');
  });
});

describe('offline (no OPENAI_API_KEY)', () => {
  it('writes a labelled answer in the user language word by word, free of charge', async () => {
    const conversation = await newConversation(student, { language: 'ar' });
    const usage = await usageOf(student);
    const key = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    try {
      const { result, replayed } = await askHuda(student.uid, conversation.id, { message_id: randomUUID(), text: 'ما هي الخلية؟' });
      expect(replayed).toBe(false);
      expect(result.answer).toMatchObject({ status: 'done', offline: true, paid_with: null });
      expect(result.answer.content.startsWith('**الوضع دون اتصال**')).toBe(true);
      expect(result.answer.content).toContain('ما هي الخلية؟');
      expect(result.usage.free_left).toBe(usage.free_left);
    } finally {
      process.env.OPENAI_API_KEY = key;
    }
  });
});

describe('the API key', () => {
  it('never reaches the browser: no built script the site serves names it', async (ctx) => {
    const key = process.env.OPENAI_API_KEY;
    expect(key).toBeTruthy();
    const index = await fetch(`${APP_ORIGIN}/`);
    const html = await index.text();
    // A run without a web build (only the API was built) has nothing to check.
    if (!index.ok || !/<script[^>]+src="\/assets\//.test(html)) ctx.skip();
    // Every chunk, lazy ones too: each names the ones it loads ("./x.js" or "assets/x.js").
    const seen = new Set<string>();
    const reached = (text: string) =>
      [...text.matchAll(/(?:\.\/|assets\/)([\w.-]+\.js)\b/g)].map((m) => m[1]!).filter((name) => !seen.has(name) && seen.add(name));
    const leaks: string[] = [];
    const scan = (name: string, text: string) => {
      if (text.includes('OPENAI') || text.includes(key!)) leaks.push(name);
    };
    scan('index.html', html);
    for (let queue = reached(html); queue.length > 0; ) {
      const texts = await Promise.all(
        queue.map(async (name) => {
          const response = await fetch(`${APP_ORIGIN}/assets/${name}`);
          return response.ok ? ([name, await response.text()] as const) : null;
        }),
      );
      queue = [];
      for (const item of texts) {
        if (!item) continue;
        scan(item[0], item[1]);
        queue.push(...reached(item[1]));
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
