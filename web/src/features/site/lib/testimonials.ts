// The illustrative testimonials on /testimonials, by role, and the role filter kept in the
// address (?role=teachers) so a filtered view can be shared.

export const TESTIMONIAL_ROLES = ['students', 'teachers', 'centres'] as const;
export type TestimonialRole = (typeof TESTIMONIAL_ROLES)[number];
export type RoleFilter = TestimonialRole | 'all';

export interface Testimonial {
  /** Message ids: site.testimonials.items.<key>.{quote,name,role}. */
  key: string;
  role: TestimonialRole;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  { key: 'noura', role: 'teachers' },
  { key: 'abdullah', role: 'students' },
  { key: 'sarah', role: 'centres' },
  { key: 'khalid', role: 'teachers' },
  { key: 'lama', role: 'students' },
  { key: 'faisal', role: 'centres' },
  { key: 'huda', role: 'teachers' },
  { key: 'yousef', role: 'students' },
  { key: 'mona', role: 'centres' },
];

/** The filter named by the address, `all` for anything unknown. */
export function parseRoleFilter(value: string | null | undefined): RoleFilter {
  return (TESTIMONIAL_ROLES as readonly string[]).includes(value ?? '') ? (value as TestimonialRole) : 'all';
}

export function filterTestimonials<T extends { role: TestimonialRole }>(items: readonly T[], filter: RoleFilter): T[] {
  return filter === 'all' ? [...items] : items.filter((item) => item.role === filter);
}

/** How many testimonials each filter shows (for the counts on the filter buttons). */
export function countByRole(items: readonly { role: TestimonialRole }[]): Record<RoleFilter, number> {
  const counts: Record<RoleFilter, number> = { all: items.length, students: 0, teachers: 0, centres: 0 };
  for (const item of items) counts[item.role] += 1;
  return counts;
}
