// `joinCodes/{code}`: the six-digit codes students join with. A code is created in a
// transaction that first reads its digits, so two live codes never share them; replacing a
// class's code revokes the old one.
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { canTakeCode, generateJoinCode, joinCodeExpiry, joinCodeState, type JoinCodeRecord, type JoinCodeState } from '../domain/join-code';
import { toMillis } from '../domain/time';
import { db } from '../lib/admin';
import { withKeyLock } from '../lib/key-lock';
import { JOIN_CODE } from '../shared/constants';
import { TRANSACTION_ATTEMPTS, WRITE_CHUNK } from './classes-docs';
import { centreRef, centresOfTeacher } from './centres/membership';

export const joinCodeRef = (code: string) => db.collection('joinCodes').doc(code);

/** Random tries before giving up (with a million codes, even one clash is rare). */
const MAX_TRIES = 20;

export interface StoredJoinCode extends JoinCodeRecord {
  code: string;
  classId: string;
}

export interface JoinCodeAnswer {
  uniqueCode: string;
  expiresAt: string;
}

export function readJoinCode(code: string, data: DocumentData | undefined): StoredJoinCode | undefined {
  if (!data || typeof data.class_id !== 'string') return undefined;
  return { code, classId: data.class_id, expiresAtMs: toMillis(data.expires_at) ?? 0, revoked: data.revoked === true };
}

export const codeStateAt = (record: StoredJoinCode, nowMs = Date.now()): JoinCodeState => joinCodeState(record, nowMs);

const answer = (record: { code: string; expiresAtMs: number }): JoinCodeAnswer => ({
  uniqueCode: record.code,
  expiresAt: new Date(record.expiresAtMs).toISOString(),
});

/**
 * Finds free digits for a new code of the class (reads only) and hands back `write`, to be
 * called after the transaction's other reads: Firestore wants every read before any write.
 */
export async function createJoinCodeInTx(
  tx: Transaction,
  classId: string,
  ttlDays?: number,
  ownerUid?: string,
): Promise<{ code: string; expiresAtMs: number; write: () => void }> {
  const nowMs = Date.now();
  const owner = ownerUid ?? (ttlDays === undefined ? (await tx.get(db.collection('classes').doc(classId))).get('owner_uid') : undefined);
  const expiresAtMs = joinCodeExpiry(nowMs, ttlDays ?? (await centreJoinCodeDays(owner)));
  for (let attempt = 0; attempt < MAX_TRIES; attempt += 1) {
    const code = generateJoinCode();
    const ref = joinCodeRef(code);
    const existing = readJoinCode(code, (await tx.get(ref)).data());
    if (!canTakeCode(existing, nowMs)) continue;
    return {
      code,
      expiresAtMs,
      write: () =>
        tx.set(ref, {
          class_id: classId,
          expires_at: Timestamp.fromMillis(expiresAtMs),
          created_at: Timestamp.fromMillis(nowMs),
          revoked: false,
        }),
    };
  }
  throw new Error(`No free join code after ${MAX_TRIES} tries`);
}

/**
 * The validity a teacher's codes get when none is asked for: the shortest `join_code_days` of
 * the training centres they teach for (docs/centres.md, settings), undefined (7 days) for none.
 */
export async function centreJoinCodeDays(teacherUid: unknown): Promise<number | undefined> {
  if (typeof teacherUid !== 'string' || teacherUid === '') return undefined;
  const centres = await centresOfTeacher(teacherUid);
  if (centres.length === 0) return undefined;
  const snaps = await db.getAll(...centres.map((c) => centreRef(c)), { fieldMask: ['join_code_days'] });
  const days = snaps.map((s) => s.get('join_code_days') as unknown).filter((d): d is number => Number.isInteger(d) && (d as number) >= 1 && (d as number) <= JOIN_CODE.maxTtlDays);
  return days.length > 0 ? Math.min(...days) : undefined;
}

async function classCodes(tx: Transaction, classId: string): Promise<StoredJoinCode[]> {
  const snap = await tx.get(db.collection('joinCodes').where('class_id', '==', classId));
  return snap.docs.map((doc) => readJoinCode(doc.id, doc.data())).filter((c): c is StoredJoinCode => !!c);
}

/** The class's live code (the latest to expire), made now if none is live. */
export function getOrCreateLiveCode(classId: string): Promise<JoinCodeAnswer> {
  return withKeyLock(`join-code:${classId}`, () =>
    db.runTransaction(
      async (tx) => {
        const nowMs = Date.now();
        const live = (await classCodes(tx, classId))
          .filter((c) => codeStateAt(c, nowMs) === 'live')
          .sort((a, b) => b.expiresAtMs - a.expiresAtMs)[0];
        if (live) return answer(live);
        // Expired codes stay as they are: students who still use one become pending members.
        const created = await createJoinCodeInTx(tx, classId);
        created.write();
        return answer(created);
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
}

/** A new code for the class (1-90 days, 7 by default); every earlier code is revoked. */
export function regenerateCode(classId: string, ttlDays?: number): Promise<JoinCodeAnswer> {
  return withKeyLock(`join-code:${classId}`, () =>
    db.runTransaction(
      async (tx) => {
        const previous = (await classCodes(tx, classId)).filter((c) => !c.revoked);
        const created = await createJoinCodeInTx(tx, classId, ttlDays);
        for (const old of previous) if (old.code !== created.code) tx.update(joinCodeRef(old.code), { revoked: true });
        created.write();
        return answer(created);
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    ),
  );
}

/** Deletes every code of a deleted class. */
export async function deleteClassJoinCodes(classId: string): Promise<void> {
  const snap = await db.collection('joinCodes').where('class_id', '==', classId).select().get();
  for (let i = 0; i < snap.docs.length; i += WRITE_CHUNK) {
    const batch = db.batch();
    snap.docs.slice(i, i + WRITE_CHUNK).forEach((doc) => batch.delete(doc.ref));
    await batch.commit();
  }
}
