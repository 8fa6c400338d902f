import { describe, expect, it } from 'vitest';
import {
  courseOrderEvents, enrollmentEvents, liveReportEvents, memberEvents, rewardPointsEvents, saleEvents, submissionEvents,
} from './award-events';

const at = Date.parse('2026-03-01T10:00:00Z');

describe('memberEvents', () => {
  const student = { role: 'student', status: 'active', score: 0 };

  it('a new active student joins', () => {
    expect(memberEvents('c1', 'u1', undefined, student, at)).toEqual([{ kind: 'class_joined', key: 'class:c1', uid: 'u1', at }]);
  });

  it('an approved pending member joins', () => {
    expect(memberEvents('c1', 'u1', { ...student, status: 'pending' }, student, at)).toHaveLength(1);
  });

  it('ignores score changes, teachers, pending, deactivation and removal', () => {
    expect(memberEvents('c1', 'u1', student, { ...student, score: 5 }, at)).toEqual([]);
    expect(memberEvents('c1', 'u1', undefined, { role: 'teacher', status: 'active' }, at)).toEqual([]);
    expect(memberEvents('c1', 'u1', undefined, { ...student, status: 'pending' }, at)).toEqual([]);
    expect(memberEvents('c1', 'u1', student, { ...student, status: 'inactive' }, at)).toEqual([]);
    expect(memberEvents('c1', 'u1', student, undefined, at)).toEqual([]);
  });
});

describe('submissionEvents', () => {
  it('a created submission is a completed quiz', () => {
    expect(submissionEvents('c', 'ch', 'u', undefined, { status: 'submitted', percent: 50 }, at))
      .toEqual([{ kind: 'quiz_completed', key: 'quiz:c:ch', uid: 'u', at }]);
  });

  it('created graded at 100% is also a perfect score', () => {
    expect(submissionEvents('c', 'ch', 'u', undefined, { status: 'graded', percent: 100 }, at).map((e) => e.key))
      .toEqual(['quiz:c:ch', 'perfect:c:ch']);
  });

  it('graded to 100% later is a perfect score', () => {
    expect(submissionEvents('c', 'ch', 'u', { status: 'submitted', percent: 60 }, { status: 'graded', percent: 100 }, at))
      .toEqual([{ kind: 'perfect_score', key: 'perfect:c:ch', uid: 'u', at }]);
  });

  it('ignores 100% still waiting for grading, lower grades, regrades and deletion', () => {
    expect(submissionEvents('c', 'ch', 'u', { status: 'submitted' }, { status: 'submitted', percent: 100 }, at)).toEqual([]);
    expect(submissionEvents('c', 'ch', 'u', { status: 'submitted' }, { status: 'graded', percent: 99.9 }, at)).toEqual([]);
    expect(submissionEvents('c', 'ch', 'u', { status: 'graded', percent: 100 }, { status: 'graded', percent: 100, graded_at: 1 }, at)).toEqual([]);
    expect(submissionEvents('c', 'ch', 'u', { status: 'graded', percent: 100 }, undefined, at)).toEqual([]);
  });
});

describe('liveReportEvents', () => {
  it('one event per player with rank and the player count', () => {
    const report = { player_count: 3, players: [{ uid: 'a', rank: 1 }, { uid: 'b', rank: 2 }, { uid: 'a', rank: 1 }, { nickname: 'x' }] };
    expect(liveReportEvents('s1', report, at)).toEqual([
      { kind: 'live_finished', key: 'live:s1', uid: 'a', at, rank: 1, players: 3 },
      { kind: 'live_finished', key: 'live:s1', uid: 'b', at, rank: 2, players: 3 },
    ]);
  });

  it('nothing without players', () => {
    expect(liveReportEvents('s1', {}, at)).toEqual([]);
    expect(liveReportEvents('s1', undefined, at)).toEqual([]);
  });
});

describe('enrollmentEvents', () => {
  const base = { uid: 'u', course_id: 'k', progress: 50, completed_at: null };

  it('completed_at first set is a completed course (and progress)', () => {
    expect(enrollmentEvents(base, { ...base, progress: 100, completed_at: at }, at).map((e) => e.kind))
      .toEqual(['course_completed', 'lesson_progress']);
  });

  it('progress going up is activity keyed per course and Riyadh day', () => {
    expect(enrollmentEvents(base, { ...base, progress: 60 }, at))
      .toEqual([{ kind: 'lesson_progress', key: 'progress:k:2026-03-01', uid: 'u', at }]);
  });

  it('ignores last_accessed, positions, progress going down and completed_at kept', () => {
    expect(enrollmentEvents(base, { ...base, last_accessed: at }, at)).toEqual([]);
    expect(enrollmentEvents(base, { ...base, progress: 40 }, at)).toEqual([]);
    const done = { ...base, progress: 100, completed_at: at - 1000 };
    expect(enrollmentEvents(done, { ...done, last_accessed: at }, at)).toEqual([]);
    expect(enrollmentEvents(undefined, { ...base, progress: 0 }, at)).toEqual([]);
    expect(enrollmentEvents(base, undefined, at)).toEqual([]);
  });
});

describe('sales, course orders and reward points', () => {
  it('a sale counts for its seller', () => {
    expect(saleEvents('o_p', { seller_uid: 's', charged: 20 }, at)).toEqual([{ kind: 'product_sold', key: 'sale:o_p', uid: 's', at }]);
    expect(saleEvents('o_p', { seller_uid: 's', charged: 0 }, at)).toEqual([]);
    expect(saleEvents('o_p', { seller_uid: 's' }, at)).toEqual([]);
    expect(saleEvents('o_p', {}, at)).toEqual([]);
  });

  it('a charged course order counts for the instructor, or the centre of a centre course', () => {
    expect(courseOrderEvents('u_o', { instructor_uid: 'i', enterprise: null, charged: 40 }, at)[0]?.uid).toBe('i');
    expect(courseOrderEvents('u_o', { instructor_uid: 'i', enterprise: 'centre', charged: 40 }, at)).toEqual([{ kind: 'course_sold', key: 'course-sale:u_o', uid: 'centre', at }]);
  });

  it('a free enrolment (charged 0 or missing) is no sale', () => {
    expect(courseOrderEvents('u_o', { instructor_uid: 'i', enterprise: null, charged: 0 }, at)).toEqual([]);
    expect(courseOrderEvents('u_o', { instructor_uid: 'i', enterprise: 'centre' }, at)).toEqual([]);
    expect(courseOrderEvents('u_o', { charged: 40 }, at)).toEqual([]);
  });

  it('a grant gives its points to the student', () => {
    expect(rewardPointsEvents('op_u', { uid: 'u', points: 20 }, at)).toEqual([{ kind: 'points_received', key: 'points:op_u', uid: 'u', at, points: 20 }]);
    expect(rewardPointsEvents('op_u', { uid: 'u', points: 0 }, at)).toEqual([]);
  });
});
