import { describe, expect, it } from 'vitest';
import { addAttachments, attachmentTypeOf, checkAttachment, displayName, imageColumns } from './attachments';

const MB = 1024 * 1024;
const png = (name = 'a.png', size = 100) => ({ name, type: 'image/png', size });

describe('checkAttachment', () => {
  it('accepts PNG, JPEG, WebP, GIF and PDF, by type or by extension', () => {
    for (const [name, type] of [['a.png', 'image/png'], ['b.jpg', 'image/jpg'], ['c.webp', ''], ['d.gif', 'image/gif'], ['e.pdf', '']]) {
      expect(checkAttachment({ name: name!, type: type!, size: 10 })).toMatchObject({ ok: true });
    }
    expect(attachmentTypeOf({ name: 'c.WEBP', type: 'application/octet-stream' })).toBe('image/webp');
  });

  it('refuses other types, empty files and sizes over each type’s limit', () => {
    expect(checkAttachment({ name: 'v.mp4', type: 'video/mp4', size: 10 })).toEqual({ ok: false, code: 'upload/unsupported-format' });
    expect(checkAttachment({ name: 's.svg', type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, code: 'upload/unsupported-format' });
    expect(checkAttachment(png('a.png', 0))).toEqual({ ok: false, code: 'upload/file-required' });
    expect(checkAttachment(png('a.png', 5 * MB + 1))).toEqual({ ok: false, code: 'feed/image-too-large' });
    expect(checkAttachment({ name: 'n.pdf', type: 'application/pdf', size: 6 * MB })).toMatchObject({ ok: true });
    expect(checkAttachment({ name: 'n.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toEqual({ ok: false, code: 'upload/too-large' });
  });
});

describe('addAttachments', () => {
  it('keeps the good files, at most 4, and reports the first problem', () => {
    const first = addAttachments([], [png('1.png'), { name: 'x.exe', type: 'application/x-msdownload', size: 5 }, png('2.png')]);
    expect(first.chosen.map((c) => c.meta.name)).toEqual(['1.png', '2.png']);
    expect(first.error).toBe('upload/unsupported-format');
    const full = addAttachments(first.chosen, [png('3.png'), png('4.png'), png('5.png')]);
    expect(full.chosen.map((c) => c.meta.name)).toEqual(['1.png', '2.png', '3.png', '4.png']);
    expect(full.error).toBe('feed/too-many-attachments');
    expect(addAttachments([], [png()]).error).toBeNull();
  });
});

describe('layout helpers', () => {
  it('one image fills the width, more share two columns', () => {
    expect([1, 2, 3, 4].map(imageColumns)).toEqual([1, 2, 2, 2]);
  });
  it('names without extensions', () => {
    expect(displayName('map of Jordan.png')).toBe('map of Jordan');
    expect(displayName('.hidden')).toBe('.hidden');
  });
});
