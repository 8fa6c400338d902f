// Where a challenge in progress keeps its answers (localStorage, per student, class and
// challenge), shared by the Challenges tab that writes the drafts and the home page that
// offers to continue them. Pure over a Storage.

export const DRAFT_PREFIX = 'challenge-draft:';
/** How long a stored draft is kept. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export function draftKey(classId: string, challengeId: string, uid: string): string {
  return `${DRAFT_PREFIX}${classId}:${challengeId}:${uid}`;
}

/** The parts of a draft key (ids never contain ':'), or null for any other key. */
export function parseDraftKey(key: string): { classId: string; challengeId: string; uid: string } | null {
  if (!key.startsWith(DRAFT_PREFIX)) return null;
  const parts = key.slice(DRAFT_PREFIX.length).split(':');
  if (parts.length !== 3 || parts.some((part) => part === '')) return null;
  const [classId, challengeId, uid] = parts as [string, string, string];
  return { classId, challengeId, uid };
}

export interface StoredDraft {
  classId: string;
  challengeId: string;
  /** How many questions have an answer. */
  answered: number;
  /** When it was last saved (ms), null for the older flat form. */
  savedAt: number | null;
}

type StorageLike = Pick<Storage, 'length' | 'key' | 'getItem'>;

function answeredIn(raw: string | null, now: number): { answered: number; savedAt: number | null } | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    const record = data as Record<string, unknown>;
    let answers: unknown = record;
    let savedAt: number | null = null;
    if (record.v === 1) {
      if (typeof record.saved_at !== 'number' || now - record.saved_at > DRAFT_MAX_AGE_MS) return null;
      answers = record.answers;
      savedAt = record.saved_at;
    }
    if (!answers || typeof answers !== 'object') return null;
    const answered = Object.values(answers).filter((value) => typeof value === 'string' && value.trim() !== '').length;
    return answered > 0 ? { answered, savedAt } : null;
  } catch {
    return null;
  }
}

/** The drafts this student left on this device, latest first (unreadable or empty ones skipped). */
export function listChallengeDrafts(storage: StorageLike | null, uid: string, now: number = Date.now()): StoredDraft[] {
  if (!storage) return [];
  const drafts: StoredDraft[] = [];
  try {
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      const parts = key ? parseDraftKey(key) : null;
      if (!key || !parts || parts.uid !== uid) continue;
      const found = answeredIn(storage.getItem(key), now);
      if (found) drafts.push({ classId: parts.classId, challengeId: parts.challengeId, ...found });
    }
  } catch {
    // Storage refused: nothing to continue.
  }
  return drafts.sort((a, b) => (b.savedAt ?? 0) - (a.savedAt ?? 0));
}
