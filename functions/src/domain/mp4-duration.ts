// The playing time an MP4 states about itself (the movie header `moov/mvhd`: duration over
// timescale), read through ranged reads so a 1 GB video is never held. The lesson viewer uses
// it so a player cannot finish a video early by reporting a shorter duration. Pure: the reader
// is given (services read Storage).
import type { RangeReader } from './file-structure';

const MAX_BOXES = 4096;

const u32 = (b: Uint8Array, at: number) => b[at]! * 0x1000000 + ((b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!);
const u64 = (b: Uint8Array, at: number) => u32(b, at) * 0x100000000 + u32(b, at + 4);

/** The boxes between `start` and `end`: the first of `type`, as {offset of its body, end}, or null. */
async function findBox(read: RangeReader, start: number, end: number, type: string): Promise<{ body: number; end: number } | null> {
  let offset = start;
  for (let boxes = 0; offset + 8 <= end && boxes < MAX_BOXES; boxes += 1) {
    const header = await read(offset, Math.min(16, end - offset));
    if (header.length < 8) return null;
    let size = u32(header, 0);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) return null;
      size = u64(header, 8);
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end || !Number.isSafeInteger(size)) return null;
    if (String.fromCharCode(...header.subarray(4, 8)) === type) return { body: offset + headerSize, end: offset + size };
    offset += size;
  }
  return null;
}

/**
 * Seconds of playing time from `moov/mvhd`, or null when the file does not say (no movie
 * header, a zero timescale, an unknown or absurd duration).
 */
export async function mp4DurationSeconds(size: number, read: RangeReader): Promise<number | null> {
  const moov = await findBox(read, 0, size, 'moov');
  if (!moov) return null;
  const mvhd = await findBox(read, moov.body, moov.end, 'mvhd');
  if (!mvhd) return null;
  const body = await read(mvhd.body, Math.min(32, mvhd.end - mvhd.body));
  const version = body[0];
  let timescale: number;
  let duration: number;
  if (version === 0 && body.length >= 20) {
    timescale = u32(body, 12);
    duration = u32(body, 16);
    if (duration === 0xffffffff) return null;
  } else if (version === 1 && body.length >= 32) {
    timescale = u32(body, 20);
    duration = u64(body, 24);
  } else {
    return null;
  }
  if (timescale === 0 || duration === 0 || !Number.isSafeInteger(duration)) return null;
  const seconds = duration / timescale;
  return seconds > 0 && seconds <= 24 * 60 * 60 ? Math.round(seconds * 1000) / 1000 : null;
}
