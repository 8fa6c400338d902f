import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { messages } from '@/test/all-messages';
import { OTP_WRONG_CODE, attemptsLeftOf } from './otp-failure';

const ar = createIntl({ locale: 'ar', messages: messages.ar });
const en = createIntl({ locale: 'en', messages: messages.en });
const arNumber = (value: number) => new Intl.NumberFormat('ar').format(value);
const failed = (values?: Record<string, string | number>) => new ApiRequestError(400, 'auth/otp-failed', 'OTP verification failed', values);

describe('attemptsLeftOf', () => {
  it('reads values.attemptsLeft of auth/otp-failed', () => {
    expect(attemptsLeftOf(failed({ attemptsLeft: 4 }))).toBe(4);
    expect(attemptsLeftOf(failed({ attemptsLeft: 0 }))).toBe(0);
    expect(attemptsLeftOf(failed({ attemptsLeft: '2' }))).toBe(2);
  });
  it('is null for other failures or no count', () => {
    expect(attemptsLeftOf(failed())).toBeNull();
    expect(attemptsLeftOf(failed({ attemptsLeft: -1 }))).toBeNull();
    expect(attemptsLeftOf(new ApiRequestError(429, 'auth/otp-too-many-attempts', 'Too many'))).toBeNull();
    expect(attemptsLeftOf(new Error('boom'))).toBeNull();
  });
});

describe('the tries-left text', () => {
  it('uses the Arabic plural forms', () => {
    const text = (attemptsLeft: number) => ar.formatMessage(OTP_WRONG_CODE, { attemptsLeft });
    expect(text(0)).toBe('الرمز غير صحيح. لم تبقَ لديك محاولات، فاطلب رمزًا جديدًا.');
    expect(text(1)).toBe('الرمز غير صحيح. بقيت لديك محاولة واحدة.');
    expect(text(2)).toBe('الرمز غير صحيح. بقيت لديك محاولتان.');
    expect(text(4)).toBe(`الرمز غير صحيح. بقيت لديك ${arNumber(4)} محاولات.`);
    expect(text(11)).toBe(`الرمز غير صحيح. بقيت لديك ${arNumber(11)} محاولة.`);
  });
  it('uses the English ones', () => {
    const text = (attemptsLeft: number) => en.formatMessage(OTP_WRONG_CODE, { attemptsLeft });
    expect(text(0)).toBe('Wrong code. 0 tries left: request a new code.');
    expect(text(1)).toBe('Wrong code. 1 try left.');
    expect(text(4)).toBe('Wrong code. 4 tries left.');
  });
});
