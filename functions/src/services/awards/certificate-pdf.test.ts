import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { bidiRuns } from '../../domain/awards/bidi-line';
import { certificatePdf, FEATURES, FONT_FILES, type CertificatePdfInput } from './certificate-pdf';

interface Fontkit {
  openSync(path: string): { layout(text: string, features: string[]): { glyphs: { name: string }[] } };
}
// pdfkit's own shaper (no types of its own).
const fontkit = createRequire(__filename)('fontkit') as Fontkit;

const INPUT: CertificatePdfInput = {
  learnerName: 'محمد أحمد',
  title: 'Introduction to Python',
  issuer: 'Sara Ali',
  issuedAt: new Date('2026-11-25T10:00:00Z'),
  skills: ['Loops', 'Functions', 'الدوال'],
  credentialId: 'SPK-7G2K-Q9XD-M4TB-8HNW',
  verifyUrl: 'http://localhost:5000/certificates/verify/SPK-7G2K-Q9XD-M4TB-8HNW',
  language: 'en',
};

/** The code points each glyph of the PDF's ToUnicode maps stand for (one entry per glyph). */
function toUnicodeEntries(pdf: Buffer): string[] {
  const entries: string[] = [];
  const raw = pdf.toString('latin1');
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = raw.indexOf('endstream', start);
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('beginbfrange')) continue;
    for (const array of text.matchAll(/\[([^\]]*)\]/g)) entries.push(...[...array[1]!.matchAll(/<([0-9a-fA-F]+)>/g)].map((m) => m[1]!.toLowerCase()));
  }
  return entries;
}

/** The PDF's streams: each one's dictionary and its inflated bytes (pdfkit deflates them all). */
function streams(pdf: Buffer): { dict: string; data: Buffer }[] {
  const raw = pdf.toString('latin1');
  const found: { dict: string; data: Buffer }[] = [];
  // A dictionary with no dictionary inside it, right before its stream.
  for (const match of raw.matchAll(/<<((?:(?!<<)[^])*?)>>\s*stream\r?\n/g)) {
    const dict = match[1]!;
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const start = match.index! + match[0].length;
    try {
      found.push({ dict, data: inflateSync(pdf.subarray(start, start + length)) });
    } catch {
      // Not deflated: not one we look at.
    }
  }
  return found;
}

/** The RGB image XObjects (8 bits per component, no predictor: how pdfkit stores a PNG with alpha). */
function rgbImages(pdf: Buffer): { width: number; height: number; rgb: Buffer }[] {
  return streams(pdf)
    .filter(({ dict }) => dict.includes('/Subtype /Image') && dict.includes('/ColorSpace /DeviceRGB'))
    .map(({ dict, data }) => ({ width: Number(/\/Width (\d+)/.exec(dict)?.[1]), height: Number(/\/Height (\d+)/.exec(dict)?.[1]), rgb: data }));
}

const rgba = (rgb: Buffer) => {
  const out = new Uint8ClampedArray((rgb.length / 3) * 4);
  for (let i = 0, j = 0; i < rgb.length; i += 3, j += 4) {
    out[j] = rgb[i]!; out[j + 1] = rgb[i + 1]!; out[j + 2] = rgb[i + 2]!; out[j + 3] = 255;
  }
  return out;
};

describe('certificatePdf', () => {
  it('is an A4 landscape PDF with the name, title, issuer, skills and credential id as text', async () => {
    const pdf = await certificatePdf(INPUT);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const info = await parser.getInfo();
    const text = (await parser.getText()).text.normalize('NFKC');
    await parser.destroy();
    expect(info.total).toBe(1);
    for (const part of ['Introduction to Python', 'Sara Ali', 'Loops', 'SPK-7G2K-Q9XD-M4TB-8HNW', 'Certificate of Completion']) expect(text).toContain(part);
    // The Arabic name's letters are there, whichever way the extractor orders them.
    const compact = text.replace(/\s+/g, '');
    expect(compact.includes('محمدأحمد') || compact.includes([...'محمدأحمد'].reverse().join(''))).toBe(true);
  });

  it('shapes Arabic: the name’s runs get contextual forms, and the PDF holds several forms of one letter', async () => {
    const naskh = fontkit.openSync(require.resolve(FONT_FILES.arabicBold));
    const runs = bidiRuns(INPUT.learnerName);
    expect(runs).toHaveLength(1);
    // What pdfkit draws for the run: fontkit's layout with the same features (visual order).
    const glyphs = naskh.layout(runs[0]!.shaperText, FEATURES).glyphs.map((g) => g.name);
    expect(glyphs.filter((name) => /^uni0645\.(init|medi)/.test(name))).toHaveLength(3);
    expect(glyphs[0]).toMatch(/^uni062F\.fina/);
    const pdf = await certificatePdf(INPUT);
    // Several glyphs of the PDF's fonts stand for U+0645 (its initial, medial and final forms).
    expect(toUnicodeEntries(pdf).filter((cp) => cp === '0645').length).toBeGreaterThanOrEqual(2);
  });

  it('embeds a QR code of the verification link, drawn 92 pt wide in the bottom right corner', async () => {
    const pdf = await certificatePdf(INPUT);
    const images = rgbImages(pdf);
    expect(images).toHaveLength(1);
    const { width, height, rgb } = images[0]!;
    expect([width, height, rgb.length]).toEqual([300, 300, 300 * 300 * 3]);
    // A QR reader reads the link back from the pixels.
    expect(jsQR(rgba(rgb), width, height)?.data).toBe(INPUT.verifyUrl);
    // Module by module it is the qrcode package's matrix of the link (level M, a margin of one module).
    const { modules } = QRCode.create(INPUT.verifyUrl, { errorCorrectionLevel: 'M' });
    const step = width / (modules.size + 2);
    const drawn: number[] = [];
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) {
        const x = Math.floor((col + 1.5) * step);
        const y = Math.floor((row + 1.5) * step);
        drawn.push(rgb[(y * width + x) * 3]! < 128 ? 1 : 0);
      }
    }
    expect(drawn).toEqual(Array.from(modules.data, (dark) => (dark ? 1 : 0)));
    // Placed once, 92 x 92 pt, 60 pt from the right and bottom edges of the A4 landscape page.
    const placements = streams(pdf).flatMap(({ data }) => [...data.toString('latin1').matchAll(/([-\d.]+) 0 0 ([-\d.]+) ([-\d.]+) ([-\d.]+) cm\s*\/\S+ Do/g)]);
    expect(placements).toHaveLength(1);
    const [, w, h, x, y] = placements[0]!.map(Number);
    expect([w, h]).toEqual([92, -92]);
    expect(x).toBeCloseTo(841.89 - 60 - 92, 1);
    // pdfkit flips the page (y down): y is the image's bottom edge, 60 pt above the page's.
    expect(y).toBeCloseTo(595.28 - 60, 1);
  });

  it('fits a very long title and many skills on one page', async () => {
    const pdf = await certificatePdf({ ...INPUT, title: 'دورة '.repeat(60), skills: Array.from({ length: 8 }, (_, i) => `Skill number ${i} with a long name`) });
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    expect((await parser.getInfo()).total).toBe(1);
    await parser.destroy();
  });
});
