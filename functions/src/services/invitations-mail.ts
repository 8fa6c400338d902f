// The invitation mail: Arabic first, then English (the invitee's language is not known), with
// the class name, who invited and the link to the classroom where invitations are answered.
// Pure text, next to the invitations service that queues it.
import { escapeHtml, type MailMessage } from '../domain/mail-templates';

export const appUrl = (): string => (process.env.APP_URL || 'http://localhost:5000').replace(/\/+$/, '');

export const classroomLink = (base = appUrl()): string => `${base}/classroom`;

export function invitationMail(input: { className: string; inviterName: string; link: string }): MailMessage {
  const { className, inviterName, link } = input;
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  const name = `<strong>${escapeHtml(className)}</strong>`;
  const inviter = escapeHtml(inviterName);
  return {
    subject: `دعوة إلى صف ${className} | Invitation to join ${className}`,
    text: [
      `دعاك ${inviterName} للانضمام إلى الصف "${className}".`,
      'لقبول الدعوة أو رفضها سجّل الدخول بهذا البريد الإلكتروني وافتح:',
      link,
      '',
      `${inviterName} invited you to join the class "${className}".`,
      'To accept or decline, sign in with this e-mail address and open:',
      link,
    ].join('\n'),
    html:
      `<div dir="rtl" lang="ar"><p>دعاك ${inviter} للانضمام إلى الصف ${name}.</p>` +
      `<p>لقبول الدعوة أو رفضها سجّل الدخول بهذا البريد الإلكتروني وافتح:</p><p>${anchor}</p></div><hr>` +
      `<div dir="ltr" lang="en"><p>${inviter} invited you to join the class ${name}.</p>` +
      `<p>To accept or decline, sign in with this e-mail address and open:</p><p>${anchor}</p></div>`,
  };
}
