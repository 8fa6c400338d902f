// Texts of the mails the functions send. The reader's language may not be known yet (a new
// sign-up has no preferences), so every mail carries Arabic first and then English.
import { OTP, PASSWORD_RESET_TTL_MS } from '../shared/constants';

export interface MailMessage {
  subject: string;
  text: string;
  html: string;
}

const OTP_MINUTES = Math.round(OTP.ttlMs / 60_000);
const RESET_MINUTES = Math.round(PASSWORD_RESET_TTL_MS / 60_000);

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function html(ar: string[], en: string[]): string {
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
  return `<div dir="rtl" lang="ar">${paragraphs(ar)}</div><hr><div dir="ltr" lang="en">${paragraphs(en)}</div>`;
}

/** The code stands on its own line so that it is easy to copy (and to find in tests). */
export function otpMail(code: string): MailMessage {
  return {
    subject: 'رمز التحقق | Your verification code',
    text: [
      'رمز التحقق الخاص بك:',
      code,
      `ينتهي خلال ${OTP_MINUTES} دقائق. إذا لم تطلب هذا الرمز فتجاهل هذه الرسالة.`,
      '',
      'Your verification code:',
      code,
      `It expires in ${OTP_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
    html: html(
      ['رمز التحقق الخاص بك:', `<strong>${escapeHtml(code)}</strong>`, `ينتهي خلال ${OTP_MINUTES} دقائق.`],
      ['Your verification code:', `<strong>${escapeHtml(code)}</strong>`, `It expires in ${OTP_MINUTES} minutes.`],
    ),
  };
}

export function passwordResetMail(link: string): MailMessage {
  const anchor = `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
  return {
    subject: 'إعادة تعيين كلمة المرور | Reset your password',
    text: [
      'لإعادة تعيين كلمة المرور افتح الرابط التالي:',
      link,
      `الرابط صالح لمدة ${RESET_MINUTES} دقائق ولمرة واحدة. إذا لم تطلب ذلك فتجاهل هذه الرسالة.`,
      '',
      'To reset your password, open this link:',
      link,
      `The link works once, for ${RESET_MINUTES} minutes. If you did not ask for it, ignore this mail.`,
    ].join('\n'),
    html: html(
      ['لإعادة تعيين كلمة المرور افتح الرابط التالي:', anchor, `الرابط صالح لمدة ${RESET_MINUTES} دقائق ولمرة واحدة.`],
      ['To reset your password, open this link:', anchor, `The link works once, for ${RESET_MINUTES} minutes.`],
    ),
  };
}

/** The link the reset mail carries; the web app's /forgot route reads `token`. */
export function passwordResetLink(appUrl: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/forgot?token=${encodeURIComponent(token)}`;
}
