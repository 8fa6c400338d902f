// No dead ends (issue 15): every path of the route map, signed out and as each user type, ends
// on a real screen (a redirect counts: it lands on the screen doing the job). A page fails when
// it shows the 404 page or the old under-development screen, throws, or logs a console error.
// Chromium's own "Failed to load resource" lines are left to the response check: answers 4xx
// that a screen expects (a test not taken yet, a missing course) and pictures that other
// tests' data point at are not errors; an answer 5xx from our origin is. The walk moves through the app the way its links do (history navigation), so one
// page load per identity keeps it fast.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call } from '../support/api';
import { logIn, newPage, useBrowser } from '../support/browser';
import { createClassDirect, addMemberDirect } from '../support/classes';
import { APP_ORIGIN } from '../support/env';
import { PUBLIC_PATHS, SIGNED_IN_PATHS } from '../support/route-map';
import { createTestUser, type TestUser } from '../support/users';

const browser = useBrowser();
const PACKAGE_ID = 'e2e-route-map-100';
const params: Record<string, string> = { packageId: PACKAGE_ID };
const users: Record<'student' | 'teacher' | 'centers' | 'administrator', TestUser | undefined> = {
  student: undefined, teacher: undefined, centers: undefined, administrator: undefined,
};

beforeAll(async () => {
  const [student, teacher, centers, administrator] = await Promise.all([
    createTestUser({ userType: 'student', sparks: 10 }),
    createTestUser({ userType: 'teacher', sparks: 10 }),
    createTestUser({ userType: 'centers', sparks: 10 }),
    createTestUser({ userType: 'administrator' }),
  ]);
  Object.assign(users, { student, teacher, centers, administrator });
  const { classId } = await createClassDirect(teacher);
  await addMemberDirect(classId, student);
  params.classId = classId;
  await adminDb.doc(`packages/${PACKAGE_ID}`).set({
    package_type: 'sparks', name: { ar: 'باقة', en: 'Pack' }, sparks: 100, price: '30.00', currency: 'SAR',
    popular: false, order: 0, active: true,
  });
  const article = await call<{ data: { slug: string } }>('POST', '/admin-blogs', {
    token: administrator.token,
    body: {
      title: 'Route map walk', language: 'en', excerpt: 'A short article.', status: 'published',
      content: '## First\n\nSome words.\n\n## Second\n\nMore words.', faqs: [{ question: 'Why?', answer: 'To walk.' }],
    },
  });
  expect(article.status, article.text).toBe(201);
  params.blogSlug = encodeURIComponent(article.body.data.slug);
}, 60_000);

afterAll(async () => {
  await adminDb.doc(`packages/${PACKAGE_ID}`).delete();
});

const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name);

/** Requests still running, except Firestore's long-lived listen channels. */
function trackNetwork(page: Page): () => number {
  let inFlight = 0;
  const counts = (url: string) => !url.includes('/google.firestore.v1.Firestore/');
  page.on('request', (r) => { if (counts(r.url())) inFlight += 1; });
  const done = (r: { url(): string }) => { if (counts(r.url())) inFlight = Math.max(0, inFlight - 1); };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight;
}

/** The page now, in one round trip: the loader, and the dead-end screens the walk fails on. */
const look = (page: Page) =>
  page.evaluate(() => ({
    loading: document.querySelector('[data-testid="page-loader"]') !== null,
    deadEnds: ['not-found', 'under-development'].filter((id) => document.querySelector(`[data-testid="${id}"]`) !== null),
  }));

/** Waits until the page is quiet; answers the dead-end screens it shows then. */
async function settle(page: Page, inFlight: () => number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  let quietSince = 0;
  while (Date.now() < deadline) {
    // A full page load in between (a screen that sets location) counts as busy.
    const now = await look(page).catch(() => ({ loading: true, deadEnds: [] as string[] }));
    const busy = inFlight() > 0 || now.loading;
    if (busy) quietSince = 0;
    else if (!quietSince) quietSince = Date.now();
    else if (Date.now() - quietSince >= QUIET_MS) return now.deadEnds;
    // A local timer: the walk makes hundreds of these waits, each a browser round trip otherwise.
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return (await look(page)).deadEnds;
}

/** Long enough for a screen's first data call to start after its code has loaded. */
const QUIET_MS = 120;
const RESOURCE_FAILURE = /^Failed to load resource: /;

async function walk(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current}: page error ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !RESOURCE_FAILURE.test(message.text())) problems.push(`${current}: console ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500 && response.url().startsWith(APP_ORIGIN)) problems.push(`${current}: ${response.status()} from ${response.url()}`);
  });
  const inFlight = trackNetwork(page);
  for (const template of paths) {
    current = fill(template);
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, current);
    for (const testId of await settle(page, inFlight)) {
      problems.push(`${current}: shows ${testId} (at ${new URL(page.url()).pathname})`);
    }
  }
  return problems;
}

describe('the route map has no dead ends', () => {
  it('signed out: public pages show, the rest send to /login', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    expect(await walk(page, [...PUBLIC_PATHS, ...SIGNED_IN_PATHS])).toEqual([]);
    // The walk does see a dead end: a path outside the map gets the 404 page.
    expect(await walk(page, ['/no-such-page'])).toEqual(['/no-such-page: shows not-found (at /no-such-page)']);
    await context.close();
  }, 240_000);

  // One after the other: four browsers rendering at once on two cores slow the API lane's
  // bursts beside them. The public pages look the same to every signed-in user, so one of them
  // walks those too.
  for (const role of ['student', 'teacher', 'centers', 'administrator'] as const) {
    it(`as ${role}: every path is a screen, a redirect or /unauthorized`, async () => {
      const { context, page } = await newPage(browser());
      await logIn(page, users[role]!);
      expect(await walk(page, role === 'student' ? [...SIGNED_IN_PATHS, ...PUBLIC_PATHS] : SIGNED_IN_PATHS)).toEqual([]);
      await context.close();
    }, 240_000);
  }
});
