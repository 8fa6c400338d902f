// Calls about the signed-in user that several features share (session check, profile,
// settings, onboarding). Feature-specific calls live in features/*/api.
import { apiRequest, type RequestOptions } from '@/lib/api-client';
import type { Preferences } from '@shared/schemas/preferences';
import type { UpdateUserRequest, UserDto } from '@shared/schemas/user';

export interface MeAnswer {
  status: 'success';
  user?: UserDto | null;
}

export interface UserAnswer {
  status: 'success';
  data: UserDto;
}

export interface PreferencesAnswer {
  status: 'success';
  preferences: Preferences;
}

/** GET /auth/me: the profile fetch that verifies a stored token. */
export function getMe(options: Pick<RequestOptions, 'quietExpiry' | 'signal'> = {}): Promise<MeAnswer> {
  return apiRequest<MeAnswer>('GET', '/auth/me', options);
}

/** PATCH /user with the changed fields only. */
export function updateUser(body: UpdateUserRequest): Promise<UserAnswer> {
  return apiRequest<UserAnswer>('PATCH', '/user', { body });
}

/** DELETE /user: the account and its data. */
export function deleteUser(): Promise<{ status: 'success' }> {
  return apiRequest('DELETE', '/user');
}

export function getPreferences(): Promise<PreferencesAnswer> {
  return apiRequest<PreferencesAnswer>('GET', '/user/pref');
}

export function updatePreferences(body: Partial<Preferences>): Promise<PreferencesAnswer> {
  return apiRequest<PreferencesAnswer>('PATCH', '/user/pref', { body });
}
