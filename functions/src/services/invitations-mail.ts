// The invitation mail: Arabic first, then English (the invitee's language is not known).
// Anyone may name a class and an inviter, and invitations go to any address, so the mail must
// not become a relay for someone else's message: the subject is fixed (ours only), the body
// says plainly that it comes from the Sparks platform, the sender-chosen texts appear only
// quoted and labelled as chosen by the sender (on one line, capped, with links defused), and
// the only link is the classroom page on our own origin. Pure text, next to the invitations
// service that queues it.
import { escapeHtml, type MailMessage } from '../domain/mail-templates';

export const appUrl = (): string => (process.env.APP_URL || 'http://localhost:5000').replace(/\/+$/, '');

export const classroomLink = (base = appUrl()): string => `${base}/classroom`;

export const INVITATION_SUBJECT = 'دعوة للانضمام إلى صف على منصة سباركس | Sparks: you are invited to join a class';

/** The longest sender-chosen text quoted in a mail (class names are shorter anyway). */
const QUOTE_MAX = 80;

/**
 * Text a sender chose, made safe to quote: one line, at most QUOTE_MAX characters, and with
 * anything a mail client would turn into a link defused (`http://x` -> `http[:]//x`,
 * `evil.com` -> `evil[.]com`, `a@b` -> `a[at]b`).
 */
export function quoteSenderText(value: string): string {
  const line = value
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = [...line].length > QUOTE_MAX ? `${[...line].slice(0, QUOTE_MAX - 1).join('')}…` : line;
  return short
    .replace(/:\/\//g, '[:]//')
    .replace(/@/g, '[at]')
    .replace(/([\p{L}\p{N}_-])\.(?=[\p{L}\p{N}])/gu, '$1[.]');
}

export function invitationMail(input: { className: string; inviterName: string; base?: string }): MailMessage {
  const link = classroomLink(input.base);
  const className = quoteSenderText(input.className);
  const inviterName = quoteSenderText(input.inviterName);
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  const quoted = (value: string) => `<q>${escapeHtml(value)}</q>`;
  return {
    subject: INVITATION_SUBJECT,
    text: [
      'هذه رسالة آلية من منصة سباركس التعليمية.',
      'دعاك أحد مستخدمي المنصة للانضمام إلى صف فيها. النصان التاليان كتبهما المرسل وليسا من سباركس:',
      `اسم الصف (كتبه المرسل): "${className}"`,
      `اسم المرسل (كما كتبه): "${inviterName}"`,
      'لقبول الدعوة أو رفضها سجّل الدخول في سباركس بهذا البريد الإلكتروني وافتح:',
      link,
      'لن نطلب منك أبدًا كلمة مرورك أو بياناتك المصرفية في رسالة. إن لم تكن تتوقع هذه الدعوة فتجاهلها.',
      '',
      'This is an automated message from the Sparks learning platform.',
      'A Sparks user invited you to join a class. The two texts below were written by the sender, not by Sparks:',
      `Class name (written by the sender): "${className}"`,
      `Sender name (as they wrote it): "${inviterName}"`,
      'To accept or decline, sign in to Sparks with this e-mail address and open:',
      link,
      'We never ask for your password or bank details by mail. If you did not expect this invitation, ignore it.',
    ].join('\n'),
    html:
      `<div dir="rtl" lang="ar"><p>هذه رسالة آلية من منصة سباركس التعليمية.</p>` +
      `<p>دعاك أحد مستخدمي المنصة للانضمام إلى صف فيها. النصان التاليان كتبهما المرسل وليسا من سباركس:</p>` +
      `<p>اسم الصف (كتبه المرسل): ${quoted(className)}<br>اسم المرسل (كما كتبه): ${quoted(inviterName)}</p>` +
      `<p>لقبول الدعوة أو رفضها سجّل الدخول في سباركس بهذا البريد الإلكتروني وافتح:</p><p>${anchor}</p>` +
      `<p>لن نطلب منك أبدًا كلمة مرورك أو بياناتك المصرفية في رسالة. إن لم تكن تتوقع هذه الدعوة فتجاهلها.</p></div><hr>` +
      `<div dir="ltr" lang="en"><p>This is an automated message from the Sparks learning platform.</p>` +
      `<p>A Sparks user invited you to join a class. The two texts below were written by the sender, not by Sparks:</p>` +
      `<p>Class name (written by the sender): ${quoted(className)}<br>Sender name (as they wrote it): ${quoted(inviterName)}</p>` +
      `<p>To accept or decline, sign in to Sparks with this e-mail address and open:</p><p>${anchor}</p>` +
      `<p>We never ask for your password or bank details by mail. If you did not expect this invitation, ignore it.</p></div>`,
  };
}
