import { describe, expect, it } from 'vitest';
import { answerIdOf, conversationFromDoc, messageFromDoc, newMessageId, sortMessages } from './huda-docs';

describe('huda docs', () => {
  it('maps a message, keeping only sane citations in order', () => {
    const message = messageFromDoc(
      { role: 'assistant', content: 'Hi', status: 'failed', error_code: 'huda/ai-timeout', citations: [4, 2, 4, 0, 'x'], offline: true },
      'm1-a',
    );
    expect(message).toMatchObject({ id: 'm1-a', role: 'assistant', status: 'failed', errorCode: 'huda/ai-timeout', citations: [2, 4], offline: true });
    expect(messageFromDoc({ status: 'weird', error_code: 'nope' }, 'x')).toMatchObject({ role: 'user', status: 'done', errorCode: null, citations: [] });
  });

  it('maps a conversation with defaults', () => {
    expect(conversationFromDoc({ title: 'Algebra', document_id: null, answering: 'q1-a' }, 'c1')).toMatchObject({
      id: 'c1', title: 'Algebra', documentId: null, answering: 'q1-a', messageCount: 0, preview: '',
    });
  });

  it('shows a Markdown preview as plain text', () => {
    expect(conversationFromDoc({ last_message_preview: '**Huda** here:\n $a^2$ `x`' }, 'c').preview).toBe('Huda here: a^2 x');
  });

  it('orders questions before their answers at the same time', () => {
    const at = (id: string, createdAt: number | null) => ({ ...messageFromDoc({}, id), createdAt });
    expect(sortMessages([at('b-a', 5), at('b', 5), at('a', 1), at('c', null)]).map((m) => m.id)).toEqual(['a', 'b', 'b-a', 'c']);
  });

  it('makes valid client ids', () => {
    const id = newMessageId(() => '123e4567-e89b-12d3-a456-426614174000');
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(answerIdOf(id)).toBe(`${id}-a`);
  });
});
