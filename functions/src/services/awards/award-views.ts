// awards/{awardId} documents as the API answers them (AwardView), and a user's awards read in
// one query. Certificates carry the API path of their PDF and their public verification link.
import type { DocumentData } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { toMillis } from '../../domain/time';
import { verifyUrl } from '../../domain/awards/certificate-content';
import { appUrl } from '../invitations-mail';
import {
  BADGE_CATEGORIES, BADGE_ICONS,
  type AwardView, type BadgeAwardView, type BadgeCategory, type BadgeIcon, type CertificateIssuer, type CertificateView, type LocalizedText,
} from '../../shared/schemas/awards';

export const awardsCol = () => db.collection('awards');
export const awardRef = (id: string) => awardsCol().doc(id);

const iso = (value: unknown): string | null => {
  const ms = toMillis(value);
  return ms === undefined ? null : new Date(ms).toISOString();
};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const localized = (value: unknown): LocalizedText => {
  const v = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ar: text(v.ar), en: text(v.en) };
};
const whole = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0);

export const certificatePdfPath = (awardId: string) => `/awards/certificates/${awardId}/pdf`;

function toCertificateView(id: string, d: DocumentData): CertificateView {
  const issuer = (d.issuer && typeof d.issuer === 'object' ? d.issuer : {}) as Partial<CertificateIssuer>;
  const credential = text(d.credential_id);
  return {
    id,
    type: 'certificate',
    points: whole(d.points),
    course_id: text(d.course_id),
    title: text(d.title),
    issuer: { kind: issuer.kind === 'centre' ? 'centre' : 'instructor', uid: text(issuer.uid), name: text(issuer.name) },
    learner_name: text(d.learner_name),
    date: iso(d.issued_at) ?? iso(d.created_at) ?? new Date(0).toISOString(),
    credential_id: credential,
    skills: Array.isArray(d.skills) ? d.skills.filter((s): s is string => typeof s === 'string') : [],
    image: typeof d.image === 'string' && d.image ? d.image : null,
    status: d.status === 'revoked' ? 'revoked' : 'valid',
    revoked_at: d.status === 'revoked' ? iso(d.revoked_at) : null,
    pdf_url: certificatePdfPath(id),
    verify_url: verifyUrl(appUrl(), credential),
  };
}

function toBadgeAwardView(id: string, d: DocumentData): BadgeAwardView {
  return {
    id,
    type: 'badge',
    badge_id: text(d.badge_id),
    title: localized(d.title),
    description: localized(d.description),
    category: (BADGE_CATEGORIES as readonly string[]).includes(d.category) ? (d.category as BadgeCategory) : 'milestones',
    points: whole(d.points),
    icon: (BADGE_ICONS as readonly string[]).includes(d.icon) ? (d.icon as BadgeIcon) : 'star',
    date: iso(d.earned_at) ?? iso(d.created_at) ?? new Date(0).toISOString(),
    status: d.status === 'revoked' ? 'revoked' : 'active',
  };
}

/** A stored award as its view; null for a document that is neither kind. */
export function toAwardView(id: string, d: DocumentData): AwardView | null {
  if (d.type === 'certificate') return toCertificateView(id, d);
  if (d.type === 'badge') return toBadgeAwardView(id, d);
  return null;
}

/** Still counting: a valid certificate or an active badge. */
export const counts = (award: AwardView) => award.status === 'valid' || award.status === 'active';

export interface ListOptions {
  /** Revoked badges are shown to administrators only (a revoked certificate is shown, marked). */
  includeRevokedBadges?: boolean;
}

/** Every award of a user, newest first (one equality query: no composite index needed). */
export async function listAwardsOf(uid: string, options: ListOptions = {}): Promise<AwardView[]> {
  const snapshot = await awardsCol().where('uid', '==', uid).get();
  const rows = snapshot.docs.flatMap((doc) => {
    const view = toAwardView(doc.id, doc.data());
    return view ? [{ view, at: toMillis(doc.get('created_at')) ?? Date.parse(view.date) }] : [];
  });
  return rows
    .filter(({ view }) => options.includeRevokedBadges || view.type !== 'badge' || view.status === 'active')
    .sort((a, b) => b.at - a.at || b.view.date.localeCompare(a.view.date) || a.view.id.localeCompare(b.view.id))
    .map(({ view }) => view);
}

/** The uid an award id names (c_{courseId}_{uid}, b_{uid}_{badgeId}), or null. */
export function ownerOfAwardId(id: string): string | null {
  const match = /^c_.+_([^_]+)$/.exec(id) ?? /^b_(.+)_[^_]+$/.exec(id);
  return match?.[1] ?? null;
}
