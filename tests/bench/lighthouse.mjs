// Lighthouse on the public site (issue 15; not a test: it prints). Mobile emulation, Debian's
// Chromium, against a running `npm start`: the landing page, a blog article and the live join
// screen. For each it prints the four category scores and the JavaScript the page loads, gzip
// compressed (each script fetched again and gzipped here, so the figure does not depend on
// whether the server compresses). Goals: every score >= 95; the live join screen < 120 KB JS.
//
//   npm start            (in another terminal; wait for "open http://localhost:5000")
//   npm run lighthouse   (BASE_URL=http://localhost:5000 by default; CHROMIUM_PATH=/usr/bin/chromium;
//                         PAGES=landing,'live join' audits only those)
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:5000').replace(/\/$/, '');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const GOAL_SCORE = 95;
const GOAL_LIVE_JS_KB = 120;

async function firstArticlePath() {
  const response = await fetch(`${BASE_URL}/api/v1/blogs?page=1&limit=1&paginate=true`);
  if (!response.ok) throw new Error(`GET /blogs answered ${response.status}: is npm start running at ${BASE_URL}?`);
  const { body } = await response.json();
  if (!body?.length) throw new Error('No published article: npm start seeds the demo articles.');
  return `/blog/${encodeURIComponent(body[0].slug)}`;
}

async function gzippedKb(urls) {
  let bytes = 0;
  for (const url of urls) {
    const response = await fetch(url);
    bytes += gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
  }
  return bytes / 1024;
}

async function audit(port, path) {
  const result = await lighthouse(`${BASE_URL}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // The default config is a mobile device (Moto G Power class) with simulated slow 4G.
    formFactor: 'mobile',
  });
  const { lhr } = result;
  const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(BASE_URL)).map((r) => r.url);
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
    .map((a) => a.id);
  const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  const metrics = { 'FCP ms': metric('first-contentful-paint'), 'LCP ms': metric('largest-contentful-paint'), 'TBT ms': metric('total-blocking-time'), CLS: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)) };
  return { scores, metrics, scripts: scripts.length, jsKb: await gzippedKb(scripts), failing };
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const only = process.env.PAGES?.split(',');
  const pages = [
    { name: 'landing', path: '/' },
    { name: 'blog article', path: await firstArticlePath() },
    { name: 'live join', path: '/guest/quiz/play' },
  ].filter((page) => !only || only.includes(page.name));
  const rows = [];
  for (const page of pages) {
    const { scores, metrics, scripts, jsKb, failing } = await audit(chrome.port, page.path);
    rows.push({ page: page.name, ...scores, ...metrics, 'JS files': scripts, 'JS gzip KB': Number(jsKb.toFixed(1)) });
    if (failing.length) console.log(`${page.name}: audits below 0.9: ${failing.join(', ')}`);
  }
  console.table(rows);
  for (const row of rows) {
    const low = CATEGORIES.filter((id) => row[id] < GOAL_SCORE);
    console.log(`${row.page}: ${low.length ? `below ${GOAL_SCORE}: ${low.join(', ')}` : `every score >= ${GOAL_SCORE}`}`);
  }
  const live = rows.find((r) => r.page === 'live join');
  if (live) console.log(`live join JS: ${live['JS gzip KB']} KB gzip (goal < ${GOAL_LIVE_JS_KB} KB)`);
} finally {
  await chrome.kill();
}
