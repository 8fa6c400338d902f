// POST /blogs/subscribe (docs/site.md 1): double opt-in. Creates or refreshes a pending
// subscription and queues the confirmation mail; the answer is the same whatever the address
// (a confirmed one gets no mail), so it tells nothing about who subscribed.
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { blogConfirmMail, confirmLink, unsubscribeLink } from '../../domain/blogs/mails';
import { newToken, subscriberId } from '../../domain/blogs/tokens';
import type { RateLimit } from '../../domain/rate-limit';
import { BLOGS } from '../../shared/constants';
import type { BlogSubscribeInput } from '../../shared/schemas/blog';
import { appUrl } from '../invitations-mail';
import { queueMail } from '../mail';
import { consumeLimits } from '../rate-limits';
import { subscribersCol, tokensCol } from './repo';

const SUBSCRIBE_MAILS: RateLimit = { limit: BLOGS.subscribeMailsPerHour, windowMs: 60 * 60 * 1000 };

export async function subscribe(input: BlogSubscribeInput, client: string): Promise<void> {
  const id = subscriberId(input.email);
  await consumeLimits(
    [
      { key: `blog-subscribe:${id}`, rule: SUBSCRIBE_MAILS },
      { key: `blog-subscribe-ip:${client}`, rule: SUBSCRIBE_MAILS },
    ],
    'blog/subscribe-limit',
  );
  const ref = subscribersCol().doc(id);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (snap.get('status') === 'confirmed') return;
    const confirm = newToken();
    const unsubscribe = newToken();
    // The previous confirmation link stops working: only the newest mail confirms.
    const oldConfirm = snap.get('confirm_hash');
    if (typeof oldConfirm === 'string' && oldConfirm) tx.delete(tokensCol().doc(oldConfirm));
    tx.create(tokensCol().doc(confirm.hash), { subscriber_id: id, kind: 'confirm', created_at: FieldValue.serverTimestamp() });
    tx.create(tokensCol().doc(unsubscribe.hash), { subscriber_id: id, kind: 'unsubscribe', created_at: FieldValue.serverTimestamp() });
    tx.set(
      ref,
      {
        email: input.email,
        language: input.language,
        status: 'pending',
        confirm_hash: confirm.hash,
        unsubscribe_hash: unsubscribe.hash,
        ...(!snap.exists && { created_at: FieldValue.serverTimestamp() }),
        confirmed_at: null,
        updated_at: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
    await queueMail(input.email, blogConfirmMail(input.language, confirmLink(appUrl(), confirm.token), unsubscribeLink(appUrl(), unsubscribe.token)), tx);
  });
}
