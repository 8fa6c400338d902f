// Makes the first administrator (every later one can be granted through the API):
//   node scripts/grant-admin.mjs <email> [--project <id>] [--yes]
// With FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST set it works on the emulators;
// otherwise it uses application default credentials on a real project, and only with --yes.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const projectOption = option('--project');
const email = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--project');

function stop(message, code = 1) {
  console.error(message);
  process.exit(code);
}

if (!email || flag('--help')) {
  stop('usage: node scripts/grant-admin.mjs <email> [--project <id>] [--yes]', email ? 0 : 2);
}

const authEmulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const firestoreEmulator = process.env.FIRESTORE_EMULATOR_HOST;
if (Boolean(authEmulator) !== Boolean(firestoreEmulator)) {
  // Half on the emulator, half on a real project would split the claim from the profile.
  stop('Set both FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST, or neither.');
}
const onEmulator = Boolean(authEmulator);
const projectId = projectOption ?? process.env.GCLOUD_PROJECT ?? process.env.GOOGLE_CLOUD_PROJECT ?? (onEmulator ? 'demo-sparks' : undefined);
if (!onEmulator && !flag('--yes')) {
  stop(
    `Refusing to change a real project${projectId ? ` (${projectId})` : ''}: no emulator is set. ` +
      'Run it inside the emulator suite, or add --yes to grant administrator on the real project.',
  );
}

const app = initializeApp(projectId ? { projectId } : {});
const auth = getAuth(app);
const db = getFirestore(app);

let user;
try {
  user = await auth.getUserByEmail(email.trim().toLowerCase());
} catch (error) {
  stop(error?.code === 'auth/user-not-found' ? `No user with the e-mail ${email}.` : String(error));
}

// Claim and profile say the same, as the API's grant does; other claims are kept.
await auth.setCustomUserClaims(user.uid, { ...user.customClaims, user_type: 'administrator' });
await db.doc(`users/${user.uid}`).set(
  { email_address: user.email ?? '', user_type: 'administrator', updated_at: FieldValue.serverTimestamp() },
  { merge: true },
);
console.log(
  `${user.email} (${user.uid}) is now an administrator on ${onEmulator ? 'the emulators' : projectId ?? 'the default project'}. ` +
    'The claim shows in their next ID token (sign in again or refresh).',
);
process.exit(0);
