// Small well-formed files for tests and the seed: a stored (uncompressed) ZIP, a minimal DOCX
// and PPTX, and a minimal MP4 (ftyp, moov, mdat boxes). Pure.
import { crc32 } from 'node:zlib';

/** A ZIP archive of the given entries, stored without compression. */
export function sampleZip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

/** The parts a Word document needs to be recognised as one. */
export function sampleDocx(text = 'Hello, class!'): Buffer {
  return sampleZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<Relationships/>',
    'word/document.xml': `<w:document><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/** The parts a PowerPoint presentation needs to be recognised as one. */
export function samplePptx(): Buffer {
  return sampleZip({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': '<Relationships/>',
    'ppt/presentation.xml': '<p:presentation/>',
  });
}

/** One ISO base media box: 32-bit size, four-character type, body. */
export function mp4Box(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A minimal MP4: ftyp (isom), an empty moov and a small mdat. */
export function sampleMp4(): Buffer {
  return Buffer.concat([
    mp4Box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'latin1')])),
    mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100))),
    mp4Box('mdat', Buffer.alloc(32, 1)),
  ]);
}

/** sampleMp4 whose movie header (mvhd version 0, timescale 1000) states `seconds` of playing time. */
export function sampleMp4Lasting(seconds: number): Buffer {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(Math.round(seconds * 1000), 16);
  return Buffer.concat([
    mp4Box('ftyp', Buffer.concat([Buffer.from('isom', 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41', 'latin1')])),
    mp4Box('moov', Buffer.concat([mp4Box('mvhd', mvhd), mp4Box('trak')])),
    mp4Box('mdat', Buffer.alloc(32, 1)),
  ]);
}

/** A 1x1 lossless WebP (RIFF, WEBP, one VP8L chunk). */
export function sampleWebp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A 1x1 GIF89a. */
export function sampleGif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
}
