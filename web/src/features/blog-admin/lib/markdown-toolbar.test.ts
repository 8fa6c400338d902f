import { describe, expect, it } from 'vitest';
import { applyMarkdown } from './markdown-toolbar';

describe('applyMarkdown', () => {
  it('wraps the selection in bold, italic and inline code', () => {
    expect(applyMarkdown('bold', { text: 'a word here', start: 2, end: 6 }, 'x')).toEqual({ text: 'a **word** here', start: 4, end: 8 });
    expect(applyMarkdown('italic', { text: 'word', start: 0, end: 4 }, 'x').text).toBe('_word_');
    expect(applyMarkdown('code', { text: 'run npm', start: 4, end: 7 }, 'x').text).toBe('run `npm`');
  });

  it('inserts and selects the placeholder when nothing is selected', () => {
    const edit = applyMarkdown('bold', { text: 'ab', start: 1, end: 1 }, 'نص');
    expect(edit.text).toBe('a**نص**b');
    expect(edit.text.slice(edit.start, edit.end)).toBe('نص');
  });

  it('makes headings of the touched line, replacing an earlier heading mark', () => {
    expect(applyMarkdown('h2', { text: 'one\ntwo', start: 5, end: 5 }, 'x')).toEqual({ text: 'one\n## two', start: 4, end: 10 });
    expect(applyMarkdown('h3', { text: '## Title', start: 3, end: 3 }, 'x').text).toBe('### Title');
    const empty = applyMarkdown('h2', { text: 'a\n\nb', start: 2, end: 2 }, 'Heading');
    expect(empty.text).toBe('a\n## Heading\nb');
    expect(empty.text.slice(empty.start, empty.end)).toBe('Heading');
  });

  it('prefixes each selected line for lists and quotes', () => {
    expect(applyMarkdown('list', { text: 'a\nb\nc', start: 0, end: 3 }, 'x').text).toBe('- a\n- b\nc');
    expect(applyMarkdown('quote', { text: 'said', start: 0, end: 0 }, 'x').text).toBe('> said');
  });

  it('links the selection and selects the address to type over', () => {
    const edit = applyMarkdown('link', { text: 'see docs', start: 4, end: 8 }, 'x');
    expect(edit.text).toBe('see [docs](https://)');
    expect(edit.text.slice(edit.start, edit.end)).toBe('https://');
  });

  it('fences a multi-line selection as a code block', () => {
    expect(applyMarkdown('code', { text: 'x\na = 1\nb = 2', start: 2, end: 13 }, 'x').text).toBe('x\n```\na = 1\nb = 2\n```\n');
  });

  it('clamps a selection outside the text', () => {
    expect(applyMarkdown('italic', { text: 'ab', start: 5, end: 9 }, 'x').text).toBe('ab_x_');
  });
});
