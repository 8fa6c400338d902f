// Auth state as the spec names it (spec 000 section 3), shared by guards, header and screens.
import { atom } from 'jotai';
import type { UserType } from '@shared/constants';
import type { Preferences } from '@shared/schemas/preferences';
import type { UserDto } from '@shared/schemas/user';

export type AuthStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface AuthState {
  user: UserDto | null;
  token: string | null;
  userType: UserType | null;
  userPreferences: Preferences | null;
  status: AuthStatus;
  prefStatus: AuthStatus;
  error: string | null;
  prefError: string | null;
  isAuthenticated: boolean;
  otpSent: boolean;
  otpEmail: string | null;
  passwordResetRequested: boolean;
  tokenCheckComplete: boolean;
}

export const initialAuthState: AuthState = {
  user: null,
  token: null,
  userType: null,
  userPreferences: null,
  status: 'idle',
  prefStatus: 'idle',
  error: null,
  prefError: null,
  isAuthenticated: false,
  otpSent: false,
  otpEmail: null,
  passwordResetRequested: false,
  tokenCheckComplete: false,
};

export const authAtom = atom<AuthState>(initialAuthState);

/** Signed out after the token check: nothing of the previous user survives. */
export function signedOutState(overrides: Partial<AuthState> = {}): AuthState {
  return { ...initialAuthState, tokenCheckComplete: true, ...overrides };
}

/** Signed in as `user`; keeps the sign-up/reset flags the screens still show. */
export function authenticatedState(previous: AuthState, user: UserDto, token: string | null): AuthState {
  return {
    ...previous,
    user,
    token,
    userType: user.user_type,
    status: 'succeeded',
    error: null,
    isAuthenticated: true,
    otpSent: false,
    otpEmail: null,
    tokenCheckComplete: true,
  };
}
