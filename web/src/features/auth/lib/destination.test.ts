import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn, fromOfState } from './destination';

describe('destination after sign-in', () => {
  it('no user type yet goes to role selection, whatever the guard wanted', () => {
    expect(destinationAfterSignIn({ user_type: null }, '/settingProfile')).toBe('/iam');
  });

  it('teachers land on /class, everybody else on /home', () => {
    expect(destinationAfterSignIn({ user_type: 'teacher' })).toBe('/class');
    expect(destinationAfterSignIn({ user_type: 'student' })).toBe('/home');
    expect(destinationAfterSignIn({ user_type: 'centers' })).toBe('/home');
    expect(destinationAfterSignIn({ user_type: 'administrator' })).toBe('/home');
  });

  it('returns to where the guard sent the user from, same site only', () => {
    expect(destinationAfterSignIn({ user_type: 'student' }, '/settingProfile?tab=1')).toBe('/settingProfile?tab=1');
    expect(destinationAfterSignIn({ user_type: 'student' }, '//evil.example')).toBe('/home');
    expect(destinationAfterSignIn({ user_type: 'student' }, 'https://evil.example')).toBe('/home');
    expect(destinationAfterSignIn({ user_type: 'teacher' }, '/login')).toBe('/class');
  });

  it('reads the guard state', () => {
    expect(fromOfState({ from: { pathname: '/classroom', search: '?a=1', hash: '' } })).toBe('/classroom?a=1');
    expect(fromOfState({ from: '/home' })).toBe('/home');
    expect(fromOfState(null)).toBeNull();
    expect(fromOfState({})).toBeNull();
  });
});
