// /api/v1/auth against the emulator suite, through the Hosting origin.
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { OTP, PASSWORD_RESET_TTL_MS, REMEMBER_ME_MS } from '@shared/constants';
import { FREE_FAILURES } from '@functions/domain/login-throttle';
import { adminAuth, adminDb } from '../support/admin';
import {
  PASSWORD, call, claimsOf, cookieHeader, expectError, latestMail, latestOtp, latestResetToken, login, mailsTo,
  nextSecond, signUp, signUpVerified, uidOf, uniqueEmail,
} from '../support/api';

const otpDoc = async (email: string) => adminDb.doc(`otps/${await uidOf(email)}`);
/** Lets the resend cooldown pass without waiting a minute. */
async function passCooldown(email: string) {
  await (await otpDoc(email)).update({ sent_at: Timestamp.fromMillis(Date.now() - OTP.resendCooldownMs - 1000) });
}
const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');
const verify = (email: string, otp: string, password = PASSWORD) =>
  call('POST', '/auth/verify-otp', { body: { email, otp, password } });
const signupBody = (email: string, password: string) => ({ email, password, confirmPassword: password, terms: true });

describe('POST /auth/signup', () => {
  it('creates the unverified account, its documents and a code mail', async () => {
    const email = uniqueEmail();
    const before = Date.now();
    const result = await call('POST', '/auth/signup', {
      body: { email: email.toUpperCase(), password: PASSWORD, confirmPassword: PASSWORD, terms: true },
    });
    expect(result.status).toBe(201);
    expect(result.body).toEqual({ status: 'success', email });

    const user = await adminAuth.getUserByEmail(email);
    expect(user.emailVerified).toBe(false);
    const profile = (await adminDb.doc(`users/${user.uid}`).get()).data()!;
    expect(profile).toMatchObject({
      email_address: email, user_type: null, personality_type: 'MBTI', onboarded: false, first_name: '', surname: '',
      phone: '', dob: '', gender: '', city: '', country: '', organization: '', education_level: '', school_region: '',
    });
    expect(profile.avatar_id).toBeGreaterThanOrEqual(0);
    expect(profile.avatar_id).toBeLessThanOrEqual(7);
    expect((await adminDb.doc(`preferences/${user.uid}`).get()).data()).toMatchObject({ theme: null, language: 'ar' });
    // Nothing before verification: the welcome sparks come with it.
    expect((await adminDb.doc(`wallets/${user.uid}`).get()).data()).toMatchObject({ spark_balance: 0 });

    const otp = (await adminDb.doc(`otps/${user.uid}`).get()).data()!;
    const code = await latestOtp(email);
    expect(JSON.stringify(otp)).not.toContain(code);
    expect(otp).toMatchObject({ attempts: 0 });
    expect(typeof otp.hash).toBe('string');
    expect(typeof otp.salt).toBe('string');
    const expiresAt = (otp.expires_at as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + OTP.ttlMs - 5000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + OTP.ttlMs + 5000);

    const mail = await latestMail(email);
    expect(mail.text.split('\n')).toContain(code);
    expect(mail.text.search(/[\u0600-\u06FF]/)).toBeLessThan(mail.text.indexOf('Your verification code'));
    expect(mail.html).toContain(code);
    expect(mail.subject).toBeTruthy();
  });

  it('requires every field', async () => {
    const email = uniqueEmail();
    const full = { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true };
    expectError(await call('POST', '/auth/signup', { body: {} }), 400, 'validation/all-fields-required');
    for (const field of ['email', 'password', 'confirmPassword'] as const) {
      const { [field]: _missing, ...rest } = full;
      expectError(await call('POST', '/auth/signup', { body: rest }), 400, 'validation/all-fields-required');
      expectError(await call('POST', '/auth/signup', { body: { ...full, [field]: '' } }), 400, 'validation/all-fields-required');
    }
    const { terms: _terms, ...noTerms } = full;
    expectError(await call('POST', '/auth/signup', { body: noTerms }), 400, 'validation/terms-required');
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('refuses a short password, a mismatch, unaccepted terms and an invalid e-mail', async () => {
    const email = uniqueEmail();
    const body = { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true };
    const short = await call('POST', '/auth/signup', { body: { ...body, password: 'abc123', confirmPassword: 'abc123' } });
    expectError(short, 400, 'validation/password-too-short');
    expect(short.body.message).toBe('Password must be at least 7 characters long.');
    expect(short.body.fields?.[0]).toMatchObject({ path: 'password', code: 'validation/password-too-short' });
    const mismatch = await call('POST', '/auth/signup', { body: { ...body, confirmPassword: `${PASSWORD}x` } });
    expectError(mismatch, 400, 'validation/passwords-mismatch');
    expect(mismatch.body.message).toBe('Passwords do not match.');
    const terms = await call('POST', '/auth/signup', { body: { ...body, terms: false } });
    expectError(terms, 400, 'validation/terms-required');
    expect(terms.body.message).toBe('Please accept the terms and conditions.');
    expectError(await call('POST', '/auth/signup', { body: { ...body, email: 'not-an-email' } }), 400, 'validation/invalid-email');
    await expect(adminAuth.getUserByEmail(email)).rejects.toThrow();
  });

  it('refuses malformed JSON and non-JSON bodies with a 4xx', async () => {
    const malformed = await call('POST', '/auth/signup', { rawBody: '{"email": "a@b.test",', contentType: 'application/json' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const text = await call('POST', '/auth/signup', { rawBody: 'email=a@b.test', contentType: 'text/plain' });
    expectError(text, 415, 'validation/unsupported-media-type');
    const array = await call('POST', '/auth/signup', { body: [1, 2] });
    expectError(array, 415, 'validation/unsupported-media-type');
  });

  it('answers a verified address like a new one, changes nothing and mails the owner instead', async () => {
    const user = await signUpVerified();
    const before = await adminAuth.getUser(user.uid);
    const fresh = uniqueEmail();
    const again = await call('POST', '/auth/signup', { body: signupBody(user.email, 'another-pass-1') });
    const other = await call('POST', '/auth/signup', { body: signupBody(fresh, 'another-pass-1') });
    expect(again.status).toBe(other.status);
    expect(again.body).toEqual({ status: 'success', email: user.email });
    expect((await adminAuth.getUser(user.uid)).passwordHash).toBe(before.passwordHash);
    expect((await login(user.email, user.password)).status).toBe(200);
    expectError(await login(user.email, 'another-pass-1'), 401, 'auth/invalid-credentials');
    const notice = await latestMail(user.email);
    expect(notice.subject).toContain('You already have an account');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // A burst of sign-ups does not flood the owner's mailbox.
    await call('POST', '/auth/signup', { body: signupBody(user.email, 'another-pass-2') });
    expect((await mailsTo(user.email)).filter((m) => m.subject.includes('You already have an account'))).toHaveLength(1);
  });

  it('never lets a second sign-up of a pending address change its password or take it over', async () => {
    const { email } = await signUp();
    const ownersCode = await latestOtp(email);
    // The attacker signs up the same address with their own password, now and after the cooldown.
    expect((await call('POST', '/auth/signup', { body: signupBody(email, 'attacker-pass-1') })).status).toBe(201);
    expect(await mailsTo(email)).toHaveLength(1);
    expectError(await login(email, 'attacker-pass-1'), 401, 'auth/invalid-credentials');
    // The owner verifies with the code from their mailbox and their own password.
    expect((await verify(email, ownersCode)).status).toBe(200);
    expectError(await login(email, 'attacker-pass-1'), 401, 'auth/invalid-credentials');
    expect((await login(email, PASSWORD)).status).toBe(200);
  });

  it('binds each code to the password of the sign-up that asked for it', async () => {
    const { email } = await signUp();
    await passCooldown(email);
    expect((await call('POST', '/auth/signup', { body: signupBody(email, 'attacker-pass-1') })).status).toBe(201);
    const attackersCode = await latestOtp(email);
    // The owner types the newest code from their mailbox with their password: refused, and the
    // attacker, who has no code, cannot verify either.
    expectError(await verify(email, attackersCode), 400, 'auth/otp-failed');
    expect((await adminAuth.getUserByEmail(email)).emailVerified).toBe(false);
    // The owner signs up again: a code bound to their password verifies, with their password.
    await passCooldown(email);
    await signUp(email);
    expect((await verify(email, await latestOtp(email))).status).toBe(200);
    expect((await login(email, PASSWORD)).status).toBe(200);
    expectError(await login(email, 'attacker-pass-1'), 401, 'auth/invalid-credentials');
  });

  it('starts a once-unverified account over at verification: profile, role, claims and sessions', async () => {
    // An account made before verification was enforced, with a role and a name chosen by whoever held it.
    const email = uniqueEmail();
    const squatter = await adminAuth.createUser({ email, password: 'squatter-pass-1', emailVerified: false });
    await adminAuth.setCustomUserClaims(squatter.uid, { user_type: 'teacher' });
    await adminDb.doc(`users/${squatter.uid}`).set({ email_address: email, first_name: 'Mallory', user_type: 'teacher', email_verified: true });
    const squatterToken = (await login(email, 'squatter-pass-1')).status;
    expect(squatterToken).toBe(403);
    await passCooldown(email);
    await signUp(email);
    const verified = await verify(email, await latestOtp(email));
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({ id: squatter.uid, user_type: null, first_name: '' });
    expect((await adminAuth.getUser(squatter.uid)).customClaims).toEqual({ verified: true });
    expect(claimsOf(verified.body.token as string)).toMatchObject({ verified: true });
    expect(claimsOf(verified.body.token as string).user_type).toBeUndefined();
    expectError(await login(email, 'squatter-pass-1'), 401, 'auth/invalid-credentials');
  });

  it('makes one account when the same address signs up concurrently', async () => {
    const email = uniqueEmail();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        call('POST', '/auth/signup', { body: { email, password: PASSWORD, confirmPassword: PASSWORD, terms: true } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    const list = await adminAuth.getUsers([{ email }]);
    expect(list.users).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('POST /auth/verify-otp', () => {
  it('verifies, deletes the code, signs in and sets a session cookie', async () => {
    const { email } = await signUp();
    const uid = await uidOf(email);
    const result = await verify(email, await latestOtp(email));
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'success', data: { id: uid, email_address: email, user_type: null, name: '' } });
    expect(Object.keys(result.body).sort()).toEqual(['customToken', 'data', 'status', 'token']);
    expect(claimsOf(result.body.token as string)).toMatchObject({ user_id: uid, email, email_verified: true, verified: true });
    expect(typeof result.body.customToken).toBe('string');

    expect(result.session?.attributes).toMatchObject({ httponly: true, samesite: 'Strict', path: '/api/v1/auth' });
    expect(result.session?.attributes['max-age']).toBeUndefined();
    expect(result.session?.attributes.expires).toBeUndefined();

    expect((await adminAuth.getUser(uid)).emailVerified).toBe(true);
    expect((await adminDb.doc(`otps/${uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`users/${uid}`).get()).get('email_verified')).toBe(true);
    expect((await call('GET', '/auth/me', { token: result.body.token as string })).status).toBe(200);
    // The code is spent.
    expectError(await verify(email, await latestOtp(email)), 400, 'auth/otp-failed');
  });

  it('validates the code format and the address', async () => {
    const { email } = await signUp();
    for (const otp of ['12345', '1234567', 'abcdef', '12 456', '']) {
      expectError(await verify(email, otp), 400, 'validation/invalid-code');
    }
    const invalid = await verify(email, '12345');
    expect(invalid.body.message).toBe('Please enter a valid 6-digit code');
    expectError(await verify('nope', '123456'), 400, 'validation/invalid-email');
    expectError(await call('POST', '/auth/verify-otp', { body: {} }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/auth/verify-otp', { rawBody: 'x', contentType: 'text/plain' }), 415, 'validation/unsupported-media-type');
  });

  it('answers a wrong code and an unknown address alike, with the tries left', async () => {
    const { email } = await signUp();
    const code = await latestOtp(email);
    const wrong = await verify(email, wrongCode(code));
    expectError(wrong, 400, 'auth/otp-failed');
    expect(wrong.body.message).toBe('OTP verification failed');
    expect(wrong.body.values).toEqual({ attemptsLeft: OTP.maxAttempts - 1 });
    const unknown = await verify(uniqueEmail(), '123456');
    expectError(unknown, 400, 'auth/otp-failed');
    expect(unknown.body.values).toEqual({ attemptsLeft: OTP.maxAttempts - 1 });
    expect((await verify(email, code)).status).toBe(200);
  });

  it('invalidates the code on the fifth wrong try, until a new code is sent', async () => {
    const { email } = await signUp();
    const code = await latestOtp(email);
    for (let left = OTP.maxAttempts - 1; left >= 1; left -= 1) {
      const result = await verify(email, wrongCode(code));
      expectError(result, 400, 'auth/otp-failed');
      expect(result.body.values).toEqual({ attemptsLeft: left });
    }
    expectError(await verify(email, wrongCode(code)), 429, 'auth/otp-too-many-attempts');
    expectError(await verify(email, code), 429, 'auth/otp-too-many-attempts');
    expectError(await verify(email, wrongCode(code)), 429, 'auth/otp-too-many-attempts');

    await passCooldown(email);
    expect((await call('POST', '/auth/resend-otp', { body: { email } })).status).toBe(200);
    const fresh = await latestOtp(email);
    expect((await verify(email, fresh)).status).toBe(200);
  });

  it('counts concurrent wrong guesses without exceeding the limit', async () => {
    const { email } = await signUp();
    const code = await latestOtp(email);
    const results = await Promise.all(Array.from({ length: 10 }, () => verify(email, wrongCode(code))));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(OTP.maxAttempts - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10 - (OTP.maxAttempts - 1));
    const left = results.filter((r) => r.status === 400).map((r) => r.body.values?.attemptsLeft).sort();
    expect(left).toEqual([1, 2, 3, 4]);
    expect((await (await otpDoc(email)).get()).get('attempts')).toBe(OTP.maxAttempts);
    expectError(await verify(email, code), 429, 'auth/otp-too-many-attempts');
  });

  it('refuses an expired code', async () => {
    const { email } = await signUp();
    await (await otpDoc(email)).update({ expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    const result = await verify(email, await latestOtp(email));
    expectError(result, 400, 'auth/otp-expired');
    expect((await adminAuth.getUserByEmail(email)).emailVerified).toBe(false);
  });
});

describe('POST /auth/resend-otp', () => {
  it('keeps the cooldown, then sends a new code that replaces the old one', async () => {
    const { email } = await signUp();
    const first = await latestOtp(email);
    const tooSoon = await call('POST', '/auth/resend-otp', { body: { email } });
    expectError(tooSoon, 429, 'auth/otp-resend-too-soon');
    expect(await mailsTo(email)).toHaveLength(1);

    await passCooldown(email);
    const ok = await call('POST', '/auth/resend-otp', { body: { email } });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe('success');
    expect(await mailsTo(email)).toHaveLength(2);
    const second = await latestOtp(email);
    if (second !== first) expectError(await verify(email, first), 400, 'auth/otp-failed');
    expect((await verify(email, second)).status).toBe(200);
  });

  it('answers 200 for unknown and verified addresses without sending anything', async () => {
    const unknown = uniqueEmail();
    const result = await call('POST', '/auth/resend-otp', { body: { email: unknown } });
    expect(result.status).toBe(200);
    expect(await mailsTo(unknown)).toHaveLength(0);
    const user = await signUpVerified();
    const before = (await mailsTo(user.email)).length;
    expect((await call('POST', '/auth/resend-otp', { body: { email: user.email } })).status).toBe(200);
    expect(await mailsTo(user.email)).toHaveLength(before);
    expect(result.body).toEqual((await call('POST', '/auth/resend-otp', { body: { email: user.email } })).body);
  });

  it('validates the address', async () => {
    expectError(await call('POST', '/auth/resend-otp', { body: { email: 'x@' } }), 400, 'validation/invalid-email');
    expectError(await call('POST', '/auth/resend-otp', { body: {} }), 400, 'validation/all-fields-required');
  });
});

describe('POST /auth/login', () => {
  it('signs in with rememberMe: a 30-day cookie', async () => {
    const user = await signUpVerified();
    const result = await login(user.email, user.password, true);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ status: 'success', data: { id: user.uid, email_address: user.email } });
    expect(Object.keys(result.body).sort()).toEqual(['customToken', 'data', 'status', 'token']);
    expect(claimsOf(result.body.token).user_id).toBe(user.uid);
    expect(result.session?.attributes).toMatchObject({
      httponly: true, samesite: 'Strict', path: '/api/v1/auth', 'max-age': String(REMEMBER_ME_MS / 1000),
    });
    expect(result.session?.attributes.secure).toBeUndefined();
    expect(result.headers.get('cache-control')).toContain('no-store');
    expect((await call('GET', '/auth/me', { token: result.body.token })).status).toBe(200);
  });

  it('without rememberMe sets a session cookie', async () => {
    const user = await signUpVerified();
    for (const body of [{ email: user.email, password: user.password }, { email: user.email, password: user.password, rememberMe: false }]) {
      const result = await call('POST', '/auth/login', { body });
      expect(result.status).toBe(200);
      expect(result.session?.value).toMatch(/^0\./);
      expect(result.session?.attributes['max-age']).toBeUndefined();
      expect(result.session?.attributes.expires).toBeUndefined();
    }
  });

  it('marks the cookie Secure behind https', async () => {
    const user = await signUpVerified();
    const result = await call('POST', '/auth/login', {
      body: { email: user.email, password: user.password },
      headers: { 'X-Forwarded-Proto': 'https' },
    });
    expect(result.status).toBe(200);
    expect(result.session?.attributes.secure).toBe(true);
  });

  it('answers 401 for a wrong password or an unknown address', async () => {
    const user = await signUpVerified();
    const wrong = await login(user.email, 'wrong-password');
    expectError(wrong, 401, 'auth/invalid-credentials');
    expect(wrong.body.message).toBe('Invalid Email or Password');
    expect(wrong.session).toBeUndefined();
    expectError(await login(uniqueEmail(), PASSWORD), 401, 'auth/invalid-credentials');
  });

  it('answers 403 for an unverified address and sends a fresh code when the cooldown allows', async () => {
    const { email } = await signUp();
    expectError(await login(email, PASSWORD), 403, 'auth/email-not-verified');
    expect(await mailsTo(email)).toHaveLength(1);
    await passCooldown(email);
    const result = await login(email, PASSWORD);
    expectError(result, 403, 'auth/email-not-verified');
    expect(result.session).toBeUndefined();
    expect(await mailsTo(email)).toHaveLength(2);
    expect((await verify(email, await latestOtp(email))).status).toBe(200);
  });

  it('validates its input', async () => {
    expectError(await call('POST', '/auth/login', { body: {} }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/auth/login', { body: { email: uniqueEmail() } }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/auth/login', { body: { email: '', password: 'x' } }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/auth/login', { body: { email: 'bad', password: 'x' } }), 400, 'validation/invalid-email');
    expectError(
      await call('POST', '/auth/login', { body: { email: uniqueEmail(), password: 'x', rememberMe: 'yes' } }),
      400,
      'validation/invalid-input',
    );
    const malformed = await call('POST', '/auth/login', { rawBody: '{nope', contentType: 'application/json' });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expectError(await call('POST', '/auth/login', { rawBody: 'hello', contentType: 'text/plain' }), 415, 'validation/unsupported-media-type');
  });

  it('slows a guesser down without locking the owner out from elsewhere', async () => {
    const user = await signUpVerified();
    const guesser = { 'X-Forwarded-For': '203.0.113.7' };
    const owner = { 'X-Forwarded-For': '198.51.100.20' };
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expectError(await login(user.email, `wrong-${i}`, false, guesser), 401, 'auth/invalid-credentials');
    }
    const slowed = await login(user.email, 'wrong-again', false, guesser);
    expectError(slowed, 429, 'common/rate-limited');
    expect(slowed.body.values?.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    // The owner, from their own address, signs in at once, as often as they like.
    expect((await login(user.email, user.password, false, owner)).status).toBe(200);
    expect((await login(user.email, user.password, false, owner)).status).toBe(200);
  });

  it('counts a parallel burst of guesses before checking any password', async () => {
    const user = await signUpVerified();
    const guesser = { 'X-Forwarded-For': '203.0.113.9' };
    const started = Date.now();
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => login(user.email, `burst-${i}`, false, guesser)));
    const seconds = (Date.now() - started) / 1000;
    expect(results.every((r) => r.status === 401 || r.status === 429)).toBe(true);
    // The free tries, plus at most one per doubling delay that the (slow) burst itself outlasted.
    const evaluated = results.filter((r) => r.status === 401).length;
    expect(evaluated).toBeLessThanOrEqual(FREE_FAILURES + Math.ceil(Math.log2(seconds + 1)));
  });
});

describe('POST /auth/refresh-token', () => {
  it('exchanges the cookie for new tokens and re-sets it with the same lifetime', async () => {
    const user = await signUpVerified();
    const remembered = await login(user.email, user.password, true);
    const first = await call('POST', '/auth/refresh-token', { cookie: cookieHeader(remembered.session!.value) });
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(['customToken', 'status', 'token']);
    expect(first.body.status).toBe('success');
    expect(first.session?.attributes['max-age']).toBe(String(REMEMBER_ME_MS / 1000));
    expect((await call('GET', '/auth/me', { token: first.body.token as string })).status).toBe(200);

    // Rotation: the cookie the refresh set works for the next refresh.
    const second = await call('POST', '/auth/refresh-token', { cookie: cookieHeader(first.session!.value) });
    expect(second.status).toBe(200);
    expect(claimsOf(second.body.token as string).user_id).toBe(user.uid);

    const session = await call('POST', '/auth/refresh-token', { cookie: user.cookie });
    expect(session.status).toBe(200);
    expect(session.session?.attributes['max-age']).toBeUndefined();
  });

  it('answers 401 without a usable cookie and clears a bad one', async () => {
    expectError(await call('POST', '/auth/refresh-token'), 401, 'auth/refresh-failed');
    for (const value of ['garbage', '1.not-a-refresh-token', '0.']) {
      const result = await call('POST', '/auth/refresh-token', { cookie: cookieHeader(value) });
      expectError(result, 401, 'auth/refresh-failed');
      expect(result.session?.value).toBe('');
      expect(new Date(String(result.session?.attributes.expires)).getTime()).toBeLessThan(Date.now());
    }
  });

  it('answers 401 once the user logged out (revoked)', async () => {
    const user = await signUpVerified();
    await nextSecond();
    expect((await call('POST', '/auth/logout', { token: user.token })).status).toBe(200);
    expectError(await call('POST', '/auth/refresh-token', { cookie: user.cookie }), 401, 'auth/refresh-failed');
  });
});

describe('POST /auth/logout and GET /auth/me', () => {
  it('me answers the user', async () => {
    const user = await signUpVerified();
    const me = await call('GET', '/auth/me', { token: user.token });
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ status: 'success', user: user.user });
  });

  it('refuses missing, invalid and expired tokens', async () => {
    for (const path of ['/auth/me', '/auth/logout']) {
      const method = path === '/auth/me' ? 'GET' : 'POST';
      const missing = await call(method, path);
      expectError(missing, 401, 'auth/no-token');
      expect(missing.body.message).toBe('No auth token found');
      expectError(await call(method, path, { token: 'not-a-token' }), 401, 'auth/not-authenticated');
    }
    const user = await signUpVerified();
    const claims = claimsOf(user.token);
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(JSON.stringify({ ...claims, iat: past, exp: past + 3600, auth_time: past })).toString('base64url'),
      '',
    ].join('.');
    expectError(await call('GET', '/auth/me', { token: expired }), 401, 'auth/not-authenticated');
  });

  it('logout revokes the tokens and clears the cookie', async () => {
    const user = await signUpVerified();
    await nextSecond();
    const result = await call('POST', '/auth/logout', { token: user.token, cookie: user.cookie });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'success' });
    expect(result.session?.value).toBe('');
    expect(result.session?.attributes.path).toBe('/api/v1/auth');
    expectError(await call('GET', '/auth/me', { token: user.token }), 401, 'auth/not-authenticated');
    expectError(await call('POST', '/auth/logout', { token: user.token }), 401, 'auth/not-authenticated');
    // Signing in again works.
    const again = await login(user.email, user.password);
    expect(again.status).toBe(200);
    expect((await call('GET', '/auth/me', { token: again.body.token })).status).toBe(200);
  });
});

describe('POST /auth/forgot-password', () => {
  it('mails a one-time link and stores only its hash', async () => {
    const user = await signUpVerified();
    const before = Date.now();
    const result = await call('POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('success');
    expect(typeof result.body.message).toBe('string');
    const mail = await latestMail(user.email);
    expect(mail.text).toMatch(/^https?:\/\/[^\s]+\/forgot\?token=[A-Za-z0-9_-]{43}$/m);
    const token = await latestResetToken(user.email);
    expect(mail.html).toContain(token);
    const stored = await adminDb.doc(`passwordResets/${createHash('sha256').update(token).digest('hex')}`).get();
    expect(stored.data()).toMatchObject({ uid: user.uid, used_at: null });
    const expiresAt = (stored.get('expires_at') as Timestamp).toMillis();
    expect(expiresAt).toBeGreaterThanOrEqual(before + PASSWORD_RESET_TTL_MS - 5000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + PASSWORD_RESET_TTL_MS + 5000);
  });

  it('answers the same for unknown addresses and keeps a per-address cooldown', async () => {
    const unknown = uniqueEmail();
    const quiet = await call('POST', '/auth/forgot-password', { body: { email: unknown } });
    expect(quiet.status).toBe(200);
    expect(await mailsTo(unknown)).toHaveLength(0);

    const user = await signUpVerified();
    const first = await call('POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(first.body).toEqual(quiet.body);
    const count = (await mailsTo(user.email)).length;
    const second = await call('POST', '/auth/forgot-password', { body: { email: user.email } });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(quiet.body);
    expect(await mailsTo(user.email)).toHaveLength(count);
  });

  it('validates the address', async () => {
    expectError(await call('POST', '/auth/forgot-password', { body: { email: 'nope' } }), 400, 'validation/invalid-email');
    expectError(await call('POST', '/auth/forgot-password', { body: {} }), 400, 'validation/all-fields-required');
    expectError(await call('POST', '/auth/forgot-password', { rawBody: 'a', contentType: 'text/plain' }), 415, 'validation/unsupported-media-type');
  });
});

describe('POST /auth/change-password with a reset token', () => {
  async function resetToken(email: string) {
    expect((await call('POST', '/auth/forgot-password', { body: { email } })).status).toBe(200);
    return latestResetToken(email);
  }
  const change = (token: string, password: string, confirmPassword = password) =>
    call('POST', '/auth/change-password', { body: { token, password, confirmPassword } });

  it('sets the password once, ends the sessions, and the link then stops working', async () => {
    const user = await signUpVerified();
    const token = await resetToken(user.email);
    await nextSecond();
    const result = await change(token, 'brand-new-pass');
    expect(result.status).toBe(200);
    expect(result.body.status).toBe('success');
    // Checked before signing in again: the Auth emulator's refresh tokens are per user, so a new
    // sign-in would make the old cookie's token look current again (production refuses it).
    expectError(await call('GET', '/auth/me', { token: user.token }), 401, 'auth/not-authenticated');
    expectError(await call('POST', '/auth/refresh-token', { cookie: user.cookie }), 401, 'auth/refresh-failed');
    expectError(await login(user.email, user.password), 401, 'auth/invalid-credentials');
    expect((await login(user.email, 'brand-new-pass')).status).toBe(200);

    const reused = await change(token, 'another-pass-2');
    expectError(reused, 400, 'auth/reset-link-invalid');
    expect((await login(user.email, 'brand-new-pass')).status).toBe(200);
  });

  it('refuses an expired or unknown link', async () => {
    const user = await signUpVerified();
    const token = await resetToken(user.email);
    await adminDb
      .doc(`passwordResets/${createHash('sha256').update(token).digest('hex')}`)
      .update({ expires_at: Timestamp.fromMillis(Date.now() - 1000) });
    expectError(await change(token, 'brand-new-pass'), 400, 'auth/reset-link-invalid');
    expectError(await change('made-up-token', 'brand-new-pass'), 400, 'auth/reset-link-invalid');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('validates the new password before spending the link', async () => {
    const user = await signUpVerified();
    const token = await resetToken(user.email);
    expectError(await change(token, 'short'), 400, 'validation/password-too-short');
    expectError(await change(token, 'long-enough-1', 'long-enough-2'), 400, 'validation/passwords-mismatch');
    expectError(await change('', 'long-enough-1'), 400, 'validation/all-fields-required');
    expect((await change(token, 'long-enough-1')).status).toBe(200);
  });
});

describe('POST /auth/change-password while signed in', () => {
  const body = (currentPassword: string, password: string, confirmPassword = password) => ({
    currentPassword, password, confirmPassword,
  });

  it('checks the current password, answers fresh tokens and ends the old ones', async () => {
    const user = await signUpVerified();
    await nextSecond();
    const result = await call('POST', '/auth/change-password', { token: user.token, body: body(user.password, 'changed-pass-1') });
    expect(result.status).toBe(200);
    expect(Object.keys(result.body).sort()).toEqual(['customToken', 'status', 'token']);
    expect(result.session).toBeDefined();
    expect((await call('GET', '/auth/me', { token: result.body.token as string })).status).toBe(200);
    expectError(await call('GET', '/auth/me', { token: user.token }), 401, 'auth/not-authenticated');
    expect((await call('POST', '/auth/refresh-token', { cookie: cookieHeader(result.session!.value) })).status).toBe(200);
    expectError(await login(user.email, user.password), 401, 'auth/invalid-credentials');
    expect((await login(user.email, 'changed-pass-1')).status).toBe(200);
  });

  it('answers 400 for a wrong current password', async () => {
    const user = await signUpVerified();
    const result = await call('POST', '/auth/change-password', { token: user.token, body: body('not-my-password', 'changed-pass-1') });
    expectError(result, 400, 'auth/wrong-password');
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('needs a valid Bearer token', async () => {
    const user = await signUpVerified();
    expectError(await call('POST', '/auth/change-password', { body: body(user.password, 'changed-pass-1') }), 401, 'auth/no-token');
    expectError(
      await call('POST', '/auth/change-password', { token: 'bogus', body: body(user.password, 'changed-pass-1') }),
      401,
      'auth/not-authenticated',
    );
  });

  it('validates its input', async () => {
    const user = await signUpVerified();
    const post = (payload: unknown) => call('POST', '/auth/change-password', { token: user.token, body: payload });
    expectError(await post(body(user.password, 'short')), 400, 'validation/password-too-short');
    expectError(await post(body(user.password, 'changed-pass-1', 'changed-pass-2')), 400, 'validation/passwords-mismatch');
    expectError(await post({ password: 'changed-pass-1', confirmPassword: 'changed-pass-1' }), 400, 'validation/all-fields-required');
    expectError(await post({ ...body(user.password, 'changed-pass-1'), extra: 1 }), 400, 'validation/invalid-input');
    const text = await call('POST', '/auth/change-password', { token: user.token, rawBody: 'x', contentType: 'text/plain' });
    expectError(text, 415, 'validation/unsupported-media-type');
  });
});

describe('unknown auth paths', () => {
  it('answer 404', async () => {
    expectError(await call('POST', '/auth/nope', { body: {} }), 404, 'common/not-found');
    expectError(await call('GET', '/auth/signup'), 404, 'common/not-found');
  });
});
