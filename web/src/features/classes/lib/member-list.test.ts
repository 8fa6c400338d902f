import { describe, expect, it } from 'vitest';
import { countMembers } from '@shared/members';
import { countByStatus, isMemberSort, memberFromDoc, visibleMembers, type ClassMember } from './member-list';

const day = 24 * 60 * 60 * 1000;
const member = (overrides: Partial<ClassMember>): ClassMember => ({
  uid: overrides.name ?? 'x',
  name: 'x',
  avatarId: 0,
  role: 'student',
  status: 'active',
  score: 0,
  joinedAt: null,
  requestedAt: null,
  ...overrides,
});

const members = [
  member({ uid: 's1', name: 'Zaid', score: 70, joinedAt: 3 * day, requestedAt: 3 * day }),
  member({ uid: 't1', name: 'Teacher Tala', role: 'teacher', score: 0, joinedAt: 1 * day, requestedAt: 1 * day }),
  member({ uid: 's2', name: 'amal', score: 95, joinedAt: 2 * day, requestedAt: 2 * day }),
  member({ uid: 's3', name: 'Basma', status: 'pending', score: 0, joinedAt: null, requestedAt: 5 * day }),
  member({ uid: 's4', name: 'Omar', status: 'inactive', score: 95, joinedAt: 4 * day, requestedAt: 4 * day }),
];

const uids = (list: ClassMember[]) => list.map((item) => item.uid);

describe('visibleMembers', () => {
  it('sorts by name, teachers first, case-insensitively', () => {
    expect(uids(visibleMembers(members, { sort: 'name' }))).toEqual(['t1', 's2', 's3', 's4', 's1']);
  });

  it('sorts by score, highest first, ties by name', () => {
    expect(uids(visibleMembers(members, { sort: 'score' }))).toEqual(['t1', 's2', 's4', 's1', 's3']);
  });

  it('sorts by request date, newest first', () => {
    expect(uids(visibleMembers(members, { sort: 'date' }))).toEqual(['t1', 's3', 's4', 's1', 's2']);
  });

  it('sorts by join date, newest first, not yet joined last', () => {
    expect(uids(visibleMembers(members, { sort: 'joined' }))).toEqual(['t1', 's4', 's1', 's2', 's3']);
  });

  it('searches names case-insensitively', () => {
    expect(uids(visibleMembers(members, { search: 'AM' }))).toEqual(['s2']);
    expect(uids(visibleMembers(members, { search: ' a ' }))).toEqual(['t1', 's2', 's3', 's4', 's1']);
    expect(visibleMembers(members, { search: 'nobody' })).toEqual([]);
  });

  it('filters by status', () => {
    expect(uids(visibleMembers(members, { status: 'pending' }))).toEqual(['s3']);
    expect(uids(visibleMembers(members, { status: 'inactive' }))).toEqual(['s4']);
  });

  it('never changes its input', () => {
    const copy = [...members];
    visibleMembers(members, { sort: 'score' });
    expect(members).toEqual(copy);
  });
});

describe('memberFromDoc', () => {
  it('reads a member document with safe defaults', () => {
    expect(memberFromDoc({ name: 'Sara', role: 'teacher', status: 'pending', score: 12, avatar_id: 3, joined_at: { seconds: 10, nanoseconds: 0 } }, 'u1')).toEqual({
      uid: 'u1', name: 'Sara', avatarId: 3, role: 'teacher', status: 'pending', score: 12, joinedAt: 10_000, requestedAt: null,
    });
    expect(memberFromDoc({ status: 'weird', score: 'x' }, 'u2')).toMatchObject({ uid: 'u2', role: 'student', status: 'active', score: 0 });
  });
});

describe('helpers', () => {
  it('knows the sorts and counts statuses', () => {
    expect(isMemberSort('joined')).toBe(true);
    expect(isMemberSort('age')).toBe(false);
    expect(countByStatus(members)).toEqual({ all: 5, active: 3, pending: 1, inactive: 1 });
  });
});

describe('who counts as a member (the class header and the Members tab agree)', () => {
  it('counts active students only: not the teacher, pending requests or deactivated students', () => {
    const list = [
      { role: 'teacher', status: 'active' },
      { role: 'student', status: 'active' },
      { role: 'student', status: 'active' },
      { role: 'student', status: 'active' },
      { role: 'student', status: 'active' },
      { role: 'student', status: 'pending' },
      { role: 'student', status: 'inactive' },
    ];
    // 7 people listed, 4 members: the same number as the class document's member_count.
    expect(list).toHaveLength(7);
    expect(countMembers(list)).toBe(4);
    expect(countMembers([])).toBe(0);
  });
});
