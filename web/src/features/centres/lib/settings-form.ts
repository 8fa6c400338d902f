// The settings form's state: what the screen edits (text fields, the validity as typed) and
// the PUT body it sends, checked with the shared schema first so the field messages match the
// server's.
import type { ErrorCode } from '@shared/errors';
import {
  CENTRE_LOGO_TYPES, CENTRE_SETTINGS_DEFAULTS, centreLogoUploadSchema, centreSettingsSchema, type CentreLanguage,
  type CentreLogoUploadInput, type CentreSettings, type CentreSettingsInput,
} from '@shared/schemas/centre-area';
import { fieldErrorCodes } from '@/lib/api-client';

export interface SettingsForm {
  name: string;
  contact_email: string;
  contact_phone: string;
  website: string;
  /** As typed, so a half-typed number can be corrected. */
  join_code_days: string;
  default_language: CentreLanguage;
}

export function formFromSettings(settings: CentreSettings | undefined): SettingsForm {
  return {
    name: settings?.name ?? '',
    contact_email: settings?.contact_email ?? '',
    contact_phone: settings?.contact_phone ?? '',
    website: settings?.website ?? '',
    join_code_days: String(settings?.join_code_days ?? CENTRE_SETTINGS_DEFAULTS.join_code_days),
    default_language: settings?.default_language ?? CENTRE_SETTINGS_DEFAULTS.default_language,
  };
}

/** `logoId`: a new logo's upload id, null to remove the logo, undefined to keep it. */
export function settingsInput(
  form: SettingsForm,
  logoId?: string | null,
): { ok: true; input: CentreSettingsInput } | { ok: false; fields: Record<string, ErrorCode> } {
  const days = form.join_code_days.trim();
  const body = {
    name: form.name,
    contact_email: form.contact_email.trim(),
    contact_phone: form.contact_phone.replace(/[\s()-]/g, ''),
    website: form.website.trim(),
    join_code_days: /^\d+$/.test(days) ? Number(days) : Number.NaN,
    default_language: form.default_language,
    ...(logoId !== undefined ? { logo_id: logoId } : {}),
  };
  const parsed = centreSettingsSchema.safeParse(body);
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, fields: fieldErrorCodes(parsed.error.issues) };
}

/** The file input's accept list: the logo's types. */
export const LOGO_ACCEPT = Object.keys(CENTRE_LOGO_TYPES).join(',');

const TYPE_ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'image/x-png': 'image/png' };

/** A chosen logo's upload declaration, or the code of why it is refused before any upload. */
export function logoDeclaration(file: { type: string; size: number }): { ok: true; declared: CentreLogoUploadInput } | { ok: false; code: ErrorCode } {
  const type = TYPE_ALIASES[file.type] ?? file.type;
  const parsed = centreLogoUploadSchema.safeParse({ content_type: type, size: file.size });
  if (parsed.success) return { ok: true, declared: parsed.data };
  return { ok: false, code: fieldErrorCodes(parsed.error.issues).content_type ?? fieldErrorCodes(parsed.error.issues).size ?? 'centre/logo-type' };
}
