import { describe, expect, it } from 'vitest';
import { classroomLink, invitationMail } from './invitations-mail';

describe('invitationMail', () => {
  it('names the class, the inviter and the classroom link in Arabic and English', () => {
    const mail = invitationMail({ className: 'Physics <1>', inviterName: 'Ms Noor', link: classroomLink('https://app.test') });
    expect(mail.subject).toContain('Physics <1>');
    expect(mail.text).toContain('دعاك Ms Noor');
    expect(mail.text).toContain('Ms Noor invited you to join the class "Physics <1>".');
    expect(mail.text.match(/https:\/\/app\.test\/classroom/g)).toHaveLength(2);
    expect(mail.html).toContain('Physics &#60;1&#62;');
    expect(mail.html).not.toContain('<1>');
    expect(mail.html.indexOf('dir="rtl"')).toBeLessThan(mail.html.indexOf('dir="ltr"'));
  });
});
