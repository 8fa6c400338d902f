// The effective badge catalogue (docs/awards.md, "Rules"): the built-ins merged with the
// badges/{id} documents. Cached in memory for a short while: definitions change rarely and
// every award event needs them; an edit reaches the engine within CACHE_MS (or at once in the
// instance that made it, through invalidateBadgeDefinitions).
import { db } from '../../lib/admin';
import { BUILT_IN_BADGES, type BadgeDefinition } from '../../domain/awards/badge-catalogue';
import { isEarnable, resolveCatalogue } from '../../domain/awards/badge-rules';

const CACHE_MS = 30_000;

let cached: { at: number; definitions: Promise<BadgeDefinition[]> } | null = null;

async function readCatalogue(): Promise<BadgeDefinition[]> {
  const snapshot = await db.collection('badges').get();
  return resolveCatalogue(BUILT_IN_BADGES, snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
}

/** Every definition, inactive and soft-deleted ones included (flagged). */
export function loadBadgeDefinitions(): Promise<BadgeDefinition[]> {
  const now = Date.now();
  if (!cached || now - cached.at > CACHE_MS) {
    const definitions = readCatalogue();
    cached = { at: now, definitions };
    // A failed read is not kept: the next call tries again.
    definitions.catch(() => {
      if (cached?.definitions === definitions) cached = null;
    });
  }
  return cached.definitions;
}

/** The definitions that can still be earned (active, not soft-deleted). */
export async function activeDefinitions(): Promise<BadgeDefinition[]> {
  return (await loadBadgeDefinitions()).filter(isEarnable);
}

/** Forget the cache (after an administrator edits a definition in this instance). */
export function invalidateBadgeDefinitions(): void {
  cached = null;
}
