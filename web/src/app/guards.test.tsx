// The guards' redirects (training centre, onboarding, welcome) and the 404 page, rendered in
// Node: <Navigate> is stubbed to show where it would go, since effects do not run here.
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type * as ReactRouterDom from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { UserType } from '@shared/constants';
import type { UserDto } from '@shared/schemas/user';
import { WELCOME_PASS_KEY, WELCOME_PASS_TTL_MS, WELCOME_STATE, grantWelcomePass, hasWelcomePass } from '@/lib/payments/welcome-pass';
import { authenticatedState, signedOutState, type AuthState } from '@/lib/session/auth-state';
import { renderStatic, textOf } from '@/test/render-static';
import { QUIZ_HOST_TYPES, TRAINING_CENTRE_TYPES, onboardingRedirect, userTypeRedirect, welcomeRedirect } from './guard-decisions';
import { RequireAuth, RequireNotOnboarded, RequireUserType, RequireVerifiedPayment } from './guards';
import NotFoundRoute from './not-found-route';

vi.mock('react-router-dom', async (importOriginal) => ({
  ...(await importOriginal<typeof ReactRouterDom>()),
  Navigate: ({ to }: { to: string }) => <output data-redirect={to} />,
}));

function user(type: UserType | null, onboarded = true): UserDto {
  return { id: 'u1', user_type: type, onboarded, name: 'Test', email_address: 'u@sparks.test' } as unknown as UserDto;
}
const signedIn = (type: UserType | null, onboarded = true): AuthState => authenticatedState(signedOutState(), user(type, onboarded), 't');
const redirectOf = (html: string) => /data-redirect="([^"]*)"/.exec(html)?.[1] ?? null;

function page(path: string | { pathname: string; state?: unknown }, element: ReactNode, auth: AuthState) {
  const pathname = typeof path === 'string' ? path : path.pathname;
  return renderStatic(
    <Routes>
      <Route path={pathname} element={<RequireAuth>{element}</RequireAuth>} />
    </Routes>,
    { auth, path },
  );
}

describe('/training-centre', () => {
  const centre = <RequireUserType type={TRAINING_CENTRE_TYPES}><p>centre</p></RequireUserType>;
  it.each(['centers', 'administrator'] as const)('opens for %s', (type) => {
    const html = page('/training-centre/overview', centre, signedIn(type));
    expect(redirectOf(html)).toBeNull();
    expect(textOf(html)).toBe('centre');
  });
  it.each(['student', 'teacher'] as const)('sends a %s to /unauthorized', (type) => {
    expect(redirectOf(page('/training-centre/overview', centre, signedIn(type)))).toBe('/unauthorized');
  });
  it('sends signed-out visitors to /login', () => {
    expect(redirectOf(page('/training-centre/overview', centre, signedOutState()))).toBe('/login');
    expect(userTypeRedirect(signedOutState(), TRAINING_CENTRE_TYPES)).toBe('/login');
  });
});

describe('/live/host and /CreateQuiz', () => {
  const host = <RequireUserType type={QUIZ_HOST_TYPES}><p>host</p></RequireUserType>;
  it.each(['teacher', 'centers', 'administrator'] as const)('opens for %s', (type) => {
    for (const path of ['/live/host', '/CreateQuiz']) {
      const html = page(path, host, signedIn(type));
      expect(redirectOf(html)).toBeNull();
      expect(textOf(html)).toBe('host');
    }
  });
  it('sends a student to /unauthorized', () => {
    expect(redirectOf(page('/live/host', host, signedIn('student')))).toBe('/unauthorized');
  });
});

describe('/onboard', () => {
  const onboard = <RequireNotOnboarded><p>wizard</p></RequireNotOnboarded>;
  it('opens while the user has not finished onboarding', () => {
    expect(textOf(page('/onboard', onboard, signedIn('student', false)))).toBe('wizard');
  });
  it('sends onboarded users to their landing page', () => {
    expect(redirectOf(page('/onboard', onboard, signedIn('student')))).toBe('/home');
    expect(redirectOf(page('/onboard', onboard, signedIn('teacher')))).toBe('/class');
    expect(onboardingRedirect(user('centers'))).toBe('/home');
    expect(onboardingRedirect(null)).toBeNull();
  });
});

describe('/welcome', () => {
  const welcome = <RequireVerifiedPayment><p>welcome</p></RequireVerifiedPayment>;
  it('opens when the verification screen hands over to it', () => {
    expect(textOf(page({ pathname: '/welcome', state: WELCOME_STATE }, welcome, signedIn('student')))).toBe('welcome');
  });
  it('sends anyone who typed the address to /pricing', () => {
    expect(redirectOf(page('/welcome', welcome, signedIn('student')))).toBe('/pricing');
    expect(welcomeRedirect(false)).toBe('/pricing');
  });
  it('accepts a recent stored pass (a reload), not an old or foreign one', () => {
    const values = new Map<string, string>();
    const storage = { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
    expect(hasWelcomePass(null, 1_000, storage)).toBe(false);
    grantWelcomePass(1_000, storage);
    expect(hasWelcomePass(null, 2_000, storage)).toBe(true);
    expect(hasWelcomePass(null, 1_000 + WELCOME_PASS_TTL_MS, storage)).toBe(false);
    values.set(WELCOME_PASS_KEY, 'yes');
    expect(hasWelcomePass(null, 2_000, storage)).toBe(false);
    expect(hasWelcomePass({ verifiedPayment: 'true' }, 2_000, storage)).toBe(false);
  });
});

describe('404 page', () => {
  it('says so in Arabic with a link to the public home page when signed out', () => {
    const html = renderStatic(<NotFoundRoute />, { locale: 'ar', auth: signedOutState(), path: '/no-such-page' });
    expect(textOf(html)).toContain('الصفحة غير موجودة');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*data-testid="not-found-home"|<a[^>]*data-testid="not-found-home"[^>]*href="\/"/);
  });
  it('says so in English with a link to the landing page when signed in', () => {
    const html = renderStatic(<NotFoundRoute />, { locale: 'en', auth: signedIn('teacher'), path: '/no-such-page' });
    expect(textOf(html)).toContain('Page not found');
    expect(textOf(html)).toContain('Back to home');
    expect(html).toMatch(/href="\/class"/);
  });
});
