// Training centre invitations (docs/centres.md, "Enterprise teachers"): the invitation's id,
// made from the centre and the address so that inviting the same address twice finds the same
// document, and the invitation mail. Pure: no Firebase.
import { createHash } from 'node:crypto';
import { quoteSenderText } from '../services/invitations-mail';
import { escapeHtml, type MailMessage } from './mail-templates';

export type MailLanguage = 'ar' | 'en';

/** Addresses are compared trimmed and lower case (the invitation and the caller's token alike). */
export const normaliseInviteEmail = (email: string): string => email.trim().toLowerCase();

/** centreInvites/{centreUid}_{first 32 hex of sha256(email)}: no address in the id, one per centre and address. */
export function centreInviteId(centreUid: string, email: string): string {
  const digest = createHash('sha256').update(normaliseInviteEmail(email)).digest('hex').slice(0, 32);
  return `${centreUid}_${digest}`;
}

/** The centre's stored default_language, 'ar' unless it says 'en'. */
export const mailLanguage = (value: unknown): MailLanguage => (value === 'en' ? 'en' : 'ar');

/** Where the mail sends the reader: the instructor's courses for a teacher, sign-up as a teacher otherwise. */
export function centreInviteLink(base: string, email: string, registered: boolean): string {
  const root = base.replace(/\/+$/, '');
  return registered ? `${root}/courses/instructor` : `${root}/signup?role=teacher&email=${encodeURIComponent(email)}`;
}

interface Part {
  attrs: string;
  subject: string;
  lines: (centre: string, link: string) => string[];
  htmlLines: (centre: string, anchor: string) => string[];
}

const AR = (registered: boolean): Part => ({
  attrs: 'dir="rtl" lang="ar"',
  subject: 'دعوة للتدريس مع مركز تدريب على منصة سباركس',
  lines: (centre, link) => [
    'هذه رسالة آلية من منصة سباركس التعليمية.',
    `دعاك مركز تدريب للانضمام إليه معلّمًا. اسم المركز (كما كتبه المركز): "${centre}"`,
    registered
      ? 'لقبول الدعوة أو رفضها سجّل الدخول في سباركس بهذا البريد الإلكتروني وافتح:'
      : 'لقبولها أنشئ حساب معلّم في سباركس بهذا البريد الإلكتروني، ثم اقبل الدعوة بعد تسجيل الدخول:',
    link,
    'لن نطلب منك أبدًا كلمة مرورك أو بياناتك المصرفية في رسالة. إن لم تكن تتوقع هذه الدعوة فتجاهلها.',
  ],
  htmlLines: (centre, anchor) => [
    'هذه رسالة آلية من منصة سباركس التعليمية.',
    `دعاك مركز تدريب للانضمام إليه معلّمًا. اسم المركز (كما كتبه المركز): <q>${escapeHtml(centre)}</q>`,
    registered
      ? 'لقبول الدعوة أو رفضها سجّل الدخول في سباركس بهذا البريد الإلكتروني وافتح:'
      : 'لقبولها أنشئ حساب معلّم في سباركس بهذا البريد الإلكتروني، ثم اقبل الدعوة بعد تسجيل الدخول:',
    anchor,
    'لن نطلب منك أبدًا كلمة مرورك أو بياناتك المصرفية في رسالة. إن لم تكن تتوقع هذه الدعوة فتجاهلها.',
  ],
});

const EN = (registered: boolean): Part => ({
  attrs: 'dir="ltr" lang="en"',
  subject: 'Sparks: you are invited to teach with a training centre',
  lines: (centre, link) => [
    'This is an automated message from the Sparks learning platform.',
    `A training centre invited you to join it as a teacher. Centre name (as the centre wrote it): "${centre}"`,
    registered
      ? 'To accept or decline, sign in to Sparks with this e-mail address and open:'
      : 'To accept, create a teacher account on Sparks with this e-mail address, then accept the invitation once signed in:',
    link,
    'We never ask for your password or bank details by mail. If you did not expect this invitation, ignore it.',
  ],
  htmlLines: (centre, anchor) => [
    'This is an automated message from the Sparks learning platform.',
    `A training centre invited you to join it as a teacher. Centre name (as the centre wrote it): <q>${escapeHtml(centre)}</q>`,
    registered
      ? 'To accept or decline, sign in to Sparks with this e-mail address and open:'
      : 'To accept, create a teacher account on Sparks with this e-mail address, then accept the invitation once signed in:',
    anchor,
    'We never ask for your password or bank details by mail. If you did not expect this invitation, ignore it.',
  ],
});

/**
 * "You are invited to join {centre} as a teacher", in the centre's default language first and
 * the other one after (as the other invitation mails carry both). The centre's name is text the
 * centre chose, so it is quoted defused like a class name; the only link is our own origin.
 */
export function centreInvitationMail(input: {
  centreName: string;
  email: string;
  registered: boolean;
  language: MailLanguage;
  base: string;
}): MailMessage {
  const link = centreInviteLink(input.base, input.email, input.registered);
  const centre = quoteSenderText(input.centreName) || 'Sparks';
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  const parts = input.language === 'en' ? [EN(input.registered), AR(input.registered)] : [AR(input.registered), EN(input.registered)];
  return {
    subject: parts.map((part) => part.subject).join(' | '),
    text: parts.map((part) => part.lines(centre, link).join('\n')).join('\n\n'),
    html: parts
      .map((part) => `<div ${part.attrs}>${part.htmlLines(centre, anchor).map((line) => `<p>${line}</p>`).join('')}</div>`)
      .join('<hr>'),
  };
}
