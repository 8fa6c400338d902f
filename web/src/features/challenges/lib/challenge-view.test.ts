import { describe, expect, it } from 'vitest';
import { challengeViewHref, challengeViewParams, parseChallengeView, type ChallengeView } from './challenge-view';

const parse = (query: string, isTeacher: boolean) => parseChallengeView(new URLSearchParams(query), isTeacher);

describe('parseChallengeView', () => {
  it('opens the list without parameters or with unknown ones', () => {
    expect(parse('', true)).toEqual({ kind: 'list' });
    expect(parse('challenge=c1&view=nope', true)).toEqual({ kind: 'list' });
    expect(parse('challenge=../x&view=take', false)).toEqual({ kind: 'list' });
  });

  it('gives teachers submissions, grading, presenting and previews', () => {
    expect(parse('challenge=c1&view=submissions', true)).toEqual({ kind: 'submissions', challengeId: 'c1' });
    expect(parse('challenge=c1&view=grade&student=s1', true)).toEqual({ kind: 'grade', challengeId: 'c1', studentUid: 's1' });
    expect(parse('challenge=c1&view=grade', true)).toEqual({ kind: 'submissions', challengeId: 'c1' });
    expect(parse('challenge=c1&view=present', true)).toEqual({ kind: 'present', challengeId: 'c1' });
    expect(parse('challenge=c1&view=practice', true)).toEqual({ kind: 'practice', challengeId: 'c1' });
    expect(parse('challenge=c1&view=take', true)).toEqual({ kind: 'list' });
  });

  it('gives students taking and practice only', () => {
    expect(parse('challenge=c1&view=take', false)).toEqual({ kind: 'take', challengeId: 'c1' });
    expect(parse('challenge=c1&view=practice', false)).toEqual({ kind: 'practice', challengeId: 'c1' });
    expect(parse('challenge=c1&view=grade&student=s1', false)).toEqual({ kind: 'list' });
    expect(parse('challenge=c1&view=present', false)).toEqual({ kind: 'list' });
  });

  it('round-trips through the address', () => {
    const views: ChallengeView[] = [
      { kind: 'list' },
      { kind: 'submissions', challengeId: 'c1' },
      { kind: 'grade', challengeId: 'c1', studentUid: 's1' },
      { kind: 'present', challengeId: 'c1' },
      { kind: 'practice', challengeId: 'c1' },
    ];
    for (const view of views) expect(parseChallengeView(new URLSearchParams(challengeViewParams(view)), true)).toEqual(view);
    expect(challengeViewHref({ kind: 'take', challengeId: 'c1' })).toBe('/classroom/quizzes?challenge=c1&view=take');
    expect(challengeViewHref({ kind: 'list' })).toBe('/classroom/quizzes');
  });
});
