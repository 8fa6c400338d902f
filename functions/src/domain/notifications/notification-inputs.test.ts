import { describe, expect, it } from 'vitest';
import {
  awardCreated, centreInvitation, challengeAssigned, challengeGraded, classInvitation, courseReviewed, isJoinApproval, isTeacherGrading,
  joinApproved, payoutPaid, productReviewed, productSold,
} from './notification-inputs';

const at = Date.parse('2026-03-01T10:00:00Z');

describe('class notifications', () => {
  it('a class invitation names the class and the inviter, once per request', () => {
    expect(classInvitation('c1', 'r1', 'Maths', 'Sara')).toEqual({
      kind: 'class_invitation', sourceId: 'c1_r1', params: { class_name: 'Maths', inviter_name: 'Sara' }, link: '/classroom',
    });
  });

  it('a centre invitation is new each time it is sent', () => {
    expect(centreInvitation('ent_x', 'Centre', at).sourceId).toBe(`ent_x_${at}`);
    expect(centreInvitation('ent_x', 'Centre', at).link).toBe('/classroom');
  });

  it('only pending -> active is a join approval', () => {
    expect(isJoinApproval({ status: 'pending' }, { status: 'active' })).toBe(true);
    expect(isJoinApproval(undefined, { status: 'active' })).toBe(false);
    expect(isJoinApproval({ status: 'active' }, { status: 'active', score: 3 })).toBe(false);
    expect(isJoinApproval({ status: 'pending' }, undefined)).toBe(false);
    expect(joinApproved('c 1', 'Maths')).toMatchObject({ sourceId: 'c 1', link: '/classroom/feed?class=c%201' });
  });

  it('a challenge links to taking it in its class', () => {
    expect(challengeAssigned('c1', 'ch1', { title: 'Quiz 1' }, 'Maths')).toEqual({
      kind: 'challenge_assigned',
      sourceId: 'c1_ch1',
      params: { challenge_title: 'Quiz 1', class_name: 'Maths' },
      link: '/classroom/quizzes?class=c1&challenge=ch1&view=take',
    });
  });

  it('a teacher grading notifies, a score at submission does not', () => {
    const auto = { status: 'graded', graded_by: null, graded_at: at };
    const byTeacher = { status: 'graded', graded_by: 't1', graded_at: at + 1 };
    expect(isTeacherGrading(undefined, auto)).toBe(false);
    expect(isTeacherGrading(undefined, { status: 'submitted', graded_by: null })).toBe(false);
    expect(isTeacherGrading({ status: 'submitted', graded_by: null }, byTeacher)).toBe(true);
    expect(isTeacherGrading(byTeacher, { ...byTeacher, graded_at: at + 2 })).toBe(true);
    expect(isTeacherGrading(byTeacher, { ...byTeacher })).toBe(false);
    expect(challengeGraded('c1', 'ch1', 'u1', { score: 7, max_score: 10, percent: 70 }, 'Quiz', 'Maths')).toMatchObject({
      sourceId: 'c1_ch1_u1', params: { score: '7', max_score: '10', percent: '70', challenge_title: 'Quiz', class_name: 'Maths' },
    });
  });
});

describe('market notifications', () => {
  const product = { seller_uid: 's1', title: 'Worksheet', reject_reason: 'Blurry' };

  it('approval and rejection go to the seller; archiving to nobody', () => {
    expect(productReviewed('p1', product, 'approved', at)).toEqual({
      uids: ['s1'], input: { kind: 'product_approved', sourceId: `p1_${at}`, params: { product_title: 'Worksheet' }, link: '/market/seller' },
    });
    expect(productReviewed('p1', product, 'rejected', at)?.input.params).toEqual({ product_title: 'Worksheet', reason: 'Blurry' });
    expect(productReviewed('p1', product, 'archived', at)).toBeNull();
    expect(productReviewed('p1', {}, 'approved', at)).toBeNull();
  });

  it('a sale tells the seller what they earned', () => {
    expect(productSold('o1_p1', { seller_uid: 's1', product_title: 'Worksheet', earnings: 8.5 })).toEqual({
      uids: ['s1'], input: { kind: 'product_sold', sourceId: 'o1_p1', params: { product_title: 'Worksheet', earnings: '8.5' }, link: '/market/seller/analytics' },
    });
    expect(productSold('x', {})).toBeNull();
  });

  it('a paid payout', () => {
    expect(payoutPaid('e1', { seller_uid: 's1', sparks: 500, riyals: '50.00' })?.input).toEqual({
      kind: 'payout_paid', sourceId: 'e1', params: { sparks: '500', riyals: '50.00' }, link: '/market/seller/exchange',
    });
  });
});

describe('courseReviewed', () => {
  const course = { title: 'Python', owner_uid: 'o1', teacher_uid: null, reviewed_by: 'admin', status_updated_at: at };

  it('publication and rejection by a reviewer notify the author', () => {
    expect(courseReviewed('k1', { ...course, status: 'Pending' }, { ...course, status: 'Published' })).toEqual({
      uids: ['o1'], input: { kind: 'course_published', sourceId: `k1_${at}`, params: { course_title: 'Python' }, link: '/courses/instructor' },
    });
    const rejected = courseReviewed('k1', { ...course, status: 'Pending' }, { ...course, status: 'Rejected', reject_reason: 'Short' });
    expect(rejected?.input).toMatchObject({ kind: 'course_rejected', params: { course_title: 'Python', reason: 'Short' } });
  });

  it('an assigned teacher is told too, the reviewer never', () => {
    const centre = { ...course, owner_uid: 'ent', teacher_uid: 't1', reviewed_by: 'ent' };
    expect(courseReviewed('k1', { ...centre, status: 'Pending' }, { ...centre, status: 'Published' })?.uids).toEqual(['t1']);
  });

  it('other writes map to nothing', () => {
    expect(courseReviewed('k1', { ...course, status: 'Published' }, { ...course, status: 'Published', title: 'New' })).toBeNull();
    expect(courseReviewed('k1', { ...course, status: 'Draft' }, { ...course, status: 'Pending' })).toBeNull();
    expect(courseReviewed('k1', { ...course, status: 'Draft' }, undefined)).toBeNull();
    expect(courseReviewed('k1', { status: 'Draft' }, { ...course, reviewed_by: undefined, status: 'Published' })).toBeNull();
  });
});

describe('awardCreated', () => {
  it('a badge carries its name in both languages', () => {
    const badge = { uid: 'u1', type: 'badge', points: 10, title: { ar: 'البداية', en: 'First steps' } };
    expect(awardCreated('b_u1_first', badge)).toEqual({
      uids: ['u1'],
      input: {
        kind: 'badge_earned', sourceId: 'b_u1_first', params: { name_ar: 'البداية', name_en: 'First steps', points: '10' }, link: '/achievements?tab=badges',
      },
    });
  });

  it('a certificate names its course', () => {
    expect(awardCreated('c_k1_u1', { uid: 'u1', type: 'certificate', title: 'Python' })?.input).toMatchObject({
      kind: 'certificate_issued', params: { course_title: 'Python' }, link: '/achievements',
    });
    expect(awardCreated('x', { type: 'badge' })).toBeNull();
  });
});
