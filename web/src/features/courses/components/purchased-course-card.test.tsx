// My Learning's card, rendered in Node: a completed certified course offers its certificate
// (a download button once the server issued it, disabled with a note before), others none.
import { describe, expect, it } from 'vitest';
import type { PurchasedCourse } from '@shared/schemas/course-learning';
import { renderStatic, textOf } from '@/test/render-static';
import { PurchasedCourseCard } from './purchased-course-card';

const course = (fields: Partial<PurchasedCourse> = {}): PurchasedCourse => ({
  id: 'k1',
  title: 'مقدمة في الجبر',
  instructor: 'Sara Ali',
  organization: null,
  thumbnail: null,
  status: 'Completed',
  progress: 100,
  access_until: '2027-01-01T00:00:00.000Z',
  last_accessed: '2026-03-05T10:00:00.000Z',
  enrolled_at: '2026-01-01T00:00:00.000Z',
  certificate: true,
  certificate_url: '/awards/certificates/c_k1_u1/pdf',
  price_paid: 0,
  lesson_count: 3,
  completed_count: 3,
  next_lesson_id: null,
  ...fields,
});

const render = (value: PurchasedCourse, locale: 'ar' | 'en' = 'en') =>
  renderStatic(<PurchasedCourseCard course={value} onRenew={() => undefined} />, { locale });

describe('PurchasedCourseCard certificate', () => {
  it('offers the download of an issued certificate (a button, not a bare link to the API)', () => {
    const html = render(course());
    expect(html).toMatch(/<button[^>]*data-testid="purchased-certificate-k1"/);
    expect(html).not.toContain('href="/awards/certificates');
    expect(html).not.toContain('learning-certificate-soon');
    expect(textOf(render(course(), 'ar'))).toContain('الشهادة');
  });

  it('says the certificate is on its way before it is issued', () => {
    const html = render(course({ certificate_url: null }));
    expect(html).toContain('data-testid="learning-certificate-soon"');
    expect(html).toMatch(/data-testid="purchased-certificate-k1"/);
  });

  it('offers nothing for a course without a certificate or not completed', () => {
    expect(render(course({ certificate: false, certificate_url: null }))).not.toContain('purchased-certificate-');
    expect(render(course({ status: 'In Progress', progress: 50 }))).not.toContain('purchased-certificate-');
  });
});
