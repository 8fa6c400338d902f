// Administrators' badge definitions (docs/awards.md, "API"): create, edit, retire (soft
// delete: deleted_at) and remove. A built-in is edited through a badges/{id} document that
// overrides its fields, and can only be retired. Awards already earned stay either way.
import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import { BUILT_IN_BADGES } from '../../domain/awards/badge-catalogue';
import {
  BADGE_ID_PATTERN,
  type BadgeDefinitionView, type CreateBadgeDefinitionInput, type UpdateBadgeDefinitionInput,
} from '../../shared/schemas/awards';
import { invalidateBadgeDefinitions, loadBadgeDefinitions } from './definitions';
import { definitionViewsFor } from './read-awards';

const badgeRef = (id: string) => db.collection('badges').doc(id);
const isBuiltIn = (id: string) => BUILT_IN_BADGES.some((b) => b.id === id);

/** A slug from the English title plus a random tail, so two badges titled alike never clash. */
export function newBadgeId(titleEn: string): string {
  const base = titleEn.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 36).replace(/-+$/, '');
  const id = `${base || 'badge'}-${randomBytes(4).toString('hex').slice(0, 6)}`;
  return BADGE_ID_PATTERN.test(id) ? id : `badge-${randomBytes(4).toString('hex')}`;
}

/** The view of one definition as the engine now sees it, for the caller. */
async function viewOf(callerUid: string, id: string): Promise<BadgeDefinitionView> {
  invalidateBadgeDefinitions();
  const definition = (await loadBadgeDefinitions()).find((d) => d.id === id);
  if (!definition) throw new ApiError('awards/not-found');
  return (await definitionViewsFor(callerUid, [definition]))[0]!;
}

/** POST /awards: 409 awards/badge-exists for a taken id (built-in, live, retired or malformed). */
export async function createDefinition(callerUid: string, input: CreateBadgeDefinitionInput): Promise<BadgeDefinitionView> {
  const id = input.id ?? newBadgeId(input.title.en);
  if (isBuiltIn(id)) throw new ApiError('awards/badge-exists');
  await db.runTransaction(async (t) => {
    if ((await t.get(badgeRef(id))).exists) throw new ApiError('awards/badge-exists');
    const now = FieldValue.serverTimestamp();
    t.create(badgeRef(id), {
      id,
      title: input.title,
      description: input.description,
      category: input.category,
      points: input.points,
      icon: input.icon,
      metric: input.metric,
      threshold: input.threshold,
      built_in: false,
      active: input.active,
      deleted_at: null,
      created_at: now,
      updated_at: now,
      created_by: callerUid,
    });
  });
  return viewOf(callerUid, id);
}

/** PUT /awards/{definitionId}: any of the fields; 404 for an unknown definition. */
export async function updateDefinition(callerUid: string, id: string, input: UpdateBadgeDefinitionInput): Promise<BadgeDefinitionView> {
  if (!BADGE_ID_PATTERN.test(id)) throw new ApiError('awards/not-found');
  const builtIn = isBuiltIn(id);
  await db.runTransaction(async (t) => {
    const snap = await t.get(badgeRef(id));
    if (!builtIn && !snap.exists) throw new ApiError('awards/not-found');
    const now = FieldValue.serverTimestamp();
    const fields = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    if (snap.exists) t.update(badgeRef(id), { ...fields, updated_at: now });
    // The first edit of a built-in: an override holding only the changed fields.
    else t.create(badgeRef(id), { id, built_in: true, deleted_at: null, ...fields, created_at: now, updated_at: now });
  });
  return viewOf(callerUid, id);
}

/**
 * DELETE /awards/{definitionId}?permanent=: soft sets deleted_at (kept if already retired);
 * permanent removes an administrator's definition, 409 awards/built-in for a built-in.
 */
export async function deleteDefinition(callerUid: string, id: string, permanent: boolean): Promise<BadgeDefinitionView | null> {
  if (!BADGE_ID_PATTERN.test(id)) throw new ApiError('awards/not-found');
  const builtIn = isBuiltIn(id);
  if (builtIn && permanent) throw new ApiError('awards/built-in');
  await db.runTransaction(async (t) => {
    const snap = await t.get(badgeRef(id));
    if (!builtIn && !snap.exists) throw new ApiError('awards/not-found');
    if (permanent) {
      t.delete(badgeRef(id));
      return;
    }
    if (snap.exists && snap.get('deleted_at')) return;
    const now = FieldValue.serverTimestamp();
    if (snap.exists) t.update(badgeRef(id), { deleted_at: now, updated_at: now });
    else t.create(badgeRef(id), { id, built_in: true, deleted_at: now, created_at: now, updated_at: now });
  });
  if (permanent) {
    invalidateBadgeDefinitions();
    return null;
  }
  return viewOf(callerUid, id);
}
