// POST /blogs/unsubscribe (docs/site.md 1): any unsubscribe token the subscriber was mailed ends
// the subscription. Idempotent: the token keeps answering, so a second click shows the same
// page; unknown or malformed tokens are 400 blog/invalid-token.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { hashToken, maskEmail } from '../../domain/blogs/tokens';
import type { BlogSubscriptionAnswer } from '../../shared/schemas/blog';
import { subscribersCol, tokensCol } from './repo';

export async function unsubscribe(token: string): Promise<BlogSubscriptionAnswer> {
  const tokenRef = tokensCol().doc(hashToken(token));
  return db.runTransaction(async (tx) => {
    const tokenSnap = await tx.get(tokenRef);
    const subscriberId = tokenSnap.get('subscriber_id');
    if (!tokenSnap.exists || tokenSnap.get('kind') !== 'unsubscribe' || typeof subscriberId !== 'string') throw new ApiError('blog/invalid-token');
    const ref = subscribersCol().doc(subscriberId);
    const subscriber = await tx.get(ref);
    const email = subscriber.get('email');
    if (!subscriber.exists || typeof email !== 'string') throw new ApiError('blog/invalid-token');
    if (subscriber.get('status') !== 'unsubscribed') {
      // A pending confirmation link dies with the subscription.
      const confirmHash = subscriber.get('confirm_hash');
      if (typeof confirmHash === 'string' && confirmHash) tx.delete(tokensCol().doc(confirmHash));
      tx.update(ref, { status: 'unsubscribed', confirm_hash: null, unsubscribed_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
    }
    return { email: maskEmail(email) };
  });
}
