// The welcome grant: WELCOME_SPARKS promo sparks, once per account and once per mailbox, given
// in the step that verifies the address (markVerifiedByUs). Promo sparks pay for platform
// features only (functions/src/domain/ledger.ts), so farmed accounts cannot turn them into a
// seller's exchangeable sparks.
import { FieldValue } from 'firebase-admin/firestore';
import { welcomeGrantKey, welcomeOperationId } from '../domain/welcome-grant';
import { db } from '../lib/admin';
import { withKeyLock } from '../lib/key-lock';
import { WELCOME_SPARKS } from '../shared/constants';
import { creditSparks } from './sparks';

/**
 * welcomeGrants/{key of the mailbox}: which account had the mailbox's grant. It outlives the
 * account on purpose: a deleted and re-created account with the same address gets nothing.
 */
const grantRef = (email: string) => db.collection('welcomeGrants').doc(welcomeGrantKey(email));

/** Gives the account its welcome sparks unless it or its mailbox already had them. Idempotent. */
export async function grantWelcomeSparks(uid: string, email: string): Promise<{ granted: boolean }> {
  return withKeyLock(`wallet:${uid}`, () =>
    db.runTransaction(async (tx) => {
      const grant = await tx.get(grantRef(email));
      // The mailbox's grant went to an earlier account.
      if (grant.exists && grant.get('uid') !== uid) return { granted: false };
      const credit = await creditSparks(
        { uid, amount: WELCOME_SPARKS, reason: 'welcome_grant', operationId: welcomeOperationId(uid), promo: true },
        tx,
      );
      if (!grant.exists) tx.create(grantRef(email), { uid, amount: WELCOME_SPARKS, granted_at: FieldValue.serverTimestamp() });
      return { granted: !credit.replayed };
    }),
  );
}
