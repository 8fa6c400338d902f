// Prints every mail document the functions write (OTP codes, reset links), since no mail
// extension runs on the emulators. Used by `npm start`; `npm run mail` runs it alone.
import { readJson, PROJECT_ID } from './lib.mjs';

export async function watchMail({ onlyNew = true } = {}) {
  const { emulators } = readJson('firebase.json');
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${emulators.firestore.port}`;
  const { initializeApp } = await import('firebase-admin/app');
  const { getFirestore } = await import('firebase-admin/firestore');
  const db = getFirestore(initializeApp({ projectId: PROJECT_ID }, 'mail-watch'));
  let first = true;
  db.collection('mail').onSnapshot((snap) => {
    for (const change of snap.docChanges()) {
      if (change.type !== 'added' || (first && onlyNew)) continue;
      const mail = change.doc.data();
      console.log(`\n✉  To: ${mail.to}\n   Subject: ${mail.message?.subject}\n${String(mail.message?.text ?? '').replace(/^/gm, '   ')}\n`);
    }
    first = false;
  });
}

if (process.argv[1] === new URL(import.meta.url).pathname) {
  await watchMail({ onlyNew: false });
}
