import { describe, expect, it } from 'vitest';
import { sectionsFor } from './course-sections';

const HUB = { instructor: 5, marketplace: 150, certificates: 3, learning: 8, in_progress: 4, completed: 3, expired: 1 };

describe('course sections', () => {
  it('authors see four sections, others three (no authoring)', () => {
    expect(sectionsFor(true).map((section) => section.id)).toEqual(['instructor', 'marketplace', 'certificates', 'learning']);
    expect(sectionsFor(false).map((section) => section.id)).toEqual(['marketplace', 'certificates', 'learning']);
  });

  it('each shows its own hub count', () => {
    expect(sectionsFor(true).map((section) => [section.to, section.count(HUB)])).toEqual([
      ['/courses/instructor', 5],
      ['/courses/marketplace', 150],
      ['/courses/certificates-badges', 3],
      ['/courses/purchases', 8],
    ]);
  });
});
