// The area's layout rendered in Node (effects do not run, so nothing is fetched): a centre gets
// the title and the eight tabs; an administrator is asked to choose a centre first, and once
// one is in the URL every tab keeps it.
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { UserType } from '@shared/constants';
import type { UserDto } from '@shared/schemas/user';
import { authenticatedState, signedOutState, type AuthState } from '@/lib/session/auth-state';
import { renderStatic, textOf } from '@/test/render-static';
import CentreLayoutRoute from './centre-layout-route';

const signedIn = (type: UserType): AuthState =>
  authenticatedState(signedOutState(), { id: 'u1', user_type: type, onboarded: true, name: 'T', email_address: 'u@sparks.test' } as unknown as UserDto, 't');

function render(path: string, type: UserType, locale: 'ar' | 'en' = 'en') {
  return renderStatic(
    <Routes>
      <Route path="/training-centre" element={<CentreLayoutRoute />}>
        <Route path="overview" element={<p data-testid="screen">screen</p>} />
      </Route>
    </Routes>,
    { auth: signedIn(type), path, locale },
  );
}


describe('CentreLayoutRoute', () => {
  it('gives a centre the title, the eight tabs and the screen', () => {
    const html = render('/training-centre/overview', 'centers');
    expect(textOf(html)).toContain('Training centre');
    expect(html).toContain('data-testid="screen"');
    expect(html).not.toContain('centre-picker');
    for (const tab of ['overview', 'classes', 'courses', 'teachers', 'students', 'wallet', 'analytics', 'settings']) {
      expect(html).toContain(`href="/training-centre/${tab}"`);
    }
  });

  it('asks an administrator to choose a centre before any screen', () => {
    const html = render('/training-centre/overview', 'administrator', 'ar');
    expect(html).toContain('data-testid="centre-choose"');
    expect(textOf(html)).toContain('اختر مركز تدريب');
    expect(html).not.toContain('data-testid="screen"');
    expect(html).not.toContain('data-testid="centre-nav"');
  });

  it('keeps an administrator\'s centre on every tab', () => {
    const html = render('/training-centre/overview?enterprise=c1', 'administrator');
    expect(html).toContain('data-testid="screen"');
    expect(html).toContain('href="/training-centre/settings?enterprise=c1"');
    expect(html).toContain('href="/training-centre/overview?enterprise=c1"');
  });
});
