import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { readPdfPages, tidyPageText } from './pdf-pages';

/** A real PDF from pdfkit: one page per entry, text or (a "scan") an image only. */
function makePdf(pages: ReadonlyArray<string | 'image'>): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false, compress: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  const png = new PNG({ width: 4, height: 4 });
  png.data.fill(128);
  for (const page of pages) {
    doc.addPage();
    if (page === 'image') doc.image(PNG.sync.write(png), 50, 50, { width: 200 });
    else doc.text(page);
  }
  doc.end();
  return done;
}

const limits = { maxPages: 300, pageMaxChars: 6000 };

describe('readPdfPages', () => {
  it('reads each page on its own', async () => {
    const result = await readPdfPages(await makePdf(['Alpha photosynthesis', 'Beta gravity', 'Gamma volcano']), limits);
    expect(result).toEqual({
      ok: true,
      total: 3,
      pages: [
        { page: 1, text: 'Alpha photosynthesis' },
        { page: 2, text: 'Beta gravity' },
        { page: 3, text: 'Gamma volcano' },
      ],
    });
  });

  it('gives empty text for pages that only hold an image', async () => {
    const result = await readPdfPages(await makePdf(['image', 'image']), limits);
    expect(result).toEqual({ ok: true, total: 2, pages: [{ page: 1, text: '' }, { page: 2, text: '' }] });
  });

  it('caps each page and refuses too many pages', async () => {
    const pdf = await makePdf(['one two three four', 'x', 'y']);
    const capped = await readPdfPages(pdf, { maxPages: 3, pageMaxChars: 7 });
    expect(capped.ok && capped.pages[0]!.text).toBe('one two');
    expect(await readPdfPages(pdf, { maxPages: 2, pageMaxChars: 10 })).toEqual({ ok: false, problem: 'too-many-pages', total: 3 });
  });

  it('refuses what is not a whole PDF', async () => {
    const pdf = await makePdf(['text']);
    expect(await readPdfPages(Buffer.from('%PDF-1.4\nnot really\n%%EOF\n'), limits)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(await readPdfPages(pdf.subarray(0, pdf.length - 200), limits)).toMatchObject({ ok: false, problem: 'invalid' });
    expect(await readPdfPages(Buffer.concat([pdf, Buffer.from('<html>x</html>')]), limits)).toMatchObject({ ok: false, problem: 'invalid' });
  });
});

describe('tidyPageText', () => {
  it('collapses white space and trims', () => {
    expect(tidyPageText('  a \t b \n\n\n\n c  ', 100)).toBe('a b\n\nc');
  });
});
