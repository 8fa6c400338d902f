// Decoding checks of whole files in memory: images must decode (PNG with its CRCs, JPEG, every
// GIF frame) with nothing after their end marker, a PDF must pass the container check and
// parse with pages, ZIP containers go to the directory check. Pure (libraries, no Firebase).
import { GifReader } from 'omggif';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { PDFParse } from 'pdf-parse';
import { checkPdfContainer, checkWebpStructure, checkZipStructure, type StructureVerdict, type ZipFlavour } from './file-structure';

export type StructureKind = 'pdf' | 'jpeg' | 'png' | 'gif' | 'webp' | 'mp4' | ZipFlavour;

/** The structure each declared content type must have. */
export const STRUCTURE_OF: Record<string, StructureKind> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'application/zip': 'zip',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

const fail = (problem: string): StructureVerdict => ({ ok: false, problem });

/** Decoders refuse images larger than this many pixels (a decompression bomb guard). */
const MAX_PIXELS = 40_000_000;

export async function checkPdf(bytes: Buffer): Promise<StructureVerdict> {
  const container = checkPdfContainer(bytes);
  if (!container.ok) return container;
  const parser = new PDFParse({ data: new Uint8Array(bytes) });
  try {
    const info = await parser.getInfo();
    return info.total > 0 ? { ok: true } : fail('no-pages');
  } catch {
    return fail('unparsable');
  } finally {
    await parser.destroy().catch(() => undefined);
  }
}

function checkPng(bytes: Buffer): StructureVerdict {
  try {
    const width = bytes.readUInt32BE(16);
    const height = bytes.readUInt32BE(20);
    if (width * height > MAX_PIXELS) return fail('too-many-pixels');
    PNG.sync.read(bytes, { checkCRC: true });
  } catch {
    return fail('undecodable');
  }
  // Nothing may follow the IEND chunk (its 4-byte CRC ends the file).
  const iend = bytes.lastIndexOf(Buffer.from('IEND', 'latin1'));
  return iend > 0 && iend + 8 === bytes.length ? { ok: true } : fail('trailing-bytes');
}

function checkJpeg(bytes: Buffer): StructureVerdict {
  try {
    jpeg.decode(bytes, { useTArray: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 512, tolerantDecoding: false });
  } catch {
    return fail('undecodable');
  }
  // The end-of-image marker ends the file.
  return bytes.length >= 2 && bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9 ? { ok: true } : fail('trailing-bytes');
}

function checkGif(bytes: Buffer): StructureVerdict {
  try {
    const reader = new GifReader(new Uint8Array(bytes));
    if (reader.width * reader.height > MAX_PIXELS || reader.numFrames() < 1) return fail('undecodable');
    const pixels = new Uint8Array(reader.width * reader.height * 4);
    for (let frame = 0; frame < reader.numFrames(); frame += 1) reader.decodeAndBlitFrameRGBA(frame, pixels);
  } catch {
    return fail('undecodable');
  }
  // The trailer byte ends the file.
  return bytes[bytes.length - 1] === 0x3b ? { ok: true } : fail('trailing-bytes');
}

/** Checks bytes that are wholly in memory (everything but videos). */
export async function checkBytes(kind: Exclude<StructureKind, 'mp4'>, bytes: Buffer): Promise<StructureVerdict> {
  switch (kind) {
    case 'pdf':
      return checkPdf(bytes);
    case 'png':
      return checkPng(bytes);
    case 'jpeg':
      return checkJpeg(bytes);
    case 'gif':
      return checkGif(bytes);
    case 'webp':
      return checkWebpStructure(bytes);
    default:
      return checkZipStructure(bytes, kind);
  }
}
