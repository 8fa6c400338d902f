import { describe, expect, it } from 'vitest';
import { kindParam, pageParam, replyHref, statusParam, totalPages } from './inbox-params';

describe('inbox params', () => {
  it('falls back on anything unexpected', () => {
    expect(kindParam('feedback')).toBe('feedback');
    expect(kindParam('spam')).toBe('enterprise');
    expect(statusParam('archived')).toBe('archived');
    expect(statusParam('all')).toBeNull();
    expect(pageParam('3')).toBe(3);
    expect(pageParam('-1')).toBe(1);
    expect(totalPages(0)).toBe(1);
    expect(totalPages(21, 10)).toBe(3);
  });

  it('makes a mailto link that cannot carry extra headers', () => {
    expect(replyHref('mona@centre.example', 'Re: Sparks & you')).toBe('mailto:mona@centre.example?subject=Re%3A%20Sparks%20%26%20you');
    expect(replyHref('a@b.example?cc=x@y', 'Hi')).toBe('mailto:a@b.example%3Fcc%3Dx@y?subject=Hi');
  });
});
