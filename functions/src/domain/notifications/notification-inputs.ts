// Which writes notify whom (docs/site.md 2): pure mappers from a document's data to the
// NotificationInput that functions write with notify(). Most writes map to nothing, so the
// triggers that call these touch no Firestore for them. Params are strings (the web's
// `notifications.kind.{kind}` texts use them); links are app paths.
import type { NotificationInput } from '../../shared/schemas/notification';
import { toMillis } from '../time';

type Data = Record<string, unknown> | undefined;

/** A notification for some users. */
export interface Addressed {
  uids: string[];
  input: NotificationInput;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const num = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value * 100) / 100) : '0');
const ms = (value: unknown): string => String(toMillis(value) ?? 0);
const q = encodeURIComponent;

/** The class's screens read the class from `?class=` (the web selects it before opening). */
const classLink = (tab: string, classId: string, extra = '') => `/classroom/${tab}?class=${q(classId)}${extra}`;

/** A teacher's e-mail invitation to a class, for an invitee who already has an account. */
export function classInvitation(classId: string, requestId: string, className: string, inviterName: string): NotificationInput {
  return {
    kind: 'class_invitation',
    sourceId: `${classId}_${requestId}`,
    params: { class_name: className, inviter_name: inviterName },
    link: '/classroom',
  };
}

/** A centre's invitation to a registered teacher; a new invitation after a decline notifies again. */
export function centreInvitation(inviteId: string, centreName: string, createdAt: unknown): NotificationInput {
  return {
    kind: 'centre_invitation',
    sourceId: `${inviteId}_${ms(createdAt)}`,
    params: { centre_name: centreName },
    link: '/classroom',
  };
}

/** classes/{c}/members/{uid}: a pending join request became an active membership. */
export function isJoinApproval(before: Data, after: Data): boolean {
  return before?.status === 'pending' && after?.status === 'active';
}

export function joinApproved(classId: string, className: string): NotificationInput {
  return { kind: 'join_approved', sourceId: classId, params: { class_name: className }, link: classLink('feed', classId) };
}

/** classes/{c}/challenges/{ch} created: every active student of the class. */
export function challengeAssigned(classId: string, challengeId: string, challenge: Data, className: string): NotificationInput {
  return {
    kind: 'challenge_assigned',
    sourceId: `${classId}_${challengeId}`,
    params: { challenge_title: str(challenge?.title), class_name: className },
    link: classLink('quizzes', classId, `&challenge=${q(challengeId)}&view=take`),
  };
}

/**
 * .../submissions/{uid}: a teacher graded it (graded_by set with a new graded_at). A score
 * given at submission (nothing to grade by hand) is seen at once and notifies nobody.
 */
export function isTeacherGrading(before: Data, after: Data): boolean {
  if (!after || !str(after.graded_by) || after.status !== 'graded') return false;
  return !before || str(before.graded_by) === '' || toMillis(before.graded_at) !== toMillis(after.graded_at);
}

/** One per submission: a second grading changes the score the student sees, not their inbox. */
export function challengeGraded(
  classId: string, challengeId: string, uid: string, submission: Data, challengeTitle: string, className: string,
): NotificationInput {
  return {
    kind: 'challenge_graded',
    sourceId: `${classId}_${challengeId}_${uid}`,
    params: {
      challenge_title: challengeTitle,
      class_name: className,
      score: num(submission?.score),
      max_score: num(submission?.max_score),
      percent: num(submission?.percent),
    },
    link: classLink('quizzes', classId, `&challenge=${q(challengeId)}&view=take`),
  };
}

/** An administrator's review of a product: approval or rejection (archiving notifies nobody). */
export function productReviewed(productId: string, product: Data, next: string, at: number): Addressed | null {
  const seller = str(product?.seller_uid);
  if (!seller || (next !== 'approved' && next !== 'rejected')) return null;
  const title = str(product?.title);
  const input: NotificationInput = next === 'approved'
    ? { kind: 'product_approved', sourceId: `${productId}_${at}`, params: { product_title: title }, link: '/market/seller' }
    : { kind: 'product_rejected', sourceId: `${productId}_${at}`, params: { product_title: title, reason: str(product?.reject_reason) }, link: '/market/seller' };
  return { uids: [seller], input };
}

/** sales/{saleId} created: its seller. */
export function productSold(saleId: string, sale: Data): Addressed | null {
  const seller = str(sale?.seller_uid);
  if (!seller) return null;
  return {
    uids: [seller],
    input: {
      kind: 'product_sold',
      sourceId: saleId,
      params: { product_title: str(sale?.product_title), earnings: num(sale?.earnings) },
      link: '/market/seller/analytics',
    },
  };
}

/** exchangeRequests/{id} marked paid: the seller who asked for it. */
export function payoutPaid(requestId: string, request: Data): Addressed | null {
  const seller = str(request?.seller_uid);
  if (!seller) return null;
  return {
    uids: [seller],
    input: {
      kind: 'payout_paid',
      sourceId: requestId,
      params: { sparks: num(request?.sparks), riyals: str(request?.riyals) },
      link: '/market/seller/exchange',
    },
  };
}

/**
 * courses/{id}: a review moved it to Published or Rejected (someone else than its author
 * decided). Its owner and its assigned teacher, once per move.
 */
export function courseReviewed(courseId: string, before: Data, after: Data): Addressed | null {
  const status = str(after?.status);
  if (!after || (status !== 'Published' && status !== 'Rejected') || str(before?.status) === status) return null;
  const reviewer = str(after.reviewed_by);
  const authors = [...new Set([str(after.owner_uid), str(after.teacher_uid)].filter((uid) => uid && uid !== reviewer))];
  if (!reviewer || authors.length === 0) return null;
  const title = str(after.title);
  const sourceId = `${courseId}_${ms(after.status_updated_at)}`;
  const input: NotificationInput = status === 'Published'
    ? { kind: 'course_published', sourceId, params: { course_title: title }, link: '/courses/instructor' }
    : { kind: 'course_rejected', sourceId, params: { course_title: title, reason: str(after.reject_reason) }, link: '/courses/instructor' };
  return { uids: authors, input };
}

/** awards/{id} created: a badge earned or a certificate issued, for its holder. */
export function awardCreated(awardId: string, award: Data): Addressed | null {
  const uid = str(award?.uid);
  if (!uid) return null;
  if (award?.type === 'badge') {
    const title = (award.title ?? {}) as Record<string, unknown>;
    return {
      uids: [uid],
      input: {
        kind: 'badge_earned',
        sourceId: awardId,
        params: { name_ar: str(title.ar) || str(title.en), name_en: str(title.en) || str(title.ar), points: num(award.points) },
        link: '/achievements?tab=badges',
      },
    };
  }
  if (award?.type === 'certificate') {
    return {
      uids: [uid],
      input: { kind: 'certificate_issued', sourceId: awardId, params: { course_title: str(award.title) }, link: '/achievements' },
    };
  }
  return null;
}
