// A finished class game's "Reward the players" card, rendered with the class roster given (the
// live read of the members is replaced): how many players may receive points, in Arabic plurals,
// and no button when none is a student of the class.
import { describe, expect, it, vi } from 'vitest';
import type { LiveReportDto } from '@shared/schemas/live-report';
import type { LiveState } from '@/lib/classes/live';
import type { ClassStudentPoints } from '@/lib/awards/student-points';
import { renderStatic, textOf } from '@/test/render-static';

const roster = vi.hoisted(() => ({ state: { status: 'loading' } as unknown }));
vi.mock('@/lib/awards/use-class-points', () => ({ useClassPoints: () => roster.state }));

const { LiveReportPoints } = await import('./live-report-points');

const students = (rows: ClassStudentPoints[]): LiveState<ClassStudentPoints[]> => ({ status: 'success', data: rows, error: undefined });
const student = (uid: string, name: string): ClassStudentPoints => ({ uid, name, avatar_id: 0, reward_points: 0 });
const player = (uid: string, rank: number | null) => ({ uid, nickname: uid, score: 0, rank, correct: 0, answered: 0 });
const report = (players: LiveReportDto['players']): LiveReportDto => ({
  session_id: 'session1', quiz_id: 'quiz1', quiz_title: 'Quiz', class_id: 'class1', host_uid: 'teacher', started_at: null, ended_at: null,
  question_count: 3, questions_played: 3, player_count: players.length, avg_correct_pct: null, questions: [], players,
});

describe('LiveReportPoints', () => {
  it('counts the players who are students of the class (guests left out) and offers Give points', () => {
    roster.state = students([student('s1', 'Amal'), student('s2', 'Badr')]);
    const html = renderStatic(<LiveReportPoints report={report([player('guest', 1), player('s1', 2), player('s2', 3)])} classId="class1" />, { locale: 'ar' });
    expect(html).toContain('data-eligible="2"');
    expect(textOf(html)).toContain('لاعبان من طلاب الفصل');
    expect(html).toContain('data-testid="give-points-open-live"');
  });

  it('says no one can receive points when no player is a student, in English', () => {
    roster.state = students([student('s1', 'Amal')]);
    const html = renderStatic(<LiveReportPoints report={report([player('guest', 1)])} classId="class1" />, { locale: 'en' });
    expect(html).toContain('data-eligible="0"');
    expect(textOf(html)).toContain("None of this game's players is a signed-in student of the class");
    expect(html).not.toContain('give-points-open-live');
  });

  it('shows nothing while the roster is read or when it cannot be (not a teacher of the class)', () => {
    for (const state of [{ status: 'loading' }, { status: 'error', error: new Error('denied') }]) {
      roster.state = state;
      const html = renderStatic(<LiveReportPoints report={report([player('s1', 1)])} classId="class1" />);
      expect(textOf(html)).toBe('');
      expect(html).not.toContain('live-report-points');
    }
  });
});
