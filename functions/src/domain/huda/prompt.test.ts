import { describe, expect, it } from 'vitest';
import { HUDA } from '../../shared/constants';
import { boundHistory, boundQuestion, defaultTitle, HUDA_PROMPT_INTRO, hudaMessages, hudaSystemPrompt, shortText, type HistoryMessage } from './prompt';

const pairs = (n: number, size = 10): HistoryMessage[] =>
  Array.from({ length: n }, (_, i) => [
    { role: 'user' as const, content: `q${i}`.padEnd(size, '.') },
    { role: 'assistant' as const, content: `a${i}`.padEnd(size, '.') },
  ]).flat();

describe('hudaSystemPrompt', () => {
  it('asks for the user language, Markdown and formulas', () => {
    const en = hudaSystemPrompt('en');
    expect(en.startsWith(HUDA_PROMPT_INTRO)).toBe(true);
    expect(en).toContain('answer in English');
    expect(en).toContain('$...$');
    expect(hudaSystemPrompt('ar')).toContain('answer in Arabic');
    expect(en).not.toContain('<page');
  });

  it('adds the PDF pages and the way to cite them', () => {
    const text = '<page number="4">Cells divide.</page>';
    expect(hudaSystemPrompt('en', text)).toContain('"page N"');
    expect(hudaSystemPrompt('ar', text)).toContain('"صفحة N"');
    expect(hudaSystemPrompt('en', text).endsWith(text)).toBe(true);
  });
});

describe('boundHistory', () => {
  it('keeps the most recent messages up to the count', () => {
    const kept = boundHistory(pairs(8), 10, 100_000);
    expect(kept).toHaveLength(10);
    expect(kept[0]!.content.startsWith('q3')).toBe(true);
    expect(kept.at(-1)!.content.startsWith('a7')).toBe(true);
  });

  it('keeps within the characters and never starts with an answer', () => {
    const kept = boundHistory(pairs(8, 100), 10, 350);
    // 3 messages fit (300 chars): a6, q7, a7 -> the leading answer goes.
    expect(kept.map((m) => m.content.slice(0, 2))).toEqual(['q7', 'a7']);
  });

  it('uses the HUDA limits by default', () => {
    expect(boundHistory(pairs(20)).length).toBeLessThanOrEqual(HUDA.historyMessages);
    expect(boundHistory([])).toEqual([]);
  });
});

describe('hudaMessages', () => {
  it('is the system prompt, the bounded history, then the question', () => {
    const messages = hudaMessages({ language: 'en', history: pairs(30), question: '  What is a cell?  ' });
    expect(messages[0]!.role).toBe('system');
    expect(messages).toHaveLength(1 + HUDA.historyMessages + 1);
    expect(messages.at(-1)).toEqual({ role: 'user', content: 'What is a cell?' });
  });

  it('cuts an overlong question', () => {
    expect([...boundQuestion('x'.repeat(HUDA.questionMaxLength + 50))]).toHaveLength(HUDA.questionMaxLength);
  });
});

describe('titles and previews', () => {
  it('cuts at a word and marks the cut', () => {
    expect(shortText('one two three four', 12)).toBe('one two…');
    expect(shortText('  short\n text ', 50)).toBe('short text');
    const title = defaultTitle('كيف تعمل عملية البناء الضوئي في النباتات الخضراء وما هي العوامل التي تؤثر فيها وكيف نقيسها في المختبر؟');
    expect([...title].length).toBeLessThanOrEqual(HUDA.titleMaxLength);
    expect(title.endsWith('…')).toBe(true);
  });
});
