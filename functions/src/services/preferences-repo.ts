// `preferences/{uid}`: theme and interface language.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/admin';
import { LANGUAGES, THEMES } from '../shared/constants';
import { DEFAULT_PREFERENCES, type Preferences } from '../shared/schemas/preferences';

const ref = (uid: string) => db.collection('preferences').doc(uid);

/** Only the known fields, each falling back to the default when missing or odd. */
function toPreferences(data: Record<string, unknown> | undefined): Preferences {
  const theme = (THEMES as readonly unknown[]).includes(data?.theme) ? (data!.theme as Preferences['theme']) : null;
  const language = (LANGUAGES as readonly unknown[]).includes(data?.language)
    ? (data!.language as Preferences['language'])
    : DEFAULT_PREFERENCES.language;
  return { theme, language };
}

export async function getPreferences(uid: string): Promise<Preferences> {
  return toPreferences((await ref(uid).get()).data());
}

export async function updatePreferences(uid: string, patch: Partial<Preferences>): Promise<Preferences> {
  return db.runTransaction(async (tx) => {
    const next = { ...toPreferences((await tx.get(ref(uid))).data()), ...patch };
    tx.set(ref(uid), { ...next, updated_at: FieldValue.serverTimestamp() });
    return next;
  });
}
