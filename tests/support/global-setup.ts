// Fails the run at once when the emulator suite is not reachable: no test ever falls back
// to a fake.
const REQUIRED = {
  FIRESTORE_EMULATOR_HOST: 'Firestore',
  FIREBASE_AUTH_EMULATOR_HOST: 'Auth',
  FIREBASE_STORAGE_EMULATOR_HOST: 'Storage',
} as const;

export default async function globalSetup(): Promise<void> {
  for (const [variable, name] of Object.entries(REQUIRED)) {
    const host = process.env[variable];
    if (!host) throw new Error(`${variable} is not set: run the tests through \`npm test\` (emulators:exec).`);
    const response = await fetch(`http://${host}/`).catch((error: unknown) => {
      throw new Error(`The ${name} emulator at ${host} is not reachable: ${String(error)}`);
    });
    await response.body?.cancel();
  }
  const hosting = await fetch(`${process.env.APP_ORIGIN ?? 'http://127.0.0.1:5000'}/`);
  if (!hosting.ok) throw new Error('The Hosting emulator is not serving the web app.');
}
