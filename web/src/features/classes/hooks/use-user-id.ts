// The caller's uid for ?userId= (spec 001 section 7: class operations carry the user id).
import { useAtomValue } from 'jotai';
import { authAtom } from '@/lib/session/auth-state';

export function useUserId(): string | null {
  return useAtomValue(authAtom).user?.id ?? null;
}
