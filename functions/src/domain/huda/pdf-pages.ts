// The text of a PDF page by page (pdf-parse v2), for Huda's PDFs. Libraries only, no Firebase.
import { PDFParse } from 'pdf-parse';
import { checkPdfContainer } from '../file-structure';
import type { PageText } from './page-selection';

export type PdfPagesResult =
  | { ok: true; total: number; pages: PageText[] }
  | { ok: false; problem: 'invalid' | 'too-many-pages'; total?: number };

/** A page's text with white space tidied, capped at `maxChars` characters. */
export function tidyPageText(text: string, maxChars: number): string {
  const tidy = text
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return [...tidy].slice(0, maxChars).join('');
}

/**
 * Reads every page's text. The container must pass the upload structure check (no polyglot,
 * one `%%EOF` at the end) and pdf-parse must open it with at least one page; a PDF of more
 * than `maxPages` pages is refused before its text is read. Pages without text (scans) come
 * back with empty text.
 */
export async function readPdfPages(bytes: Uint8Array, limits: { maxPages: number; pageMaxChars: number }): Promise<PdfPagesResult> {
  if (!checkPdfContainer(bytes).ok) return { ok: false, problem: 'invalid' };
  // pdf.js takes the buffer over (it may detach it): hand it a copy.
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const { total } = await parser.getInfo();
    if (!(total > 0)) return { ok: false, problem: 'invalid' };
    if (total > limits.maxPages) return { ok: false, problem: 'too-many-pages', total };
    const result = await parser.getText({ pageJoiner: '' });
    const byNumber = new Map(result.pages.map((page) => [page.num, page.text]));
    const pages = Array.from({ length: total }, (_, i) => ({ page: i + 1, text: tidyPageText(byNumber.get(i + 1) ?? '', limits.pageMaxChars) }));
    return { ok: true, total, pages };
  } catch {
    return { ok: false, problem: 'invalid' };
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}
