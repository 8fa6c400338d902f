// A class name or description in the other script keeps its own order inside the Arabic page:
// ".Motion, forces and energy" was the bug (the full stop moved to the front).
import { describe, expect, it } from 'vitest';
import { renderStatic } from '@/test/render-static';
import type { ClassInfo } from '../hooks/use-class-access';
import { ClassHeader } from './class-header';

const classInfo = {
  id: 'c1',
  name: 'Motion, forces and energy.',
  description: 'Newton’s laws, work and power (Grade 9).',
  course_field: 'science',
  icon: 'atom',
  theme: 'aurora',
  colour: 'purple',
  colors: { primary: '#7c3aed', secondary: '#a78bfa' },
  owner_uid: 't1',
  owner_name: 'Mr. Khaled',
  member_count: 5,
  createdAt: null,
} as unknown as ClassInfo;

describe('ClassHeader', () => {
  it('isolates the class name, description and teacher name', () => {
    const noop = () => undefined;
    const html = renderStatic(
      <ClassHeader classInfo={classInfo} isTeacher={false} isOwner={false} onShare={noop} onEdit={noop} onDelete={noop} />,
      { locale: 'ar' },
    );
    expect(html).toContain('<bdi>Motion, forces and energy.</bdi>');
    expect(html).toContain('<bdi>Mr. Khaled</bdi>');
    expect(html).toMatch(/<p[^>]*dir="auto"[^>]*data-testid="class-header-description"/);
  });
});
