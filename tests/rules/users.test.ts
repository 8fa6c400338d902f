// users/{uid}: functions write; the owner reads their own profile, administrators read all.
import { collection, doc, documentId, getDoc, getDocs, query, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { type TokenOptions } from '@firebase/rules-unit-testing';
import { UID, describeMatrix, expectVerdict, firestoreAs, firestoreFor, no, seed, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

const profile = (uid: string, userType: string | null) => ({
  email_address: `${uid}@example.test`,
  first_name: 'Sara',
  surname: 'Ali',
  user_type: userType,
  avatar_id: 3,
  personality_type: 'MBTI',
  onboarded: true,
  email_verified: true,
  created_at: new Date('2025-01-01T00:00:00Z'),
  updated_at: new Date('2025-01-01T00:00:00Z'),
});

describe('users/{uid}', () => {
  describeMatrix(
    env,
    {
      doc: `users/${UID.owner}`,
      collection: 'users',
      data: profile(UID.owner, 'student'),
      update: { user_type: 'administrator' },
      others: { [`users/${UID.stranger}`]: profile(UID.stranger, 'student') },
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

  describe('the owner before choosing a user_type', () => {
    it.each<[string, TokenOptions]>([
      ['no user_type claim', {}],
      ['user_type null', { user_type: null }],
    ])('reads their own profile (%s)', async (_label, claims) => {
      await seed(env(), { [`users/${UID.owner}`]: profile(UID.owner, null) });
      await expectVerdict(true, getDoc(doc(firestoreFor(env(), UID.owner, claims), `users/${UID.owner}`)));
    });

    it('still cannot read a stranger\'s profile', async () => {
      await seed(env(), { [`users/${UID.stranger}`]: profile(UID.stranger, 'student') });
      await expectVerdict(false, getDoc(doc(firestoreFor(env(), UID.owner), `users/${UID.stranger}`)));
    });
  });

  describe('only the user_type claim "administrator" makes an administrator', () => {
    it.each<[string, 'allowed' | 'denied', TokenOptions]>([
      ["user_type 'administrator'", 'allowed', { user_type: 'administrator', verified: true }],
      ["user_type 'administrator' without our verified claim", 'denied', { user_type: 'administrator' }],
      ["user_type 'administrator', verified 'true' (a string)", 'denied', { user_type: 'administrator', verified: 'true' }],
      ["user_type 'Administrator'", 'denied', { user_type: 'Administrator', verified: true }],
      ["user_type 'admin'", 'denied', { user_type: 'admin', verified: true }],
      ["user_type ['administrator']", 'denied', { user_type: ['administrator'], verified: true }],
      ['admin: true', 'denied', { admin: true, verified: true }],
      ["role 'administrator'", 'denied', { role: 'administrator', verified: true }],
    ])('%s: get and list of other profiles %s', async (_label, verdict, claims) => {
      const allowed = verdict === 'allowed';
      await seed(env(), { [`users/${UID.stranger}`]: profile(UID.stranger, 'student') });
      const db = firestoreFor(env(), 'claims-uid', claims);
      await expectVerdict(allowed, getDocs(collection(db, 'users')));
      await expectVerdict(allowed, getDoc(doc(db, `users/${UID.stranger}`)));
    });
  });

  describe('list is for administrators only', () => {
    it.each([
      ['owner', 'denied'],
      ['administrator', 'allowed'],
    ] as const)('%s: a query for the owner\'s id alone is %s', async (actor, verdict) => {
      const allowed = verdict === 'allowed';
      await seed(env(), { [`users/${UID.owner}`]: profile(UID.owner, 'student') });
      const db = firestoreAs(env(), actor);
      await expectVerdict(allowed, getDocs(query(collection(db, 'users'), where(documentId(), '==', UID.owner))));
    });
  });

  describe('subcollections under a profile are closed', () => {
    it.each([
      [`users/${UID.owner}`, 'allowed'],
      [`users/${UID.owner}/private/x`, 'denied'],
    ] as const)('owner: get %s is %s', async (path, verdict) => {
      const allowed = verdict === 'allowed';
      await seed(env(), { [path]: { note: 'x' } });
      await expectVerdict(allowed, getDoc(doc(firestoreAs(env(), 'owner'), path)));
    });
  });
});
