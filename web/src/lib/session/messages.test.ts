// The catalogues of the account, onboarding, profile, settings and error namespaces: every
// API error code has a text in both languages, both languages have the same ids and the same
// placeholders, and every id the code uses exists.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERRORS, ERROR_CODES } from '@shared/errors';
import { describeError, ApiRequestError } from '@/lib/api-client';

const src = fileURLToPath(new URL('../..', import.meta.url));
const NAMESPACES = ['auth', 'onboarding', 'profile', 'settings', 'errors'] as const;

function catalogue(locale: 'ar' | 'en'): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const namespace of NAMESPACES) {
    const file = join(src, 'i18n', 'messages', locale, `${namespace}.json`);
    const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    for (const [id, text] of Object.entries(messages)) {
      expect(id.startsWith(`${namespace}.`), `${id} belongs to ${namespace}`).toBe(true);
      merged[id] = text;
    }
  }
  return merged;
}

const en = catalogue('en');
const ar = catalogue('ar');

/** Placeholder names and rich-text tags of an ICU message. */
function slots(text: string): string[] {
  const names = [...text.matchAll(/\{\s*(\w+)/g)].map((m) => `{${m[1]}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('error catalogue', () => {
  it('has errors.<code> for every API error code, in both languages, with the same placeholders', () => {
    for (const code of ERROR_CODES) {
      const id = `errors.${code}`;
      expect(en[id], `${id} (en)`).toBeTruthy();
      expect(ar[id], `${id} (ar)`).toBeTruthy();
      expect(slots(en[id]!), `${id} en placeholders`).toEqual(slots(ERRORS[code].message));
      expect(slots(ar[id]!), `${id} ar placeholders`).toEqual(slots(ERRORS[code].message));
    }
    expect(en['errors.network']).toBeTruthy();
    expect(ar['errors.network']).toBeTruthy();
  });

  it('every code the client can describe resolves to a catalogue entry', () => {
    for (const code of [...ERROR_CODES, 'network' as const]) {
      const description = describeError(new ApiRequestError(400, code, 'x'), { id: 'errors.common/internal', defaultMessage: '' });
      expect(description.kind).toBe('message');
      if (description.kind === 'message') expect(en[description.message.id], description.message.id).toBeTruthy();
    }
  });

  it('keeps the English texts of the spec for the validation messages', () => {
    expect(en['errors.validation/all-fields-required']).toBe('All fields are required.');
    expect(en['errors.validation/password-too-short']).toBe('Password must be at least 7 characters long.');
    expect(en['errors.validation/passwords-mismatch']).toBe('Passwords do not match.');
    expect(en['errors.validation/terms-required']).toBe('Please accept the terms and conditions.');
    expect(en['errors.auth/invalid-credentials']).toBe('Invalid Email or Password');
    expect(en['errors.validation/invalid-code']).toBe('Please enter a valid 6-digit code');
    expect(en['profile.wizard.success']).toBe('Profile completed successfully!');
    expect(en['profile.wizard.failed']).toBe('Failed to update profile. Please try again.');
  });
});

describe('namespaces', () => {
  it('Arabic and English have the same ids, none empty, with the same placeholders', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    for (const [id, text] of Object.entries(en)) {
      expect(text.trim(), id).not.toBe('');
      expect(ar[id]!.trim(), id).not.toBe('');
      expect(slots(ar[id]!), id).toEqual(slots(text));
    }
  });

  it('the Arabic texts are Arabic', () => {
    const latinOnly = Object.entries(ar).filter(([, text]) => !/[\u0600-\u06FF]/.test(text));
    expect(latinOnly).toEqual([]);
  });

  it('every message id used by these features exists', () => {
    const dirs = ['features/auth', 'features/onboarding', 'features/profile', 'features/settings', 'components/profile-steps', 'lib/session'];
    const used = new Set<string>();
    for (const dir of dirs) {
      for (const file of sourceFiles(join(src, dir))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/\bid[:=]\s*['"]((?:auth|onboarding|profile|settings|errors)\.[\w./-]+)['"]/g)) {
          used.add(match[1]!);
        }
        for (const match of text.matchAll(/'((?:auth|onboarding|profile|settings)\.[\w.]+)'/g)) used.add(match[1]!);
      }
    }
    // Ids built at run time.
    for (const step of ['identity', 'contact', 'birth', 'details']) used.add(`profile.step.${step}`).add(`profile.step.${step}.hint`);
    for (let month = 1; month <= 12; month += 1) used.add(`profile.month.${month}`);
    for (const field of ['day', 'month', 'year']) used.add(`profile.field.${field}`);
    for (const gender of ['male', 'female']) used.add(`profile.gender.${gender}`);
    for (const role of ['student', 'teacher', 'centers', 'administrator']) {
      used.add(`auth.role.${role}.title`).add(`auth.role.${role}.description`);
    }
    for (const mode of ['saved', 'skipped']) used.add(`onboarding.${mode}`);
    for (const theme of ['light', 'dark', 'system']) used.add(`settings.theme.${theme}`);
    for (const field of ['currentPassword', 'password', 'confirmPassword']) used.add(`settings.password.${field}`);
    for (const section of ['appearance', 'profile', 'password', 'delete']) {
      used.add(`settings.${section}.title`).add(`settings.${section}.description`);
    }
    const missing = [...used].filter((id) => !(id in en) || !(id in ar));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(100);
  });
});
