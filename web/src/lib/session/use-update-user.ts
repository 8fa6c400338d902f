// PATCH /user and keep the session's copy of the user in step (onboarding, profile wizard,
// settings, role selection all use it).
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import type { UpdateUserRequest, UserDto } from '@shared/schemas/user';
import { authAtom } from './auth-state';
import { updateUser } from './user-api';

export function useUpdateUser(): (body: UpdateUserRequest) => Promise<UserDto> {
  const setAuth = useSetAtom(authAtom);
  return useCallback(
    async (body) => {
      const { data } = await updateUser(body);
      setAuth((state) => (state.isAuthenticated ? { ...state, user: data, userType: data.user_type } : state));
      return data;
    },
    [setAuth],
  );
}
