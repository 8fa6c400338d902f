import { describe, expect, it } from 'vitest';
import { buildCards, cardCount, type CardQuestion } from './flashcards';

const questions: CardQuestion[] = [
  { id: 'q1', type: 'multiple_choice', text: 'Capital?', options: ['Riyadh', 'Jeddah'], correct_answer: 'Riyadh', grading_guidelines: '', image: { url: 'https://x/i.png' } },
  { id: 'q2', type: 'short_answer', text: 'Egypt?', options: [], correct_answer: ['Cairo', ' القاهرة '], grading_guidelines: '', image: null },
  { id: 'q3', type: 'essay', text: 'Why?', options: [], correct_answer: '', grading_guidelines: 'Tilt.', image: null },
];

describe('buildCards', () => {
  it("gives a quiz's owner every card with the guidelines", () => {
    const cards = buildCards(questions, { owner: true });
    expect(cards).toHaveLength(3);
    expect(cards[0]).toEqual({
      id: 'q1', type: 'multiple_choice',
      front: { text: 'Capital?', image_url: 'https://x/i.png', options: ['Riyadh', 'Jeddah'] },
      back: { answers: ['Riyadh'], explanation: null, your_answer: null },
    });
    expect(cards[1]!.back.answers).toEqual(['Cairo', 'القاهرة']);
    expect(cards[2]!.back).toEqual({ answers: [], explanation: 'Tilt.', your_answer: null });
  });

  it("gives a student no essays nor guidelines, and the teacher's feedback and their answer", () => {
    const cards = buildCards(questions, { owner: false, submission: { answers: { q1: 'Jeddah' }, per_question: [{ question_id: 'q1', feedback: ' Look again ' }] } });
    expect(cards.map((c) => c.id)).toEqual(['q1', 'q2']);
    expect(cards[0]!.back).toEqual({ answers: ['Riyadh'], explanation: 'Look again', your_answer: 'Jeddah' });
    expect(JSON.stringify(cards)).not.toContain('Tilt');
  });

  it('counts cards', () => {
    expect(cardCount(['essay', 'true_false'], true)).toBe(2);
    expect(cardCount(['essay', 'true_false'], false)).toBe(1);
  });
});
