// The structure check of a finished upload, after its size and first bytes passed
// (domain/file-signature.ts): images must decode, a PDF must parse, a ZIP/DOCX/PPTX must have
// a consistent central directory (and its Office parts), an MP4 must be well-formed boxes to
// the end with a moov. Videos are walked with ranged reads from Storage (never held whole);
// the other kinds (at most 50 MB) are read once (domain/file-decoding.ts).
import { checkBytes, STRUCTURE_OF } from '../domain/file-decoding';
import { checkMp4Structure, type RangeReader, type StructureVerdict } from '../domain/file-structure';
import { storage } from '../lib/admin';

/** Checks a finished object in Storage whose size and head already passed. */
export async function checkStoredStructure(path: string, contentType: string, size: number): Promise<StructureVerdict> {
  const kind = STRUCTURE_OF[contentType];
  if (!kind) return { ok: false, problem: 'unknown-type' };
  const file = storage.bucket().file(path);
  if (kind === 'mp4') {
    const read: RangeReader = async (offset, length) => (await file.download({ start: offset, end: offset + length - 1, validation: false }))[0];
    return checkMp4Structure(size, read);
  }
  const [bytes] = await file.download({ validation: false });
  return checkBytes(kind, bytes);
}
