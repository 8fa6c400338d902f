// DELETE /user: the account goes, then everything on this device (spec 000 section 4:
// "Deleting the account clears everything") and a fresh start at /login.
import { useCallback } from 'react';
import { useEndSession } from '@/lib/session/use-end-session';
import { deleteUser } from '@/lib/session/user-api';

export { deleteUser };

export function useDeleteAccount(): () => Promise<void> {
  const endSession = useEndSession();
  return useCallback(async () => {
    await deleteUser();
    await endSession({ reload: true });
  }, [endSession]);
}
