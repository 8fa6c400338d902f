import { describe, expect, it } from 'vitest';
import { checkSubmissionFile, submissionContentType } from './submission-file';

const MB = 1024 * 1024;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

describe('assignment files', () => {
  it('takes the browser type, else the extension', () => {
    expect(submissionContentType({ name: 'a.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(submissionContentType({ name: 'essay.DOCX', type: '' })).toBe(DOCX);
    expect(submissionContentType({ name: 'work.zip', type: 'application/x-zip-compressed' })).toBe('application/zip');
    expect(submissionContentType({ name: 'photo.jpg', type: 'image/jpg' })).toBe('image/jpeg');
  });
  it('accepts PDF, DOCX, PNG, JPEG and ZIP up to 20 MB', () => {
    expect(checkSubmissionFile({ name: ' essay.docx ', type: DOCX, size: 20 * MB })).toEqual({
      ok: true, declared: { content_type: DOCX, size: 20 * MB, name: 'essay.docx' },
    });
    expect(checkSubmissionFile({ name: 'a.pdf', type: 'application/pdf', size: 20 * MB + 1 })).toEqual({ ok: false, code: 'course-learning/submission-too-large' });
    expect(checkSubmissionFile({ name: 'a.mp4', type: 'video/mp4', size: 10 })).toEqual({ ok: false, code: 'course-learning/submission-type' });
    expect(checkSubmissionFile({ name: 'a.gif', type: 'image/gif', size: 10 })).toEqual({ ok: false, code: 'course-learning/submission-type' });
  });
  it('asks for a file when there is none or it is empty', () => {
    expect(checkSubmissionFile(null)).toEqual({ ok: false, code: 'upload/file-required' });
    expect(checkSubmissionFile({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual({ ok: false, code: 'upload/file-required' });
  });
});
