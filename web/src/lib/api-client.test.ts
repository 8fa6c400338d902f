import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@shared/errors';
import {
  ApiRequestError, apiDownload, apiRequest, describeError, fieldErrorCodes, formatError, onSessionExpired, onSessionRefreshed,
  UPLOAD_REFUSAL_REASONS, refreshSession, setNavigator,
} from './api-client';
import { createIntl } from 'react-intl';
import { messages } from '@/test/all-messages';
import { MemoryStorage } from './session/memory-storage.test-util';
import { writeSession } from './session/token-storage';

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let local: MemoryStorage;
let session: MemoryStorage;
let calls: { url: string; method: string; auth: string | null; body: unknown }[];
let navigated: string[];

function stubFetch(handler: Handler) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = (init.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        method: init.method ?? 'GET',
        auth: headers.Authorization ?? null,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return handler(url, init);
    }),
  );
}

beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  calls = [];
  navigated = [];
  setNavigator((path) => navigated.push(path));
});
afterEach(() => {
  vi.unstubAllGlobals();
  setNavigator(null);
});

const bearer = (url: string, init: RequestInit) => ((init.headers ?? {}) as Record<string, string>).Authorization;

describe('apiRequest', () => {
  it('sends JSON with the stored Bearer token and cookies', async () => {
    writeSession({ token: 'tok' }, false);
    stubFetch(() => json(200, { status: 'success', user: { id: 'u1' } }));
    const answer = await apiRequest<{ user: { id: string } }>('PATCH', '/user', { body: { city: 'Riyadh' } });
    expect(answer.user.id).toBe('u1');
    expect(calls).toEqual([{ url: '/api/v1/user', method: 'PATCH', auth: 'Bearer tok', body: { city: 'Riyadh' } }]);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('anonymous calls carry no token', async () => {
    writeSession({ token: 'tok' }, false);
    stubFetch(() => json(200, { status: 'success' }));
    await apiRequest('POST', '/auth/login', { body: {}, anonymous: true });
    expect(calls[0]!.auth).toBeNull();
  });

  it('turns an error answer into ApiRequestError with code, values and fields', async () => {
    stubFetch(() =>
      json(402, {
        status: 'error',
        code: 'wallet/insufficient-sparks',
        message: 'Insufficient sparks: 4 more needed.',
        values: { needed: 4 },
        fields: [{ path: 'amount', code: 'validation/invalid-input', message: 'Some fields are invalid.' }],
      }),
    );
    const error = await apiRequest('POST', '/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 402, code: 'wallet/insufficient-sparks', values: { needed: 4 } });
    expect((error as ApiRequestError).fields).toHaveLength(1);
  });

  it('a failed fetch is a network error', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({ status: 0, code: 'network' });
  });

  it('an error answer without a body is marked uncoded', async () => {
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/x')).rejects.toMatchObject({ status: 502, coded: false });
  });

  it('an empty body is an empty answer', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(apiRequest('DELETE', '/user')).resolves.toEqual({});
  });
});

describe('401: one refresh, one retry', () => {
  it('refreshes, stores the new token where the session lives, tells listeners and retries once', async () => {
    writeSession({ token: 'old', userId: 'u1' }, true);
    const refreshed = vi.fn();
    const off = onSessionRefreshed(refreshed);
    stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh-token')) return json(200, { status: 'success', token: 'new', customToken: 'ct' });
      return bearer(url, init) === 'Bearer new'
        ? json(200, { status: 'success', user: { id: 'u1' } })
        : json(401, { status: 'error', code: 'auth/not-authenticated', message: 'Not authenticated' });
    });
    const answer = await apiRequest<{ user: { id: string } }>('GET', '/auth/me');
    off();
    expect(answer.user.id).toBe('u1');
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/v1/auth/me', 'Bearer old'],
      ['/api/v1/auth/refresh-token', null],
      ['/api/v1/auth/me', 'Bearer new'],
    ]);
    expect(local.getItem('token')).toBe('new');
    expect(session.getItem('token')).toBeNull();
    expect(refreshed).toHaveBeenCalledWith({ status: 'success', token: 'new', customToken: 'ct' }, true);
    expect(navigated).toEqual([]);
  });

  it('a failed refresh (401) clears the session, tells listeners and goes to /login', async () => {
    writeSession({ token: 'old', userId: 'u1' }, false);
    session.setItem('classId', 'c1');
    local.setItem('theme', 'dark');
    const expired = vi.fn();
    const off = onSessionExpired(expired);
    stubFetch(() => json(401, { status: 'error', code: 'auth/refresh-failed', message: 'ended' }));
    await expect(apiRequest('GET', '/user')).rejects.toMatchObject({ status: 401 });
    off();
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/user', '/api/v1/auth/refresh-token']);
    expect(session.keys()).toEqual([]);
    expect(local.keys()).toEqual(['theme']);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(navigated).toEqual(['/login']);
  });

  it('a retry that still answers 401 ends the session too, and is not retried again', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch((url) =>
      url.endsWith('/auth/refresh-token')
        ? json(200, { status: 'success', token: 'new' })
        : json(401, { status: 'error', code: 'auth/not-authenticated', message: 'Not authenticated' }),
    );
    await expect(apiRequest('GET', '/user')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/user', '/api/v1/auth/refresh-token', '/api/v1/user']);
    expect(navigated).toEqual(['/login']);
    expect(session.getItem('token')).toBeNull();
  });

  it('quietExpiry only throws: no clearing, no redirect (start-up check)', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch(() => json(401, { status: 'error', code: 'auth/not-authenticated', message: 'Not authenticated' }));
    await expect(apiRequest('GET', '/auth/me', { quietExpiry: true })).rejects.toMatchObject({ status: 401 });
    expect(navigated).toEqual([]);
    expect(session.getItem('token')).toBe('old');
  });

  it('a refresh that fails for another reason keeps the session and throws the original 401', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch((url) => {
      if (url.endsWith('/auth/refresh-token')) throw new TypeError('offline');
      return json(401, { status: 'error', code: 'auth/not-authenticated', message: 'Not authenticated' });
    });
    await expect(apiRequest('GET', '/user')).rejects.toMatchObject({ status: 401, code: 'auth/not-authenticated' });
    expect(navigated).toEqual([]);
    expect(session.getItem('token')).toBe('old');
  });

  it('a 401 without a stored token (wrong password at login) never refreshes', async () => {
    stubFetch(() => json(401, { status: 'error', code: 'auth/invalid-credentials', message: 'Invalid Email or Password' }));
    await expect(apiRequest('POST', '/auth/login', { anonymous: true, body: {} })).rejects.toMatchObject({
      code: 'auth/invalid-credentials',
    });
    expect(calls).toHaveLength(1);
    expect(navigated).toEqual([]);
  });

  it('concurrent 401s share one refresh', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh-token')) return json(200, { status: 'success', token: 'new' });
      return bearer(url, init) === 'Bearer new' ? json(200, { status: 'success' }) : json(401, { status: 'error' });
    });
    await Promise.all([apiRequest('GET', '/a'), apiRequest('GET', '/b'), apiRequest('GET', '/c')]);
    expect(calls.filter((c) => c.url.endsWith('/auth/refresh-token'))).toHaveLength(1);
    expect(calls).toHaveLength(7);
  });

  it('refreshSession can be called directly (after a role change)', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch(() => json(200, { status: 'success', token: 'claims', customToken: 'ct' }));
    await expect(refreshSession()).resolves.toMatchObject({ token: 'claims' });
    expect(session.getItem('token')).toBe('claims');
  });
});

describe('apiDownload', () => {
  const csv = (text: string) =>
    new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="a.csv"' } });
  const unauthenticated = () => json(401, { status: 'error', code: 'auth/not-authenticated', message: 'Not authenticated' });

  it('GETs the file with the stored token and cookies and hands back the unread answer', async () => {
    writeSession({ token: 'tok' }, false);
    stubFetch(() => csv('a,b\n1,2\n'));
    const response = await apiDownload('/wallet/ledger.csv');
    expect(await response.text()).toBe('a,b\n1,2\n');
    expect(response.headers.get('Content-Disposition')).toBe('attachment; filename="a.csv"');
    expect(calls).toEqual([{ url: '/api/v1/wallet/ledger.csv', method: 'GET', auth: 'Bearer tok', body: undefined }]);
    const init = vi.mocked(fetch).mock.calls[0]![1]!;
    expect(init.credentials).toBe('include');
    expect((init.headers as Record<string, string>).Accept).toBe('text/csv, application/json');
  });

  it('a JSON error answer throws its ApiRequestError; one without a body is uncoded', async () => {
    writeSession({ token: 'tok' }, false);
    stubFetch(() => json(402, { status: 'error', code: 'wallet/insufficient-sparks', message: 'Insufficient sparks', values: { needed: 3 } }));
    await expect(apiDownload('/x.csv')).rejects.toMatchObject({ status: 402, code: 'wallet/insufficient-sparks', values: { needed: 3 }, coded: true });
    stubFetch(() => new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiDownload('/x.csv')).rejects.toMatchObject({ status: 502, code: 'common/internal', coded: false });
  });

  it('a failed fetch is a network error; an abort stays an abort', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiDownload('/x.csv')).rejects.toMatchObject({ status: 0, code: 'network' });
    stubFetch(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    const controller = new AbortController();
    await expect(apiDownload('/x.csv', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(vi.mocked(fetch).mock.calls[0]![1]!.signal).toBe(controller.signal);
  });

  it('a 401 refreshes once and retries with the new token', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch((url, init) => {
      if (url.endsWith('/auth/refresh-token')) return json(200, { status: 'success', token: 'new' });
      return bearer(url, init) === 'Bearer new' ? csv('ok') : unauthenticated();
    });
    const response = await apiDownload('/x.csv');
    expect(await response.text()).toBe('ok');
    expect(calls.map((c) => [c.url, c.auth])).toEqual([
      ['/api/v1/x.csv', 'Bearer old'],
      ['/api/v1/auth/refresh-token', null],
      ['/api/v1/x.csv', 'Bearer new'],
    ]);
    expect(navigated).toEqual([]);
  });

  it('a second 401 ends the session', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch((url) => (url.endsWith('/auth/refresh-token') ? json(200, { status: 'success', token: 'new' }) : unauthenticated()));
    await expect(apiDownload('/x.csv')).rejects.toMatchObject({ status: 401, code: 'auth/not-authenticated' });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/x.csv', '/api/v1/auth/refresh-token', '/api/v1/x.csv']);
    expect(navigated).toEqual(['/login']);
    expect(session.getItem('token')).toBeNull();
  });

  it('a refused refresh ends the session and throws the original 401', async () => {
    writeSession({ token: 'old' }, false);
    stubFetch((url) =>
      url.endsWith('/auth/refresh-token') ? json(401, { status: 'error', code: 'auth/refresh-failed', message: 'ended' }) : unauthenticated(),
    );
    await expect(apiDownload('/x.csv')).rejects.toMatchObject({ status: 401, code: 'auth/not-authenticated' });
    expect(calls).toHaveLength(2);
    expect(navigated).toEqual(['/login']);
  });
});

describe('error texts', () => {
  const fallback = { id: 'auth.login.failed', defaultMessage: 'Login failed' };

  it('every error code maps to errors.<code> with its values', () => {
    for (const code of ERROR_CODES) {
      const description = describeError(new ApiRequestError(400, code, 'server text', { needed: 3 }), fallback);
      expect(description).toMatchObject({ kind: 'message', message: { id: `errors.${code}` } });
    }
    expect(
      describeError(new ApiRequestError(402, 'wallet/insufficient-sparks', 'x', { needed: 3 }), fallback),
    ).toMatchObject({ values: { needed: 3 } });
  });

  it('network errors use errors.network', () => {
    expect(describeError(new ApiRequestError(0, 'network', 'TypeError'), fallback)).toMatchObject({
      message: { id: 'errors.network' },
    });
  });

  it('an unknown code falls back to the server message', () => {
    const error = new ApiRequestError(400, 'something/else' as never, 'Server says no');
    expect(describeError(error, fallback)).toEqual({ kind: 'text', text: 'Server says no' });
  });

  it('anything else gets the screen default', () => {
    expect(describeError(new Error('boom'), fallback)).toEqual({ kind: 'message', message: fallback });
    expect(describeError(new ApiRequestError(502, 'common/internal', 'Bad Gateway', undefined, undefined, false), fallback)).toEqual({
      kind: 'message',
      message: fallback,
    });
  });

  it('formatError goes through the intl formatter', () => {
    const formatMessage = vi.fn((d: { id: string }, values?: Record<string, unknown>) => `${d.id}:${JSON.stringify(values ?? {})}`);
    const text = formatError(
      { formatMessage } as never,
      new ApiRequestError(402, 'wallet/insufficient-sparks', 'x', { needed: 2 }),
      fallback,
    );
    expect(text).toBe('errors.wallet/insufficient-sparks:{"needed":2}');
  });

  it('fieldErrorCodes reads zod issues and server fields, first problem per field', () => {
    expect(
      fieldErrorCodes([
        { path: ['email'], message: 'validation/all-fields-required', code: 'too_small' },
        { path: ['password'], message: 'validation/all-fields-required', code: 'too_small' },
        { path: ['password'], message: 'validation/password-too-short', code: 'too_small' },
        { path: ['x'], message: 'not a code', code: 'custom' },
      ]),
    ).toEqual({ email: 'validation/all-fields-required', password: 'validation/all-fields-required' });
    expect(fieldErrorCodes([{ path: 'phone', code: 'validation/invalid-input', message: 'Some fields are invalid.' }])).toEqual({
      phone: 'validation/invalid-input',
    });
  });
});

describe('upload refusals', () => {
  const fallback = { id: 'uploads.failed', defaultMessage: 'Upload failed' };
  it('say why: type, size or content not matching', () => {
    for (const reason of UPLOAD_REFUSAL_REASONS) {
      const error = new ApiRequestError(422, 'upload/invalid-file', 'Please upload a valid file', { reason });
      expect(describeError(error, fallback)).toMatchObject({ kind: 'message', message: { id: `errors.upload/invalid-file.${reason}` } });
      for (const locale of ['ar', 'en'] as const) {
        const text = createIntl({ locale, messages: messages[locale] }).formatMessage({ id: `errors.upload/invalid-file.${reason}` });
        expect(text).not.toBe(messages[locale]['errors.upload/invalid-file']);
      }
    }
  });
  it('fall back to the general text without a known reason', () => {
    expect(describeError(new ApiRequestError(422, 'upload/invalid-file', 'x'), fallback)).toMatchObject({ message: { id: 'errors.upload/invalid-file' } });
    expect(describeError(new ApiRequestError(422, 'upload/invalid-file', 'x', { reason: 'odd' }), fallback)).toMatchObject({
      message: { id: 'errors.upload/invalid-file' },
    });
  });
});
