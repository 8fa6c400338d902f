import { describe, expect, it } from 'vitest';
import { enterpriseFields } from './inquiry-fields';
import { inquiryMail } from './inquiry-mail';

describe('inquiryMail', () => {
  it('names the sender on one subject line and escapes their words in the html', () => {
    const fields = enterpriseFields({ name: 'Mona\r\nBcc: x@y', email: 'm@c.example', organization: 'A <b>Centre</b>', phone: '+966 50', message: '<script>alert(1)</script> hello', language: 'en' });
    const mail = inquiryMail(fields, 'https://sparks.example/');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('https://sparks.example/admin/inquiries');
    expect(mail.text).toContain('Phone: +966 50');
  });
});
