import { describe, expect, it } from 'vitest';
import { mp4DurationSeconds } from './mp4-duration';
import { mp4Box, sampleMp4, sampleMp4Lasting } from './sample-files';
import type { RangeReader } from './file-structure';

const readerOf = (bytes: Buffer): { read: RangeReader; reads: () => number } => {
  let count = 0;
  return {
    read: async (offset, length) => {
      count += 1;
      return bytes.subarray(offset, offset + length);
    },
    reads: () => count,
  };
};

const duration = (bytes: Buffer) => mp4DurationSeconds(bytes.length, readerOf(bytes).read);

describe('mp4DurationSeconds', () => {
  it('reads duration over timescale from moov/mvhd (version 0)', async () => {
    expect(await duration(sampleMp4Lasting(95.5))).toBe(95.5);
  });

  it('reads a version 1 header with 64-bit times', async () => {
    const mvhd = Buffer.alloc(120);
    mvhd[0] = 1;
    mvhd.writeUInt32BE(600, 20);
    mvhd.writeUInt32BE(0, 24);
    mvhd.writeUInt32BE(600 * 125, 28);
    const bytes = Buffer.concat([mp4Box('ftyp', Buffer.alloc(8)), mp4Box('mdat', Buffer.alloc(16)), mp4Box('moov', mp4Box('mvhd', mvhd))]);
    expect(await duration(bytes)).toBe(125);
  });

  it('answers null when the file does not say', async () => {
    expect(await duration(sampleMp4())).toBeNull(); // zero timescale
    expect(await duration(Buffer.concat([mp4Box('ftyp', Buffer.alloc(8)), mp4Box('mdat', Buffer.alloc(8))]))).toBeNull();
    expect(await duration(Buffer.concat([mp4Box('ftyp', Buffer.alloc(8)), mp4Box('moov', mp4Box('trak'))]))).toBeNull();
    const broken = sampleMp4Lasting(10);
    broken.writeUInt32BE(0xfffffff0, 0);
    expect(await duration(broken)).toBeNull();
  });

  it('reads a few headers, not the media', async () => {
    const bytes = Buffer.concat([sampleMp4Lasting(30), mp4Box('mdat', Buffer.alloc(100_000))]);
    const reader = readerOf(bytes);
    expect(await mp4DurationSeconds(bytes.length, reader.read)).toBe(30);
    expect(reader.reads()).toBeLessThan(6);
  });
});
