// /api/v1/user: the caller's profile, role choice and account deletion.
import { describe, expect, it } from 'vitest';
import type { UserDto } from '@shared/schemas/user';
import { adminAuth, adminDb } from '../support/admin';
import {
  call, claimsOf, expectError, login, nextSecond, signUpVerified, uniqueEmail, type SignedInUser,
} from '../support/api';

const patch = (user: SignedInUser, body: unknown) => call<{ data: UserDto }>('PATCH', '/user', { token: user.token, body });

async function refreshedToken(user: SignedInUser): Promise<string> {
  const result = await call<{ token: string }>('POST', '/auth/refresh-token', { cookie: user.cookie });
  expect(result.status).toBe(200);
  return result.body.token;
}

describe('GET /user', () => {
  it('answers the caller as a UserDto', async () => {
    const user = await signUpVerified();
    const result = await call<{ data: UserDto }>('GET', '/user', { token: user.token });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'success', data: user.user });
    expect(Object.keys(result.body.data).sort()).toEqual(
      [
        'avatar_id', 'city', 'country', 'dob', 'education_level', 'email_address', 'first_name', 'gender', 'id',
        'learning_modalities', 'learning_style', 'name', 'onboarded', 'organization', 'personality_type', 'phone', 'school_region', 'surname',
        'user_type',
      ].sort(),
    );
    expect(result.body.data).toMatchObject({ id: user.uid, email_address: user.email, personality_type: 'MBTI', user_type: null });
  });

  it('refuses missing, invalid and revoked tokens', async () => {
    expectError(await call('GET', '/user'), 401, 'auth/no-token');
    expectError(await call('GET', '/user', { token: 'abc.def.ghi' }), 401, 'auth/not-authenticated');
    expectError(await call('PATCH', '/user', { body: { first_name: 'A' } }), 401, 'auth/no-token');
    expectError(await call('DELETE', '/user'), 401, 'auth/no-token');
    const user = await signUpVerified();
    await nextSecond();
    expect((await call('POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expectError(await call('GET', '/user', { token: user.token }), 401, 'auth/not-authenticated');
  });

  it('creates the documents of an account an administrator script made verified, on first read', async () => {
    const email = uniqueEmail('outside');
    const created = await adminAuth.createUser({ email, password: 'outside-pass-1', emailVerified: true });
    await adminAuth.setCustomUserClaims(created.uid, { verified: true });
    const signedIn = await login(email, 'outside-pass-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ id: created.uid, email_address: email, user_type: null });
    expect((await adminDb.doc(`preferences/${created.uid}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`wallets/${created.uid}`).get()).get('spark_balance')).toBe(0);
  });
});

describe('PATCH /user', () => {
  it('updates profile fields and answers the new UserDto', async () => {
    const user = await signUpVerified();
    const result = await patch(user, {
      first_name: 'Sara', surname: 'Al Harbi', phone: '+966501234567', dob: '1997-08-21', gender: 'female',
      education_level: 'bachelors', school_region: 'Riyadh', city: 'Riyadh', country: 'SA', organization: 'Sparks',
      onboarded: true,
    });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('success');
    expect(result.body.data).toMatchObject({
      id: user.uid, name: 'Sara Al Harbi', first_name: 'Sara', surname: 'Al Harbi', phone: '+966501234567', dob: '1997-08-21',
      gender: 'female', education_level: 'bachelors', school_region: 'Riyadh', onboarded: true, user_type: null,
    });
    expect((await call('GET', '/user', { token: user.token })).body.data).toEqual(result.body.data);
    // Partial updates leave the rest alone; an empty one changes nothing.
    expect((await patch(user, { city: 'Jeddah' })).body.data).toMatchObject({ city: 'Jeddah', first_name: 'Sara' });
    expect((await patch(user, {})).body.data).toMatchObject({ city: 'Jeddah', phone: '+966501234567' });
  });

  it('accepts the wizard payload with one name', async () => {
    const user = await signUpVerified();
    const result = await patch(user, { name: 'Omar Abdullah Saleh', phone: '+201001234567', dob: '2000-01-31', gender: 'male' });
    expect(result.status).toBe(200);
    expect(result.body.data).toMatchObject({ name: 'Omar Abdullah Saleh', first_name: 'Omar', surname: 'Abdullah Saleh' });
  });

  it('refuses invalid fields, unknown fields and non-JSON bodies', async () => {
    const user = await signUpVerified();
    for (const body of [
      { phone: '+9665012345678' }, // 10 digits after +966, which allows 9
      { phone: '0501234567' },
      { dob: '2001-02-30' },
      { dob: '2999-01-01' },
      { gender: 'robot' },
      { education_level: 'kindergarten' },
      { first_name: '' },
      { onboarded: 'yes' },
      { email_address: 'new@sparks.test' },
      { avatar_id: 3 },
    ]) {
      const result = await patch(user, body);
      expectError(result, 400, 'validation/invalid-input');
    }
    expectError(await call('PATCH', '/user', { token: user.token, rawBody: 'first_name=A', contentType: 'text/plain' }), 415, 'validation/unsupported-media-type');
    const malformed = await call('PATCH', '/user', { token: user.token, rawBody: '{"first_name":', contentType: 'application/json' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect((await call<{ data: UserDto }>('GET', '/user', { token: user.token })).body.data).toEqual(user.user);
  });
});

describe('choosing a user type', () => {
  it('is allowed once, sets the claim (kept with other claims) and shows in a refreshed token', async () => {
    const user = await signUpVerified();
    await adminAuth.setCustomUserClaims(user.uid, { beta: true, verified: true });
    const chosen = await patch(user, { user_type: 'teacher' });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.user_type).toBe('teacher');
    expect((await adminAuth.getUser(user.uid)).customClaims).toEqual({ beta: true, user_type: 'teacher', verified: true });
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('user_type')).toBe('teacher');
    expect(claimsOf(await refreshedToken(user))).toMatchObject({ user_type: 'teacher', beta: true });

    // The same choice again is harmless; a different one is refused.
    expect((await patch(user, { user_type: 'teacher' })).status).toBe(200);
    const change = await patch(user, { user_type: 'student' });
    expectError(change, 409, 'user/role-already-set');
    expect((await call<{ data: UserDto }>('GET', '/user', { token: user.token })).body.data.user_type).toBe('teacher');
  });

  it('never lets a user pick administrator', async () => {
    const user = await signUpVerified();
    const result = await patch(user, { user_type: 'administrator' });
    expectError(result, 403, 'user/role-not-selectable');
    expect((await adminAuth.getUser(user.uid)).customClaims?.user_type).toBeUndefined();
    expect((await patch(user, { user_type: 'centers' })).body.data.user_type).toBe('centers');
  });

  it('leaves the profile untouched when the choice is refused', async () => {
    const user = await signUpVerified();
    expect((await patch(user, { user_type: 'student' })).status).toBe(200);
    expectError(await patch(user, { user_type: 'teacher', city: 'Dammam' }), 409, 'user/role-already-set');
    expect((await call<{ data: UserDto }>('GET', '/user', { token: user.token })).body.data.city).toBe('');
  });
});

describe('DELETE /user', () => {
  it('deletes the account, keeps the wallet as a closed record and clears the cookie', async () => {
    const user = await signUpVerified();
    await adminDb.doc(`wallets/${user.uid}/ledger/op-${user.uid}`).set({
      kind: 'credit', amount: 30, balance_after: 30, reason: 'test', created_at: new Date(),
    });
    await nextSecond();
    const result = await call('DELETE', '/user', { token: user.token, cookie: user.cookie });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'success' });
    expect(typeof result.body.message).toBe('string');
    expect(result.session?.value).toBe('');
    expect(result.session?.attributes.path).toBe('/api/v1/auth');

    await expect(adminAuth.getUser(user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    for (const path of [`users/${user.uid}`, `preferences/${user.uid}`, `otps/${user.uid}`]) {
      expect((await adminDb.doc(path).get()).exists, path).toBe(false);
    }
    const wallet = await adminDb.doc(`wallets/${user.uid}`).get();
    expect(wallet.exists).toBe(true);
    expect(wallet.get('closed_at')).toBeTruthy();
    expect((await adminDb.doc(`wallets/${user.uid}/ledger/op-${user.uid}`).get()).exists).toBe(true);

    expectError(await call('GET', '/user', { token: user.token }), 401, 'auth/not-authenticated');
    expectError(await login(user.email, user.password), 401, 'auth/invalid-credentials');
    expectError(await call('POST', '/auth/refresh-token', { cookie: user.cookie }), 401, 'auth/refresh-failed');
  });

  it('lets the address sign up again afterwards', async () => {
    const user = await signUpVerified();
    expect((await call('DELETE', '/user', { token: user.token })).status).toBe(200);
    const again = await signUpVerified(user.email, 'a-new-life-1');
    expect(again.uid).not.toBe(user.uid);
    expect(again.user.user_type).toBeNull();
  });
});
