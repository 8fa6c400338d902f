import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from './memory-storage.test-util';
import {
  USER_DATA_KEYS, clearToken, clearUserData, isRemembered, readToken, readUserId, registerUserDataKey, replaceToken,
  writeSession,
} from './token-storage';

let local: MemoryStorage;
let session: MemoryStorage;

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
});
afterEach(() => vi.unstubAllGlobals());

describe('token storage', () => {
  it('keeps a remembered login in localStorage', () => {
    writeSession({ token: 't1', userId: 'u1' }, true);
    expect(local.getItem('token')).toBe('t1');
    expect(local.getItem('userId')).toBe('u1');
    expect(session.getItem('token')).toBeNull();
    expect(isRemembered()).toBe(true);
    expect(readToken()).toBe('t1');
    expect(readUserId()).toBe('u1');
  });

  it('keeps any other login in sessionStorage', () => {
    writeSession({ token: 't2', userId: 'u2' }, false);
    expect(session.getItem('token')).toBe('t2');
    expect(session.getItem('userId')).toBe('u2');
    expect(local.getItem('token')).toBeNull();
    expect(isRemembered()).toBe(false);
    expect(readToken()).toBe('t2');
  });

  it('a new login moves the session out of the other storage', () => {
    writeSession({ token: 'old', userId: 'u' }, true);
    writeSession({ token: 'new', userId: 'u' }, false);
    expect(local.getItem('token')).toBeNull();
    expect(local.getItem('userId')).toBeNull();
    expect(readToken()).toBe('new');
  });

  it('a refreshed token goes where the session lives', () => {
    writeSession({ token: 'a' }, true);
    replaceToken('b');
    expect(local.getItem('token')).toBe('b');
    expect(session.getItem('token')).toBeNull();

    writeSession({ token: 'c' }, false);
    replaceToken('d');
    expect(session.getItem('token')).toBe('d');
    expect(local.getItem('token')).toBeNull();
  });

  it('clearToken removes token and user id only', () => {
    writeSession({ token: 'a', userId: 'u' }, true);
    local.setItem('theme', 'dark');
    local.setItem('classId', 'c1');
    clearToken();
    expect(readToken()).toBeNull();
    expect(local.keys()).toEqual(['classId', 'theme']);
  });

  it('clearUserData removes every user key from both storages but keeps theme and language', () => {
    registerUserDataKey('cart');
    for (const store of [local, session]) {
      for (const key of [...USER_DATA_KEYS, 'cart', 'theme', 'language']) store.setItem(key, 'x');
    }
    clearUserData();
    expect(local.keys()).toEqual(['language', 'theme']);
    expect(session.keys()).toEqual(['language', 'theme']);
    expect(USER_DATA_KEYS).toEqual(
      expect.arrayContaining(['token', 'userId', 'classId', 'userName', 'google_token', 'persist:root']),
    );
  });

  it('works without storage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('sessionStorage', undefined);
    expect(readToken()).toBeNull();
    expect(() => writeSession({ token: 'a' }, true)).not.toThrow();
    expect(() => clearUserData()).not.toThrow();
  });
});
