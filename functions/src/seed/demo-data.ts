// Demo data for `npm start`: one account per role, preferences, wallets with sparks, and the
// sparks packages. Idempotent: running it twice changes nothing. Later features add their
// own demo data here.
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/admin';
import { creditSparks } from '../services/sparks';
import { seedDemoClasses } from './demo-classes';
import { seedDemoLiveGame } from './demo-live';
import { demoPhysicsClassId, seedDemoQuizzes } from './demo-quizzes';
import { seedQuizTemplates } from './quiz-templates';
import { updatePreferences } from '../services/preferences-repo';
import { ensureAccountDocs, grantUserType, setVerifiedClaim, updateProfile } from '../services/users-repo';
import type { UserType } from '../shared/constants';
import type { Preferences } from '../shared/schemas/preferences';
import type { SparkPackage } from '../shared/schemas/packages';
import type { UpdateUserRequest } from '../shared/schemas/user';

export interface DemoAccount {
  userType: UserType;
  email: string;
  password: string;
  sparks: number;
  profile: Omit<UpdateUserRequest, 'user_type'>;
  preferences: Preferences;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    userType: 'student',
    email: 'student@sparks.test',
    password: 'student-demo-1',
    sparks: 100,
    // Phone and birthday left empty on purpose: the header shows 'Complete your profile'.
    profile: { first_name: 'Layla', surname: 'Hassan', gender: 'female', city: 'Riyadh', onboarded: true },
    preferences: { theme: null, language: 'ar' },
  },
  {
    userType: 'teacher',
    email: 'teacher@sparks.test',
    password: 'teacher-demo-1',
    sparks: 250,
    profile: {
      first_name: 'Omar', surname: 'Khalid', phone: '+966501234567', dob: '1988-03-14', gender: 'male',
      city: 'Jeddah', onboarded: true,
    },
    preferences: { theme: null, language: 'ar' },
  },
  {
    userType: 'centers',
    email: 'center@sparks.test',
    password: 'center-demo-1',
    sparks: 500,
    profile: {
      first_name: 'Noura', surname: 'Almutairi', phone: '+966551112233', dob: '1985-11-02', gender: 'female',
      city: 'Dammam', organization: 'Noor Training Center', onboarded: true,
    },
    preferences: { theme: 'light', language: 'en' },
  },
  {
    userType: 'administrator',
    email: 'admin@sparks.test',
    password: 'admin-demo-1',
    sparks: 1000,
    profile: {
      first_name: 'Admin', surname: 'Sparks', phone: '+966500000001', dob: '1990-01-01', gender: 'male',
      city: 'Riyadh', onboarded: true,
    },
    preferences: { theme: 'dark', language: 'en' },
  },
];

export const DEMO_PACKAGES: (SparkPackage & { active: boolean })[] = [
  { id: 'sparks-100', package_type: 'sparks', name: { ar: 'باقة البداية', en: 'Starter' }, sparks: 100, price: '35.00', currency: 'SAR', popular: false, order: 1, active: true },
  { id: 'sparks-300', package_type: 'sparks', name: { ar: 'الباقة القياسية', en: 'Standard' }, sparks: 300, price: '92.00', currency: 'SAR', popular: true, order: 2, active: true },
  { id: 'sparks-750', package_type: 'sparks', name: { ar: 'الباقة المتقدمة', en: 'Pro' }, sparks: 750, price: '229.00', currency: 'SAR', popular: false, order: 3, active: true },
  { id: 'sparks-1500', package_type: 'sparks', name: { ar: 'الباقة الكبرى', en: 'Mega' }, sparks: 1500, price: '455.00', currency: 'SAR', popular: false, order: 4, active: true },
];

/** Creates (or updates) a demo account, its documents and its welcome sparks; answers the uid. */
export async function seedAccount(account: DemoAccount): Promise<string> {
  const existing = await adminAuth.getUserByEmail(account.email).catch(() => undefined);
  const user =
    existing ?? (await adminAuth.createUser({ email: account.email, password: account.password, emailVerified: true }));
  await ensureAccountDocs(user.uid, account.email, true);
  await setVerifiedClaim(user.uid);
  if (account.userType === 'administrator') {
    await updateProfile(user.uid, account.email, account.profile);
    await grantUserType(user.uid, 'administrator');
  } else {
    await updateProfile(user.uid, account.email, { ...account.profile, user_type: account.userType });
  }
  await updatePreferences(user.uid, account.preferences);
  // The operation id makes the welcome credit happen once, however often the seed runs.
  await creditSparks({ uid: user.uid, amount: account.sparks, reason: 'demo_welcome', operationId: `demo-welcome-${user.uid}` });
  return user.uid;
}

async function seedPackages(): Promise<void> {
  const batch = db.batch();
  for (const { id, ...data } of DEMO_PACKAGES) {
    batch.set(db.collection('packages').doc(id), { ...data, updated_at: FieldValue.serverTimestamp() });
  }
  await batch.commit();
}

export async function seedDemo(): Promise<void> {
  await seedPackages();
  await seedQuizTemplates(db);
  const uids: Partial<Record<UserType, string>> = {};
  for (const account of DEMO_ACCOUNTS) uids[account.userType] = await seedAccount(account);
  const byType = (type: UserType) => ({ uid: uids[type]!, email: DEMO_ACCOUNTS.find((a) => a.userType === type)!.email });
  await seedDemoClasses(byType('teacher'), byType('student'));
  // Quizzes, a challenge to grade and a finished live game in Physics 101 (demo-quizzes.ts, demo-live.ts).
  const physics = await demoPhysicsClassId(uids.teacher!);
  if (physics) {
    const { templateQuizId } = await seedDemoQuizzes(uids.teacher!, physics);
    await seedDemoLiveGame(byType('teacher'), physics, templateQuizId);
  }
}
