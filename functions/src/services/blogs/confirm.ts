// POST /blogs/subscribe/confirm (docs/site.md 1): the token from the confirmation mail turns
// the subscription confirmed; it works once (400 blog/invalid-token after, or when unknown).
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { hashToken, maskEmail } from '../../domain/blogs/tokens';
import type { BlogSubscriptionAnswer } from '../../shared/schemas/blog';
import { subscribersCol, tokensCol } from './repo';

export async function confirmSubscription(token: string): Promise<BlogSubscriptionAnswer> {
  const tokenRef = tokensCol().doc(hashToken(token));
  return db.runTransaction(async (tx) => {
    const tokenSnap = await tx.get(tokenRef);
    const subscriberId = tokenSnap.get('subscriber_id');
    if (!tokenSnap.exists || tokenSnap.get('kind') !== 'confirm' || typeof subscriberId !== 'string') throw new ApiError('blog/invalid-token');
    const ref = subscribersCol().doc(subscriberId);
    const subscriber = await tx.get(ref);
    const email = subscriber.get('email');
    if (!subscriber.exists || typeof email !== 'string' || subscriber.get('confirm_hash') !== tokenRef.id) throw new ApiError('blog/invalid-token');
    tx.update(ref, { status: 'confirmed', confirm_hash: null, confirmed_at: FieldValue.serverTimestamp(), updated_at: FieldValue.serverTimestamp() });
    tx.delete(tokenRef);
    return { email: maskEmail(email) };
  });
}
