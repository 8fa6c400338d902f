// `users/{uid}/assessments/{kind}_{submission_id}`: where results live and how the API shows them.
import type { DocumentData, DocumentSnapshot } from 'firebase-admin/firestore';
import { toMillis } from '../../domain/time';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import type { PersonalityResult, VarkResult } from '../../shared/schemas/assessments';

export type AssessmentKind = 'vark' | 'personality';

export const userRef = (uid: string) => db.collection('users').doc(uid);
export const assessmentsCol = (uid: string) => userRef(uid).collection('assessments');
export const resultRef = (uid: string, kind: AssessmentKind, submissionId: string) =>
  assessmentsCol(uid).doc(`${kind}_${submissionId}`);

const iso = (value: unknown) => new Date(toMillis(value) ?? Date.now()).toISOString();

export function toVarkResult(data: DocumentData): VarkResult {
  return {
    id: String(data.id),
    submission_id: String(data.submission_id),
    scores: data.scores,
    modalities: data.modalities ?? [],
    style: data.style,
    created_at: iso(data.created_at),
  };
}

export function toPersonalityResult(data: DocumentData): PersonalityResult {
  return {
    id: String(data.id),
    submission_id: String(data.submission_id),
    type: String(data.type),
    counts: data.counts,
    strengths: data.strengths,
    created_at: iso(data.created_at),
  };
}

/** Answers compare equal whatever the key order (the schema already orders each VARK answer). */
export function sameAnswers(stored: unknown, given: Record<string, unknown>): boolean {
  if (!stored || typeof stored !== 'object') return false;
  const keys = Object.keys(given);
  const storedMap = stored as Record<string, unknown>;
  return Object.keys(storedMap).length === keys.length
    && keys.every((key) => JSON.stringify(storedMap[key]) === JSON.stringify(given[key]));
}

/** The newest result of a kind, or 404 assessment/not-taken. */
export async function latestResult(uid: string, kind: AssessmentKind): Promise<DocumentData> {
  const page = await assessmentsCol(uid).where('kind', '==', kind).orderBy('created_at', 'desc').limit(1).get();
  const doc = page.docs[0];
  if (!doc) throw new ApiError('assessment/not-taken');
  return doc.data();
}

/** A profile document read in a transaction: 404 user/not-found when missing. */
export function existingUser(snap: DocumentSnapshot): DocumentData {
  if (!snap.exists) throw new ApiError('user/not-found');
  return snap.data()!;
}
