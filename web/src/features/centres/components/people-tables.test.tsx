// The centre's teacher and student tables in Arabic: names and e-mails isolated (an English name
// keeps its order in a right-to-left row), counts in Arabic plural forms, the access status.
import { describe, expect, it } from 'vitest';
import type { CentreStudent } from '@shared/schemas/centre-area';
import type { EnterpriseTeacher } from '@shared/schemas/centre-teachers';
import { renderStatic } from '@/test/render-static';
import { StudentsTable } from './students-table';
import { TeachersTable } from './teachers-table';

const noop = () => undefined;

describe('TeachersTable', () => {
  it('isolates names and e-mails and counts classes and courses in Arabic plurals', () => {
    const teachers: EnterpriseTeacher[] = [
      { id: 't1', name: 'Khaled A.', email: 'khaled@example.com', added_at: '2026-11-01T10:00:00.000Z', via: 'email', classes_count: 2, courses_count: 0 },
    ];
    const html = renderStatic(<TeachersTable teachers={teachers} onOpen={noop} onRemove={noop} />, { locale: 'ar' });
    expect(html).toMatch(/<bdi[^>]*>Khaled A\.<\/bdi>/);
    expect(html).toMatch(/<bdi[^>]*>khaled@example\.com<\/bdi>/);
    expect(html).toContain('فصلان');
    expect(html).toContain('لا دورات');
    expect(html).toContain('data-teacher-id="t1"');
  });
});

describe('StudentsTable', () => {
  const student: CentreStudent = {
    id: 's1', name: 'Salma B.', email: 'salma@example.com', avatar_id: null, deactivated: true,
    courses: [{ course_id: 'c1', title: 'Data 101', progress: 40, status: 'In Progress' }],
    classes: [{ id: 'k1', name: 'Physics 9' }], average_progress: 40,
  };

  it('shows the courses with their progress, the classes and the deactivated status with Reactivate', () => {
    const html = renderStatic(<StudentsTable students={[student]} busyId={null} onAccess={noop} />, { locale: 'ar' });
    expect(html).toMatch(/<bdi[^>]*>Salma B\.<\/bdi>/);
    expect(html).toMatch(/<bdi[^>]*>salma@example\.com<\/bdi>/);
    expect(html).toMatch(/<bdi[^>]*>Data 101<\/bdi>/);
    expect(html).toContain('<bdi>Physics 9</bdi>');
    expect(html).toContain('data-progress="40"');
    expect(html).toContain('معطَّل');
    expect(html).toContain('إعادة التفعيل');
  });

  it('offers Deactivate access to an active student, in English', () => {
    const html = renderStatic(<StudentsTable students={[{ ...student, deactivated: false }]} busyId={null} onAccess={noop} />, { locale: 'en' });
    expect(html).toContain('Deactivate access');
    expect(html).toContain('data-deactivated="false"');
  });
});
