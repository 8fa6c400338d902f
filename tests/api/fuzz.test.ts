// Fuzzes every route of the API with malformed ids (path, query, body) and malformed bodies,
// as a student, a teacher, an administrator, a training centre (on the centre routes) and
// without a token, and fails on any 5xx.
// The routes come from the express app itself (its router stack), so a route added later is
// fuzzed without touching this file. Real fixtures (a class, a post, a quiz, a challenge, a live
// session, a product, a centre's teacher and enterprise course with a chapter and a lesson) stand
// behind the valid ids, so malformed input reaches deep into handlers.
import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
// The test admin app first: the functions' lib/admin reuses it instead of starting its own.
import { adminDb } from '../support/admin';
import { createApp } from '@functions/app';
import { API } from '../support/env';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createProductDirect } from '../support/market';
import { withConcurrency } from '../support/players';
import { capitalOfFrance, createQuizDirect } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

// ── The route table, read from the app's router stack ──────────────────────────────────

interface RouteEntry {
  method: string;
  /** Express path under /api/v1, e.g. /classes/:classId/members/:uid. */
  path: string;
}

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
  keys: { name: string }[];
}

/** The path a router was mounted at, rebuilt from the regexp express 4 made of it. */
function mountPathOf(layer: Layer): string {
  if (layer.regexp.fast_slash) return '';
  let index = 0;
  const path = layer.regexp.source
    .replace(/^\^/, '')
    .replace('\\/?(?=\\/|$)', '')
    .replace(/\(\?:(\\\/)?\(\[\^\\?\/\]\+\?\)\)/g, (_, slash?: string) => `${slash ? '/' : ''}:${layer.keys[index++]!.name}`)
    .replace(/\\(.)/g, '$1');
  if (!/^(\/[\w:.-]+)+$/.test(path)) throw new Error(`Cannot read the mount path of ${layer.regexp.source}`);
  return path;
}

function collectRoutes(stack: Layer[], prefix: string, into: RouteEntry[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string') throw new Error(`Route path ${String(path)} under ${prefix} is not a string`);
      for (const method of Object.keys(methods).filter((m) => m !== '_all')) {
        into.push({ method: method.toUpperCase(), path: `${prefix}${path === '/' ? '' : path}` || '/' });
      }
    } else if (layer.handle.stack) {
      collectRoutes(layer.handle.stack, `${prefix}${mountPathOf(layer)}`, into);
    }
  }
}

function apiRoutes(): RouteEntry[] {
  const app = createApp() as unknown as { _router?: { stack: Layer[] } };
  // Express 4 keeps the stack on app._router; another major version needs this walker updated.
  if (!app._router) throw new Error('The express app has no _router: update apiRoutes() for this express version');
  const all: RouteEntry[] = [];
  collectRoutes(app._router.stack, '', all);
  // The v1 router is mounted twice (under /api/v1 for Hosting, bare for direct calls).
  const seen = new Set<string>();
  return all
    .filter((r) => r.path.startsWith('/api/v1/') || r.path === '/api/v1')
    .map((r) => ({ method: r.method, path: r.path.slice('/api/v1'.length) || '/' }))
    .filter((r) => !seen.has(`${r.method} ${r.path}`) && !!seen.add(`${r.method} ${r.path}`));
}

// ── Malformed input ─────────────────────────────────────────────────────────────────────

const LONG_ID = 'a'.repeat(1600);
/** Path segments (already URL-encoded). */
const BAD_PATH_IDS = ['__name__', '__proto__', '.', '..', 'a%2Fb', LONG_ID, '%F0%9F%94%A5', '%20', 'constructor'];
/** Raw values for ids in queries and bodies. */
const BAD_IDS: unknown[] = ['__name__', '__proto__', '.', '..', 'a/b', LONG_ID, '🔥', '', ' ', 42, null, ['x'], { a: 1 }];

const deep = (depth: number): unknown => (depth === 0 ? 'x' : { a: deep(depth - 1) });
/** Every id-like and common field of the API's bodies, with wrong types. */
const BODY_KEYS = [
  'classId', 'postId', 'quizId', 'template_id', 'userId', 'productId', 'product_ids', 'order_id', 'package_id', 'requestId',
  'request_id', 'content', 'code', 'email', 'title', 'name', 'status', 'answers', 'grades', 'emails', 'file', 'files', 'product',
  'sparks', 'price', 'dueAt', 'speedScoring', 'method', 'questions', 'order', 'nickname', 'user_type', 'theme', 'language',
  'enterprise', 'enterprise_id', 'teacher_id', 'teacherId', 'teacher_email', 'courseIds', 'active', 'chapters', 'thumbnail_id',
  'thumbnailUrl', 'join_code_days', 'logo_id',
];
const fill = (value: unknown) => Object.fromEntries(BODY_KEYS.map((key) => [key, value]));

interface Body {
  label: string;
  raw: string;
  contentType?: string;
  /**
   * Sent once per route (as its first role), not once per role: refused the same whoever sends
   * it (the functions framework's JSON parser, before the app; the size limits), so more roles
   * would repeat an identical request.
   */
  oncePerRoute?: boolean;
}
const json = (label: string, value: unknown): Body => ({ label, raw: JSON.stringify(value) });
const BAD_BODIES: Body[] = [
  { label: 'null', raw: 'null', oncePerRoute: true },
  json('array', []),
  json('array of objects', [{ classId: 'x' }]),
  { ...json('string', 'hello'), oncePerRoute: true },
  { ...json('number', 123), oncePerRoute: true },
  json('empty object', {}),
  { label: '__proto__ key', raw: '{"__proto__":{"user_type":"administrator","status":"x"},"constructor":{"prototype":{"x":1}}}' },
  json('numbers everywhere', fill(1)),
  json('objects everywhere', fill({ a: 1 })),
  json('arrays everywhere', fill(['x', 'y'])),
  json('nulls everywhere', fill(null)),
  json('NaN and Infinity strings', { ...fill('NaN'), sparks: 'Infinity', price: '-Infinity', page: 'NaN' }),
  json('bad ids everywhere', { ...fill('__name__'), product_ids: ['__name__'], emails: ['a/b@x.y'] }),
  { ...json('one megabyte strings', { content: 'x'.repeat(1_000_000), title: 'y'.repeat(100_000) }), oncePerRoute: true },
  json('deep nesting', deep(400)),
  { label: 'malformed json', raw: '{"a":', oncePerRoute: true },
  { label: 'text/plain', raw: 'hello', contentType: 'text/plain' },
];

/** Query keys the API reads, with a valid baseline value; each is replaced in turn. */
const ID_QUERY_KEYS = ['classId', 'userId', 'package_id', 'requestId', 'resourcePath'];
const OTHER_QUERY_KEYS = ['status', 'by', 'page', 'limit', 'days', 'grade', 'search', 'sort', 'lang', 'package_type'];
/** The centre an administrator names (centre routes only: everywhere else it is ignored). */
const CENTRE_QUERY_KEYS = ['enterprise'];
const QUERY_KEYS = [...ID_QUERY_KEYS, ...CENTRE_QUERY_KEYS, ...OTHER_QUERY_KEYS];
const BAD_QUERY_IDS: string[][] = [['__name__'], ['..'], ['a/b'], [LONG_ID], ['1', '2']];
const BAD_QUERY_VALUES: string[][] = [['1', '2'], ['NaN'], ['1e400'], ['z'.repeat(600)]];
const STRUCTURAL_QUERIES = (keys: string[]) => [
  keys.map((k) => `${encodeURIComponent(k)}=1&${encodeURIComponent(k)}=2`).join('&'),
  keys.map((k) => `${encodeURIComponent(k)}[a]=1`).join('&'),
  keys.map((k) => `${encodeURIComponent(k)}[]=__name__`).join('&'),
  '__proto__[x]=1&constructor[prototype][y]=2',
];

// ── The run ─────────────────────────────────────────────────────────────────────────────

type Role = 'centre' | 'student' | 'teacher' | 'administrator' | 'none';
const ROLES: Role[] = ['student', 'teacher', 'administrator', 'none'];
/** The training centre's own routes: probed (and fuzzed first) as the centre too; elsewhere a centre is just another user. */
const CENTRE_ROUTE = (r: RouteEntry) => /^\/(enterprise-courses|enterprise-teachers|training-centre)(\/|$)/.test(r.path);
const rolesToProbe = (r: RouteEntry): Role[] => (CENTRE_ROUTE(r) ? ['centre', ...ROLES] : ROLES);
/** Answers that mean "this role may not call this route": fuzzing it as that role would only hit the guard. */
const GUARD_CODES = new Set([
  'auth/no-token', 'auth/not-authenticated', 'auth/forbidden', 'market/admins-only', 'market/sellers-only', 'class/teachers-only',
  'class/no-token', 'class/token-required', 'quiz/teachers-only', 'auth/not-verified', 'centre/centres-only',
]);

/** Routes that end the caller's session or account: fuzzed last, so they do not sign the others out. */
const SELF_ENDING = (r: RouteEntry) => (r.method === 'DELETE' && r.path === '/user') || r.path === '/auth/logout';
/** Routes that take the fixtures away (deletions, leaving, ending): fuzzed after the others. */
const DESTRUCTIVE = (r: RouteEntry) => r.method === 'DELETE' || /\/(leave|end|archive|reset|decline|accept)$/.test(r.path);

interface Request {
  route: RouteEntry;
  role: Role;
  label: string;
  path: string;
  query?: string;
  body?: Body;
}

interface Answer {
  request: Request;
  status: number;
  code?: string;
  text: string;
  ms: number;
}

let users: Record<Exclude<Role, 'none'>, TestUser>;
let ids: Record<string, string>;
const failures: string[] = [];
const timings: number[] = [];
let total = 0;
/** How often each status and code came back, printed with the run's figures. */
const answers = new Map<string, number>();

async function send(request: Request): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.role !== 'none') headers.Authorization = `Bearer ${users[request.role].token}`;
  const hasBody = request.body && request.route.method !== 'GET';
  if (hasBody) headers['Content-Type'] = request.body!.contentType ?? 'application/json';
  const url = `${API}${request.path}${request.query ? `?${request.query}` : ''}`;
  const started = performance.now();
  let status = 0;
  let text = '';
  // The emulator's own failures (a worker not loaded in time: 504; the API never answers 504)
  // are retried, as feed-likes.test.ts does; every answer of the API counts.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const response = await fetch(url, { method: request.route.method, headers, body: hasBody ? request.body!.raw : undefined, redirect: 'manual' });
      status = response.status;
      text = await response.text();
    } catch (error) {
      status = 0;
      text = String(error);
    }
    if (status !== 504 && !(status === 0 && /ECONNRESET|EPIPE|fetch failed/.test(text))) break;
  }
  const ms = performance.now() - started;
  timings.push(ms);
  total += 1;
  const key = `${status} ${text.match(/"code":"([^"]+)"/)?.[1] ?? ''}`;
  answers.set(key, (answers.get(key) ?? 0) + 1);
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    code = undefined;
  }
  if (status >= 500 || status === 0) {
    failures.push(
      `${request.route.method} ${request.route.path} as ${request.role} [${request.label}] ${request.path.slice(0, 120)}` +
        `${request.query ? `?${request.query.slice(0, 80)}` : ''} -> ${status} ${text.slice(0, 200)}`,
    );
  }
  return { request, status, code, text, ms };
}

/** The path with every parameter filled from the fixtures, one optionally replaced. */
function fillPath(path: string, replace?: { name: string; value: string }): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (replace?.name === name) return replace.value;
    return encodeURIComponent(ids[name] ?? `fuzz-${name}`);
  });
}

function baselineQuery(): Record<string, string> {
  return {
    classId: ids.classId!, userId: ids.userId!, enterprise: ids.enterpriseId!, package_id: 'fuzz-package', requestId: 'fuzz-request-1',
    resourcePath: '/v1/checkouts/fuzz-checkout/payment', status: 'pending', by: 'student', page: '1', limit: '10', days: '30',
    grade: '9', search: 'algebra', sort: 'newest', lang: 'en', package_type: 'sparks',
  };
}

const encodeQuery = (query: Record<string, string | string[]>) =>
  Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => `${encodeURIComponent(key)}=${encodeURIComponent(v)}`))
    .join('&');

function requestsFor(route: RouteEntry, roles: Role[]): Request[] {
  const requests: Request[] = [];
  const params = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const first = roles[0]!;
  const base = fillPath(route.path);
  const query = baselineQuery();
  // Malformed ids in the path (one parameter at a time).
  for (const name of params) {
    for (const value of BAD_PATH_IDS) {
      requests.push({ route, role: first, label: `path ${name}=${value.slice(0, 12)}`, path: fillPath(route.path, { name, value }), query: encodeQuery(query) });
    }
  }
  // Malformed query strings: one id at a time over the valid baseline, the other values all
  // at once, then structural ones.
  for (const key of CENTRE_ROUTE(route) ? [...ID_QUERY_KEYS, ...CENTRE_QUERY_KEYS] : ID_QUERY_KEYS) {
    for (const value of BAD_QUERY_IDS) {
      requests.push({ route, role: first, label: `query ${key}`, path: base, query: encodeQuery({ ...query, [key]: value }) });
    }
  }
  for (const value of BAD_QUERY_VALUES) {
    const bad = Object.fromEntries(OTHER_QUERY_KEYS.map((key) => [key, value]));
    requests.push({ route, role: first, label: `query values ${value.join(',')}`, path: base, query: encodeQuery({ ...query, ...bad }) });
  }
  for (const structural of STRUCTURAL_QUERIES(QUERY_KEYS)) {
    requests.push({ route, role: first, label: 'structural query', path: base, query: structural });
  }
  // Malformed bodies, as every role that gets past the guards.
  if (route.method !== 'GET') {
    for (const role of roles) {
      for (const body of BAD_BODIES.filter((b) => role === first || !b.oncePerRoute)) {
        requests.push({ route, role, label: `body ${body.label}`, path: base, query: encodeQuery(query), body });
      }
    }
  }
  return requests;
}

/** Valid bodies of the routes that take ids in their body; each id field is replaced in turn. */
function idBodies(): { method: string; path: string; body: Record<string, unknown>; fields: string[]; role: Role }[] {
  return [
    { method: 'POST', path: '/feed', body: { classId: ids.classId, content: 'Hello' }, fields: ['classId'], role: 'student' },
    {
      method: 'POST', path: '/feed/video-upload-initiate', role: 'teacher', fields: ['classId'],
      body: { classId: ids.classId, content: '', file: { name: 'v.mp4', contentType: 'video/mp4', size: 1000 } },
    },
    { method: 'POST', path: '/feed/video-upload-complete', body: { postId: ids.postId }, fields: ['postId'], role: 'teacher' },
    { method: 'POST', path: '/feed/thumbnail', body: { postId: ids.postId, contentType: 'image/png', size: 100 }, fields: ['postId'], role: 'teacher' },
    {
      method: 'POST', path: '/classes/bulk-invite', role: 'teacher', fields: ['classId', 'requestId'],
      body: { classId: ids.classId, requestId: 'fuzz-invite-1', emails: ['someone@sparks.test'] },
    },
    { method: 'POST', path: '/quizzes', body: { method: 'template', template_id: 'fuzz-template' }, fields: ['template_id'], role: 'teacher' },
    { method: 'POST', path: '/classes/:classId/challenges', body: { quizId: ids.quizId }, fields: ['quizId'], role: 'teacher' },
    { method: 'POST', path: '/live/sessions', body: { quizId: ids.quizId, classId: ids.classId }, fields: ['quizId', 'classId'], role: 'teacher' },
    {
      method: 'POST', path: '/market/orders', role: 'student', fields: ['order_id', 'product_ids.0'],
      body: { order_id: 'fuzz-order-1', product_ids: [ids.productId], expected_total: 999_999 },
    },
    { method: 'POST', path: '/admin/market/products/review', body: { product_ids: [ids.productId], action: 'archive' }, fields: ['product_ids.0'], role: 'administrator' },
    { method: 'POST', path: '/in-app-purchases', body: { package_id: 'fuzz-package' }, fields: ['package_id'], role: 'student' },
    {
      method: 'PATCH', path: '/quizzes/:quizId', body: { order: ['q1'] }, fields: ['order.0'], role: 'teacher',
    },
    {
      method: 'POST', path: '/classes/:classId/challenges/:challengeId/submissions', role: 'student', fields: ['answers'],
      body: { answers: {} },
    },
    {
      method: 'POST', path: '/enterprise-courses', role: 'centre', fields: ['teacher_id', 'enterprise'],
      body: { title: 'Fuzz', description: 'd', category: 'programming', level: 'beginner', teacher_id: ids.teacherId, enterprise: ids.enterpriseId },
    },
    { method: 'PATCH', path: '/enterprise-courses/bulk-status', body: { courseIds: [ids.courseId], status: 'Draft' }, fields: ['courseIds.0'], role: 'centre' },
    { method: 'PUT', path: '/enterprise-courses/:courseId', body: { title: 'Fuzz' }, fields: ['thumbnail_id', 'teacher_id', 'thumbnailUrl'], role: 'centre' },
    {
      method: 'POST', path: '/enterprise-teachers', body: { enterprise_id: ids.enterpriseId, teacher_id: ids.teacherId }, fields: ['enterprise_id', 'teacher_id'],
      role: 'centre',
    },
    { method: 'POST', path: '/enterprise-teachers/email', body: { enterprise_id: ids.enterpriseId, teacher_email: 'fuzz@sparks.test' }, fields: ['enterprise_id'], role: 'centre' },
  ];
}

function setField(body: Record<string, unknown>, field: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const [key, index] = field.split('.');
  if (index === undefined) copy[key!] = value;
  else (copy[key!] as unknown[])[Number(index)] = value;
  return copy;
}

let routes: RouteEntry[];

beforeAll(async () => {
  routes = apiRoutes();
  const [student, teacher, administrator, centre] = await Promise.all([
    createTestUser({ userType: 'student', sparks: 1000 }),
    createTestUser({ userType: 'teacher', sparks: 1000 }),
    createTestUser({ userType: 'administrator', sparks: 1000 }),
    createTestUser({ userType: 'centers', sparks: 1000 }),
  ]);
  users = { student, teacher, administrator, centre };
  // The teacher is one of the centre's (as /enterprise-teachers writes it), so the student in
  // the teacher's class is one of the centre's students.
  await adminDb.doc(`centreTeachers/${centre.uid}_${teacher.uid}`).set({
    enterprise_id: centre.uid, teacher_id: teacher.uid, name: 'Test User', email: teacher.email, added_at: new Date(), added_by: centre.uid, via: 'id',
  });
  const klass = await createClassDirect(teacher);
  await addMemberDirect(klass.classId, student);
  const quizId = await createQuizDirect(teacher, [capitalOfFrance()]);
  const product = await createProductDirect({ uid: teacher.uid });
  const api = async (method: string, path: string, token: string, body: unknown) => {
    const response = await fetch(`${API}${path}`, {
      method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown> & { data?: { id: string }; post?: { id: string }; sessionId?: string };
  };
  const [challenge, post, live, course] = await Promise.all([
    api('POST', `/classes/${klass.classId}/challenges`, teacher.token, { quizId }),
    api('POST', '/feed', student.token, { classId: klass.classId, content: 'Fuzz me' }),
    api('POST', '/live/sessions', teacher.token, { quizId, classId: klass.classId }),
    api('POST', '/enterprise-courses', centre.token, { title: 'Fuzz', description: 'd', category: 'programming', level: 'beginner', teacher_id: teacher.uid }),
  ]);
  const chapter = await api('POST', `/enterprise-courses/${course.data!.id}/chapters`, centre.token, { title: 'Fuzz chapter' });
  const lesson = await api('POST', `/enterprise-courses/chapters/${chapter.data!.id}/lessons`, centre.token, { title: 'Fuzz lesson', type: 'document', duration: 1 });
  ids = {
    classId: klass.classId, quizId, productId: product.productId, challengeId: challenge.data!.id, postId: post.post!.id,
    sessionId: live.sessionId!, uid: student.uid, userId: student.uid, templateId: 'fuzz-template', materialId: 'fuzz-material',
    invitationId: 'fuzz-invitation', uploadId: 'fuzz-upload', id: 'fuzz-payout-1', enterpriseId: centre.uid, teacherId: teacher.uid,
    studentId: student.uid, courseId: course.data!.id, chapterId: chapter.data!.id, lessonId: lesson.data!.id, fileId: 'fuzz-file',
  };
  expect((await adminDb.doc(`classes/${klass.classId}`).get()).exists).toBe(true);
}, 120_000);

describe('fuzzing every route', () => {
  it('reads a route table with every router of the app', () => {
    const paths = routes.map((r) => `${r.method} ${r.path}`);
    expect(paths).toContain('POST /classes/join');
    expect(paths).toContain('GET /classes/:classId/materials/:materialId/download');
    expect(paths).toContain('PATCH /classes/:classId/challenges/:challengeId');
    expect(paths).toContain('POST /live/sessions/:sessionId/end');
    expect(paths).toContain('GET /packages');
    expect(routes.length).toBeGreaterThan(80);
  });

  it('answers no 5xx to malformed ids and bodies on any route, for any role', async () => {
    const started = performance.now();
    // Which roles get past each route's guards: a valid request without a body, or for the
    // routes that take something away, one whose first id is malformed (refused after the guards).
    const probes = routes.filter((r) => !SELF_ENDING(r)).flatMap((route) => rolesToProbe(route).map((role) => ({ route, role })));
    const probed = await withConcurrency(probes, 6, ({ route, role }) => {
      const first = /:(\w+)/.exec(route.path)?.[1];
      const path = DESTRUCTIVE(route) && first ? fillPath(route.path, { name: first, value: '__name__' }) : fillPath(route.path);
      return DESTRUCTIVE(route) && !first ? Promise.resolve(null) : send({ route, role, label: 'probe', path, query: encodeQuery(baselineQuery()) });
    }, 250);
    const rolesOf = new Map<RouteEntry, Role[]>();
    for (const answer of probed) {
      if (!answer || answer.status === 401 || answer.status === 403 || GUARD_CODES.has(answer.code ?? '')) continue;
      rolesOf.set(answer.request.route, [...(rolesOf.get(answer.request.route) ?? []), answer.request.role]);
    }
    // Auth-free routes are fuzzed without a token too; every other route with the roles it lets in.
    const rolesFor = (route: RouteEntry): Role[] => rolesOf.get(route) ?? ['teacher'];
    const named = (method: string, path: string) => routes.find((r) => r.method === method && r.path === path)!;
    for (const [method, path] of [['GET', '/packages'], ['POST', '/auth/login'], ['POST', '/auth/signup'], ['POST', '/auth/verify-otp']]) {
      expect(rolesFor(named(method!, path!)), `${method} ${path} is fuzzed without a token`).toContain('none');
    }
    expect(rolesFor(named('POST', '/admin/market/products/review'))).toEqual(['administrator']);
    // The centre's routes are fuzzed by the centre first (path and query), and by an administrator naming it.
    for (const [method, path] of [
      ['PUT', '/enterprise-courses/:courseId'], ['POST', '/enterprise-courses/chapters/:chapterId/lessons'], ['PUT', '/training-centre/settings'],
      ['POST', '/enterprise-teachers'], ['POST', '/enterprise-teachers/email'],
    ]) {
      expect(rolesFor(named(method!, path!)), `${method} ${path}`).toEqual(['centre', 'administrator']);
    }

    const phases = [routes.filter((r) => !DESTRUCTIVE(r) && !SELF_ENDING(r)), routes.filter((r) => DESTRUCTIVE(r) && !SELF_ENDING(r))];
    const byPath = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
    const bodyIdRequests: Request[] = idBodies().flatMap((entry) => {
      const route = byPath.get(`${entry.method} ${entry.path}`);
      if (!route) throw new Error(`The fuzz table names ${entry.method} ${entry.path}, which the app no longer has`);
      return entry.fields.flatMap((field) =>
        BAD_IDS.map((value) => ({
          route, role: entry.role, label: `body ${field}=${JSON.stringify(value)?.slice(0, 12)}`, path: fillPath(route.path),
          body: json(field, setField(entry.body, field, value)),
        })),
      );
    });
    await withConcurrency(bodyIdRequests, 6, send, 250);
    for (const phase of phases) {
      const requests = phase.flatMap((route) => requestsFor(route, rolesFor(route)));
      await withConcurrency(requests, 6, send, 250);
    }

    // Last, the routes that end the caller's session or account, each with its own users.
    for (const route of routes.filter(SELF_ENDING)) {
      const [student, teacher, administrator] = await Promise.all([
        createTestUser({ userType: 'student' }), createTestUser({ userType: 'teacher' }), createTestUser({ userType: 'administrator' }),
      ]);
      users = { ...users, student, teacher, administrator };
      await withConcurrency(requestsFor(route, ['student', 'teacher', 'administrator']), 6, send, 250);
    }

    const sorted = [...timings].sort((a, b) => a - b);
    const pct = (p: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
    console.log(
      `fuzz: ${routes.length} routes, ${total} requests in ${Math.round((performance.now() - started) / 1000)} s; ` +
        `p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, max ${pct(1)} ms`,
    );
    if (process.env.FUZZ_VERBOSE) console.log(failures.join('\n'));
    if (process.env.FUZZ_VERBOSE) console.log([...answers].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${n}\t${k}`).join('\n'));
    expect(failures, failures.slice(0, 60).join('\n')).toEqual([]);
  }, 600_000);
});
