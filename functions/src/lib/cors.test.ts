import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { allowedOrigins, isAllowedOrigin } from './cors';

const request = (headers: Record<string, string>, protocol = 'https') =>
  ({ protocol, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;

describe('allowedOrigins', () => {
  it('is the APP_URL origin plus the CORS_ORIGINS list, normalised, skipping what is no URL', () => {
    const origins = allowedOrigins({ APP_URL: 'https://app.example/path/', CORS_ORIGINS: ' https://a.example ,nonsense,,http://b.example:8080/' });
    expect([...origins]).toEqual(['https://app.example', 'https://a.example', 'http://b.example:8080']);
  });
});

describe('isAllowedOrigin', () => {
  const hosting = request({ host: 'api.internal', 'x-forwarded-host': 'sparks.example' });
  it('allows the origin the request was addressed to (same origin through Hosting)', () => {
    expect(isAllowedOrigin('https://sparks.example', hosting)).toBe(true);
  });
  it('refuses other origins, look-alikes and opaque ones', () => {
    for (const origin of ['https://evil.example', 'https://sparks.example.evil.example', 'http://sparks.example', 'null', '']) {
      expect(isAllowedOrigin(origin, hosting)).toBe(false);
    }
  });
});
