// Checks shared by creating and updating an article (docs/site.md 1): related ids, slug claims
// and the scheduled time.
import type { Transaction } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { isDocId } from '../../shared/schemas/common';
import { blogsCol, slugsCol } from './repo';

/** Up to BLOGS.maxRelated other existing articles (400 blog/invalid-related otherwise). */
export async function checkRelated(ids: readonly string[], selfId: string): Promise<void> {
  if (ids.length === 0) return;
  if (ids.includes(selfId) || !ids.every(isDocId)) throw new ApiError('blog/invalid-related');
  const snaps = await db.getAll(...ids.map((id) => blogsCol().doc(id)));
  if (snaps.some((snap) => !snap.exists)) throw new ApiError('blog/invalid-related');
}

/**
 * Claims `slug` for `blogId` inside the transaction (reads only; call before any write):
 * 409 blog/slug-taken when another article holds it, or when it is another article's id.
 * Answers the write to make once the transaction's reads are done.
 */
export async function readSlugClaim(tx: Transaction, slug: string, blogId: string): Promise<() => void> {
  const slugRef = slugsCol().doc(slug);
  const [claim, sameId] = await Promise.all([
    tx.get(slugRef),
    isDocId(slug) && slug !== blogId ? tx.get(blogsCol().doc(slug)) : Promise.resolve(undefined),
  ]);
  const holder = claim.exists ? claim.get('blog_id') : undefined;
  if ((holder !== undefined && holder !== blogId) || sameId?.exists) throw new ApiError('blog/slug-taken');
  return () => {
    if (!claim.exists) tx.create(slugRef, { blog_id: blogId });
  };
}

/** The scheduled time in ms: 400 blog/invalid-publish-at when missing or not in the future. */
export function futurePublishAt(iso: string | null | undefined, now: number): number {
  const ms = iso ? Date.parse(iso) : NaN;
  if (!Number.isFinite(ms) || ms <= now) throw new ApiError('blog/invalid-publish-at');
  return ms;
}

export const parseTime = (iso: string | null | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};
