import { describe, expect, it } from 'vitest';
import { challengeHref, continueItems, draftHref, liveJoinHref } from './home-links';

const due = (id: string, classId = 'c1') => ({
  id, class_id: classId, class_name: 'Physics', title: id, question_count: 3, due_at: null, overdue: false,
});

describe('continueItems', () => {
  it('keeps the drafts of challenges still due, in the drafts order, with how many are answered', () => {
    const items = continueItems([due('a'), due('b'), due('a', 'c2')], [
      { classId: 'c1', challengeId: 'b', answered: 2, savedAt: 2 },
      { classId: 'c9', challengeId: 'a', answered: 1, savedAt: 1 },
      { classId: 'c1', challengeId: 'gone', answered: 1, savedAt: 1 },
      { classId: 'c2', challengeId: 'a', answered: 1, savedAt: null },
    ]);
    expect(items.map((item) => [item.class_id, item.id, item.answered])).toEqual([['c1', 'b', 2], ['c2', 'a', 1]]);
  });
});

describe('links', () => {
  it('point at the challenge, the live join screen and the builder', () => {
    expect(challengeHref('ch1', 'take')).toBe('/classroom/quizzes?challenge=ch1&view=take');
    expect(challengeHref('ch1', 'submissions')).toBe('/classroom/quizzes?challenge=ch1&view=submissions');
    expect(liveJoinHref('123456')).toBe('/live?code=123456');
    expect(draftHref('q 1')).toBe('/CreateQuiz?quizId=q+1');
  });
});
