import { describe, expect, it } from 'vitest';
import { cleanLiveCode, codeFromQuery, validateJoinForm } from './join-form';

describe('validateJoinForm', () => {
  it('accepts a 6-digit code and a nickname, cleaned', () => {
    expect(validateJoinForm({ code: ' 123 456 ', nickname: '  Sara   K ' })).toEqual({ ok: true, value: { code: '123456', nickname: 'Sara K' } });
  });

  it('accepts Arabic-Indic digits', () => {
    expect(cleanLiveCode('١٢٣-٤٥٦')).toBe('123456');
    expect(validateJoinForm({ code: '۱۲۳۴۵۶', nickname: 'سارة' })).toMatchObject({ ok: true, value: { code: '123456' } });
  });

  it("refuses a bad code with the spec's message code", () => {
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      expect(validateJoinForm({ code, nickname: 'Sara' })).toEqual({ ok: false, errors: { code: 'validation/invalid-code', nickname: undefined } });
    }
  });

  it('refuses an empty or too long nickname', () => {
    expect(validateJoinForm({ code: '123456', nickname: '   ' })).toEqual({ ok: false, errors: { code: undefined, nickname: 'live/nickname-invalid' } });
    expect(validateJoinForm({ code: '123456', nickname: 'x'.repeat(21) })).toMatchObject({ ok: false, errors: { nickname: 'live/nickname-invalid' } });
    expect(validateJoinForm({ code: '123456', nickname: 'x'.repeat(20) }).ok).toBe(true);
  });

  it('reports both fields at once', () => {
    expect(validateJoinForm({ code: '1', nickname: '' })).toEqual({ ok: false, errors: { code: 'validation/invalid-code', nickname: 'live/nickname-invalid' } });
  });
});

describe('codeFromQuery', () => {
  it('takes a valid code from the QR link', () => {
    expect(codeFromQuery('123456')).toBe('123456');
    expect(codeFromQuery('12')).toBe('');
    expect(codeFromQuery(null)).toBe('');
  });
});
