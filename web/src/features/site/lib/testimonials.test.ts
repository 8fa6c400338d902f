import { describe, expect, it } from 'vitest';
import { TESTIMONIALS, TESTIMONIAL_ROLES, countByRole, filterTestimonials, parseRoleFilter } from './testimonials';

describe('testimonials role filter', () => {
  it('reads a known role from the address and falls back to all', () => {
    expect(parseRoleFilter('teachers')).toBe('teachers');
    expect(parseRoleFilter('centres')).toBe('centres');
    expect(parseRoleFilter('admins')).toBe('all');
    expect(parseRoleFilter('')).toBe('all');
    expect(parseRoleFilter(null)).toBe('all');
    expect(parseRoleFilter('constructor')).toBe('all');
  });

  it('keeps only the chosen role, in order, and everything for all', () => {
    const teachers = filterTestimonials(TESTIMONIALS, 'teachers');
    expect(teachers.map((item) => item.key)).toEqual(['noura', 'khalid', 'huda']);
    expect(filterTestimonials(TESTIMONIALS, 'all')).toEqual(TESTIMONIALS);
    expect(filterTestimonials(TESTIMONIALS, 'all')).not.toBe(TESTIMONIALS);
  });

  it('counts every role, and each role has stories', () => {
    const counts = countByRole(TESTIMONIALS);
    expect(counts.all).toBe(TESTIMONIALS.length);
    for (const role of TESTIMONIAL_ROLES) expect(counts[role]).toBeGreaterThan(0);
    expect(counts.students + counts.teachers + counts.centres).toBe(counts.all);
  });
});
