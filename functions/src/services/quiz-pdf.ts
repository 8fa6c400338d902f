// The text of a PDF sent inline (base64 in the JSON body) as the source of an AI quiz.
// Checked before anything is charged: at most 10 MB, starting with the `%PDF-` signature,
// parsable by pdf-parse, and with some text in it (a scanned PDF has none).
import { PDFParse } from 'pdf-parse';
import { ApiError } from '../lib/http';
import { FILE_LIMITS, QUIZ } from '../shared/constants';

const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** At least this many letters or digits make a usable source. */
const MIN_TEXT_CHARS = 20;

export interface PdfSource {
  name: string;
  text: string;
  pages: number;
}

/** The bytes of a base64 PDF (a data: URL prefix is allowed), size-checked. */
export function decodePdf(contentBase64: string): Buffer {
  const body = contentBase64.replace(/^data:[^,]*;base64,/, '').replace(/\s+/g, '');
  if (!body) throw new ApiError('upload/file-required');
  if (!BASE64.test(body)) throw new ApiError('quiz/pdf-invalid');
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length > FILE_LIMITS.lecturePdfBytes) throw new ApiError('upload/too-large');
  if (bytes.length < PDF_SIGNATURE.length || !bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) {
    throw new ApiError('quiz/pdf-invalid');
  }
  return bytes;
}

/** pdf-parse's text without its page separators ("-- 1 of 3 --"), white space tidied, capped. */
export function cleanPdfText(text: string): string {
  const cleaned = text
    .replace(/^\s*-- \d+ of \d+ --\s*$/gm, '')
    .replace(/[ \t\f\v]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return [...cleaned].slice(0, QUIZ.ai.pdfTextMaxChars).join('');
}

export async function pdfText(pdf: { name: string; content_base64: string }): Promise<PdfSource> {
  const bytes = decodePdf(pdf.content_base64);
  let raw: { text: string; total: number };
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    raw = await parser.getText();
  } catch {
    throw new ApiError('quiz/pdf-invalid');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
  const text = cleanPdfText(raw.text);
  if ((text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) < MIN_TEXT_CHARS) throw new ApiError('quiz/pdf-no-text');
  return { name: pdf.name, text, pages: raw.total };
}
