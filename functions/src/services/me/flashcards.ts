// Flashcard decks (docs/site.md 4): the caller's own quizzes and the challenges they already
// submitted in classes they still belong to as a student. Any other deck is 404
// flashcards/deck-not-found, whether or not it exists, so no answer key leaks.
import { Timestamp } from 'firebase-admin/firestore';
import { buildCards, cardCount } from '../../domain/me/flashcards';
import { db } from '../../lib/admin';
import { ApiError } from '../../lib/http';
import type { Deck, DeckKind, DeckSummary } from '../../shared/schemas/flashcards';
import { challengeRef, submissionRef } from '../challenges';
import { questionsCol, quizRef, quizzesCol, readQuestions } from '../quizzes';

/** Bounds of the list: own quizzes and submitted challenges. */
const MAX_DECKS = 50;

const iso = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : value instanceof Date ? value.toISOString() : null;
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The caller's classes as a student (not a pending request): id -> name. */
async function studentClasses(uid: string): Promise<Map<string, string>> {
  const snap = await db.collection('users').doc(uid).collection('memberships').where('role', '==', 'student').get();
  return new Map(snap.docs.filter((doc) => doc.get('status') !== 'pending').map((doc) => [doc.id, text(doc.get('class.name'))]));
}

export async function listDecks(uid: string): Promise<DeckSummary[]> {
  const [quizzes, classes, subs] = await Promise.all([
    quizzesCol().where('owner_uid', '==', uid).select('title', 'question_count', 'updated_at').limit(MAX_DECKS).get(),
    studentClasses(uid),
    // Index: submissions uid + submitted_at (collection group).
    db.collectionGroup('submissions').where('uid', '==', uid).orderBy('submitted_at', 'desc').limit(MAX_DECKS).get(),
  ]);
  const own: DeckSummary[] = quizzes.docs
    .filter((doc) => Number(doc.get('question_count')) > 0)
    .map((doc) => ({
      kind: 'quiz', id: doc.id, class_id: null, class_name: null, title: text(doc.get('title')),
      card_count: Number(doc.get('question_count')) || 0, at: iso(doc.get('updated_at')),
    }));
  const mine = subs.docs.filter((doc) => classes.has(text(doc.get('class_id'))));
  const challenges = mine.length > 0 ? await db.getAll(...mine.map((doc) => doc.ref.parent.parent!)) : [];
  // Card counts leave out essays (a student's deck has none): one small read per deck.
  const types = await Promise.all(
    challenges.map((ch) => (ch.exists ? questionsCol(text(ch.get('quiz_id')) || 'missing').select('type').get() : null)),
  );
  const submitted: DeckSummary[] = mine.flatMap((doc, i): DeckSummary[] => {
    const challenge = challenges[i];
    const qs = types[i];
    if (!challenge?.exists || !qs) return [];
    const classId = text(doc.get('class_id'));
    const count = cardCount(qs.docs.map((q) => text(q.get('type'))), false);
    if (count === 0) return [];
    return [{
      kind: 'challenge', id: challenge.id, class_id: classId, class_name: classes.get(classId) ?? '',
      title: text(challenge.get('title')), card_count: count, at: iso(doc.get('submitted_at')),
    }];
  });
  return [...submitted, ...own.sort((a, b) => (b.at ?? '').localeCompare(a.at ?? ''))];
}

export async function getDeck(uid: string, kind: DeckKind, id: string, classId: string | undefined): Promise<Deck> {
  if (kind === 'quiz') {
    const quiz = await quizRef(id).get();
    if (!quiz.exists || quiz.get('owner_uid') !== uid) throw new ApiError('flashcards/deck-not-found');
    const cards = buildCards(await readQuestions(id), { owner: true });
    return {
      kind, id, class_id: null, class_name: null, title: text(quiz.get('title')), card_count: cards.length,
      at: iso(quiz.get('updated_at')), cards,
    };
  }
  if (!classId) throw new ApiError('flashcards/deck-not-found');
  const [membership, submission, challenge] = await db.getAll(
    db.collection('users').doc(uid).collection('memberships').doc(classId),
    submissionRef(classId, id, uid),
    challengeRef(classId, id),
  );
  // Only a challenge the caller submitted, in a class they still belong to as a student.
  const member = membership!.exists && membership!.get('role') === 'student' && membership!.get('status') !== 'pending';
  if (!member || !submission!.exists || !challenge!.exists) throw new ApiError('flashcards/deck-not-found');
  const quizId = text(challenge!.get('quiz_id'));
  if (!quizId) throw new ApiError('flashcards/deck-not-found');
  const cards = buildCards(await readQuestions(quizId), { owner: false, submission: submission!.data()! });
  return {
    kind, id, class_id: classId, class_name: text(membership!.get('class.name')), title: text(challenge!.get('title')),
    card_count: cards.length, at: iso(submission!.get('submitted_at')), cards,
  };
}
