// Where the home's items lead, and which due challenges the student already started on this
// device ("continue where you left off"). Pure.
import type { HomeDueChallenge } from '@shared/schemas/home';
import type { StoredDraft } from '@/lib/challenges/drafts';

/** A class's Challenges tab with one challenge open (the class is chosen first). */
export function challengeHref(challengeId: string, view: 'take' | 'submissions'): string {
  return `/classroom/quizzes?${new URLSearchParams({ challenge: challengeId, view }).toString()}`;
}

/** The live join screen with the game's code filled in. */
export function liveJoinHref(code: string): string {
  return `/live?${new URLSearchParams({ code }).toString()}`;
}

/** The quiz builder with a draft open. */
export function draftHref(quizId: string): string {
  return `/CreateQuiz?${new URLSearchParams({ quizId }).toString()}`;
}

export interface ContinueItem extends HomeDueChallenge {
  answered: number;
}

/**
 * The due challenges with a draft on this device, latest draft first; a draft of a challenge
 * that is no longer due (submitted, deleted, class left) is not offered.
 */
export function continueItems(due: readonly HomeDueChallenge[], drafts: readonly StoredDraft[]): ContinueItem[] {
  const byKey = new Map(due.map((item) => [`${item.class_id}/${item.id}`, item]));
  return drafts.flatMap((draft) => {
    const item = byKey.get(`${draft.classId}/${draft.challengeId}`);
    return item ? [{ ...item, answered: draft.answered }] : [];
  });
}
