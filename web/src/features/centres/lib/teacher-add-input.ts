// What the "Add teacher" form sends: an e-mail (lower case, trimmed) to invite, or a teacher's
// user id. Checked before the call so that an obvious typo never reaches the server. Pure.
import { isDocId } from '@shared/schemas/common';

export type TeacherAddMode = 'email' | 'id';

export type TeacherAddCheck = { ok: true; value: string } | { ok: false; error: 'required' | 'email' | 'id' };

// The same shape the server's e-mail check accepts: something@host.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkTeacherAdd(mode: TeacherAddMode, raw: string): TeacherAddCheck {
  const value = raw.trim();
  if (!value) return { ok: false, error: 'required' };
  if (mode === 'email') {
    return EMAIL.test(value) && value.length <= 254 ? { ok: true, value: value.toLowerCase() } : { ok: false, error: 'email' };
  }
  return isDocId(value) ? { ok: true, value } : { ok: false, error: 'id' };
}
