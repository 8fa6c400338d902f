// Tiny real PDFs built in the tests (one page, Helvetica, one text line per entry, a correct
// cross-reference table), and bytes that only pretend to be one.

/** Escapes text for a PDF string literal (Latin-1 text only). */
const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

export function pdfWithLines(lines: readonly string[]): Buffer {
  const body = lines.map((line, i) => `BT /F1 11 Tf 56 ${760 - i * 16} Td (${pdfString(line)}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A PDF with no text at all (what a scanned page looks like to a text extractor). */
export const emptyPdf = (): Buffer => pdfWithLines([]);

/** A PNG's signature and header: not a PDF, whatever the file is called. */
export const NOT_A_PDF = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** Starts like a PDF, but is not one. */
export const BROKEN_PDF = Buffer.from('%PDF-1.4\nthis is not really a pdf\n', 'latin1');
