// The announcement of a newly published article (docs/site.md 1): one transaction claims it
// (announced_at), then one mail per confirmed subscriber is queued in batches, each with its
// own unsubscribe link. The claim makes it happen once per article, however often it is
// called (a save, the sweep, a retry).
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { db } from '../../lib/admin';
import { articleLink, blogAnnouncementMail, unsubscribeLink } from '../../domain/blogs/mails';
import { newToken } from '../../domain/blogs/tokens';
import { BLOGS } from '../../shared/constants';
import { appUrl } from '../invitations-mail';
import { blogsCol, subscribersCol, toRecord, tokensCol } from './repo';

/** Answers how many mails were queued (0 when it was announced before or is not visible). */
export async function announceBlog(blogId: string): Promise<number> {
  const ref = blogsCol().doc(blogId);
  const blog = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) return undefined;
    const record = toRecord(snap.id, snap.data() ?? {});
    if (record.status !== 'published' || record.announced_at !== null) return undefined;
    tx.update(ref, { announced_at: FieldValue.serverTimestamp() });
    return record;
  });
  if (!blog) return 0;

  const link = articleLink(appUrl(), blog.slug);
  let queued = 0;
  let last: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = subscribersCol().where('status', '==', 'confirmed').orderBy('__name__').limit(BLOGS.announceBatch);
    if (last) query = query.startAfter(last);
    const page = await query.get();
    if (page.empty) break;
    // Each mail and its unsubscribe token: two writes per subscriber, within a batch's 500.
    const batch = db.batch();
    for (const subscriber of page.docs) {
      const email = subscriber.get('email');
      if (typeof email !== 'string') continue;
      const language = subscriber.get('language') === 'en' ? 'en' : 'ar';
      const unsubscribe = newToken();
      batch.create(tokensCol().doc(unsubscribe.hash), { subscriber_id: subscriber.id, kind: 'unsubscribe', created_at: FieldValue.serverTimestamp() });
      batch.create(db.collection('mail').doc(`blog-${blog.id}-${subscriber.id}`), {
        to: email,
        message: blogAnnouncementMail(language, blog, link, unsubscribeLink(appUrl(), unsubscribe.token)),
        created_at: FieldValue.serverTimestamp(),
      });
      queued += 1;
    }
    await batch.commit();
    last = page.docs[page.docs.length - 1];
    if (page.size < BLOGS.announceBatch) break;
  }
  logger.info('Blog announced', { blogId: blog.id, queued });
  return queued;
}
