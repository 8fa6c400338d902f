// The short note the support address gets for each new inquiry (when one is configured). The
// sender's words are quoted as text; the html escapes them.
import { escapeHtml, type MailMessage } from '../mail-templates';
import type { InquiryFields } from './inquiry-fields';

const PREVIEW_CHARS = 500;

export function inquiryMail(inquiry: InquiryFields, appUrl: string): MailMessage {
  const label = inquiry.kind === 'enterprise' ? 'Enterprise contact' : 'Feedback';
  const who = inquiry.organization ? `${inquiry.name} (${inquiry.organization})` : inquiry.name;
  const preview = inquiry.message.length > PREVIEW_CHARS ? `${inquiry.message.slice(0, PREVIEW_CHARS)}…` : inquiry.message;
  const link = `${appUrl.replace(/\/+$/, '')}/admin/inquiries`;
  const lines = [
    `${label} from ${who} <${inquiry.email}>`,
    ...(inquiry.phone ? [`Phone: ${inquiry.phone}`] : []),
    ...(inquiry.category ? [`Category: ${inquiry.category}${inquiry.rating ? `, rating ${inquiry.rating}/5` : ''}`] : []),
    '',
    preview,
    '',
    `Inbox: ${link}`,
  ];
  return {
    // One line only: a name cannot add headers.
    subject: `${label}: ${who}`.replace(/[\r\n]+/g, ' ').slice(0, 150),
    text: lines.join('\n'),
    html: lines.map((line) => `<p dir="auto">${escapeHtml(line)}</p>`).join(''),
  };
}
