// GET and PUT /training-centre/settings (docs/centres.md): centres/{centreUid}, absent until
// first saved; answers fall back to the centre user's profile name and the defaults.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import {
  CENTRE_LANGUAGES, CENTRE_SETTINGS_DEFAULTS, type CentreLanguage, type CentreSettings, type CentreSettingsInput,
} from '../../shared/schemas/centre-area';
import type { CourseFile } from '../../shared/schemas/course';
import { displayName } from '../courses/enrollments';
import { centreRef } from './membership';
import { str } from './scope';
import { readyLogo } from './settings-logo';

/** The centre's name when none is saved: its profile's organisation, else its user's name. */
export async function profileCentreName(centre: string): Promise<string> {
  const profile = (await db.collection('users').doc(centre).get()).data();
  const organization = str(profile?.organization).trim();
  if (organization) return organization;
  const name = displayName(profile, '');
  return name || str(profile?.email_address).split('@')[0] || 'Training centre';
}

function logoOf(value: unknown): CourseFile | null {
  const logo = value as { id?: unknown; url?: unknown } | null | undefined;
  return typeof logo?.id === 'string' && typeof logo.url === 'string' ? { id: logo.id, url: logo.url } : null;
}

function toSettings(data: DocumentData | undefined, fallbackName: string): CentreSettings {
  const days = data?.join_code_days;
  const language = data?.default_language;
  return {
    name: str(data?.name).trim() || fallbackName,
    logo: logoOf(data?.logo),
    contact_email: str(data?.contact_email),
    contact_phone: str(data?.contact_phone),
    website: str(data?.website),
    join_code_days: Number.isInteger(days) && days >= 1 && days <= 90 ? days : CENTRE_SETTINGS_DEFAULTS.join_code_days,
    default_language: (CENTRE_LANGUAGES as readonly unknown[]).includes(language) ? (language as CentreLanguage) : CENTRE_SETTINGS_DEFAULTS.default_language,
  };
}

export async function getCentreSettings(centre: string): Promise<CentreSettings> {
  const data = (await centreRef(centre).get()).data();
  return toSettings(data, str(data?.name).trim() ? '' : await profileCentreName(centre));
}

/** PUT: the whole form; `logo_id` absent keeps the logo, null removes it, an id takes a finished upload. */
export async function saveCentreSettings(centre: string, input: CentreSettingsInput): Promise<CentreSettings> {
  const logo = input.logo_id === undefined ? undefined : input.logo_id === null ? null : await readyLogo(centre, input.logo_id);
  const doc: DocumentData = {
    name: input.name,
    contact_email: input.contact_email ?? '',
    contact_phone: input.contact_phone ?? '',
    website: input.website ?? '',
    join_code_days: input.join_code_days,
    default_language: input.default_language,
    ...(logo !== undefined && { logo }),
    updated_at: FieldValue.serverTimestamp(),
  };
  await centreRef(centre).set(doc, { merge: true });
  return getCentreSettings(centre);
}
