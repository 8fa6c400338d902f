// The achievements search (spec 001 "Achievements screen"): certificates match by title or
// issuer, badges by title, category (its key and its name in the UI language) or description,
// case-insensitively; a badge's Arabic and English texts are both searched, whatever the UI
// language. Pure.
import type { BadgeAwardView, BadgeCategory, CertificateView } from '@shared/schemas/awards';
import { foldSearch } from '@shared/search-fold';

type CertificateFields = Pick<CertificateView, 'title' | 'issuer'>;
type BadgeFields = Pick<BadgeAwardView, 'title' | 'description' | 'category'>;

const contains = (query: string) => (field: string | null | undefined) => !!field && foldSearch(field).includes(query);

export function certificateMatches(certificate: CertificateFields, search: string): boolean {
  const query = foldSearch(search);
  if (!query) return true;
  return [certificate.title, certificate.issuer.name].some(contains(query));
}

export function badgeMatches(badge: BadgeFields, search: string, categoryName: (category: BadgeCategory) => string): boolean {
  const query = foldSearch(search);
  if (!query) return true;
  return [
    badge.title.ar, badge.title.en, badge.category, categoryName(badge.category), badge.description.ar, badge.description.en,
  ].some(contains(query));
}

/** Both lists filtered by one search text, each in its own order. */
export function matchAwards<C extends CertificateFields, B extends BadgeFields>(
  awards: { certificates: readonly C[]; badges: readonly B[] },
  search: string,
  categoryName: (category: BadgeCategory) => string,
): { certificates: C[]; badges: B[] } {
  return {
    certificates: awards.certificates.filter((certificate) => certificateMatches(certificate, search)),
    badges: awards.badges.filter((badge) => badgeMatches(badge, search, categoryName)),
  };
}
