// The article renderer: nothing executable from the Markdown, safe links and images, and heading
// ids that are exactly the outline's (the table of contents links to them).
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { renderStatic } from '@/test/render-static';
import { ArticleBody, isAllowedImageSource } from './article-body';
import { remarkHeadingOutline, type OutlineItem } from './remark-heading-outline';

const render = (markdown: string) =>
  renderStatic(<ArticleBody content={markdown} />).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

function outlineOf(markdown: string): OutlineItem[] {
  let outline: OutlineItem[] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkHeadingOutline, { collect: (items) => (outline = items) });
  processor.runSync(processor.parse(markdown));
  return outline;
}

const ARTICLE = '# Title\n\n## Getting started\n\ntext\n\n### The *first* step\n\n## Getting started\n\n## مقدمة الدرس\n\n#### Deep';

describe('remarkHeadingOutline', () => {
  it('collects ## and ### headings with unique ids in document order', () => {
    expect(outlineOf(ARTICLE)).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'the-first-step', text: 'The first step', level: 3 },
      { id: 'getting-started-2', text: 'Getting started', level: 2 },
      { id: 'مقدمة-الدرس', text: 'مقدمة الدرس', level: 2 },
    ]);
  });

  it('gives the rendered headings the same ids', () => {
    const html = render(ARTICLE);
    for (const item of outlineOf(ARTICLE)) expect(html).toContain(`id="${item.id}"`);
    expect(html).toMatch(/<h2 dir="auto">Title<\/h2>/);
    expect(html).not.toMatch(/<h4[^>]*id=/);
  });
});

describe('ArticleBody', () => {
  it('renders no raw HTML at all', () => {
    const html = render(
      'Hello <script>window.__pwned = 1</script>\n\n<img src=x onerror="window.__pwned = 2">\n\n<iframe src="https://evil.test"></iframe>\n\n<a href="javascript:alert(1)">x</a>',
    );
    expect(html).not.toMatch(/<(script|iframe|img)\b/i);
    // The tags go; an inline script's text may stay, as inert text.
    expect(html).not.toMatch(/onerror|javascript:|evil\.test/i);
    expect(html).toMatch(/^<div[^>]*><p dir="auto">Hello window.__pwned = 1<\/p>\s*<p dir="auto">x<\/p><\/div>$/);
  });

  it('keeps links safe: nofollow everywhere, a new tab for other sites, no javascript:', () => {
    const html = render('[site](https://example.com) [here](/blogs) [top](#intro) [bad](javascript:alert(1))');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">site</a>');
    expect(html).toContain('<a href="/blogs" rel="noopener noreferrer nofollow">here</a>');
    expect(html).toContain('<a href="#intro" rel="noopener noreferrer nofollow">top</a>');
    expect(html).not.toContain('javascript:');
  });

  it('loads images from https or our own paths only', () => {
    const html = render('![ok](https://cdn.example.com/a.png) ![own](/covers/b.webp) ![plain](http://x.test/c.png) ![data](data:image/png;base64,AAAA) ![proto](//evil.test/d.png)');
    expect(html).toContain('src="https://cdn.example.com/a.png" alt="ok"');
    expect(html).toContain('src="/covers/b.webp" alt="own"');
    expect(html).not.toMatch(/http:\/\/x\.test|data:image|evil\.test/);
    expect(isAllowedImageSource('javascript:alert(1)')).toBe(false);
    expect(isAllowedImageSource('/\\evil.test/x.png')).toBe(false);
  });

  it('renders GitHub tables and sets the article language direction', () => {
    const html = renderStatic(<ArticleBody content={'| a | b |\n|---|---|\n| 1 | 2 |'} language="ar" />);
    expect(html).toMatch(/<div[^>]*dir="rtl"[^>]*lang="ar"|<div[^>]*lang="ar"[^>]*dir="rtl"/);
    expect(html).toContain('<table>');
  });
});
