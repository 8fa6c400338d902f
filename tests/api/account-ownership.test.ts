// Only accounts whose address our code verified use the API: not accounts made through Firebase
// Auth's public sign-up endpoint, not unverified or merely "emailVerified" accounts, and not
// anonymous live-quiz guests, who may only join live games.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { call, expectError, uniqueEmail } from '../support/api';
import { AUTH_HOST } from '../support/env';
import { signIn } from '../support/users';

const identity = (method: string, body: object) =>
  fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=test-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  }).then(async (response) => ({ status: response.status, body: (await response.json()) as { idToken?: string; localId?: string; error?: { message: string } } }));

/** What an unverified account could try with its token: every one must be refused. */
const probes = (token: string) => [
  call('GET', '/user', { token }),
  call('PATCH', '/user', { token, body: { user_type: 'teacher', first_name: 'Mallory' } }),
  call('POST', '/classes', { token, body: { name: 'Squat', course_field: 'science' } }),
  call('POST', '/in-app-purchases', { token, body: { package_id: 'sparks-100' } }),
  call('GET', '/wallet', { token }),
  call('POST', '/live/sessions', { token, body: { quizId: 'any-quiz' } }),
];

describe('who may use the API', () => {
  it('refuses e-mail sign-ups made with Firebase Auth directly (the blocking function)', async () => {
    const email = uniqueEmail('direct');
    const answer = await identity('signUp', { email, password: 'direct-pass-1' });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.idToken).toBeUndefined();
    await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();
  });

  it('refuses every call of an account our code never verified, even one Auth calls verified', async () => {
    for (const emailVerified of [false, true]) {
      const email = uniqueEmail('unverified');
      const user = await adminAuth.createUser({ email, password: 'outside-pass-1', emailVerified });
      const token = await signIn(email, 'outside-pass-1');
      for (const result of await Promise.all(probes(token))) expectError(result, 403, 'auth/email-not-verified');
      // Nothing was stored for it, least of all a profile that calls it verified.
      expect((await adminDb.doc(`users/${user.uid}`).get()).exists).toBe(false);
      expect((await adminAuth.getUser(user.uid)).customClaims?.user_type).toBeUndefined();
    }
  });

  it('lets anonymous guests join live games and nothing else', async () => {
    const guest = await identity('signUp', {});
    expect(guest.status).toBe(200);
    const token = guest.body.idToken!;
    for (const result of await Promise.all(probes(token))) expectError(result, 403, 'auth/account-required');
    expectError(await call('GET', '/auth/me', { token }), 403, 'auth/account-required');
    // The live join call itself is open to them: a wrong code is a 4xx of the game, not of the account.
    const join = await call('POST', '/live/join', { token, body: { code: '000000', nickname: `Guest ${randomUUID().slice(0, 4)}` } });
    expect(join.status).toBeGreaterThanOrEqual(400);
    expect(join.status).toBeLessThan(500);
    expect(join.body.code).not.toBe('auth/account-required');
    expect(join.body.code).not.toBe('auth/email-not-verified');
  });
});
