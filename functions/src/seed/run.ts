// Entry point of `npm run seed` / `npm start`: seeds the emulator suite, never a real project.
import { DEMO_EXTRA_STUDENT_PASSWORD, DEMO_EXTRA_STUDENTS } from './demo-classes';
import { DEMO_ACCOUNTS, seedDemo } from './demo-data';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  console.error('Refusing to seed: FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.');
  process.exit(1);
}

seedDemo()
  .then(() => {
    const accounts = [
      ...DEMO_ACCOUNTS.map(({ userType, email, password, sparks }) => ({ userType, email, password, sparks })),
      ...DEMO_EXTRA_STUDENTS.map(({ email }) => ({ userType: 'student', email, password: DEMO_EXTRA_STUDENT_PASSWORD, sparks: 0 })),
    ];
    console.log(JSON.stringify(accounts));
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error('Seeding failed:', error);
    process.exit(1);
  });
