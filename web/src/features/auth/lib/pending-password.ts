// The password just typed at sign-up (or at a login that answered "verify your e-mail"): the
// code verifies only together with it. Kept in memory only, never in storage; after a reload
// the code screen asks for it again.
import { atom } from 'jotai';

export const pendingPasswordAtom = atom<string | null>(null);
