// "Recommended for your learning style" on the class feed (docs/assessments.md section 3): the
// class's materials and practice challenges whose type suits the student's VARK style. Visual:
// images and videos; auditory: videos (the only class files with sound); reading: PDFs;
// kinesthetic: challenges open for practice. Multimodal learners (or a style with several close
// modalities) get what suits any of them. Pure.
import type { LearningStyleKey, VarkModality } from '@shared/assessment-catalogue';

export type RecommendationKind = 'video' | 'image' | 'pdf' | 'practice';

/** What each modality takes, best first. */
const KINDS_FOR: Record<VarkModality, readonly RecommendationKind[]> = {
  visual: ['video', 'image'],
  auditory: ['video'],
  reading: ['pdf'],
  kinesthetic: ['practice'],
};

const MODALITIES = Object.keys(KINDS_FOR) as VarkModality[];

/** A class material as the student reads it (classes/{classId}/materials). */
export interface MaterialItem {
  id: string;
  name: string;
  contentType: string;
  /** Only finished uploads are shown to students. */
  state: string;
  createdAt: number | null;
}

/** A challenge of the class (GET /classes/{classId}/challenges). */
export interface ChallengeItem {
  id: string;
  title: string;
  practiceAllowed: boolean;
  createdAt: number | null;
}

export interface Recommendation {
  kind: RecommendationKind;
  id: string;
  title: string;
  /** Where it opens: the materials tab, or the challenge in practice mode. */
  href: string;
}

export const MAX_RECOMMENDATIONS = 3;

export function materialKind(contentType: string): Exclude<RecommendationKind, 'practice'> | null {
  const type = contentType.toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return null;
}

/** The kinds that suit a style (several modalities: their union), or none for no style. */
export function kindsForStyle(style: string | null | undefined, modalities: readonly string[] = []): Set<RecommendationKind> {
  const known = (value: string): value is VarkModality => (MODALITIES as string[]).includes(value);
  const chosen: VarkModality[] =
    style === 'multimodal'
      ? modalities.filter(known).length > 1
        ? modalities.filter(known)
        : MODALITIES
      : style && known(style)
        ? [style]
        : [];
  return new Set(chosen.flatMap((modality) => KINDS_FOR[modality]));
}

export function practiceHref(challengeId: string): string {
  return `/classroom/quizzes?${new URLSearchParams({ challenge: challengeId, view: 'practice' }).toString()}`;
}

/**
 * Up to `limit` items of the class that suit the style, newest first (ties by title); nothing
 * when the style is unknown or not taken, or nothing fits.
 */
export function recommendForStyle(
  style: LearningStyleKey | string | null | undefined,
  materials: readonly MaterialItem[],
  challenges: readonly ChallengeItem[],
  options: { modalities?: readonly string[]; limit?: number } = {},
): Recommendation[] {
  const kinds = kindsForStyle(style, options.modalities);
  if (kinds.size === 0) return [];
  const candidates: (Recommendation & { createdAt: number })[] = [];
  for (const material of materials) {
    const kind = materialKind(material.contentType);
    if (!kind || !kinds.has(kind) || (material.state !== 'uploaded' && material.state !== 'processed')) continue;
    candidates.push({ kind, id: material.id, title: material.name, href: '/classroom/materials', createdAt: material.createdAt ?? 0 });
  }
  if (kinds.has('practice')) {
    for (const challenge of challenges) {
      if (!challenge.practiceAllowed) continue;
      candidates.push({ kind: 'practice', id: challenge.id, title: challenge.title, href: practiceHref(challenge.id), createdAt: challenge.createdAt ?? 0 });
    }
  }
  return candidates
    .sort((a, b) => b.createdAt - a.createdAt || a.title.localeCompare(b.title))
    .slice(0, options.limit ?? MAX_RECOMMENDATIONS)
    .map(({ createdAt: _createdAt, ...item }) => item);
}
