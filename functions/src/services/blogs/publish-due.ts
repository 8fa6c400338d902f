// The publish sweep (docs/site.md 1): scheduled articles whose time has come become published
// (published_at = publish_at) and are announced. Runs every 5 minutes in production and before
// each public read, so the emulator (which fires no schedules) behaves the same.
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { BLOGS } from '../../shared/constants';
import { announceBlog } from './announce';
import { blogsCol, toRecord } from './repo';

/** Answers the ids it published. Cheap when nothing is due: one query. */
export async function publishDueBlogs(now = Date.now()): Promise<string[]> {
  const due = await blogsCol()
    .where('status', '==', 'scheduled')
    .where('publish_at', '<=', Timestamp.fromMillis(now))
    .limit(BLOGS.sweepLimit)
    .get();
  if (due.empty) return [];
  const published: string[] = [];
  await Promise.all(
    due.docs.map(async (doc) => {
      const changed = await db.runTransaction(async (tx) => {
        const snap = await tx.get(doc.ref);
        if (!snap.exists) return false;
        const blog = toRecord(snap.id, snap.data() ?? {});
        // Another sweep or an edit got there first.
        if (blog.status !== 'scheduled' || blog.publish_at === null || blog.publish_at > now) return false;
        tx.update(doc.ref, { status: 'published', published_at: Timestamp.fromMillis(blog.published_at ?? blog.publish_at) });
        return true;
      });
      if (changed) published.push(doc.id);
      // Announce also when another run published it but did not get to announce.
      await announceBlog(doc.id);
    }),
  );
  return published;
}

/** Before a public read: a failing sweep must not fail the read. */
export async function sweepQuietly(): Promise<void> {
  try {
    await publishDueBlogs();
  } catch (error) {
    console.error('Blog publish sweep failed', error);
  }
}
