import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '@/test/render-static';
import { SafeMarkdown } from './safe-markdown';

// The rendered body, without Chakra's style sheets.
const render = (markdown: string) =>
  renderStatic(<SafeMarkdown>{markdown}</SafeMarkdown>).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');

describe('SafeMarkdown', () => {
  it('shows raw HTML as text, never as an element', () => {
    const html = render('Hi <script>alert(1)</script> and <img src=x onerror="alert(2)">\n\n<iframe src="https://evil.test"></iframe>');
    expect(html).not.toMatch(/<(script|img|iframe)\b/i);
    expect(html).not.toMatch(/<[^>]*\sonerror=/i);
    expect(textOf(html)).toContain('<script>alert(1)</script>');
    expect(textOf(html)).toContain('<img src=x onerror="alert(2)">');
  });

  it('renders Markdown with direction per paragraph and safe links', () => {
    const html = render('**bold** and [site](https://example.com)\n\n- one\n- two\n\n[x](javascript:alert(1))');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toMatch(/<p dir="auto">/);
    expect(html).toMatch(/<li dir="auto">one<\/li>/);
    expect(html).toContain('href="https://example.com" target="_blank" rel="noopener noreferrer nofollow"');
    expect(html).not.toContain('javascript:');
  });

  it('does not load images: they become links', () => {
    const html = render('![a chart](https://tracker.test/p.png)');
    expect(html).not.toMatch(/<img/);
    expect(html).toContain('href="https://tracker.test/p.png"');
    expect(textOf(html)).toContain('a chart');
  });

  it('turns a one-line $$...$$ into a display formula', () => {
    expect(render('Then:\n\n$$x^2$$')).toContain('katex-display');
  });

  it('renders inline and display formulas with KaTeX, untrusted', () => {
    const html = render('Area $\\pi r^2$\n\n$$\n\\frac{a}{b}\n$$\n\n$\\href{javascript:alert(1)}{x}$');
    expect(html).toContain('class="katex"');
    expect(html).toContain('katex-display');
    expect(html).not.toMatch(/href="javascript/);
  });
});
