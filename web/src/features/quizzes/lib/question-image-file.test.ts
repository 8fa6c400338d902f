import { describe, expect, it } from 'vitest';
import { checkQuestionImageFile, QUESTION_IMAGE_ACCEPT } from './question-image-file';

const MB = 1024 * 1024;

describe('checkQuestionImageFile', () => {
  it('takes PNG, JPEG, WebP and GIF up to 2 MB', () => {
    for (const [name, type] of [['a.png', 'image/png'], ['a.jpg', 'image/jpeg'], ['a.webp', 'image/webp'], ['a.gif', 'image/gif']]) {
      expect(checkQuestionImageFile({ name: name!, type: type!, size: 2 * MB })).toEqual({ ok: true, contentType: type, size: 2 * MB });
    }
    expect(checkQuestionImageFile({ name: 'a.jpg', type: 'image/jpg', size: 10 })).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(checkQuestionImageFile({ name: 'photo.webp', type: '', size: 10 })).toMatchObject({ ok: true, contentType: 'image/webp' });
  });

  it('refuses other types, empty files and more than 2 MB', () => {
    expect(checkQuestionImageFile({ name: 'a.svg', type: 'image/svg+xml', size: 10 })).toEqual({ ok: false, code: 'quiz/image-type' });
    expect(checkQuestionImageFile({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toEqual({ ok: false, code: 'quiz/image-type' });
    expect(checkQuestionImageFile({ name: 'a', type: '', size: 10 })).toEqual({ ok: false, code: 'quiz/image-type' });
    expect(checkQuestionImageFile({ name: 'a.png', type: 'image/png', size: 0 })).toEqual({ ok: false, code: 'upload/file-required' });
    expect(checkQuestionImageFile({ name: 'a.png', type: 'image/png', size: 2 * MB + 1 })).toEqual({ ok: false, code: 'quiz/image-too-large' });
  });

  it('lists types and extensions for the file picker', () => {
    expect(QUESTION_IMAGE_ACCEPT.split(',')).toEqual(expect.arrayContaining(['image/webp', '.webp', 'image/gif', '.jpg']));
  });
});
