// The study hub puts every class's due and done challenges together: due soonest first
// (overdue ones first of all, no due date last), done latest first. Pure.
import type { ChallengeHub, HubItem } from '@/lib/challenges/hub';

export interface HubEntry extends HubItem {
  className: string;
}

export interface ClassSummary {
  id: string;
  name: string;
}

const time = (value: string | null | undefined, fallback: number) => {
  if (!value) return fallback;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? fallback : parsed;
};

export function mergeHubs(hubs: readonly { classInfo: ClassSummary; hub: ChallengeHub }[]): { due: HubEntry[]; done: HubEntry[] } {
  const due: HubEntry[] = [];
  const done: HubEntry[] = [];
  for (const { classInfo, hub } of hubs) {
    for (const item of hub.due) due.push({ ...item, class_id: item.class_id || classInfo.id, className: classInfo.name });
    for (const item of hub.done) done.push({ ...item, class_id: item.class_id || classInfo.id, className: classInfo.name });
  }
  due.sort((a, b) => time(a.due_at, Number.MAX_SAFE_INTEGER) - time(b.due_at, Number.MAX_SAFE_INTEGER) || a.title.localeCompare(b.title));
  done.sort((a, b) => time(b.submission?.submitted_at, 0) - time(a.submission?.submitted_at, 0) || a.title.localeCompare(b.title));
  return { due, done };
}

/** The classes whose challenges a student takes: active student memberships. */
export function studentClasses<T extends { role: string; status: string }>(memberships: readonly T[]): T[] {
  return memberships.filter((membership) => membership.role === 'student' && membership.status === 'active');
}

/** The Challenges tab's address of a challenge (the class is chosen first). */
export function challengeHref(challengeId: string, view: 'take' | 'practice'): string {
  return `/classroom/quizzes?${new URLSearchParams({ challenge: challengeId, view }).toString()}`;
}
