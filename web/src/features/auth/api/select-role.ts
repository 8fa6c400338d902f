// Role selection (/iam): PATCH /user {user_type} (once; administrator is granted, never
// chosen), then both tokens are refreshed so the new user_type claim is seen: the SDK's ID
// token (Firestore rules) and the API token (POST /auth/refresh-token).
import { useCallback } from 'react';
import { refreshSession } from '@/lib/api-client';
import { refreshFirebaseClaims } from '@/lib/session/firebase-session';
import { useUpdateUser } from '@/lib/session/use-update-user';
import type { SELF_SELECTABLE_USER_TYPES } from '@shared/constants';
import type { UserDto } from '@shared/schemas/user';

export type SelectableRole = (typeof SELF_SELECTABLE_USER_TYPES)[number];

export function useSelectRole(): (role: SelectableRole) => Promise<UserDto> {
  const updateUser = useUpdateUser();
  return useCallback(
    async (role) => {
      const user = await updateUser({ user_type: role });
      await refreshFirebaseClaims();
      try {
        await refreshSession();
      } catch (error) {
        // The old token still works for everything but the claim; the 5-minute check renews it.
        console.warn('Token refresh after role selection failed', error);
      }
      return user;
    },
    [updateUser],
  );
}
