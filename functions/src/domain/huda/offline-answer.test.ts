import { describe, expect, it } from 'vitest';
import { bestPage, contentWords, offlineAnswer, pageBlocks, wordPieces } from './offline-answer';

const CONTEXT = [
  '<page number="2">Photosynthesis turns light into chemical energy in the chloroplast.</page>',
  '<page number="7">Mitosis divides one cell into two identical daughter cells.</page>',
].join('\n');

describe('offlineAnswer', () => {
  it('is clearly labelled, in English', () => {
    const answer = offlineAnswer({ question: 'What is a derivative?', language: 'en' });
    expect(answer.content.startsWith('**Offline mode**')).toBe(true);
    expect(answer.content).toContain('What is a derivative?');
    expect(answer.pages).toEqual([]);
  });

  it('is clearly labelled, in Arabic', () => {
    const answer = offlineAnswer({ question: 'ما المشتقة؟', language: 'ar' });
    expect(answer.content.startsWith('**الوضع دون اتصال**')).toBe(true);
    expect(answer.content).toContain('ما المشتقة؟');
  });

  it('quotes and cites the page that best matches the question', () => {
    const en = offlineAnswer({ question: 'How does mitosis divide a cell?', language: 'en', documentText: CONTEXT });
    expect(en.pages).toEqual([7]);
    expect(en.content).toContain('page 7');
    expect(en.content).toContain('> Mitosis divides');
    const ar = offlineAnswer({ question: 'اشرح الفكرة', language: 'ar', documentText: CONTEXT });
    expect(ar.pages).toEqual([2]);
    expect(ar.content).toContain('صفحة 2');
  });
});

describe('pages and words', () => {
  it('reads the page blocks', () => {
    expect(pageBlocks(CONTEXT).map((p) => p.page)).toEqual([2, 7]);
    expect(pageBlocks('no pages')).toEqual([]);
  });

  it('matches Arabic words with or without diacritics', () => {
    expect(contentWords('العِلْمُ نور')).toEqual(new Set(['العلم', 'نور']));
    const pages = [{ page: 1, text: 'الرياضيات' }, { page: 3, text: 'العلم والمعرفة' }];
    expect(bestPage('ما هو العِلم؟', pages)?.page).toBe(3);
    expect(bestPage('anything', [])).toBeUndefined();
  });

  it('splits text into words that join back to it', () => {
    const text = 'One  two\nthree $x^2$ ';
    expect(wordPieces(text)).toEqual(['One  ', 'two\n', 'three ', '$x^2$ ']);
    expect(wordPieces(text).join('')).toBe(text);
    expect(wordPieces('')).toEqual([]);
  });
});
