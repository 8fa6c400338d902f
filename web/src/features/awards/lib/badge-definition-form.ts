// The administrators' badge form (/admin/awards): its values as typed, checked into the body
// of POST /awards (a new definition) or PUT /awards/{id} (only the fields that changed, so a
// built-in's override keeps only what the administrator edited).
import { AWARDS } from '@shared/constants';
import type {
  AwardStats, BadgeCategory, BadgeDefinitionView, BadgeIcon, BadgeMetric, CreateBadgeDefinitionInput, UpdateBadgeDefinitionInput,
} from '@shared/schemas/awards';

export interface BadgeFormValues {
  titleAr: string;
  titleEn: string;
  descriptionAr: string;
  descriptionEn: string;
  category: BadgeCategory;
  icon: BadgeIcon;
  metric: BadgeMetric;
  /** As typed: whole numbers are checked on submit. */
  points: string;
  threshold: string;
  active: boolean;
}

export type BadgeFormField = 'titleAr' | 'titleEn' | 'descriptionAr' | 'descriptionEn' | 'points' | 'threshold';
/** Message keys under awards.admin.form.invalid. */
export type BadgeFormError = 'required' | 'tooLong' | 'points' | 'threshold';

export const EMPTY_BADGE_FORM: BadgeFormValues = {
  titleAr: '', titleEn: '', descriptionAr: '', descriptionEn: '',
  category: 'classes', icon: 'star', metric: 'classes_joined', points: '10', threshold: '1', active: true,
};

export function badgeFormFrom(definition: BadgeDefinitionView): BadgeFormValues {
  return {
    titleAr: definition.title.ar,
    titleEn: definition.title.en,
    descriptionAr: definition.description.ar,
    descriptionEn: definition.description.en,
    category: definition.category,
    icon: definition.icon,
    metric: definition.metric,
    points: String(definition.points),
    threshold: String(definition.threshold),
    active: definition.active,
  };
}

/** A whole number in [min, max] from what was typed (Arabic-Indic digits too), else null. */
export function wholeNumber(input: string, min: number, max: number): number | null {
  const latin = input.trim().replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660));
  if (!/^\d{1,7}$/.test(latin)) return null;
  const value = Number(latin);
  return value >= min && value <= max ? value : null;
}

type Checked = { ok: true; body: CreateBadgeDefinitionInput } | { ok: false; errors: Partial<Record<BadgeFormField, BadgeFormError>> };

/** The whole definition as POST /awards takes it (the server makes the id), or the fields' errors. */
export function checkBadgeForm(values: BadgeFormValues): Checked {
  const errors: Partial<Record<BadgeFormField, BadgeFormError>> = {};
  const text = (field: BadgeFormField, max: number) => {
    const value = values[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > max) errors[field] = 'tooLong';
    return value;
  };
  const title = { ar: text('titleAr', AWARDS.badgeTitleMaxLength), en: text('titleEn', AWARDS.badgeTitleMaxLength) };
  const description = { ar: text('descriptionAr', AWARDS.badgeDescriptionMaxLength), en: text('descriptionEn', AWARDS.badgeDescriptionMaxLength) };
  const points = wholeNumber(values.points, 0, AWARDS.maxBadgePoints);
  if (points === null) errors.points = 'points';
  const threshold = wholeNumber(values.threshold, 1, AWARDS.maxThreshold);
  if (threshold === null) errors.threshold = 'threshold';
  if (points === null || threshold === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { type: 'badge', title, description, category: values.category, points, icon: values.icon, metric: values.metric, threshold, active: values.active },
  };
}

/** The fields of a checked body that differ from the definition (empty: nothing to save). */
export function changedFields(definition: BadgeDefinitionView, body: CreateBadgeDefinitionInput): UpdateBadgeDefinitionInput {
  const changes: UpdateBadgeDefinitionInput = {};
  if (body.title.ar !== definition.title.ar || body.title.en !== definition.title.en) changes.title = body.title;
  if (body.description.ar !== definition.description.ar || body.description.en !== definition.description.en) changes.description = body.description;
  if (body.category !== definition.category) changes.category = body.category;
  if (body.points !== definition.points) changes.points = body.points;
  if (body.icon !== definition.icon) changes.icon = body.icon;
  if (body.metric !== definition.metric) changes.metric = body.metric;
  if (body.threshold !== definition.threshold) changes.threshold = body.threshold;
  if (body.active !== definition.active) changes.active = body.active;
  return changes;
}

/** A definition's state in the list: retired (soft-deleted), inactive, or active. */
export function definitionState(definition: Pick<BadgeDefinitionView, 'active' | 'deleted_at'>): 'retired' | 'inactive' | 'active' {
  if (definition.deleted_at) return 'retired';
  return definition.active ? 'active' : 'inactive';
}

/**
 * The holder's figures after one of their certificates is revoked, counted here as the spec
 * asks ("award create and delete adjust counts locally"): one certificate and award fewer,
 * its points off. A certificate that no longer counted changes nothing.
 */
export function statsAfterRevoke(stats: AwardStats, certificate: { status: string; points: number }): AwardStats {
  if (certificate.status !== 'valid') return stats;
  return {
    ...stats,
    certificates: Math.max(0, stats.certificates - 1),
    totalAwards: Math.max(0, stats.totalAwards - 1),
    totalPoints: Math.max(0, stats.totalPoints - certificate.points),
  };
}
