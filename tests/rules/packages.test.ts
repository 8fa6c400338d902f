// packages/{id}: anyone reads, signed in or not; functions and the seed script write.
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTOR_NAMES, describeMatrix, expectVerdict, firestoreAs, no, seed, useRulesEnvironment, yes } from './helpers';

const env = useRulesEnvironment();

const pack = (order: number, sparks: number, price: string) => ({
  package_type: 'sparks',
  name: { ar: `باقة ${sparks}`, en: `${sparks} sparks` },
  sparks,
  price,
  currency: 'SAR',
  popular: order === 2,
  order,
});

describe('packages/{id}', () => {
  describeMatrix(
    env,
    {
      doc: 'packages/basic',
      collection: 'packages',
      data: pack(1, 300, '92.00'),
      update: { price: '0.01' },
      others: { 'packages/popular': pack(2, 1000, '280.00') },
    },
    {
      //               get  list create update delete
      'signed out':    [yes, yes, no, no, no],
      owner:           [yes, yes, no, no, no],
      stranger:        [yes, yes, no, no, no],
      teacher:         [yes, yes, no, no, no],
      centers:         [yes, yes, no, no, no],
      administrator:   [yes, yes, no, no, no],
      'no role':       [yes, yes, no, no, no],
      'unverified admin': [yes, yes, no, no, no],
    },
  );

  describe('the catalogue query the web runs', () => {
    it.each(ACTOR_NAMES)('%s: list packages ordered by order is allowed', async (actor) => {
      await seed(env(), { 'packages/basic': pack(1, 300, '92.00'), 'packages/popular': pack(2, 1000, '280.00') });
      const db = firestoreAs(env(), actor);
      await expectVerdict(true, getDocs(query(collection(db, 'packages'), orderBy('order'))));
    });
  });
});
