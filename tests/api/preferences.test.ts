// /api/v1/user/pref: theme and interface language.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { call, expectError, signUpVerified } from '../support/api';

describe('GET /user/pref', () => {
  it('answers the defaults for a new user: follow the system theme, Arabic', async () => {
    const user = await signUpVerified();
    const result = await call('GET', '/user/pref', { token: user.token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'success', preferences: { theme: null, language: 'ar' } });
  });

  it('needs a valid token', async () => {
    expectError(await call('GET', '/user/pref'), 401, 'auth/no-token');
    expectError(await call('GET', '/user/pref', { token: 'nope' }), 401, 'auth/not-authenticated');
    expectError(await call('PATCH', '/user/pref', { body: { theme: 'dark' } }), 401, 'auth/no-token');
  });

  it('falls back to the defaults when the document is missing', async () => {
    const user = await signUpVerified();
    await adminDb.doc(`preferences/${user.uid}`).delete();
    expect((await call('GET', '/user/pref', { token: user.token })).body).toEqual({
      status: 'success',
      preferences: { theme: null, language: 'ar' },
    });
  });
});

describe('PATCH /user/pref', () => {
  it('updates one field at a time and answers the whole preferences', async () => {
    const user = await signUpVerified();
    const pref = (body: unknown) => call('PATCH', '/user/pref', { token: user.token, body });
    expect((await pref({ theme: 'dark' })).body).toEqual({ status: 'success', preferences: { theme: 'dark', language: 'ar' } });
    expect((await pref({ language: 'en' })).body).toEqual({ status: 'success', preferences: { theme: 'dark', language: 'en' } });
    expect((await pref({ theme: null })).body).toEqual({ status: 'success', preferences: { theme: null, language: 'en' } });
    expect((await pref({ theme: 'light', language: 'ar' })).body.preferences).toEqual({ theme: 'light', language: 'ar' });
    expect((await pref({})).body.preferences).toEqual({ theme: 'light', language: 'ar' });
    expect((await call('GET', '/user/pref', { token: user.token })).body.preferences).toEqual({ theme: 'light', language: 'ar' });
    expect((await adminDb.doc(`preferences/${user.uid}`).get()).data()).toMatchObject({ theme: 'light', language: 'ar' });
  });

  it('refuses unknown values and fields, and non-JSON bodies', async () => {
    const user = await signUpVerified();
    for (const body of [{ theme: 'blue' }, { language: 'fr' }, { language: null }, { fontSize: 12 }, { theme: 1 }]) {
      expectError(await call('PATCH', '/user/pref', { token: user.token, body }), 400, 'validation/invalid-input');
    }
    expectError(
      await call('PATCH', '/user/pref', { token: user.token, rawBody: 'theme=dark', contentType: 'text/plain' }),
      415,
      'validation/unsupported-media-type',
    );
    const malformed = await call('PATCH', '/user/pref', { token: user.token, rawBody: '{"theme"', contentType: 'application/json' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect((await call('GET', '/user/pref', { token: user.token })).body.preferences).toEqual({ theme: null, language: 'ar' });
  });
});
