// The blog's mails in the subscriber's language (docs/site.md 1): the confirmation of a
// subscription and the announcement of a new article, each with its unsubscribe link.
import { escapeHtml, type MailMessage } from '../mail-templates';
import type { BlogLanguage } from '../../shared/schemas/blog';

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');

export const confirmLink = (appUrl: string, token: string) => `${base(appUrl)}/blogs/subscribe/confirm?token=${encodeURIComponent(token)}`;
export const unsubscribeLink = (appUrl: string, token: string) => `${base(appUrl)}/blogs/unsubscribe?token=${encodeURIComponent(token)}`;
export const articleLink = (appUrl: string, slug: string) => `${base(appUrl)}/blog/${encodeURIComponent(slug)}`;

const anchor = (href: string, label: string) => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

function wrap(language: BlogLanguage, paragraphs: string[]): string {
  const dir = language === 'ar' ? 'rtl' : 'ltr';
  return `<div dir="${dir}" lang="${language}">${paragraphs.map((p) => `<p>${p}</p>`).join('')}</div>`;
}

export function blogConfirmMail(language: BlogLanguage, confirm: string, unsubscribe: string): MailMessage {
  if (language === 'ar') {
    return {
      subject: 'أكّد اشتراكك في مدونة سباركس',
      text: [
        'طلبت الاشتراك في مدونة سباركس. لتأكيد الاشتراك افتح الرابط التالي:',
        confirm,
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة ولن نراسلك.',
        `لإلغاء الاشتراك: ${unsubscribe}`,
      ].join('\n'),
      html: wrap('ar', [
        'طلبت الاشتراك في مدونة سباركس. لتأكيد الاشتراك افتح الرابط التالي:',
        anchor(confirm, 'تأكيد الاشتراك'),
        'إذا لم تطلب ذلك فتجاهل هذه الرسالة ولن نراسلك.',
        anchor(unsubscribe, 'إلغاء الاشتراك'),
      ]),
    };
  }
  return {
    subject: 'Confirm your subscription to the Sparks blog',
    text: [
      'You asked to subscribe to the Sparks blog. To confirm, open this link:',
      confirm,
      'If you did not ask for it, ignore this mail and we will not write again.',
      `Unsubscribe: ${unsubscribe}`,
    ].join('\n'),
    html: wrap('en', [
      'You asked to subscribe to the Sparks blog. To confirm, open this link:',
      anchor(confirm, 'Confirm my subscription'),
      'If you did not ask for it, ignore this mail and we will not write again.',
      anchor(unsubscribe, 'Unsubscribe'),
    ]),
  };
}

export function blogAnnouncementMail(
  language: BlogLanguage,
  blog: { title: string; excerpt: string },
  article: string,
  unsubscribe: string,
): MailMessage {
  if (language === 'ar') {
    return {
      subject: `مقال جديد في مدونة سباركس: ${blog.title}`,
      text: [blog.title, blog.excerpt, `اقرأ المقال: ${article}`, '', `لإلغاء الاشتراك: ${unsubscribe}`].filter((line, i) => i !== 1 || line).join('\n'),
      html: wrap('ar', [
        `<strong>${escapeHtml(blog.title)}</strong>`,
        ...(blog.excerpt ? [escapeHtml(blog.excerpt)] : []),
        anchor(article, 'اقرأ المقال'),
        anchor(unsubscribe, 'إلغاء الاشتراك'),
      ]),
    };
  }
  return {
    subject: `New on the Sparks blog: ${blog.title}`,
    text: [blog.title, blog.excerpt, `Read the article: ${article}`, '', `Unsubscribe: ${unsubscribe}`].filter((line, i) => i !== 1 || line).join('\n'),
    html: wrap('en', [
      `<strong>${escapeHtml(blog.title)}</strong>`,
      ...(blog.excerpt ? [escapeHtml(blog.excerpt)] : []),
      anchor(article, 'Read the article'),
      anchor(unsubscribe, 'Unsubscribe'),
    ]),
  };
}
