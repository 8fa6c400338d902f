// E-mail invitations to a class: bulk invites paid with sparks (all or nothing, once per
// request id), and the invitee's accept or decline.
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import {
  InviteeFileError, candidatesFromList, candidatesFromRows, decodeBase64, planInvitees, readInviteeRows, uniqueEmailCount,
  type BadRow, type Candidate, type SkipReason,
} from '../domain/invitee-file';
import { classInvitation } from '../domain/notifications/notification-inputs';
import { emailKey } from '../domain/rate-limit';
import { adminAuth, db } from '../lib/admin';
import type { Caller } from '../lib/auth-context';
import { ApiError } from '../lib/http';
import { withKeyLock } from '../lib/key-lock';
import { BULK_INVITE, SPARK_COSTS } from '../shared/constants';
import { formatErrorMessage, type ApiErrorBody } from '../shared/errors';
import type { MemberStatus } from '../shared/schemas/class';
import { classRef, memberRef, requireClassTeacher } from './class-access';
import { TRANSACTION_ATTEMPTS, classSummary, isLiveClass, memberIdentity, now } from './classes-docs';
import { invitationMail } from './invitations-mail';
import { queueMail } from './mail';
import { inClassTransaction, writeMemberStatus, writeNewStudent } from './members';
import { notifyInTransaction } from './notifications/notify';
import { chargeFeature } from './sparks';

export interface BulkInviteInput {
  classId: string;
  requestId: string;
  emails?: string[];
  file?: { name: string; content_base64: string };
}

export interface BulkInviteResult {
  invited: string[];
  skipped: { email: string; reason: SkipReason }[];
  charged: number;
  balance: number;
}

export const invitationRef = (invitationId: string) => db.collection('invitations').doc(invitationId);

/** One invitation per class and e-mail: inviting again after a decline reuses the document. */
export const invitationIdFor = (classId: string, email: string) => `${classId}_${emailKey(email)}`;

const batchRef = (classId: string, requestId: string) => classRef(classId).collection('inviteBatches').doc(requestId);
const walletRef = (uid: string) => db.collection('wallets').doc(uid);

/** Bad rows reported at most, so that a wrong file does not make a huge answer. */
const MAX_REPORTED_ROWS = 100;
const AUTH_LOOKUP_CHUNK = 100;

function badRowsError(rows: { path: string }[]): ApiError {
  const fields: NonNullable<ApiErrorBody['fields']> = rows.slice(0, MAX_REPORTED_ROWS).map(({ path }) => ({
    path,
    code: 'validation/invalid-email',
    message: formatErrorMessage('validation/invalid-email'),
  }));
  return new ApiError('invite/bad-rows', undefined, fields);
}

/** The invitees of a request: the list's e-mails and the file's; any bad row refuses all. */
async function collectCandidates(input: BulkInviteInput): Promise<Candidate[]> {
  const bad: { path: string }[] = [];
  const candidates: Candidate[] = [];
  if (input.emails?.length) {
    const list = candidatesFromList(input.emails);
    candidates.push(...list.candidates);
    bad.push(...list.badRows.map((row: BadRow) => ({ path: `emails.${row.row - 1}` })));
  }
  if (input.file) {
    const bytes = decodeBase64(input.file.content_base64);
    if (!bytes) throw new ApiError('invite/bad-file');
    let rows: unknown[][];
    try {
      rows = await readInviteeRows({ name: input.file.name, bytes });
    } catch (error) {
      if (error instanceof InviteeFileError) throw new ApiError('invite/bad-file');
      throw error;
    }
    const fromFile = candidatesFromRows(rows);
    // A file without a single e-mail is not an invitee list.
    if (fromFile.candidates.length === 0 && fromFile.badRows.length === 0) throw new ApiError('invite/bad-file');
    candidates.push(...fromFile.candidates);
    bad.push(...fromFile.badRows.map((row) => ({ path: `row ${row.row}` })));
  }
  if (bad.length) throw badRowsError(bad);
  if (uniqueEmailCount(candidates) > BULK_INVITE.maxInvitees) throw new ApiError('invite/too-many');
  return candidates;
}

/** Auth accounts of the e-mails (lower case -> uid), looked up 100 at a time. */
async function uidsByEmail(emails: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < emails.length; i += AUTH_LOOKUP_CHUNK) {
    const chunk = emails.slice(i, i + AUTH_LOOKUP_CHUNK).map((email) => ({ email }));
    const { users } = await adminAuth.getUsers(chunk);
    for (const user of users) if (user.email) found.set(user.email.toLowerCase(), user.uid);
  }
  return found;
}

/**
 * POST /classes/bulk-invite (class teachers). In one transaction: the sparks charge (2 per new
 * invitee, operation id `invite:{classId}:{requestId}`), the invitations, their mails and the
 * batch record that answers a retry of the same request id without charging again.
 */
export async function bulkInvite(inviter: { uid: string; email: string }, input: BulkInviteInput): Promise<BulkInviteResult> {
  const { classId, requestId } = input;
  const access = await requireClassTeacher(classId, inviter.uid);
  if (!isLiveClass(access.data)) throw new ApiError('class/not-found');
  const recorded = await batchRef(classId, requestId).get();
  if (recorded.exists) return recorded.get('result') as BulkInviteResult;

  const candidates = await collectCandidates(input);
  const emails = [...new Set(candidates.map((c) => c.email))];
  const uids = await uidsByEmail(emails);
  const identity = await memberIdentity(inviter.uid, inviter.email);
  const operationId = `invite:${classId}:${requestId}`;

  return withKeyLock(`bulk-invite:${classId}`, () =>
    db.runTransaction(
      async (tx) => {
        const batch = await tx.get(batchRef(classId, requestId));
        if (batch.exists) return batch.get('result') as BulkInviteResult;
        const current = await requireClassTeacher(classId, inviter.uid, tx);
        if (!isLiveClass(current.data)) throw new ApiError('class/not-found');
        const known = emails.filter((email) => uids.has(email));
        const members = known.length ? await tx.getAll(...known.map((email) => memberRef(classId, uids.get(email)!))) : [];
        const invitations = emails.length ? await tx.getAll(...emails.map((email) => invitationRef(invitationIdFor(classId, email)))) : [];
        const memberEmails = new Set(known.filter((_, i) => members[i]!.exists));
        const invitedEmails = new Set(emails.filter((_, i) => invitations[i]!.get('status') === 'pending'));
        const plan = planInvitees(candidates, { selfEmail: inviter.email, memberEmails, invitedEmails });

        const charged = plan.invited.length * SPARK_COSTS.invitation;
        const balance = plan.invited.length
          ? (await chargeFeature({ uid: inviter.uid, feature: 'invitation', quantity: plan.invited.length, operationId }, tx)).balance
          : (((await tx.get(walletRef(inviter.uid))).get('spark_balance') as number | undefined) ?? 0);

        const at = now();
        const summary = classSummary(current.data);
        const mail = invitationMail({ className: summary.name, inviterName: identity.name });
        for (const email of plan.invited) {
          tx.set(invitationRef(invitationIdFor(classId, email)), {
            class_id: classId,
            class: summary,
            email,
            invited_by_uid: inviter.uid,
            invited_by_name: identity.name,
            status: 'pending',
            created_at: at,
            answered_at: null,
          });
          await queueMail(email, mail, tx);
          // Invitees with an account also see it in the app (docs/site.md 2).
          const inviteeUid = uids.get(email);
          if (inviteeUid) notifyInTransaction(tx, inviteeUid, classInvitation(classId, requestId, summary.name, identity.name));
        }
        const result: BulkInviteResult = { ...plan, charged, balance };
        tx.create(batchRef(classId, requestId), { uid: inviter.uid, result, created_at: at });
        return result;
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
}

const INVITATION_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,200}$/;

/** The invitation, if it was sent to the caller's verified e-mail (404 / 403 otherwise). */
async function ownInvitation(user: Caller, invitationId: string): Promise<DocumentData> {
  if (!INVITATION_ID.test(invitationId)) throw new ApiError('invite/not-found');
  const snap = await invitationRef(invitationId).get();
  if (!snap.exists) throw new ApiError('invite/not-found');
  const data = snap.data()!;
  const verified = user.token.email_verified === true;
  if (!verified || !user.email || user.email.toLowerCase() !== data.email) throw new ApiError('invite/not-yours');
  return data;
}

/**
 * POST /classes/invitations/{id}/accept (students). The invitee becomes an active member; a
 * pending member (who had used an expired code) is approved by the invitation.
 */
export async function acceptInvitation(user: Caller, invitationId: string): Promise<{ classId: string; status: MemberStatus }> {
  const invitation = await ownInvitation(user, invitationId);
  if (user.userType !== 'student') throw new ApiError('auth/forbidden');
  const classId = String(invitation.class_id);
  const identity = await memberIdentity(user.uid, user.email);
  return inClassTransaction(classId, async (tx) => {
    const [invitationSnap, classSnap, memberSnap] = await tx.getAll(invitationRef(invitationId), classRef(classId), memberRef(classId, user.uid));
    const status = invitationSnap!.get('status') as string | undefined;
    if (!invitationSnap!.exists || status === 'declined' || !isLiveClass(classSnap!.data())) throw new ApiError('invite/not-found');
    let member: DocumentData;
    if (memberSnap!.exists) {
      member = { ...memberSnap!.data(), uid: user.uid };
      // Accepting twice answers the same; a pending member is approved by the invitation.
      if (status === 'pending' && member.status === 'pending') member = writeMemberStatus(tx, classId, member, 'active');
    } else {
      // An accepted invitation does not bring back someone who left or was removed.
      if (status !== 'pending') throw new ApiError('invite/not-found');
      member = writeNewStudent(tx, { classId, classData: classSnap!.data()!, identity, status: 'active' });
    }
    if (status === 'pending') tx.update(invitationRef(invitationId), { status: 'accepted', answered_at: now() });
    return { classId, status: member.status as MemberStatus };
  });
}

/** POST /classes/invitations/{id}/decline: any invitee, whatever their user type. */
export async function declineInvitation(user: Caller, invitationId: string): Promise<void> {
  await ownInvitation(user, invitationId);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(invitationRef(invitationId));
    if (!snap.exists) throw new ApiError('invite/not-found');
    const status = snap.get('status');
    if (status === 'accepted') throw new ApiError('class/already-member');
    if (status === 'pending') tx.update(snap.ref, { status: 'declined', answered_at: FieldValue.serverTimestamp() });
  });
}
