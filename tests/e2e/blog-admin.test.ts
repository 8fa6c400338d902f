// The administrators' blog editor in real Chromium, in Arabic (RTL) (docs/site.md 1 and 7): from
// /admin/blogs an administrator writes a new article with a `##` heading and one FAQ, watches
// the live preview, publishes it and sees the success toast and the article in the searched list;
// the public page then lists the heading in its table of contents and shows the FAQ.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { logIn, newPage, pageDir, screenshot, useBrowser } from '../support/browser';
import { createTestUser } from '../support/users';

const browser = useBrowser();
const WAIT = { timeout: 20_000 };

describe('blog admin', () => {
  it('writes, previews and publishes an article that the public page shows with its contents and FAQ (ar)', async () => {
    const admin = await createTestUser({ userType: 'administrator' });
    const word = randomUUID().slice(0, 8);
    const title = `عادات دراسة تدوم ${word}`;
    const heading = 'خطة الأسبوع';
    const question = 'كم دقيقة أدرس كل يوم؟';

    const { page } = await newPage(browser());
    await logIn(page, admin);
    await page.goto('/admin/blogs');
    await page.getByTestId('admin-blogs').waitFor();
    expect(await pageDir(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByTestId('admin-blog-new').click();
    await page.waitForURL('**/admin/blogs/new');

    // The slug follows the title; the language is the interface's, Arabic.
    await page.getByTestId('blog-editor-title').fill(title);
    const slug = await page.getByTestId('blog-editor-slug').inputValue();
    expect(slug).toBe(`عادات-دراسة-تدوم-${word}`);
    expect(await page.getByTestId('blog-editor-language').inputValue()).toBe('ar');

    // The Markdown, with a heading from the toolbar, and its live preview in the article's direction.
    const content = page.getByTestId('blog-editor-content');
    await content.fill('مقدمة قصيرة عن الدراسة اليومية.\n\n');
    await content.press('End');
    await page.getByTestId('blog-editor-tool-h2').click();
    await page.keyboard.type(heading);
    await content.press('End');
    await page.keyboard.type('\n\nخطوات صغيرة كل يوم تصنع فرقًا كبيرًا.');
    expect(await content.inputValue()).toContain(`## ${heading}`);
    const preview = page.getByTestId('blog-editor-preview');
    await preview.locator('h2', { hasText: heading }).waitFor(WAIT);
    expect(await preview.getAttribute('dir')).toBe('rtl');

    await page.getByTestId('blog-editor-faq-add').click();
    await page.getByTestId('blog-editor-faq-question').fill(question);
    await page.getByTestId('blog-editor-faq-answer').fill('عشرون دقيقة مركّزة تكفي.');

    await page.getByTestId('blog-editor-status').selectOption('published');
    await page.getByTestId('blog-editor-save').click();
    await page.getByText('تم إنشاء المقال بنجاح!').waitFor(WAIT);
    await page.waitForURL((url) => /^\/admin\/blogs\/[A-Za-z0-9_-]+$/.test(url.pathname) && !url.pathname.endsWith('/new'), WAIT);
    await screenshot(page, 'blog-admin-editor-ar');

    // The list finds it by search, published.
    await page.getByTestId('blog-editor-back').click();
    await page.getByTestId('admin-blogs-search').fill(word);
    await page.waitForURL((url) => url.searchParams.get('q') === word, WAIT);
    // The unfiltered first page may show the row before the search answers (and the list
    // reloads): wait for the searched list itself, one row.
    await expect.poll(() => page.getByTestId('admin-blog-row').count(), WAIT).toBe(1);
    const row = page.getByTestId('admin-blog-row').filter({ hasText: title });
    await row.waitFor(WAIT);
    expect(await row.getAttribute('data-status')).toBe('published');

    // The public page: the heading in the table of contents, the FAQ below the article.
    await page.goto(`/blog/${encodeURIComponent(slug)}`);
    await page.getByTestId('blog-article').waitFor(WAIT);
    expect(await page.getByTestId('blog-toc-link').allTextContents()).toEqual([heading]);
    await page.getByTestId('blog-faq').filter({ hasText: question }).waitFor(WAIT);
  });
});
