// `users/{uid}` (profiles) and the account documents created with them, plus the user_type
// custom claim that mirrors the profile's user_type.
import { randomInt } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import type { UserRecord } from 'firebase-admin/auth';
import { adminAuth, db } from '../lib/admin';
import { ApiError } from '../lib/http';
import { decideUserTypeChoice, isUserType, newProfile, profilePatch, toUserDto } from '../domain/user-profile';
import { AVATAR_PRESETS, type UserType } from '../shared/constants';
import { DEFAULT_PREFERENCES } from '../shared/schemas/preferences';
import type { UpdateUserRequest, UserDto } from '../shared/schemas/user';
import { grantWelcomeSparks } from './welcome-sparks';

export const profileRef = (uid: string) => db.collection('users').doc(uid);
const preferencesRef = (uid: string) => db.collection('preferences').doc(uid);
const walletRef = (uid: string) => db.collection('wallets').doc(uid);

/**
 * Creates whatever is missing of profile, preferences and wallet (an existing wallet is
 * never touched: its balance belongs to the sparks ledger).
 */
export async function ensureAccountDocs(uid: string, email: string, emailVerified = false): Promise<void> {
  await db.runTransaction(async (tx) => {
    const [profile, preferences, wallet] = await tx.getAll(profileRef(uid), preferencesRef(uid), walletRef(uid));
    const now = FieldValue.serverTimestamp();
    if (!profile!.exists) {
      tx.create(profileRef(uid), {
        ...newProfile(email, randomInt(AVATAR_PRESETS), emailVerified),
        created_at: now,
        updated_at: now,
      });
    }
    if (!preferences!.exists) tx.create(preferencesRef(uid), { ...DEFAULT_PREFERENCES, updated_at: now });
    if (!wallet!.exists) tx.create(walletRef(uid), { spark_balance: 0, updated_at: now });
  });
}

/**
 * The caller's UserDto. A verified account made outside sign-up (by an administrator's script)
 * gets its documents on first read, stored as verified only because its claim says so.
 */
export async function getUserDto(uid: string, email?: string, verified = false): Promise<UserDto> {
  let snap = await profileRef(uid).get();
  if (!snap.exists && email) {
    await ensureAccountDocs(uid, email, verified);
    snap = await profileRef(uid).get();
  }
  if (!snap.exists) throw new ApiError('user/not-found');
  return toUserDto(uid, snap.data()!);
}

/** Only our e-mail verification sets this claim; the API serves no account without it. */
export const isVerifiedByUs = (user: Pick<UserRecord, 'customClaims'>): boolean => user.customClaims?.verified === true;

/**
 * The address was just proven with our code, together with the password the code was sent
 * for. An account never verified before starts over: whatever an earlier holder of the
 * unverified account chose (profile, role, preferences) is dropped with its claims. The
 * account gets its welcome sparks here, once (services/welcome-sparks.ts): never before
 * verification.
 */
export async function markVerifiedByUs(uid: string, email: string, password: string): Promise<void> {
  const user = await adminAuth.getUser(uid);
  if (!isVerifiedByUs(user)) {
    await db.batch().delete(profileRef(uid)).delete(preferencesRef(uid)).commit();
    await adminAuth.setCustomUserClaims(uid, { verified: true });
  }
  await adminAuth.updateUser(uid, { password, emailVerified: true });
  await ensureAccountDocs(uid, email, true);
  await grantWelcomeSparks(uid, email);
}

/** Marks an account as verified without a code: only for accounts our own scripts make (the demo seed). */
export async function setVerifiedClaim(uid: string): Promise<void> {
  const user = await adminAuth.getUser(uid);
  if (!isVerifiedByUs(user)) await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, verified: true });
}

/** Sets the user_type claim, keeping the other claims. */
export async function setUserTypeClaim(uid: string, userType: UserType): Promise<void> {
  const user = await adminAuth.getUser(uid);
  if (user.customClaims?.user_type === userType) return;
  await adminAuth.setCustomUserClaims(uid, { ...user.customClaims, user_type: userType });
}

/** PATCH /user: profile fields, and user_type when chosen for the first time. */
export async function updateProfile(uid: string, email: string, input: UpdateUserRequest): Promise<UserDto> {
  if (!(await profileRef(uid).get()).exists) await ensureAccountDocs(uid, email, true);
  const fields = profilePatch(input);
  const requested = input.user_type;
  const userType = await db.runTransaction(async (tx) => {
    const snap = await tx.get(profileRef(uid));
    if (!snap.exists) throw new ApiError('user/not-found');
    const current = isUserType(snap.get('user_type')) ? (snap.get('user_type') as UserType) : null;
    const update: Record<string, unknown> = { ...fields, updated_at: FieldValue.serverTimestamp() };
    if (requested) {
      const choice = decideUserTypeChoice(current, requested);
      if (choice === 'not-selectable') throw new ApiError('user/role-not-selectable');
      if (choice === 'already-set') throw new ApiError('user/role-already-set');
      if (choice === 'set') update.user_type = requested;
    }
    tx.update(profileRef(uid), update);
    return requested ?? null;
  });
  // Also on 'unchanged': a retry repairs a claim that failed to be set the first time.
  if (userType) await setUserTypeClaim(uid, userType);
  return getUserDto(uid);
}

/** Administrators grant any type, administrator included. */
export async function grantUserType(uid: string, userType: UserType): Promise<UserDto> {
  let user;
  try {
    user = await adminAuth.getUser(uid);
  } catch {
    throw new ApiError('user/not-found');
  }
  await ensureAccountDocs(uid, user.email ?? '', user.emailVerified);
  await profileRef(uid).update({ user_type: userType, updated_at: FieldValue.serverTimestamp() });
  await setUserTypeClaim(uid, userType);
  return getUserDto(uid);
}

/**
 * Deletes the account: profile, preferences, pending codes and reset links go; the wallet and
 * its ledger stay as the accounting record, marked closed.
 */
export async function deleteAccount(uid: string): Promise<void> {
  const batch = db.batch();
  batch.delete(profileRef(uid));
  batch.delete(preferencesRef(uid));
  batch.delete(db.collection('otps').doc(uid));
  const resets = await db.collection('passwordResets').where('uid', '==', uid).get();
  resets.docs.forEach((doc) => batch.delete(doc.ref));
  if ((await walletRef(uid).get()).exists) {
    batch.update(walletRef(uid), { closed_at: FieldValue.serverTimestamp() });
  }
  await batch.commit();
  await adminAuth.deleteUser(uid).catch((error: unknown) => {
    // Deleted meanwhile (a second DELETE racing this one): the outcome is the same.
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  });
}

/** The Auth user with this e-mail, or undefined. */
export async function findAuthUserByEmail(email: string): Promise<UserRecord | undefined> {
  try {
    return await adminAuth.getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return undefined;
    throw error;
  }
}
