// wallets/{uid} and wallets/{uid}/ledger/{operationId}: money-like, only functions write;
// the owner and administrators read.
import { collection, collectionGroup, doc, getDoc, getDocs, orderBy, query, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { UID, describeMatrix, expectVerdict, firestoreAs, no, seed, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

const at = new Date('2025-01-01T00:00:00Z');
const wallet = (balance: number, earned = 0) => ({ spark_balance: balance, earned_balance: earned, updated_at: at });
const entry = (amount: number, balanceAfter: number) => ({
  kind: amount < 0 ? 'charge' : 'credit',
  amount,
  balance_after: balanceAfter,
  reason: amount < 0 ? 'aiQuiz' : 'purchase',
  created_at: at,
});

describe('wallets/{uid}', () => {
  describeMatrix(
    env,
    {
      doc: `wallets/${UID.owner}`,
      collection: 'wallets',
      data: wallet(120),
      update: { spark_balance: 1_000_000 },
      others: { [`wallets/${UID.stranger}`]: wallet(7) },
    },
    {
      //               get  list create update delete
      'signed out':    [no, no, no, no, no],
      owner:           [yes, no, no, no, no],
      stranger:        [no, no, no, no, no],
      teacher:         [no, no, no, no, no],
      centers:         [no, no, no, no, no],
      administrator:   [yes, yes, no, no, no],
      'no role':       [no, no, no, no, no],
      'unverified admin': [no, no, no, no, no],
    },
  );
});

describe('wallets/{uid}/ledger/{operationId}', () => {
  describeMatrix(
    env,
    {
      doc: `wallets/${UID.owner}/ledger/op-2`,
      collection: `wallets/${UID.owner}/ledger`,
      data: entry(-15, 105),
      update: { amount: 15, balance_after: 135 },
      others: {
        [`wallets/${UID.owner}`]: wallet(105),
        [`wallets/${UID.owner}/ledger/op-1`]: entry(120, 120),
      },
    },
    {
      //               get  list create update delete
      'signed out':    [no, no, no, no, no],
      owner:           [yes, yes, no, no, no],
      stranger:        [no, no, no, no, no],
      teacher:         [no, no, no, no, no],
      centers:         [no, no, no, no, no],
      administrator:   [yes, yes, no, no, no],
      'no role':       [no, no, no, no, no],
      'unverified admin': [no, no, no, no, no],
    },
  );

  // earned_balance, the exchangeable part (docs/market.md, "Earned sparks"), is read with the
  // wallet; no client can raise it (that would turn bought sparks into riyals).
  describe('the exchangeable part (earned_balance)', () => {
    it('owner: get wallets/{owner} answers earned_balance', async () => {
      await seed(env(), { [`wallets/${UID.owner}`]: wallet(500, 320) });
      const snap = await getDoc(doc(firestoreAs(env(), 'owner'), `wallets/${UID.owner}`));
      expect(snap.get('earned_balance')).toBe(320);
    });
    it.each([
      ['update earned_balance', (db: Firestore) => updateDoc(doc(db, `wallets/${UID.owner}`), { earned_balance: 500 })],
      ['set a wallet with earned_balance', (db: Firestore) => setDoc(doc(db, `wallets/${UID.owner}`), wallet(500, 500))],
    ] as const)('owner: %s is denied', async (_request, write) => {
      await seed(env(), { [`wallets/${UID.owner}`]: wallet(500, 0) });
      await expectVerdict(false, write(firestoreAs(env(), 'owner')));
    });
  });

  describe('the owner reads only their own ledger', () => {
    it.each([
      [UID.owner, 'allowed'],
      [UID.stranger, 'denied'],
    ] as const)('owner: list wallets/%s/ledger ordered by created_at is %s', async (uid, verdict) => {
      const allowed = verdict === 'allowed';
      await seed(env(), { [`wallets/${uid}/ledger/op-1`]: entry(120, 120) });
      const db = firestoreAs(env(), 'owner');
      await expectVerdict(allowed, getDocs(query(collection(db, `wallets/${uid}/ledger`), orderBy('created_at', 'desc'))));
    });
  });

  describe('no rule grants a collection-group query over every ledger', () => {
    it.each([
      ['list wallets/{owner}/ledger', false, 'allowed'],
      ['collection group "ledger"', true, 'denied'],
    ] as const)('administrator: %s is %s', async (_request, group, verdict) => {
      const allowed = verdict === 'allowed';
      await seed(env(), { [`wallets/${UID.owner}/ledger/op-1`]: entry(120, 120) });
      const db = firestoreAs(env(), 'administrator');
      const source = group ? collectionGroup(db, 'ledger') : collection(db, `wallets/${UID.owner}/ledger`);
      await expectVerdict(allowed, getDocs(source));
    });
  });

  describe('other subcollections of a wallet are closed', () => {
    it.each([
      [`wallets/${UID.owner}/ledger/op-1`, 'allowed'],
      [`wallets/${UID.owner}/holds/h-1`, 'denied'],
    ] as const)('owner: get %s is %s', async (path, verdict) => {
      const allowed = verdict === 'allowed';
      await seed(env(), { [path]: entry(120, 120) });
      await expectVerdict(allowed, getDoc(doc(firestoreAs(env(), 'owner'), path)));
    });
  });
});
