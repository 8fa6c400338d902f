import { describe, expect, it } from 'vitest';
import { classroomLink, INVITATION_SUBJECT, invitationMail, quoteSenderText } from './invitations-mail';

describe('invitationMail', () => {
  it('quotes the class and the inviter, labelled as the sender’s, with the classroom link in Arabic and English', () => {
    const mail = invitationMail({ className: 'Physics <1>', inviterName: 'Ms Noor', base: 'https://app.test' });
    expect(mail.text).toContain('Class name (written by the sender): "Physics <1>"');
    expect(mail.text).toContain('Sender name (as they wrote it): "Ms Noor"');
    expect(mail.text).toContain('اسم الصف (كتبه المرسل): "Physics <1>"');
    expect(mail.text).toContain('automated message from the Sparks learning platform');
    expect(mail.text.match(/https:\/\/app\.test\/classroom/g)).toHaveLength(2);
    expect(classroomLink('https://app.test')).toBe('https://app.test/classroom');
    expect(mail.html).toContain('<q>Physics &#60;1&#62;</q>');
    expect(mail.html).not.toContain('<1>');
    expect(mail.html.indexOf('dir="rtl"')).toBeLessThan(mail.html.indexOf('dir="ltr"'));
  });

  it('keeps a phishing class name out of the subject and defuses its link', () => {
    const className = 'Your bank account is locked - click http://evil';
    const mail = invitationMail({ className, inviterName: 'Bank security team www.evil.example', base: 'https://app.test' });
    expect(mail.subject).toBe(INVITATION_SUBJECT);
    expect(mail.subject).not.toMatch(/bank|locked|evil/i);
    expect(mail.text).toContain('"Your bank account is locked - click http[:]//evil"');
    expect(mail.text).toContain('"Bank security team www[.]evil[.]example"');
    expect(mail.text).not.toContain('http://evil');
    expect(mail.html).not.toContain('http://evil');
    // The only links are ours.
    const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['https://app.test/classroom', 'https://app.test/classroom']);
    expect(mail.text.match(/[a-z]+:\/\/\S+/gi)).toEqual(['https://app.test/classroom', 'https://app.test/classroom']);
  });

  it('puts sender text on one short line', () => {
    expect(quoteSenderText('a\nSubject: x\r\n\u202eb')).toBe('a Subject: x b');
    expect([...quoteSenderText('x'.repeat(200))]).toHaveLength(80);
    expect(quoteSenderText('mail me: a@b.co')).toBe('mail me: a[at]b[.]co');
    expect(quoteSenderText('الفيزياء ١')).toBe('الفيزياء ١');
  });
});
