// The public blog in real Chromium, in English, signed out (docs/site.md 1 and 7): an article an
// administrator published through the API is found by search on /blogs and opened; its raw
// HTML (a <script>, an <img onerror>) never runs; a table-of-contents link scrolls to its
// heading and names it in the address; an FAQ opens; subscribing queues a confirmation mail
// whose link confirms the subscription.
import { randomUUID } from 'node:crypto';
import type { AdminBlog } from '@shared/schemas/blog';
import { describe, expect, it } from 'vitest';
import { call, latestMail, uniqueEmail } from '../support/api';
import { newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };

const paragraph = (topic: string) =>
  Array.from({ length: 6 }, (_, i) => `${topic} matters because small daily steps add up, and step ${i + 1} builds on the one before it.`).join(' ');

describe('blog reader', () => {
  it('finds an article by search, reads it safely, follows its contents, opens an FAQ, subscribes and confirms (en)', async () => {
    const admin = await createTestUser({ userType: 'administrator' });
    const tag = randomUUID().slice(0, 8);
    const title = `Study habits that last ${tag}`;
    const content = [
      `Welcome to a short guide. ${paragraph('Planning')}`,
      '<script>window.__pwned = 1</script>',
      '<img src=x onerror="window.__pwned = 2">',
      '## Plan your week',
      paragraph('Planning'),
      paragraph('Rest'),
      '### Pick one goal',
      paragraph('Focus'),
      '## Review what you learnt',
      paragraph('Review'),
      paragraph('Memory'),
      paragraph('Practice'),
      paragraph('Sleep'),
    ].join('\n\n');
    const created = await call<{ data: AdminBlog }>('POST', '/admin-blogs', {
      token: admin.token,
      body: {
        title,
        language: 'en',
        excerpt: 'Small daily steps that make studying stick.',
        content,
        faqs: [{ question: 'How long should I study each day?', answer: 'Twenty focused minutes beat two distracted hours.' }],
        status: 'published',
      },
    });
    expect(created.status, created.text).toBe(201);
    const { slug } = created.body.data;

    const { context, page } = await newPage(browser());
    await context.addInitScript(() => localStorage.setItem('language', JSON.stringify('en')));
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));

    // The list, searched by the article's unique word.
    await page.goto('/blogs');
    await expect.poll(() => pageDir(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.getByTestId('blogs-search').fill(tag);
    await page.waitForURL((url) => url.searchParams.get('q') === tag, WAIT);
    const card = page.getByTestId('blog-card').filter({ hasText: title });
    await expect.poll(() => page.getByTestId('blog-card').count(), WAIT).toBe(1);
    await card.click();

    // The article, in its own direction, with nothing of its HTML run or drawn.
    await page.waitForURL(`**/blog/${slug}`);
    const article = page.getByTestId('blog-article');
    await article.waitFor();
    expect(await article.getAttribute('dir')).toBe('ltr');
    expect(await page.title()).toContain(title);
    expect(await article.locator('script, img[src="x"], [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();

    // The table of contents: links in document order; one scrolls its heading into view.
    const links = page.getByTestId('blog-toc').getByTestId('blog-toc-link');
    expect(await links.allTextContents()).toEqual(['Plan your week', 'Pick one goal', 'Review what you learnt']);
    await links.filter({ hasText: 'Review what you learnt' }).click();
    await page.waitForURL('**#review-what-you-learnt', WAIT);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('review-what-you-learnt')?.getBoundingClientRect().top ?? -1)), WAIT)
      .toBeLessThan(200);
    expect(await page.evaluate(() => Math.round(document.getElementById('review-what-you-learnt')?.getBoundingClientRect().top ?? -1))).toBeGreaterThanOrEqual(0);

    // The FAQ opens to its answer.
    const faq = page.getByTestId('blog-faq').first();
    await faq.getByRole('button', { name: 'How long should I study each day?' }).click();
    await expect.poll(() => faq.getByTestId('blog-faq-answer').isVisible(), WAIT).toBe(true);
    expect(await page.getByTestId('blog-share').isVisible()).toBe(true);
    await screenshot(page, 'blog-reader-article-en');

    // Subscribing: the box says to check the inbox, and the mailed link confirms.
    const email = uniqueEmail('reader');
    await page.getByTestId('blog-subscribe-email').fill(email);
    await page.getByTestId('blog-subscribe-submit').click();
    await page.getByTestId('blog-subscribe-done').waitFor();
    await expect.poll(async () => (await latestMail(email).catch(() => null))?.text ?? '', WAIT).toContain('/blogs/subscribe/confirm?token=');
    const token = /\/blogs\/subscribe\/confirm\?token=([A-Za-z0-9_-]+)/.exec((await latestMail(email)).text)?.[1];
    expect(token).toBeTruthy();
    await page.goto(`/blogs/subscribe/confirm?token=${token}`);
    await page.getByTestId('blog-confirm-done').waitFor();
    expect(await page.getByTestId('blog-confirm-done').textContent()).toContain('Subscription confirmed');

    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(scriptErrors).toEqual([]);
    await context.close();
  });
});
