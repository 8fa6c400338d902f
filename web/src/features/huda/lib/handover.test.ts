import { describe, expect, it } from 'vitest';
import { handedOverQuestion, readDraft, writeDraft } from './handover';

describe('handover', () => {
  it('reads the question /huda-form hands over, and nothing else', () => {
    expect(handedOverQuestion({ ask: { messageId: 'q12345678', text: 'Why?' } })).toEqual({ messageId: 'q12345678', text: 'Why?' });
    expect(handedOverQuestion({ ask: { messageId: 'q12345678', text: '  ' } })).toBeNull();
    expect(handedOverQuestion({ from: '/home' })).toBeNull();
    expect(handedOverQuestion(null)).toBeNull();
  });

  it('keeps a signed-out question until it is cleared', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
      removeItem: (key: string) => void store.delete(key),
    };
    writeDraft('ما هو التمثيل الضوئي؟', storage);
    expect(readDraft(storage)).toBe('ما هو التمثيل الضوئي؟');
    writeDraft('', storage);
    expect(readDraft(storage)).toBe('');
    expect(readDraft(undefined)).toBe('');
  });
});
