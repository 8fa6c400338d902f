// Welcome sparks (README, "Sparks"): WELCOME_SPARKS promo sparks once per verified account and
// mailbox, given by the verification itself; they pay for platform features but never for
// marketplace products and are never exchangeable.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WELCOME_SPARKS } from '@shared/constants';
import type { WalletView } from '@shared/schemas/wallet';
import { adminDb } from '../support/admin';
import { call, expectError, latestOtp, PASSWORD, signUp, signUpVerified, uidOf, uniqueEmail } from '../support/api';
import { createProductDirect } from '../support/market';
import { createTestUser } from '../support/users';
import { checkedWallet } from '../support/wallets';

describe('the welcome grant', () => {
  it('a newly verified account has the welcome sparks once, as promo sparks; an unverified one has none', async () => {
    const pending = await signUp();
    expect((await checkedWallet(await uidOf(pending.email))).balance).toBe(0);

    const user = await signUpVerified();
    const wallet = await checkedWallet(user.uid);
    expect(wallet).toMatchObject({ balance: WELCOME_SPARKS, promo: WELCOME_SPARKS, earned: 0 });
    expect(wallet.entries).toEqual([
      expect.objectContaining({ id: `welcome:${user.uid}`, kind: 'credit', amount: WELCOME_SPARKS, promo_delta: WELCOME_SPARKS, reason: 'welcome_grant' }),
    ]);
    const view = await call<{ data: WalletView }>('GET', '/wallet', { token: user.token });
    expect(view.body.data).toEqual({ spark_balance: WELCOME_SPARKS, earned_balance: 0, promo_balance: WELCOME_SPARKS, market_balance: 0 });

    // Logging in again or signing up again with the verified address grants nothing more.
    expect((await call('POST', '/auth/login', { body: { email: user.email, password: user.password } })).status).toBe(200);
    expect((await call('POST', '/auth/signup', { body: { email: user.email, password: PASSWORD, confirmPassword: PASSWORD, terms: true } })).status).toBe(201);
    expect((await checkedWallet(user.uid)).balance).toBe(WELCOME_SPARKS);
  });

  it('parallel verifications with the right code grant once', async () => {
    const { email, password } = await signUp();
    const otp = await latestOtp(email);
    const results = await Promise.all([1, 2, 3, 4].map(() => call('POST', '/auth/verify-otp', { body: { email, otp, password } })));
    expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    const wallet = await checkedWallet(await uidOf(email));
    expect(wallet).toMatchObject({ balance: WELCOME_SPARKS, promo: WELCOME_SPARKS });
    expect(wallet.entries).toHaveLength(1);
  });

  it('a deleted account signed up again with the same mailbox (or a plus-tagged spelling of it) gets nothing new', async () => {
    const email = uniqueEmail('again');
    const first = await signUpVerified(email);
    expect((await call('DELETE', '/user', { token: first.token })).status).toBe(200);

    const second = await signUpVerified(email);
    expect(second.uid).not.toBe(first.uid);
    expect(await checkedWallet(second.uid)).toMatchObject({ balance: 0, promo: 0, entries: [] });

    const tagged = await signUpVerified(email.replace('@', '+spare@'));
    expect((await checkedWallet(tagged.uid)).balance).toBe(0);
    expect((await adminDb.collection('welcomeGrants').where('uid', '==', first.uid).get()).size).toBe(1);
  });
});

describe('promo sparks are for platform features only', () => {
  it('cannot buy marketplace products: 402 market/promo-not-spendable naming what the marketplace may take', async () => {
    const seller = await createTestUser({ userType: 'teacher' });
    const product = await createProductDirect(seller, { price: 20 });
    const buyer = await createTestUser({ sparks: WELCOME_SPARKS, promo: WELCOME_SPARKS });
    const refused = await call('POST', '/market/orders', {
      token: buyer.token,
      body: { order_id: randomUUID(), product_ids: [product.productId], expected_total: 20 },
    });
    expectError(refused, 402, 'market/promo-not-spendable');
    expect(refused.body.values).toEqual({ available: 0, needed: 20 });
    expect(await checkedWallet(buyer.uid)).toMatchObject({ balance: WELCOME_SPARKS, promo: WELCOME_SPARKS });
    expect((await checkedWallet(seller.uid)).balance).toBe(0);

    // Bought sparks beside them do pay, and the promo sparks stay.
    const mixed = await createTestUser({ sparks: WELCOME_SPARKS + 30, promo: WELCOME_SPARKS });
    const bought = await call('POST', '/market/orders', {
      token: mixed.token,
      body: { order_id: randomUUID(), product_ids: [product.productId], expected_total: 20 },
    });
    expect(bought.status, bought.text).toBe(201);
    expect(await checkedWallet(mixed.uid)).toMatchObject({ balance: WELCOME_SPARKS + 10, promo: WELCOME_SPARKS });
  });

  it('cannot be exchanged for riyals', async () => {
    const seller = await createTestUser({ userType: 'teacher', sparks: 300 + WELCOME_SPARKS, earned: 300, promo: WELCOME_SPARKS });
    const refused = await call('POST', '/market/exchange-requests', {
      token: seller.token,
      body: { request_id: randomUUID(), sparks: 300 + WELCOME_SPARKS, iban: 'SA0380000000608010167519', account_name: 'Noor Teacher' },
    });
    expectError(refused, 422, 'exchange/exceeds-earned');
    expect(refused.body.values).toEqual({ exchangeable: 300 });
    expect(await checkedWallet(seller.uid)).toMatchObject({ balance: 300 + WELCOME_SPARKS, promo: WELCOME_SPARKS, earned: 300 });
  });

  it('pay for a new teacher’s manual quiz at publish', async () => {
    const teacher = await signUpVerified();
    expect((await call('PATCH', '/user', { token: teacher.token, body: { user_type: 'teacher' } })).status).toBe(200);
    const token = (await call<{ token: string }>('POST', '/auth/login', { body: { email: teacher.email, password: teacher.password } })).body.token;
    const created = await call<{ data: { id: string } }>('POST', '/quizzes', {
      token,
      body: { method: 'manual', title: 'First quiz', language: 'en', questions: [{ type: 'true_false', text: 'Sparks are fun.', correct_answer: 'true' }] },
    });
    expect(created.status, created.text).toBe(201);
    expect((await checkedWallet(teacher.uid)).balance).toBe(WELCOME_SPARKS);
    const published = await call('POST', `/quizzes/${created.body.data.id}/publish`, { token });
    expect(published.status, published.text).toBe(200);
    expect(await checkedWallet(teacher.uid)).toMatchObject({ balance: WELCOME_SPARKS - 5, promo: WELCOME_SPARKS - 5 });
  });
});
