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

/**
 * To the owner of a verified address that someone tried to sign up with again. Sign-up answers
 * the same for every address, so only the mailbox learns that the account exists.
 */
export function accountExistsMail(loginLink: string, resetLink: string): MailMessage {
  return {
    subject: 'لديك حساب بالفعل | You already have an account',
    text: [
      'طلب أحدهم إنشاء حساب جديد بعنوان بريدك، ولديك حساب بالفعل. لم يتغير شيء في حسابك.',
      `لتسجيل الدخول: ${loginLink}`,
      `إذا نسيت كلمة المرور: ${resetLink}`,
      'إذا لم تكن أنت، فتجاهل هذه الرسالة.',
      '',
      'Someone asked to sign up with your address, and you already have an account. Nothing in your account changed.',
      `Log in: ${loginLink}`,
      `Forgot your password: ${resetLink}`,
      'If this was not you, ignore this mail.',
    ].join('\n'),
    html: html(
      [
        'طلب أحدهم إنشاء حساب جديد بعنوان بريدك، ولديك حساب بالفعل. لم يتغير شيء في حسابك.',
        `<a href="${escapeHtml(loginLink)}">تسجيل الدخول</a> · <a href="${escapeHtml(resetLink)}">نسيت كلمة المرور</a>`,
      ],
      [
        'Someone asked to sign up with your address, and you already have an account. Nothing in your account changed.',
        `<a href="${escapeHtml(loginLink)}">Log in</a> · <a href="${escapeHtml(resetLink)}">Forgot your password</a>`,
      ],
    ),
  };
}
