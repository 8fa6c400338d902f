// Test users made directly with the admin SDK (fast), signed in through the Auth emulator's
// REST API to get a real ID token.
import { randomUUID } from 'node:crypto';
import { adminAuth, adminDb } from './admin';
import { AUTH_HOST } from './env';

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
}

export async function createTestUser(
  options: {
    userType?: 'student' | 'teacher' | 'centers' | 'administrator' | null;
    sparks?: number;
    /** The exchangeable part of `sparks`, as if earned from sales (default 0: none can be exchanged). */
    earned?: number;
    /** The welcome (promo) part of `sparks`, as if granted at verification (default 0). */
    promo?: number;
    /** The address (lower case); a fresh random one by default. */
    email?: string;
  } = {},
): Promise<TestUser> {
  const email = options.email ?? `t-${randomUUID()}@sparks.test`;
  const password = 'secret-pass-1';
  const user = await adminAuth.createUser({ email, password, emailVerified: true });
  const userType = options.userType === undefined ? 'student' : options.userType;
  // `verified` is the claim our verification sets: only such accounts may use the API.
  await adminAuth.setCustomUserClaims(user.uid, userType ? { user_type: userType, verified: true } : { verified: true });
  await adminDb.doc(`users/${user.uid}`).set({
    email_address: email, first_name: 'Test', surname: 'User', phone: '', dob: '', gender: '', city: '',
    country: '', organization: '', education_level: '', school_region: '', user_type: userType, avatar_id: 0,
    personality_type: 'MBTI', learning_style: '', onboarded: true, email_verified: true,
  });
  if (options.sparks !== undefined) {
    const earned = options.earned ?? 0;
    const promo = options.promo ?? 0;
    if (earned < 0 || promo < 0 || earned + promo > options.sparks) {
      throw new Error(`earned (${earned}) and promo (${promo}) must be within sparks (${options.sparks})`);
    }
    const bought = options.sparks - earned - promo;
    await adminDb.doc(`wallets/${user.uid}`).set({
      spark_balance: options.sparks,
      ...(earned > 0 && { earned_balance: earned }),
      ...(promo > 0 && { promo_balance: promo }),
    });
    if (bought > 0) {
      await adminDb.doc(`wallets/${user.uid}/ledger/seed-${user.uid}`).set({
        kind: 'credit', amount: bought, balance_after: bought, reason: 'test', created_at: new Date(),
      });
    }
    if (earned > 0) {
      await adminDb.doc(`wallets/${user.uid}/ledger/seed-earned-${user.uid}`).set({
        kind: 'credit', amount: earned, balance_after: bought + earned, earned_delta: earned, earned_after: earned, reason: 'test_sale', created_at: new Date(),
      });
    }
    if (promo > 0) {
      await adminDb.doc(`wallets/${user.uid}/ledger/welcome:${user.uid}`).set({
        kind: 'credit', amount: promo, balance_after: options.sparks, promo_delta: promo, promo_after: promo, reason: 'welcome_grant', created_at: new Date(),
      });
    }
  }
  return { uid: user.uid, email, password, token: await signIn(email, password) };
}

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password, returnSecureToken: true }) },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in failed for ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}
