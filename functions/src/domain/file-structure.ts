// Structure checks of uploaded files, beyond their first bytes: a file whose head says PDF but
// whose body is HTML and an executable (a polyglot) must not be accepted as a PDF. Pure (no
// Firebase, no decoders): the MP4 box walk reads through an async ranged reader so a 1 GB
// video is never held in memory; the ZIP check reads the end records and the central
// directory. Image and PDF decoding live in services/file-structure.ts (libraries).

/** Reads `length` bytes at `offset` (fewer only at the end of the object). */
export type RangeReader = (offset: number, length: number) => Promise<Uint8Array>;

export type StructureVerdict = { ok: true } | { ok: false; problem: string };

const fail = (problem: string): StructureVerdict => ({ ok: false, problem });
const OK: StructureVerdict = { ok: true };

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16)) + b[at + 3]! * 0x1000000;
const u32be = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const latin1 = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

// ── MP4 (ISO base media file format) ─────────────────────────────────────────────────

/** At most this many top-level boxes (real files have a handful; a bound on the reads). */
export const MP4_MAX_BOXES = 4096;

/**
 * Walks the top-level boxes of an MP4 through ranged reads of 16 bytes per box: the first
 * box is `ftyp`, every box has a printable four-character type and a size that keeps it inside
 * the file (32-bit, 64-bit `largesize`, or 0 = to the end for the last box), the boxes tile
 * the file exactly to its last byte, and a `moov` box is present.
 */
export async function checkMp4Structure(size: number, read: RangeReader): Promise<StructureVerdict> {
  let offset = 0;
  let boxes = 0;
  let moov = false;
  while (offset < size) {
    if (++boxes > MP4_MAX_BOXES) return fail('too-many-boxes');
    if (size - offset < 8) return fail('trailing-bytes');
    const header = await read(offset, Math.min(16, size - offset));
    if (header.length < 8) return fail('truncated');
    const type = latin1(header, 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return fail('bad-box-type');
    if (boxes === 1 && type !== 'ftyp') return fail('no-ftyp');
    let boxSize = u32be(header, 0);
    let headerSize = 8;
    if (boxSize === 1) {
      if (header.length < 16) return fail('truncated');
      boxSize = u32be(header, 8) * 0x100000000 + u32be(header, 12);
      headerSize = 16;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    }
    if (boxSize < headerSize || offset + boxSize > size || !Number.isSafeInteger(boxSize)) return fail('bad-box-size');
    if (type === 'ftyp' && (boxes !== 1 || boxSize < 16)) return fail('bad-ftyp');
    if (type === 'moov') moov = true;
    offset += boxSize;
  }
  if (boxes === 0) return fail('empty');
  return moov ? OK : fail('no-moov');
}

// ── ZIP containers (ZIP, DOCX, PPTX) ─────────────────────────────────────────────────

export type ZipFlavour = 'zip' | 'docx' | 'pptx';

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;

export interface ZipEntry {
  name: string;
  localHeaderOffset: number;
  compressedSize: number;
}

/** The central directory of a whole ZIP file, or a problem; ZIP64 archives are refused. */
export function readZipDirectory(bytes: Uint8Array): { ok: true; entries: ZipEntry[] } | { ok: false; problem: string } {
  const size = bytes.length;
  if (size < EOCD_MIN) return { ok: false, problem: 'too-small' };
  // The end record is the last 22 bytes plus its comment: the record whose comment length
  // reaches exactly the end of the file. Anything after it (an appended payload) is refused.
  let eocd = -1;
  for (let at = size - EOCD_MIN; at >= Math.max(0, size - EOCD_MIN - MAX_COMMENT); at -= 1) {
    if (u32le(bytes, at) === EOCD_SIGNATURE && at + EOCD_MIN + u16(bytes, at + 20) === size) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) return { ok: false, problem: 'no-end-record' };
  const disk = u16(bytes, eocd + 4);
  const cdDisk = u16(bytes, eocd + 6);
  const entriesHere = u16(bytes, eocd + 8);
  const entriesTotal = u16(bytes, eocd + 10);
  const cdSize = u32le(bytes, eocd + 12);
  const cdOffset = u32le(bytes, eocd + 16);
  if (disk !== 0 || cdDisk !== 0 || entriesHere !== entriesTotal) return { ok: false, problem: 'multi-disk' };
  if (entriesTotal === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return { ok: false, problem: 'zip64' };
  // The central directory ends where the end record starts: nothing hidden in between.
  if (cdOffset + cdSize !== eocd) return { ok: false, problem: 'directory-mismatch' };
  const entries: ZipEntry[] = [];
  let at = cdOffset;
  for (let i = 0; i < entriesTotal; i += 1) {
    if (at + 46 > eocd || u32le(bytes, at) !== CENTRAL_SIGNATURE) return { ok: false, problem: 'bad-directory-entry' };
    const compressedSize = u32le(bytes, at + 20);
    const nameLength = u16(bytes, at + 28);
    const extraLength = u16(bytes, at + 30);
    const commentLength = u16(bytes, at + 32);
    const localHeaderOffset = u32le(bytes, at + 42);
    const end = at + 46 + nameLength + extraLength + commentLength;
    if (end > eocd) return { ok: false, problem: 'bad-directory-entry' };
    const name = Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString('utf8');
    // Each entry's local header is where the directory says, and its data ends before the directory.
    if (localHeaderOffset + 30 > cdOffset || u32le(bytes, localHeaderOffset) !== LOCAL_SIGNATURE) return { ok: false, problem: 'bad-local-header' };
    const localName = u16(bytes, localHeaderOffset + 26);
    const localExtra = u16(bytes, localHeaderOffset + 28);
    if (localHeaderOffset + 30 + localName + localExtra + compressedSize > cdOffset) return { ok: false, problem: 'bad-local-header' };
    entries.push({ name, localHeaderOffset, compressedSize });
    at = end;
  }
  if (at !== eocd) return { ok: false, problem: 'directory-mismatch' };
  // The archive starts with its first entry (nothing is hidden in front of it).
  if (entries.length > 0 && Math.min(...entries.map((e) => e.localHeaderOffset)) !== 0) return { ok: false, problem: 'leading-bytes' };
  return { ok: true, entries };
}

/** A ZIP whose directory is consistent; a DOCX or PPTX also has its Office parts. */
export function checkZipStructure(bytes: Uint8Array, flavour: ZipFlavour): StructureVerdict {
  const directory = readZipDirectory(bytes);
  if (!directory.ok) return fail(directory.problem);
  if (flavour === 'zip') return OK;
  const names = new Set(directory.entries.map((entry) => entry.name));
  if (!names.has('[Content_Types].xml')) return fail('no-content-types');
  const folder = flavour === 'docx' ? 'word/' : 'ppt/';
  const main = flavour === 'docx' ? 'word/document.xml' : 'ppt/presentation.xml';
  if (!names.has(main) || ![...names].some((name) => name.startsWith(folder))) return fail(`no-${folder.slice(0, -1)}-part`);
  return OK;
}

// ── WebP (RIFF container) ────────────────────────────────────────────────────────────

/** A WebP image is refused beyond this many pixels (as the decoders refuse other images). */
const WEBP_MAX_PIXELS = 40_000_000;

/**
 * No WebP decoder is bundled, so the RIFF container is walked instead: `RIFF` with a size
 * that ends exactly at the end of the file, `WEBP`, chunks with printable types that tile the
 * file (each padded to an even length), the first chunk VP8, VP8L or VP8X, and the bitstream
 * header of the image chunk (VP8 start code, VP8L signature byte) with a sane size.
 */
export function checkWebpStructure(bytes: Uint8Array): StructureVerdict {
  if (bytes.length < 20 || latin1(bytes, 0, 4) !== 'RIFF' || latin1(bytes, 8, 12) !== 'WEBP') return fail('bad-header');
  if (u32le(bytes, 4) + 8 !== bytes.length) return fail('riff-size-mismatch');
  const chunks: { type: string; at: number; size: number }[] = [];
  let offset = 12;
  while (offset < bytes.length) {
    if (bytes.length - offset < 8) return fail('trailing-bytes');
    const type = latin1(bytes, offset, offset + 4);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return fail('bad-chunk-type');
    const size = u32le(bytes, offset + 4);
    const next = offset + 8 + size + (size % 2);
    if (next > bytes.length) return fail('bad-chunk-size');
    chunks.push({ type, at: offset + 8, size });
    offset = next;
  }
  const first = chunks[0];
  if (!first || !['VP8 ', 'VP8L', 'VP8X'].includes(first.type)) return fail('no-image-chunk');
  if (first.type === 'VP8X' && first.size < 10) return fail('bad-vp8x');
  const image = chunks.find((chunk) => chunk.type === 'VP8 ' || chunk.type === 'VP8L');
  const animated = chunks.some((chunk) => chunk.type === 'ANMF');
  if (!image) return animated ? OK : fail('no-image-chunk');
  let width: number;
  let height: number;
  if (image.type === 'VP8 ') {
    // A key frame: 3 bytes of frame tag, the start code 9d 01 2a, then 14-bit width and height.
    if (image.size < 10 || bytes[image.at + 3] !== 0x9d || bytes[image.at + 4] !== 0x01 || bytes[image.at + 5] !== 0x2a) return fail('bad-vp8');
    width = u16(bytes, image.at + 6) & 0x3fff;
    height = u16(bytes, image.at + 8) & 0x3fff;
  } else {
    // The signature byte 0x2f, then 14-bit width - 1 and height - 1.
    if (image.size < 5 || bytes[image.at] !== 0x2f) return fail('bad-vp8l');
    const bits = u32le(bytes, image.at + 1);
    width = (bits & 0x3fff) + 1;
    height = ((bits >>> 14) & 0x3fff) + 1;
  }
  if (width === 0 || height === 0) return fail('empty-image');
  return width * height > WEBP_MAX_PIXELS ? fail('too-many-pixels') : OK;
}

// ── PDF (the container around what the parser reads) ───────────────────────────────

/**
 * What a PDF parser forgives but a PDF is not: the `%PDF-1.x` header at byte 0, a `%%EOF`
 * marker in the last 1 KiB (only white space may follow it, so nothing is appended), a
 * `startxref`, and no HTML or executable ahead of the first object (the polyglot pattern).
 */
export function checkPdfContainer(bytes: Uint8Array): StructureVerdict {
  const head = latin1(bytes, 0, Math.min(bytes.length, 1024));
  if (!/^%PDF-\d\.\d/.test(head)) return fail('bad-header');
  const tailStart = Math.max(0, bytes.length - 1024);
  const tail = latin1(bytes, tailStart, bytes.length);
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) return fail('no-eof');
  if (![...tail.slice(eof + 5)].every((c) => c.trim() === '' || c.charCodeAt(0) === 0)) return fail('trailing-bytes');
  if (!tail.includes('startxref') && !latin1(bytes, Math.max(0, bytes.length - 4096), bytes.length).includes('startxref')) return fail('no-startxref');
  const firstObject = /\d+\s+\d+\s+obj\b/.exec(head);
  const preamble = firstObject ? head.slice(0, firstObject.index) : head;
  if (/<\s*(html|script|body|iframe|svg)\b|\bMZ[^]{0,64}This program/i.test(preamble)) return fail('embedded-markup');
  return OK;
}
