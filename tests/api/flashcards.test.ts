// Flashcard decks (docs/site.md 4): a host's own quiz, a challenge the student submitted; a
// challenge not submitted yet and someone else's quiz are 404 flashcards/deck-not-found, so
// no answer key leaks.
import { beforeAll, describe, expect, it } from 'vitest';
import { deckSchema, type Deck, type DeckSummary } from '@shared/schemas/flashcards';
import type { ChallengeDto, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { call, expectError } from '../support/api';
import { addMemberDirect, createClassDirect } from '../support/classes';
import { createManualQuiz } from '../support/quizzes';
import { createTestUser, type TestUser } from '../support/users';

let teacher: TestUser;
let otherTeacher: TestUser;
let sara: TestUser;
let ali: TestUser;
let classId: string;
let quiz: QuizWithQuestionsDto;
let done: ChallengeDto;
let open: ChallengeDto;

const decks = async (who: TestUser) => {
  const result = await call<{ data: DeckSummary[] }>('GET', '/flashcards/decks', { token: who.token });
  expect(result.status, result.text).toBe(200);
  return result.body.data;
};
const deck = (who: TestUser, path: string) => call<{ data: Deck }>('GET', `/flashcards/decks/${path}`, { token: who.token });

beforeAll(async () => {
  [teacher, otherTeacher, sara, ali] = await Promise.all([
    createTestUser({ userType: 'teacher', sparks: 20 }),
    createTestUser({ userType: 'teacher' }),
    createTestUser(),
    createTestUser(),
  ]);
  ({ classId } = await createClassDirect(teacher));
  await Promise.all([addMemberDirect(classId, sara), addMemberDirect(classId, ali)]);
  quiz = await createManualQuiz(teacher, 'Capitals', true);
  const assign = async () => {
    const result = await call<{ data: ChallengeDto }>('POST', `/classes/${classId}/challenges`, { token: teacher.token, body: { quizId: quiz.id } });
    expect(result.status, result.text).toBe(201);
    return result.body.data;
  };
  done = await assign();
  open = await assign();
  const [mc, essay] = quiz.questions;
  const submitted = await call('POST', `/classes/${classId}/challenges/${done.id}/submissions`, {
    token: sara.token, body: { answers: { [mc!.id]: 'Jeddah', [essay!.id]: 'Sand.' } },
  });
  expect(submitted.status, submitted.text).toBe(201);
}, 60_000);

describe('flashcard decks', () => {
  it("gives a host their own quiz's deck, guidelines included", async () => {
    expect(await decks(teacher)).toEqual([expect.objectContaining({ kind: 'quiz', id: quiz.id, card_count: 2 })]);
    const result = await deck(teacher, `quiz/${quiz.id}`);
    expect(result.status, result.text).toBe(200);
    expect(deckSchema.safeParse(result.body.data).success).toBe(true);
    expect(result.body.data.cards.map((c) => c.back.answers)).toEqual([['Riyadh'], []]);
    expect(result.body.data.cards[1]!.back.explanation).toBe('deserts');
  });

  it('gives a student the deck of a challenge they submitted, without essays', async () => {
    const list = await decks(sara);
    expect(list).toEqual([expect.objectContaining({ kind: 'challenge', id: done.id, class_id: classId, card_count: 1 })]);
    const result = await deck(sara, `challenge/${done.id}?class_id=${classId}`);
    expect(result.status, result.text).toBe(200);
    expect(result.body.data.cards).toHaveLength(1);
    expect(result.body.data.cards[0]).toMatchObject({ front: { text: 'Capital of Saudi Arabia?' }, back: { answers: ['Riyadh'], your_answer: 'Jeddah' } });
    expect(result.text).not.toContain('deserts');
  });

  it('refuses a challenge not submitted and a quiz that is not theirs', async () => {
    expectError(await deck(sara, `challenge/${open.id}?class_id=${classId}`), 404, 'flashcards/deck-not-found');
    expectError(await deck(ali, `challenge/${done.id}?class_id=${classId}`), 404, 'flashcards/deck-not-found');
    expectError(await deck(sara, `challenge/${done.id}`), 404, 'flashcards/deck-not-found');
    expectError(await deck(sara, `quiz/${quiz.id}`), 404, 'flashcards/deck-not-found');
    expectError(await deck(otherTeacher, `quiz/${quiz.id}`), 404, 'flashcards/deck-not-found');
    expectError(await deck(sara, 'lesson/x'), 404, 'flashcards/deck-not-found');
    expect(await decks(ali)).toEqual([]);
    expect(await decks(otherTeacher)).toEqual([]);
  });
});
