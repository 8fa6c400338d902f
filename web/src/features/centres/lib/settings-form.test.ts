import { describe, expect, it } from 'vitest';
import { formFromSettings, logoDeclaration, settingsInput } from './settings-form';

describe('settings form', () => {
  it('starts from the defaults', () => {
    expect(formFromSettings(undefined)).toEqual({
      name: '', contact_email: '', contact_phone: '', website: '', join_code_days: '7', default_language: 'ar',
    });
  });

  it('builds the PUT body, the logo only when it changes', () => {
    const form = { ...formFromSettings(undefined), name: ' Noor Centre ', contact_email: 'Info@Noor.Example', join_code_days: '14', website: 'https://noor.example' };
    const kept = settingsInput(form);
    expect(kept).toEqual({
      ok: true,
      input: { name: 'Noor Centre', contact_email: 'info@noor.example', contact_phone: '', website: 'https://noor.example', join_code_days: 14, default_language: 'ar' },
    });
    const removed = settingsInput(form, null);
    expect(removed.ok && removed.input.logo_id).toBeNull();
  });

  it('names the fields in error with the shared codes', () => {
    const result = settingsInput({ ...formFromSettings(undefined), name: ' ', join_code_days: '91', website: 'noor', contact_email: 'x@' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fields.name).toBe('centre/name-required');
    expect(result.fields.join_code_days).toBe('centre/invalid-join-code-days');
    expect(result.fields.website).toBeDefined();
    expect(result.fields.contact_email).toBeDefined();
    expect(settingsInput({ ...formFromSettings(undefined), name: 'a', join_code_days: '2.5' }).ok).toBe(false);
  });
});

describe('logoDeclaration', () => {
  it('declares JPEG, PNG and WebP under 2 MB', () => {
    expect(logoDeclaration({ type: 'image/jpg', size: 1000 })).toEqual({ ok: true, declared: { content_type: 'image/jpeg', size: 1000 } });
    expect(logoDeclaration({ type: 'image/gif', size: 1000 })).toEqual({ ok: false, code: 'centre/logo-type' });
    expect(logoDeclaration({ type: 'image/png', size: 2 * 1024 * 1024 })).toEqual({ ok: false, code: 'centre/logo-too-large' });
  });
});
