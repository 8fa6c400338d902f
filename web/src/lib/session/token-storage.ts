// Where the session lives in the browser (spec 001 section 3, "Local storage keys").
// A remembered login ("remember me") keeps `token` and `userId` in localStorage so it
// survives the browser closing; any other login keeps them in sessionStorage (this tab).

export const TOKEN_KEY = 'token';
export const USER_ID_KEY = 'userId';
/** The e-mail waiting for its one-time code, so /otp survives a reload. */
export const OTP_EMAIL_KEY = 'otpEmail';

/**
 * Keys holding user data. Logout and account deletion remove them from both storages
 * (spec 000 section 4: "clears all user data, local storage, persisted state and the token").
 * The device's own choices, `theme` and `language`, stay.
 */
export const USER_DATA_KEYS = [
  TOKEN_KEY,
  USER_ID_KEY,
  'classId',
  'userName',
  'google_token',
  'persist:root',
  OTP_EMAIL_KEY,
] as const;

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const extraUserDataKeys = new Set<string>();

/** Lets another feature add a key of its own (a cart, say) to what logout removes. */
export function registerUserDataKey(key: string): void {
  extraUserDataKeys.add(key);
}

function storages(): { local: StorageLike | null; session: StorageLike | null } {
  const pick = (name: 'localStorage' | 'sessionStorage'): StorageLike | null => {
    try {
      return (globalThis as Partial<Record<typeof name, StorageLike>>)[name] ?? null;
    } catch {
      return null; // storage disabled by the browser
    }
  };
  return { local: pick('localStorage'), session: pick('sessionStorage') };
}

function read(store: StorageLike | null, key: string): string | null {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(store: StorageLike | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // quota or privacy mode: the session then lives only in memory for this page
  }
}

function remove(store: StorageLike | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // ignore
  }
}

/** The stored API token; this tab's session wins over a remembered one. */
export function readToken(): string | null {
  const { local, session } = storages();
  return read(session, TOKEN_KEY) ?? read(local, TOKEN_KEY);
}

export function readUserId(): string | null {
  const { local, session } = storages();
  return read(session, USER_ID_KEY) ?? read(local, USER_ID_KEY);
}

/** True when the current token was stored by a "remember me" login. */
export function isRemembered(): boolean {
  const { local, session } = storages();
  return read(session, TOKEN_KEY) === null && read(local, TOKEN_KEY) !== null;
}

/** Stores a fresh session: localStorage when remembered, else sessionStorage; the other is emptied. */
export function writeSession(session: { token: string; userId?: string | null }, remember: boolean): void {
  const stores = storages();
  const target = remember ? stores.local : stores.session;
  const other = remember ? stores.session : stores.local;
  remove(other, TOKEN_KEY);
  remove(other, USER_ID_KEY);
  write(target, TOKEN_KEY, session.token);
  if (session.userId) write(target, USER_ID_KEY, session.userId);
  else remove(target, USER_ID_KEY);
}

/** Replaces the token after a refresh, in whichever storage holds the session. */
export function replaceToken(token: string): void {
  const stores = storages();
  write(isRemembered() ? stores.local : stores.session, TOKEN_KEY, token);
}

/** Removes the token and user id only (a stored token that failed its check). */
export function clearToken(): void {
  const { local, session } = storages();
  for (const store of [local, session]) {
    remove(store, TOKEN_KEY);
    remove(store, USER_ID_KEY);
  }
}

/** Removes every user-data key from both storages (logout, deleted account, ended session). */
export function clearUserData(): void {
  const { local, session } = storages();
  for (const key of [...USER_DATA_KEYS, ...extraUserDataKeys]) {
    remove(local, key);
    remove(session, key);
  }
}

export function readOtpEmail(): string | null {
  return read(storages().session, OTP_EMAIL_KEY);
}

export function writeOtpEmail(email: string | null): void {
  const { session } = storages();
  if (email) write(session, OTP_EMAIL_KEY, email);
  else remove(session, OTP_EMAIL_KEY);
}
