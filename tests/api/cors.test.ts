// CORS: only the app's own origin (and CORS_ORIGINS) may read the API's answers from a browser;
// any other Origin gets no Access-Control-Allow-Origin, on a preflight or a plain call.
import { describe, expect, it } from 'vitest';
import { call } from '../support/api';
import { APP_ORIGIN } from '../support/env';
import { createTestUser } from '../support/users';

const EVIL = 'https://evil.example';
const preflight = (origin: string, method = 'GET') =>
  call('OPTIONS', '/wallet', {
    headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': 'authorization,content-type' },
  });

describe('CORS', () => {
  it('gives another origin no Access-Control-Allow-Origin, on a preflight or a call', async () => {
    const options = await preflight(EVIL, 'POST');
    expect(options.status).toBeLessThan(300);
    expect(options.headers.get('access-control-allow-origin')).toBeNull();
    expect(options.headers.get('access-control-allow-credentials')).toBeNull();

    const { token } = await createTestUser();
    const get = await call('GET', '/wallet', { token, headers: { Origin: EVIL } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    const packages = await call('GET', '/packages', { headers: { Origin: EVIL } });
    expect(packages.headers.get('access-control-allow-origin')).toBeNull();
    // Look-alikes of the app's origin are other origins too.
    const alike = await call('GET', '/packages', { headers: { Origin: `${APP_ORIGIN}.evil.example` } });
    expect(alike.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the app origin through, preflight and call', async () => {
    const options = await preflight(APP_ORIGIN, 'PATCH');
    expect(options.status).toBeLessThan(300);
    expect(options.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(options.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(options.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');

    const { token } = await createTestUser();
    const get = await call('GET', '/wallet', { token, headers: { Origin: APP_ORIGIN } });
    expect(get.status).toBe(200);
    expect(get.headers.get('access-control-allow-origin')).toBe(APP_ORIGIN);
    expect(get.headers.get('vary')).toMatch(/origin/i);
  });

  it('leaves same-origin calls without an Origin header alone', async () => {
    const result = await call('GET', '/packages');
    expect(result.status).toBe(200);
    expect(result.headers.get('access-control-allow-origin')).toBeNull();
  });
});
