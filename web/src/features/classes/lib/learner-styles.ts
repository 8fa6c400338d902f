// The members screen's learning styles and personality types (docs/assessments.md section 3):
// what GET /classes/{classId}/learner-profiles answers (results only, never answers), keyed by
// uid, and the filter by style: a style, "not taken", or all. Only active students have a
// profile; every other row (teachers, pending or paused members) has none and is hidden while
// a style filter is on. Pure.
import { LEARNING_STYLES, type LearningStyleKey } from '@shared/assessment-catalogue';
import type { LearnerProfile } from '@shared/schemas/assessments';

export type StyleFilter = 'all' | LearningStyleKey | 'none';
export const STYLE_FILTERS: readonly StyleFilter[] = ['all', ...LEARNING_STYLES, 'none'];

export function isStyleFilter(value: unknown): value is StyleFilter {
  return typeof value === 'string' && (STYLE_FILTERS as readonly string[]).includes(value);
}

/** The API's list as a map by uid (unknown styles read as not taken). */
export function profilesByUid(profiles: readonly LearnerProfile[]): Map<string, LearnerProfile> {
  return new Map(
    profiles.map((profile) => [
      profile.uid,
      { ...profile, learning_style: (LEARNING_STYLES as readonly string[]).includes(profile.learning_style ?? '') ? profile.learning_style : null },
    ]),
  );
}

/** The filter bucket of one profile. */
export function styleBucket(profile: LearnerProfile): LearningStyleKey | 'none' {
  return profile.learning_style ?? 'none';
}

/** Does a member (by uid) pass the style filter? */
export function matchesStyle(uid: string, filter: StyleFilter, profiles: ReadonlyMap<string, LearnerProfile>): boolean {
  if (filter === 'all') return true;
  const profile = profiles.get(uid);
  return profile !== undefined && styleBucket(profile) === filter;
}

/** How many learners each filter shows, for its labels ('all': every profiled learner). */
export function countByStyle(profiles: ReadonlyMap<string, LearnerProfile>): Record<StyleFilter, number> {
  const counts = Object.fromEntries(STYLE_FILTERS.map((filter) => [filter, 0])) as Record<StyleFilter, number>;
  for (const profile of profiles.values()) {
    counts.all += 1;
    counts[styleBucket(profile)] += 1;
  }
  return counts;
}
