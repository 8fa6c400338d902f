// The certificate as a PDF (docs/awards.md, "Certificates"): pdfkit, A4 landscape, every
// label in Arabic and English. Text runs come from domain/awards/bidi-line (visual order per
// line); fontkit shapes the Arabic runs with the font's OpenType tables. Fonts are the OFL
// Noto Naskh Arabic and Noto Sans TTFs of their npm packages, resolved through node's module
// lookup, so the same path works from functions/lib in the emulator and in a deployed function
// (its dependencies are installed beside it).
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { bidiRuns, type LineDirection } from '../../domain/awards/bidi-line';

export const FONT_FILES = {
  arabic: '@expo-google-fonts/noto-naskh-arabic/400Regular/NotoNaskhArabic_400Regular.ttf',
  arabicBold: '@expo-google-fonts/noto-naskh-arabic/700Bold/NotoNaskhArabic_700Bold.ttf',
  latin: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  latinBold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;
type FontName = keyof typeof FONT_FILES;

/** Handing features makes pdfkit lay a run out whole (it would otherwise lay out word by word, left to right). */
export const FEATURES: PDFKit.Mixins.OpenTypeFeatures[] = ['liga', 'calt'];

export interface CertificatePdfInput {
  learnerName: string;
  title: string;
  issuer: string;
  issuedAt: Date;
  skills: string[];
  credentialId: string;
  verifyUrl: string;
  /** The course's language: the base direction of its title and skills. */
  language: 'ar' | 'en';
}

const COLORS = { ink: '#1f2544', muted: '#5b6078', accent: '#6d28d9', gold: '#c8a24a' };

interface LineStyle {
  y: number;
  size: number;
  bold?: boolean;
  color?: string;
  direction?: LineDirection;
  /** Centre of the line (default: the page's). */
  centreX?: number;
  maxWidth?: number;
  minSize?: number;
}

function fontOf(arabic: boolean, bold?: boolean): FontName {
  if (arabic) return bold ? 'arabicBold' : 'arabic';
  return bold ? 'latinBold' : 'latin';
}

/** Draws one line centred, in visual order, shrinking its size until it fits `maxWidth`. */
function drawLine(doc: PDFKit.PDFDocument, text: string, style: LineStyle): void {
  const runs = bidiRuns(text.replace(/\s+/g, ' ').trim(), style.direction ?? 'auto');
  if (runs.length === 0) return;
  const widthAt = (size: number) =>
    runs.reduce((sum, run) => sum + doc.font(fontOf(run.arabic, style.bold)).fontSize(size).widthOfString(run.shaperText, { features: FEATURES }), 0);
  const maxWidth = style.maxWidth ?? doc.page.width - 120;
  let size = style.size;
  const minSize = style.minSize ?? Math.min(8, style.size);
  while (size > minSize && widthAt(size) > maxWidth) size -= 1;
  const total = widthAt(size);
  let x = (style.centreX ?? doc.page.width / 2) - total / 2;
  doc.fillColor(style.color ?? COLORS.ink);
  for (const run of runs) {
    doc.font(fontOf(run.arabic, style.bold)).fontSize(size);
    const width = doc.widthOfString(run.shaperText, { features: FEATURES });
    doc.text(run.shaperText, x, style.y, { lineBreak: false, features: FEATURES });
    x += width;
  }
}

const arabicDate = (date: Date) =>
  new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'Asia/Riyadh', calendar: 'gregory', numberingSystem: 'latn' }).format(date);
const englishDate = (date: Date) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Asia/Riyadh' }).format(date);

interface EmbeddedFontInternals {
  font?: { getGlyph(id: number): { name?: string } };
  subset?: { glyphs: number[] };
  unicode?: number[][];
}

/**
 * Noto Naskh draws some letters as a base and a separate mark (the dots, a hamza), and those
 * mark glyphs carry no character, which pdfkit writes as an empty ToUnicode entry that text
 * extractors turn into junk. A mark named uniXXXX stands for that character (U+0654 hamza: the
 * extracted alef + hamza normalises back to أ); the dots stand for nothing (a zero-width space).
 */
function fillMarkCharacters(doc: PDFKit.PDFDocument): void {
  const families = (doc as unknown as { _fontFamilies?: Record<string, EmbeddedFontInternals> })._fontFamilies ?? {};
  for (const embedded of new Set(Object.values(families))) {
    const { font, subset, unicode } = embedded;
    if (!font || !subset || !Array.isArray(unicode)) continue;
    unicode.forEach((codePoints, gid) => {
      if (gid === 0 || (codePoints && codePoints.length > 0)) return;
      const name = font.getGlyph(subset.glyphs[gid] ?? 0).name ?? '';
      const named = /^uni([0-9A-F]{4})$/.exec(name);
      unicode[gid] = [named ? parseInt(named[1]!, 16) : 0x200b];
    });
  }
}

/** The certificate's bytes. */
export async function certificatePdf(input: CertificatePdfInput): Promise<Buffer> {
  const qr = await QRCode.toBuffer(input.verifyUrl, { errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: { Title: `Certificate ${input.credentialId}`, Author: 'Sparks', Subject: input.title },
  });
  for (const [name, file] of Object.entries(FONT_FILES)) doc.registerFont(name, require.resolve(file));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  // Frame: a coloured border and a thin gold line inside it.
  doc.rect(18, 18, width - 36, height - 36).lineWidth(6).strokeColor(COLORS.accent).stroke();
  doc.rect(32, 32, width - 64, height - 64).lineWidth(1.2).strokeColor(COLORS.gold).stroke();

  const lang = input.language === 'ar' ? 'rtl' : 'ltr';
  drawLine(doc, 'Sparks · سباركس', { y: 50, size: 14, bold: true, color: COLORS.accent });
  drawLine(doc, 'شهادة إتمام', { y: 74, size: 28, bold: true, direction: 'rtl' });
  drawLine(doc, 'Certificate of Completion', { y: 122, size: 24, bold: true, direction: 'ltr' });
  drawLine(doc, 'This certifies that · نشهد بأن', { y: 170, size: 13, color: COLORS.muted });
  drawLine(doc, input.learnerName, { y: 192, size: 34, bold: true, maxWidth: width - 160, minSize: 16 });
  doc.moveTo(width / 2 - 220, 252).lineTo(width / 2 + 220, 252).lineWidth(0.8).strokeColor(COLORS.gold).stroke();
  drawLine(doc, 'has successfully completed the course · قد أتمّ بنجاح دورة', { y: 262, size: 13, color: COLORS.muted });
  drawLine(doc, input.title, { y: 284, size: 22, bold: true, direction: lang, maxWidth: width - 160, minSize: 11 });
  drawLine(doc, `Issued by ${input.issuer}`, { y: 326, size: 13, direction: 'ltr' });
  drawLine(doc, `صادرة عن ${input.issuer}`, { y: 346, size: 13, direction: 'rtl' });
  // Right to left, so the Arabic date keeps its own order (day, month, year from the right).
  drawLine(doc, `${arabicDate(input.issuedAt)} · ${englishDate(input.issuedAt)}`, { y: 372, size: 12, color: COLORS.muted, direction: 'rtl' });
  if (input.skills.length > 0) {
    drawLine(doc, 'Skills · المهارات', { y: 402, size: 12, bold: true, color: COLORS.accent });
    // Two lines at most; each skill keeps its own direction inside the list.
    const half = Math.ceil(input.skills.length / 2);
    const rows = input.skills.length > 4 ? [input.skills.slice(0, half), input.skills.slice(half)] : [input.skills];
    rows.forEach((row, i) =>
      drawLine(doc, row.join('  •  '), { y: 422 + i * 20, size: 12, direction: lang, maxWidth: width - 300, minSize: 7 }));
  }

  // Footer: the credential id and the link on the left, the QR code of the link on the right.
  const qrSize = 92;
  doc.image(qr, width - 60 - qrSize, height - 60 - qrSize, { width: qrSize, height: qrSize });
  const footerX = 60 + 200;
  drawLine(doc, `Credential ID · رقم الاعتماد: ${input.credentialId}`, { y: height - 132, size: 11, bold: true, centreX: footerX, direction: 'ltr', maxWidth: 400 });
  drawLine(doc, 'Verify at · للتحقق', { y: height - 112, size: 9, color: COLORS.muted, centreX: footerX, direction: 'ltr', maxWidth: 400 });
  drawLine(doc, input.verifyUrl, { y: height - 98, size: 9, color: COLORS.accent, centreX: footerX, direction: 'ltr', maxWidth: 400, minSize: 6 });

  fillMarkCharacters(doc);
  doc.end();
  return done;
}
