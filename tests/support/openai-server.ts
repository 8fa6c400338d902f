// A local HTTP server that speaks OpenAI's chat-completions protocol, so the functions'
// real `openai` client is exercised end to end (never a stubbed client). JSON answers, and
// `text/event-stream` frames (`data: {...}\n\n` ... `data: [DONE]\n\n`) when the request
// says `stream: true`.
//
// It listens where OPENAI_BASE_URL points (scripts/emu-exec.mjs and scripts/test.mjs export
// it, with OPENAI_API_KEY, to the emulator suite and to the tests) and is started by vitest's
// globalSetup (tests/vitest.config.ts) before any test runs.
//
// What it answers is chosen by markers anywhere in the messages (prompt or PDF text):
//   [[ai:invalid-json]]      content that is not JSON
//   [[ai:schema-violation]]  JSON that breaks the response schema (an unknown question type)
//   [[ai:no-questions]]      schema-valid JSON whose questions are all unusable
//   [[ai:refusal]]           a refusal instead of content
//   [[ai:truncated]]         finish_reason 'length'
//   [[ai:http-500]]          HTTP 500 (every attempt)
//   [[ai:slow:<ms>]]         waits <ms> before a valid answer
//   [[ai:drip:<ms>]]         streamed answers: one frame per word, <ms> apart (a live answer to watch or stop)
// Without a marker it answers a valid quiz (the count and types the system message asks
// for) or valid grade suggestions (half the points each). GET /__requests lists what it
// received (newest last); DELETE /__requests forgets it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fakeHudaAnswer } from './fake-huda';
import { fakeInstructorAnswer } from './fake-instructor';

export const MARKERS = {
  invalidJson: '[[ai:invalid-json]]',
  schemaViolation: '[[ai:schema-violation]]',
  noQuestions: '[[ai:no-questions]]',
  refusal: '[[ai:refusal]]',
  truncated: '[[ai:truncated]]',
  http500: '[[ai:http-500]]',
  slow: (ms: number) => `[[ai:slow:${ms}]]`,
  drip: (ms: number) => `[[ai:drip:${ms}]]`,
} as const;

export interface RecordedRequest {
  path: string;
  authorization: string | null;
  body: {
    model?: string;
    stream?: boolean;
    messages?: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema?: unknown } };
  };
}

const TYPES = ['multiple_choice', 'true_false', 'short_answer', 'fill_blank', 'essay'] as const;
type QType = (typeof TYPES)[number];

function fakeQuestion(type: QType, i: number) {
  const base = { accepted_answers: [] as string[], grading_guidelines: `Guideline ${i + 1}`, time_limit_s: 30, points: 10 };
  switch (type) {
    case 'multiple_choice':
      return { ...base, type, text: `Model question ${i + 1}: which gas do plants take in?`, options: ['Oxygen', 'Carbon dioxide', 'Helium'], correct_answer: 'Carbon dioxide' };
    case 'true_false':
      return { ...base, type, text: `Model question ${i + 1}: plants need light.`, options: ['true', 'false'], correct_answer: 'true' };
    case 'short_answer':
      return { ...base, type, text: `Model question ${i + 1}: name the green pigment.`, options: [], correct_answer: 'chlorophyll', accepted_answers: ['الكلوروفيل'] };
    case 'fill_blank':
      return { ...base, type, text: `Model question ${i + 1}: plants make food by ____.`, options: [], correct_answer: 'photosynthesis' };
    case 'essay':
      return { ...base, type, text: `Model question ${i + 1}: explain photosynthesis.`, options: [], correct_answer: '', points: 20 };
  }
}

/** A valid quiz with what the system message asks for ("exactly N questions", "types ...: a, b"). */
function fakeQuiz(system: string) {
  const count = Number(/exactly (\d+) questions/.exec(system)?.[1] ?? 3);
  const listed = /question types, spread evenly: ([a-z_, ]+)\./.exec(system)?.[1]?.split(',').map((t) => t.trim()) ?? [];
  const types = (listed.filter((t): t is QType => (TYPES as readonly string[]).includes(t)));
  const use = types.length > 0 ? types : ['multiple_choice' as const];
  return {
    title: 'Model quiz: photosynthesis',
    description: 'Written by the fake model.',
    questions: Array.from({ length: count }, (_, i) => fakeQuestion(use[i % use.length]!, i)),
  };
}

function fakeGrades(user: string) {
  let items: { question_id: string; max_points: number }[] = [];
  try {
    items = JSON.parse(user) as typeof items;
  } catch {
    items = [];
  }
  return { suggestions: items.map((item) => ({ question_id: item.question_id, awarded: item.max_points / 2, rationale: 'Fake model: half marks.' })) };
}

interface Answer {
  status: number;
  content: string | null;
  refusal: string | null;
  finishReason: 'stop' | 'length';
  delayMs: number;
  /** Streamed: the pause between word frames (0: a few frames at once). */
  dripMs: number;
}

function decide(body: RecordedRequest['body']): Answer {
  const messages = body.messages ?? [];
  const all = messages.map((m) => m.content).join('\n');
  const system = messages.find((m) => m.role === 'system')?.content ?? '';
  const user = messages.find((m) => m.role === 'user')?.content ?? '';
  const delayMs = Number(/\[\[ai:slow:(\d+)\]\]/.exec(all)?.[1] ?? 0);
  const dripMs = Number(/\[\[ai:drip:(\d+)\]\]/.exec(all)?.[1] ?? 0);
  const ok = (content: string): Answer => ({ status: 200, content, refusal: null, finishReason: 'stop', delayMs, dripMs });
  if (all.includes(MARKERS.http500)) return { ...ok(''), status: 500 };
  if (all.includes(MARKERS.invalidJson)) return ok('{"title": "Broken", "questions": [');
  if (all.includes(MARKERS.schemaViolation)) {
    return ok(JSON.stringify({ title: 'Bad', description: 'Bad', questions: [{ type: 'riddle', text: 'What has keys but no locks?' }] }));
  }
  if (all.includes(MARKERS.refusal)) return { ...ok(''), content: null, refusal: 'I cannot help with that.' };
  if (all.includes(MARKERS.truncated)) return { ...ok('{"title": "Cut'), finishReason: 'length' };
  if (all.includes(MARKERS.noQuestions)) {
    const quiz = fakeQuiz(system);
    return ok(JSON.stringify({ ...quiz, questions: quiz.questions.map((q) => ({ ...q, type: 'multiple_choice', options: ['a', 'b'], correct_answer: 'c' })) }));
  }
  if (body.response_format?.json_schema?.name === 'grades') return ok(JSON.stringify(fakeGrades(user)));
  const special = fakeInstructorAnswer(body) ?? fakeHudaAnswer(body);
  if (special !== null) return ok(special);
  return ok(JSON.stringify(fakeQuiz(system)));
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  if (res.destroyed) return;
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function sendCompletion(res: ServerResponse, body: RecordedRequest['body'], answer: Answer): Promise<void> {
  const id = `chatcmpl-fake-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const model = body.model ?? 'fake-model';
  if (!body.stream) {
    sendJson(res, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: answer.content, refusal: answer.refusal }, logprobs: null, finish_reason: answer.finishReason }],
      usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
    });
    return;
  }
  if (res.destroyed) return;
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
  const frame = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
  res.write(frame({ role: 'assistant', content: '' }, null));
  if (answer.refusal) res.write(frame({ refusal: answer.refusal }, null));
  const content = answer.content ?? '';
  if (answer.dripMs > 0) {
    // Word by word, as a model writes; stops when the client goes away (a stopped answer).
    for (const word of content.match(/\S+\s*|\s+/g) ?? []) {
      if (res.destroyed || res.writableEnded) return;
      res.write(frame({ content: word }, null));
      await sleep(answer.dripMs);
    }
    if (res.destroyed) return;
  } else {
    // A few pieces, so the client really assembles the content from several frames.
    const size = Math.max(1, Math.ceil(content.length / 4));
    for (let at = 0; at < content.length; at += size) res.write(frame({ content: content.slice(at, at + size) }, null));
  }
  res.write(frame({}, answer.finishReason));
  res.write('data: [DONE]\n\n');
  res.end();
}

export function createOpenAiServer(): { server: Server; requests: RecordedRequest[] } {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      if (path === '/__health') return sendJson(res, 200, { fake: 'openai' });
      if (path === '/__requests' && req.method === 'GET') return sendJson(res, 200, requests);
      if (path === '/__requests' && req.method === 'DELETE') {
        requests.length = 0;
        return sendJson(res, 200, {});
      }
      if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
        return sendJson(res, 404, { error: { message: `No route ${req.method} ${path}`, type: 'invalid_request_error' } });
      }
      const text = await readBody(req);
      let body: RecordedRequest['body'];
      try {
        body = JSON.parse(text) as RecordedRequest['body'];
      } catch {
        return sendJson(res, 400, { error: { message: 'Body is not JSON', type: 'invalid_request_error' } });
      }
      requests.push({ path, authorization: req.headers.authorization ?? null, body });
      if (requests.length > 500) requests.shift();
      const answer = decide(body);
      if (answer.delayMs > 0) await sleep(answer.delayMs);
      if (answer.status !== 200) return sendJson(res, answer.status, { error: { message: 'The fake model failed on purpose.', type: 'server_error' } });
      await sendCompletion(res, body, answer);
    })().catch((error: unknown) => {
      if (!res.headersSent && !res.destroyed) sendJson(res, 500, { error: { message: String(error), type: 'server_error' } });
    });
  });
  return { server, requests };
}

/** Where the functions send chat completions during tests. */
export function openAiBaseUrl(): URL {
  const value = process.env.OPENAI_BASE_URL;
  if (!value) throw new Error('OPENAI_BASE_URL is not set: run the tests through scripts/emu-exec.mjs or npm test.');
  return new URL(value);
}

const origin = () => openAiBaseUrl().origin;

/** Everything the fake model received, oldest first. */
export async function receivedRequests(): Promise<RecordedRequest[]> {
  const response = await fetch(`${origin()}/__requests`);
  return (await response.json()) as RecordedRequest[];
}

export async function forgetRequests(): Promise<void> {
  await (await fetch(`${origin()}/__requests`, { method: 'DELETE' })).arrayBuffer();
}

/** The requests whose messages contain `text`. */
export async function requestsMentioning(text: string): Promise<RecordedRequest[]> {
  return (await receivedRequests()).filter((r) => (r.body.messages ?? []).some((m) => m.content.includes(text)));
}

async function alreadyServing(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/__health`);
    const body = (await response.json()) as { fake?: string };
    return body.fake === 'openai';
  } catch {
    return false;
  }
}

/**
 * vitest globalSetup: listens on OPENAI_BASE_URL's port for the whole run (reusing a fake
 * server that already listens there, e.g. when several projects set up the same run).
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  const url = openAiBaseUrl();
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) {
    throw new Error(`OPENAI_BASE_URL must point at the local fake server during tests, not ${url.origin}`);
  }
  if (await alreadyServing(url.origin)) return undefined;
  const { server } = createOpenAiServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(Number(url.port), url.hostname, () => resolve());
  });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
