import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { PDFParse } from 'pdf-parse';
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

  it('fits a very long title and many skills on one page', async () => {
    const pdf = await certificatePdf({ ...INPUT, title: 'دورة '.repeat(60), skills: Array.from({ length: 8 }, (_, i) => `Skill number ${i} with a long name`) });
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    expect((await parser.getInfo()).total).toBe(1);
    await parser.destroy();
  });
});
