import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES } from '../shared/constants';
import { allowedMoves, isCourseStatus, judgeMove, mayDeleteAs, mayEditAs, ownerMayDelete, ownerMayEdit } from './course-status';

describe('course status machine', () => {
  it.each([
    ['Draft', 'In Review'],
    ['In Review', 'Draft'],
    ['Assigned', 'In Review'],
    ['Published', 'Draft'],
    ['Rejected', 'Draft'],
  ] as const)('lets the owner move %s -> %s', (from, to) => {
    expect(judgeMove('owner', from, to)).toEqual({ ok: true, to, message: `Course moved to ${to}` });
  });

  it.each([
    ['In Review', 'Published'],
    ['In Review', 'Rejected'],
  ] as const)('lets an administrator move %s -> %s', (from, to) => {
    expect(judgeMove('administrator', from, to)).toMatchObject({ ok: true, to });
  });

  it('refuses every other move with the spec text', () => {
    const legal = new Set(['owner:Draft>In Review', 'owner:In Review>Draft', 'owner:Assigned>In Review', 'owner:Published>Draft',
      'owner:Rejected>Draft', 'administrator:In Review>Published', 'administrator:In Review>Rejected']);
    for (const actor of ['owner', 'administrator'] as const) {
      for (const from of COURSE_STATUSES) {
        for (const to of COURSE_STATUSES) {
          const verdict = judgeMove(actor, from, to);
          if (legal.has(`${actor}:${from}>${to}`)) expect(verdict.ok).toBe(true);
          else expect(verdict).toEqual({ ok: false, code: 'course/cannot-move', message: `Course cannot move to ${to}` });
        }
      }
    }
  });

  it('names an unknown status', () => {
    expect(judgeMove('owner', 'Draft', 'Archived')).toEqual({ ok: false, code: 'course/unknown-status', message: 'Unknown status: Archived' });
    expect(judgeMove('owner', 'Draft', 'draft')).toMatchObject({ code: 'course/unknown-status' });
    expect(isCourseStatus('In Review')).toBe(true);
    expect(isCourseStatus(42)).toBe(false);
  });

  it('lists the moves open to each actor', () => {
    expect(allowedMoves('owner', 'Draft')).toEqual(['In Review']);
    expect(allowedMoves('administrator', 'In Review')).toEqual(['Published', 'Rejected']);
    expect(allowedMoves('administrator', 'Draft')).toEqual([]);
  });

  it('lets owners edit and delete only what nobody reviews or sells', () => {
    expect(COURSE_STATUSES.filter(ownerMayEdit)).toEqual(['Draft', 'Rejected', 'Assigned']);
    expect(COURSE_STATUSES.filter(ownerMayDelete)).toEqual(['Draft', 'Rejected', 'Assigned']);
  });

  it('gives a training centre and its assigned teacher the moves of docs/centres.md, and no others', () => {
    const legal = new Set([
      'centre:Draft>Assigned', 'centre:Assigned>Draft', 'centre:In Review>Draft', 'centre:Published>Draft', 'centre:Rejected>Draft',
      'centre:In Review>Published', 'centre:In Review>Rejected',
      'assignee:Assigned>In Review', 'assignee:Rejected>In Review', 'assignee:In Review>Assigned',
    ]);
    for (const actor of ['centre', 'assignee'] as const) {
      for (const from of COURSE_STATUSES) {
        for (const to of COURSE_STATUSES) {
          const verdict = judgeMove(actor, from, to);
          if (legal.has(`${actor}:${from}>${to}`)) expect(verdict).toEqual({ ok: true, to, message: `Course moved to ${to}` });
          else expect(verdict).toMatchObject({ ok: false, code: 'course/cannot-move' });
        }
      }
    }
    expect(judgeMove('centre', 'Draft', 'Published')).toMatchObject({ ok: false, code: 'course/cannot-move' });
  });

  it('lets the centre edit and delete while Draft, Assigned or Rejected, its teacher edit while Assigned or Rejected and never delete', () => {
    expect(COURSE_STATUSES.filter((s) => mayEditAs('centre', s))).toEqual(['Draft', 'Rejected', 'Assigned']);
    expect(COURSE_STATUSES.filter((s) => mayDeleteAs('centre', s))).toEqual(['Draft', 'Rejected', 'Assigned']);
    expect(COURSE_STATUSES.filter((s) => mayEditAs('assignee', s))).toEqual(['Rejected', 'Assigned']);
    expect(COURSE_STATUSES.filter((s) => mayDeleteAs('assignee', s))).toEqual([]);
    expect(COURSE_STATUSES.filter((s) => mayDeleteAs('administrator', s))).toEqual([...COURSE_STATUSES]);
    expect(COURSE_STATUSES.filter((s) => mayEditAs('owner', s))).toEqual(['Draft', 'Rejected', 'Assigned']);
  });
});
