// Entry point of `npm run seed` / `npm start`: seeds the emulator suite, never a real project.
import { DEMO_ACCOUNTS, seedDemo } from './demo-data';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.');
  process.exit(1);
}

seedDemo()
  .then(() => {
    console.log(JSON.stringify(DEMO_ACCOUNTS.map(({ userType, email, password, sparks }) => ({ userType, email, password, sparks }))));
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error('Seeding failed:', error);
    process.exit(1);
  });
