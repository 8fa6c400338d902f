import { describe, expect, it } from 'vitest';
import { QUESTION_IMAGE_MAX_BYTES } from '../shared/constants';
import { checkQuestionImage, isQuestionImageType, questionImagePath } from './question-image';

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const WEBP_HEAD = Buffer.concat([Buffer.from('RIFF'), Buffer.from([26, 0, 0, 0]), Buffer.from('WEBPVP8L')]);
const GIF_HEAD = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');
const JPEG_HEAD = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const EXE_HEAD = Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1');

describe('isQuestionImageType', () => {
  it('takes PNG, JPEG, WebP and GIF only', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif']) expect(isQuestionImageType(type)).toBe(true);
    for (const type of ['image/svg+xml', 'application/pdf', 'image/bmp', '', 'toString', null]) expect(isQuestionImageType(type)).toBe(false);
  });
});

describe('checkQuestionImage', () => {
  it('accepts each type whose head matches', () => {
    const cases = [
      ['image/png', PNG_HEAD],
      ['image/jpeg', JPEG_HEAD],
      ['image/webp', WEBP_HEAD],
      ['image/gif', GIF_HEAD],
    ] as const;
    for (const [contentType, head] of cases) {
      expect(checkQuestionImage({ contentType, size: 100 }, { size: 100, contentType, head })).toEqual({ ok: true });
    }
  });

  it('refuses, in order: over 2 MB, another size, another stored type, other bytes', () => {
    const big = QUESTION_IMAGE_MAX_BYTES + 1;
    expect(checkQuestionImage({ contentType: 'image/png', size: big }, { size: big, contentType: 'image/png', head: PNG_HEAD })).toEqual({ ok: false, reason: 'too-large' });
    expect(checkQuestionImage({ contentType: 'image/png', size: 10 }, { size: 11, contentType: 'image/png', head: PNG_HEAD })).toEqual({ ok: false, reason: 'size-mismatch' });
    expect(checkQuestionImage({ contentType: 'image/png', size: 10 }, { size: 10, contentType: 'image/gif', head: PNG_HEAD })).toEqual({ ok: false, reason: 'content-type-mismatch' });
    expect(checkQuestionImage({ contentType: 'image/png', size: 10 }, { size: 10, contentType: 'image/png', head: EXE_HEAD })).toEqual({ ok: false, reason: 'bad-signature' });
    expect(checkQuestionImage({ contentType: 'image/webp', size: 10 }, { size: 10, contentType: 'image/webp', head: PNG_HEAD })).toEqual({ ok: false, reason: 'bad-signature' });
  });

  it('accepts exactly 2 MB', () => {
    const size = QUESTION_IMAGE_MAX_BYTES;
    expect(checkQuestionImage({ contentType: 'image/gif', size }, { size, contentType: 'image/gif', head: GIF_HEAD }).ok).toBe(true);
  });
});

describe('questionImagePath', () => {
  it('names the object by id and type only', () => {
    expect(questionImagePath('quiz1', 'img1', 'image/jpeg')).toBe('quizzes/quiz1/images/img1.jpg');
    expect(questionImagePath('quiz1', 'img1', 'image/webp')).toBe('quizzes/quiz1/images/img1.webp');
  });
});
