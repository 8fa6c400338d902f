// /api/v1/admin and scripts/grant-admin.mjs (which makes the first administrator).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@shared/schemas/user';
import { adminAuth, adminDb } from '../support/admin';
import { call, claimsOf, expectError, signUpVerified, uniqueEmail, type SignedInUser } from '../support/api';

const script = fileURLToPath(new URL('../../scripts/grant-admin.mjs', import.meta.url));

function grantAdmin(args: string[], env: NodeJS.ProcessEnv = process.env) {
  return spawnSync(process.execPath, [script, ...args], { env, encoding: 'utf8', timeout: 30_000 });
}

/** A signed-in administrator: made by the script, claim picked up by a token refresh. */
async function administrator(): Promise<SignedInUser> {
  const user = await signUpVerified();
  const run = grantAdmin([user.email]);
  expect(run.status, run.stderr).toBe(0);
  const refreshed = await call<{ token: string }>('POST', '/auth/refresh-token', { cookie: user.cookie });
  expect(claimsOf(refreshed.body.token).user_type).toBe('administrator');
  return { ...user, token: refreshed.body.token };
}

const grant = (token: string | undefined, uid: string, body: unknown) =>
  call<{ data: UserDto }>('POST', `/admin/users/${uid}/user-type`, { token, body });

describe('scripts/grant-admin.mjs', () => {
  it('makes an administrator on the emulators: claim and profile', async () => {
    const user = await signUpVerified();
    await adminAuth.setCustomUserClaims(user.uid, { beta: true, verified: true });
    const run = grantAdmin([user.email]);
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('administrator');
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ beta: true, user_type: 'administrator', verified: true });
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('user_type')).toBe('administrator');
  });

  it('refuses a real project without --yes, a missing e-mail and an unknown user', () => {
    const { FIREBASE_AUTH_EMULATOR_HOST: _auth, FIRESTORE_EMULATOR_HOST: _firestore, ...real } = process.env;
    const refused = grantAdmin(['someone@sparks.test', '--project', 'prod-project'], real);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain('--yes');
    const half = grantAdmin(['someone@sparks.test'], { ...real, FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST });
    expect(half.status).not.toBe(0);
    expect(grantAdmin([]).status).toBe(2);
    const unknown = grantAdmin([uniqueEmail()]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No user');
  });
});

describe('POST /admin/users/:uid/user-type', () => {
  it('lets an administrator grant any type, overriding a chosen one', async () => {
    const admin = await administrator();
    const target = await signUpVerified();
    expect((await call('PATCH', '/user', { token: target.token, body: { user_type: 'student' } })).status).toBe(200);

    const result = await grant(admin.token, target.uid, { user_type: 'teacher' });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('success');
    expect(result.body.data).toMatchObject({ id: target.uid, user_type: 'teacher', email_address: target.email });
    expect((await adminAuth.getUser(target.uid)).customClaims?.user_type).toBe('teacher');

    const promoted = await grant(admin.token, target.uid, { user_type: 'administrator' });
    expect(promoted.body.data.user_type).toBe('administrator');
    const refreshed = await call<{ token: string }>('POST', '/auth/refresh-token', { cookie: target.cookie });
    expect(claimsOf(refreshed.body.token).user_type).toBe('administrator');
    // The new administrator can grant too.
    const third = await signUpVerified();
    expect((await grant(refreshed.body.token, third.uid, { user_type: 'centers' })).status).toBe(200);
  });

  it('is forbidden to everyone else', async () => {
    const user = await signUpVerified();
    const target = await signUpVerified();
    expectError(await grant(undefined, target.uid, { user_type: 'teacher' }), 401, 'auth/no-token');
    expectError(await grant('bogus', target.uid, { user_type: 'teacher' }), 401, 'auth/not-authenticated');
    expectError(await grant(user.token, target.uid, { user_type: 'teacher' }), 403, 'auth/forbidden');
    expectError(await grant(user.token, user.uid, { user_type: 'administrator' }), 403, 'auth/forbidden');
    // A chosen type (teacher) is not enough either.
    expect((await call('PATCH', '/user', { token: user.token, body: { user_type: 'teacher' } })).status).toBe(200);
    const teacher = await call<{ token: string }>('POST', '/auth/refresh-token', { cookie: user.cookie });
    expectError(await grant(teacher.body.token, target.uid, { user_type: 'teacher' }), 403, 'auth/forbidden');
    expect((await adminAuth.getUser(target.uid)).customClaims?.user_type).toBeUndefined();
  });

  it('validates the type and the user', async () => {
    const admin = await administrator();
    const target = await signUpVerified();
    expectError(await grant(admin.token, target.uid, { user_type: 'wizard' }), 400, 'validation/invalid-input');
    expectError(await grant(admin.token, target.uid, {}), 400, 'validation/invalid-input');
    expectError(await grant(admin.token, target.uid, { user_type: 'teacher', extra: 1 }), 400, 'validation/invalid-input');
    expectError(await grant(admin.token, 'no-such-user', { user_type: 'teacher' }), 404, 'user/not-found');
    const text = await call('POST', `/admin/users/${target.uid}/user-type`, { token: admin.token, rawBody: 'teacher', contentType: 'text/plain' });
    expectError(text, 415, 'validation/unsupported-media-type');
  });
});
