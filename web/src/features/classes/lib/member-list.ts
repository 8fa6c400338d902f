// The members tab's list logic (spec 000 section 2: search, sort by name, score, date or join
// date): documents of classes/{classId}/members become ClassMember rows, filtered and sorted
// here. Teachers always come first; within a group:
// - name: alphabetical in the interface language;
// - score: highest first;
// - date: newest request first (requested_at, the moment the member asked or was added);
// - joined: newest join first (joined_at; pending members, who have not joined, last).
// Ties fall back to the name. Pure, so it unit-tests without a DOM.
import { MEMBER_SORTS } from '@shared/constants';
import type { MemberRole, MemberStatus } from '@shared/schemas/class';
import { matchesName } from '@/lib/classes/class-filter';
import { toMillis } from '@/lib/to-millis';

export type MemberSort = (typeof MEMBER_SORTS)[number];
export type MemberStatusFilter = MemberStatus | 'all';

export interface ClassMember {
  uid: string;
  name: string;
  avatarId: number;
  role: MemberRole;
  status: MemberStatus;
  score: number;
  joinedAt: number | null;
  requestedAt: number | null;
}

export function memberFromDoc(data: Record<string, unknown>, id: string): ClassMember {
  return {
    uid: typeof data.uid === 'string' && data.uid ? data.uid : id,
    name: typeof data.name === 'string' ? data.name : '',
    avatarId: typeof data.avatar_id === 'number' ? data.avatar_id : 0,
    role: data.role === 'teacher' ? 'teacher' : 'student',
    status: data.status === 'pending' || data.status === 'inactive' ? data.status : 'active',
    score: typeof data.score === 'number' && Number.isFinite(data.score) ? data.score : 0,
    joinedAt: toMillis(data.joined_at),
    requestedAt: toMillis(data.requested_at),
  };
}

export function isMemberSort(value: unknown): value is MemberSort {
  return typeof value === 'string' && (MEMBER_SORTS as readonly string[]).includes(value);
}

/** Newest first, missing dates last. */
const newestFirst = (a: number | null, b: number | null) => (b ?? -Infinity) - (a ?? -Infinity);

export function compareMembers(sort: MemberSort, locale = 'en'): (a: ClassMember, b: ClassMember) => number {
  const byName = (a: ClassMember, b: ClassMember) =>
    a.name.localeCompare(b.name, locale, { sensitivity: 'base', numeric: true }) || a.uid.localeCompare(b.uid);
  const byKey: Record<MemberSort, (a: ClassMember, b: ClassMember) => number> = {
    name: () => 0,
    score: (a, b) => b.score - a.score,
    date: (a, b) => newestFirst(a.requestedAt ?? a.joinedAt, b.requestedAt ?? b.joinedAt),
    joined: (a, b) => newestFirst(a.joinedAt, b.joinedAt),
  };
  return (a, b) => {
    const role = (a.role === 'teacher' ? 0 : 1) - (b.role === 'teacher' ? 0 : 1);
    if (role !== 0) return role;
    const key = byKey[sort](a, b);
    return Number.isNaN(key) || key === 0 ? byName(a, b) : key;
  };
}

export function visibleMembers(
  members: readonly ClassMember[],
  { search = '', sort = 'name', status = 'all', locale = 'en' }: {
    search?: string;
    sort?: MemberSort;
    status?: MemberStatusFilter;
    locale?: string;
  } = {},
): ClassMember[] {
  return members
    .filter((member) => (status === 'all' || member.status === status) && matchesName(member.name, search))
    .sort(compareMembers(sort, locale));
}

/** Counts per status, for the filter's labels. */
export function countByStatus(members: readonly ClassMember[]): Record<MemberStatusFilter, number> {
  const counts: Record<MemberStatusFilter, number> = { all: members.length, active: 0, pending: 0, inactive: 0 };
  for (const member of members) counts[member.status] += 1;
  return counts;
}
