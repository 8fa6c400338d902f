import { describe, expect, it } from 'vitest';
import type { InstructorSession, MistakeDto } from '@shared/schemas/huda-instructor';
import { renderStatic, textOf } from '@/test/render-static';
import { MistakeRow, SessionView } from './instructor-panel';

const MISTAKE: MistakeDto = {
  id: 'live:s1:q1', uid: 'u1', source: 'live', class_id: null, quiz_id: 'qz', source_id: 's1', question_id: 'q1',
  question: { type: 'true_false', text: 'The Moon is a star.', options: ['true', 'false'] }, your_answer: 'true', correct_answer: 'false',
  created_at: '2026-11-25T07:00:00.000Z',
};

const SESSION: InstructorSession = {
  id: 'set1', language: 'ar', offline: true, paid_with: null, last_score: null, created_at: null,
  explanations: [{ mistake_id: MISTAKE.id, question: MISTAKE.question, your_answer: 'true', correct_answer: 'false', explanation: 'The Moon **reflects** light. <img src=x onerror=alert(1)>' }],
  questions: [
    { id: 'q1', type: 'multiple_choice', text: 'Which is a star?', options: ['Moon', 'Sun'] },
    { id: 'q2', type: 'true_false', text: 'Mars is a planet.', options: ['true', 'false'] },
    { id: 'q3', type: 'fill_blank', text: 'The ____ shines.', options: [] },
  ],
};

describe('instructor panel', () => {
  it('a mistake shows its source and both answers, true/false in the reader’s language', () => {
    const text = textOf(renderStatic(<ul><MistakeRow mistake={MISTAKE} index={0} /></ul>, { locale: 'ar' }));
    expect(text).toContain('اختبار مباشر');
    expect(text).toContain('إجابتك: صح');
    expect(text).toContain('الإجابة الصحيحة: خطأ');
  });

  it('a session: offline note, explanations as safe Markdown, and the practice questions with an input for each', () => {
    const html = renderStatic(<SessionView session={SESSION} />, { locale: 'en' });
    expect(html).toContain('data-offline="true"');
    expect(textOf(html)).toContain('Offline mode');
    expect(html).toContain('<strong>reflects</strong>');
    expect(html).not.toContain('<img');
    expect(html).toContain('data-testid="instructor-q-0-option-1"');
    expect(html).toContain('data-testid="instructor-q-1-true"');
    expect(html).toContain('data-testid="instructor-q-2-input"');
    expect(textOf(html)).toContain('Practise (3 questions)');
  });
});
