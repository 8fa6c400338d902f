import { describe, expect, it } from 'vitest';
import { escapeHtml, otpMail, passwordResetLink, passwordResetMail } from './mail-templates';

describe('otpMail', () => {
  it('puts the code on its own line, Arabic before English', () => {
    const mail = otpMail('012345');
    const lines = mail.text.split('\n');
    expect(lines.filter((line) => line === '012345')).toHaveLength(2);
    expect(mail.text.indexOf('رمز')).toBeLessThan(mail.text.indexOf('Your verification code'));
    expect(mail.html).toContain('<strong>012345</strong>');
    expect(mail.subject).toMatch(/verification code/);
  });
});

describe('password reset mail', () => {
  it('builds the link from APP_URL and carries it in text and html', () => {
    const link = passwordResetLink('http://localhost:5000/', 'abc_DEF-123');
    expect(link).toBe('http://localhost:5000/forgot?token=abc_DEF-123');
    const mail = passwordResetMail(link);
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
  });
  it('escapes html', () => {
    expect(escapeHtml(`<a href="x">&'`)).toBe('&#60;a href=&#34;x&#34;&#62;&#38;&#39;');
  });
});
