import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '@/test/render-static';
import { messageFromDoc } from '../lib/huda-docs';
import { MessageBubble } from './message-bubble';

const render = (data: Record<string, unknown>, locale: 'ar' | 'en' = 'en') =>
  renderStatic(<MessageBubble message={messageFromDoc(data, 'q1-a')} />, { locale });

describe('MessageBubble', () => {
  it('shows a failed answer with its error text', () => {
    const text = textOf(render({ role: 'assistant', content: '', status: 'failed', error_code: 'huda/ai-timeout' }));
    expect(text).toContain('Huda took too long to answer. Nothing was charged.');
  });

  it('labels offline answers and shows cited pages as chips, in Arabic too', () => {
    const html = render({ role: 'assistant', content: 'See page 2', status: 'done', offline: true, citations: [2] }, 'ar');
    expect(html).toContain('data-testid="huda-offline"');
    expect(textOf(html)).toContain('الوضع دون اتصال');
    expect(html).toMatch(/data-testid="huda-citation" data-page="2"/);
    expect(textOf(html)).toContain('صفحة 2');
  });

  it('keeps a question as plain text with its own direction', () => {
    const html = render({ role: 'user', content: '<b>hi</b> **x**', status: 'done' });
    expect(html).toContain('dir="auto"');
    expect(html).not.toContain('<b>hi');
    expect(textOf(html)).toContain('<b>hi</b> **x**');
  });
});
