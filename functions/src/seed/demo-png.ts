// Small valid PNG images for the demo products' previews (no image library: PNG is a few
// chunks around zlib-compressed scanlines). Pure apart from node:zlib.
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as unknown as Rgb;
const WHITE: Rgb = [255, 255, 255];

/**
 * An RGB PNG: a background in `colour` with soft diagonal stripes and a white "page" card
 * holding grey text lines, so it reads as a document preview. 800×600 by default
 * (MARKET.recommendedPreview).
 */
export function previewPng(colour: Rgb, width = 800, height = 600): Buffer {
  const stripe = mix(colour, WHITE, 0.15);
  const line = mix(colour, [60, 60, 60], 0.6);
  const heading = colour;
  const card = { left: Math.round(width * 0.2), right: Math.round(width * 0.8), top: Math.round(height * 0.12), bottom: Math.round(height * 0.88) };
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * rowBytes;
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      let pixel: Rgb = Math.floor((x + y) / 24) % 2 === 0 ? colour : stripe;
      if (x >= card.left && x < card.right && y >= card.top && y < card.bottom) {
        pixel = WHITE;
        const inner = x >= card.left + 40 && x < card.right - 40;
        const offset = y - card.top;
        if (inner && offset >= 40 && offset < 70) pixel = heading;
        else if (inner && offset >= 100 && y < card.bottom - 40 && (offset - 100) % 36 < 12) {
          // Ragged right edge: each text line ends somewhere else.
          const lineIndex = Math.floor((offset - 100) / 36);
          if (x < card.right - 40 - ((lineIndex * 53) % 120)) pixel = line;
        }
      }
      raw[row + 1 + x * 3] = pixel[0];
      raw[row + 2 + x * 3] = pixel[1];
      raw[row + 3 + x * 3] = pixel[2];
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter
  header[12] = 0; // no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
