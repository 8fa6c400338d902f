import { describe, expect, it } from 'vitest';
import { canonicalMailbox, welcomeGrantKey, welcomeOperationId } from './welcome-grant';

describe('canonicalMailbox', () => {
  it('ignores case, spaces and plus tags', () => {
    expect(canonicalMailbox(' Teacher+Spare@Example.com ')).toBe('teacher@example.com');
    expect(canonicalMailbox('a.b@example.com')).toBe('a.b@example.com');
  });

  it('ignores dots in Gmail addresses and googlemail.com', () => {
    expect(canonicalMailbox('T.e.acher+x@googlemail.com')).toBe('teacher@gmail.com');
  });

  it('keeps an address without a local part as it is', () => {
    expect(canonicalMailbox('+x@example.com')).toBe('+x@example.com');
  });
});

describe('welcomeGrantKey', () => {
  it('is one key per mailbox', () => {
    expect(welcomeGrantKey('teacher+1@gmail.com')).toBe(welcomeGrantKey('t.eacher@GMAIL.com'));
    expect(welcomeGrantKey('teacher@example.com')).not.toBe(welcomeGrantKey('teacher2@example.com'));
    expect(welcomeGrantKey('a@example.com')).toMatch(/^[0-9a-f]{40}$/);
  });

  it('the operation id is derived from the uid', () => {
    expect(welcomeOperationId('abcDEF123')).toBe('welcome:abcDEF123');
  });
});
