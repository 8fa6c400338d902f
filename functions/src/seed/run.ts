// Entry point of `npm run seed` / `npm start`: seeds the emulator suite, never a real project.
import { adminAuth } from '../lib/admin';
import { getWalletBalances } from '../services/sparks';
import { seedDemoAssessments } from './demo-assessments';
import { seedDemoAwards } from './demo-awards';
import { seedDemoBlogs } from './demo-blogs';
import { DEMO_EXTRA_STUDENT_PASSWORD, DEMO_EXTRA_STUDENTS } from './demo-classes';
import { seedDemoCentre } from './demo-centre';
import { seedDemoCourses } from './demo-courses';
import { DEMO_ACCOUNTS, seedDemo } from './demo-data';
import { DEMO_MARKET_ACCOUNTS, seedDemoMarket } from './demo-market';
import { seedDemoNotifications } from './demo-notifications';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.');
  process.exit(1);
}

/**
 * The demo accounts with their balances now (after the marketplace's purchases and payout):
 * every spark, and the exchangeable part earned from sales.
 */
async function accountsTable(): Promise<{ userType: string; email: string; password: string; sparks: number; earned: number }[]> {
  const accounts = [
    ...[...DEMO_ACCOUNTS, ...DEMO_MARKET_ACCOUNTS].map(({ userType, email, password }) => ({ userType: userType as string, email, password })),
    ...DEMO_EXTRA_STUDENTS.map(({ email }) => ({ userType: 'student', email, password: DEMO_EXTRA_STUDENT_PASSWORD })),
  ];
  return Promise.all(
    accounts.map(async (account) => {
      const { total, earned } = await getWalletBalances((await adminAuth.getUserByEmail(account.email)).uid);
      return { ...account, sparks: total, earned };
    }),
  );
}

seedDemo()
  .then(() => seedDemoMarket())
  .then(() => seedDemoCourses())
  .then(() => seedDemoCentre())
  .then(() => seedDemoAwards())
  .then(() => seedDemoAssessments())
  .then(() => seedDemoBlogs())
  .then(() => seedDemoNotifications())
  .then(accountsTable)
  .then((accounts) => {
    console.log(JSON.stringify(accounts));
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error('Seeding failed:', error);
    process.exit(1);
  });
