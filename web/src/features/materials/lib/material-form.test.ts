import { describe, expect, it } from 'vitest';
import { checkEditForm, checkUploadForm, clearChangedErrors, defaultFieldValues } from './material-form';

const MB = 1024 * 1024;
const pdf = { name: 'Week 1.pdf', type: 'application/pdf', size: 2 * MB };
const values = { ...defaultFieldValues('ar'), name: 'Week 1' };

describe('checkUploadForm', () => {
  it('builds the create request', () => {
    expect(checkUploadForm(pdf, { ...values, description: ' notes ', visibility: 'hidden', allowDownload: false })).toEqual({
      ok: true,
      request: {
        name: 'Week 1', description: 'notes', language: 'ar', visibility: 'hidden', allow_download: false,
        file: { name: 'Week 1.pdf', contentType: 'application/pdf', size: 2 * MB },
      },
    });
  });
  it("says 'Please upload a file' without a file", () => {
    expect(checkUploadForm(null, values)).toEqual({ ok: false, errors: { file: 'upload/file-required' } });
  });
  it('refuses other formats with the spec message code', () => {
    const check = checkUploadForm({ name: 'a.docx', type: 'application/msword', size: 10 }, values);
    expect(check).toEqual({ ok: false, errors: { file: 'upload/unsupported-format' } });
  });
  it('refuses a PDF over 10 MB and a video over 1 GB', () => {
    expect(checkUploadForm({ ...pdf, size: 10 * MB + 1 }, values)).toEqual({ ok: false, errors: { file: 'upload/too-large' } });
    expect(checkUploadForm({ name: 'v.mp4', type: 'video/mp4', size: 1024 * MB + 1 }, values)).toEqual({ ok: false, errors: { file: 'upload/too-large' } });
  });
  it('reports a missing name next to a file problem', () => {
    expect(checkUploadForm(null, { ...values, name: '  ' })).toEqual({
      ok: false,
      errors: { file: 'upload/file-required', name: 'validation/all-fields-required' },
    });
  });
});

describe('checkEditForm', () => {
  const original = { name: 'Week 1', description: '', language: 'ar' as const, visibility: 'private' as const, allowDownload: true };
  it('patches only what changed', () => {
    expect(checkEditForm(original, { ...original, visibility: 'public', allowDownload: false })).toEqual({
      ok: true,
      patch: { visibility: 'public', allow_download: false },
    });
    expect(checkEditForm(original, { ...original, name: ' Week 1 ' })).toEqual({ ok: true, patch: {} });
  });
  it('needs a name', () => {
    expect(checkEditForm(original, { ...original, name: '' })).toEqual({ ok: false, errors: { name: 'validation/all-fields-required' } });
  });
});

describe('clearChangedErrors', () => {
  it('drops only the errors of changed fields', () => {
    const errors = { file: 'upload/file-required', name: 'validation/all-fields-required' } as const;
    const before = defaultFieldValues('ar');
    expect(clearChangedErrors(errors, before, { ...before, name: 'x' })).toEqual({ file: 'upload/file-required' });
    expect(clearChangedErrors(errors, before, { ...before })).toBe(errors);
  });
});
