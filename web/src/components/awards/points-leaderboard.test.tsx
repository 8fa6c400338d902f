// The class points leaderboard, rendered with the class's students given (the live read of the
// members is replaced): rank order with shared ranks, the viewer's row marked, points in Arabic
// plurals, the teacher's give-points buttons, and the empty and no-points texts.
import { describe, expect, it, vi } from 'vitest';
import type { ClassStudentPoints } from '@/lib/awards/student-points';
import { renderStatic, textOf } from '@/test/render-static';

const roster = vi.hoisted(() => ({ state: { status: 'loading' } as unknown }));
vi.mock('@/lib/awards/use-class-points', () => ({ useClassPoints: () => roster.state }));

const { PointsLeaderboard } = await import('./points-leaderboard');

const give = (rows: ClassStudentPoints[]) => {
  roster.state = { status: 'success', data: rows, error: undefined };
};
const student = (uid: string, name: string, reward_points: number): ClassStudentPoints => ({ uid, name, avatar_id: 0, reward_points });
const rowsOf = (html: string) =>
  [...html.matchAll(/data-testid="points-leaderboard-row-(\w+)" data-rank="(\d+)" data-points="(\d+)" data-me="(\w+)"/g)].map((m) => m.slice(1));

describe('PointsLeaderboard', () => {
  it('ranks the students by points (ties share a rank), marks the viewer and counts in Arabic plurals', () => {
    give([student('a', 'Amal', 20), student('b', 'Badr', 50), student('me', 'Salma', 20)]);
    const html = renderStatic(<PointsLeaderboard classId="class1" uid="me" isTeacher={false} />, { locale: 'ar' });
    expect(html).toContain('data-state="ready"');
    expect(rowsOf(html)).toEqual([
      ['b', '1', '50', 'false'],
      ['a', '2', '20', 'false'],
      ['me', '2', '20', 'true'],
    ]);
    expect(html).toMatch(/aria-current="true"[^>]*data-testid="points-leaderboard-row-me"/);
    const text = textOf(html);
    expect(text).toMatch(/(50|٥٠) نقطة/);
    expect(text).toContain('أنت');
    // Students cannot give points.
    expect(html).not.toContain('give-points-open');
  });

  it('gives a teacher a button per row and one for the class', () => {
    give([student('a', 'Amal', 0), student('b', 'Badr', 0)]);
    const html = renderStatic(<PointsLeaderboard classId="class1" uid="teacher" isTeacher />, { locale: 'en' });
    expect(html).toContain('data-testid="give-points-open-a"');
    expect(html).toContain('data-testid="give-points-open-b"');
    expect(html).toContain('data-testid="give-points-open-class"');
    expect(textOf(html)).toContain('No points given yet.');
  });

  it('says when the class has no students', () => {
    give([]);
    const html = renderStatic(<PointsLeaderboard classId="class1" uid="teacher" isTeacher />, { locale: 'en' });
    expect(html).toContain('data-state="empty"');
    expect(textOf(html)).toContain('No students in this class yet.');
    expect(html).not.toContain('give-points-open-class');
  });
});
