// Which screen of the Challenges tab is open, from the address (/classroom/quizzes?challenge=
// &view=&student=), so every screen can be linked, reloaded and left with the back button.
// Teachers: the list, a challenge's submissions, grading one submission, presenting
// (whiteboard) and a preview (practice). Students: their due and done list, taking a
// challenge (or its result) and practice. Pure.
export type ChallengeView =
  | { kind: 'list' }
  | { kind: 'submissions'; challengeId: string }
  | { kind: 'grade'; challengeId: string; studentUid: string }
  | { kind: 'present'; challengeId: string }
  | { kind: 'take'; challengeId: string }
  | { kind: 'practice'; challengeId: string };

const TEACHER_VIEWS = ['submissions', 'grade', 'present', 'practice'] as const;
const STUDENT_VIEWS = ['take', 'practice'] as const;
const SAFE = /^[A-Za-z0-9_-]{1,128}$/;

export function parseChallengeView(params: URLSearchParams, isTeacher: boolean): ChallengeView {
  const challengeId = params.get('challenge') ?? '';
  const view = params.get('view') ?? '';
  if (!SAFE.test(challengeId)) return { kind: 'list' };
  const allowed: readonly string[] = isTeacher ? TEACHER_VIEWS : STUDENT_VIEWS;
  if (!allowed.includes(view)) return { kind: 'list' };
  if (view === 'grade') {
    const studentUid = params.get('student') ?? '';
    return SAFE.test(studentUid) ? { kind: 'grade', challengeId, studentUid } : { kind: 'submissions', challengeId };
  }
  return { kind: view as Exclude<ChallengeView['kind'], 'list' | 'grade'>, challengeId };
}

/** The search parameters of a view (the list has none). */
export function challengeViewParams(view: ChallengeView): Record<string, string> {
  switch (view.kind) {
    case 'list':
      return {};
    case 'grade':
      return { challenge: view.challengeId, view: 'grade', student: view.studentUid };
    default:
      return { challenge: view.challengeId, view: view.kind };
  }
}

/** The Challenges tab's address of a view (the study hub links here). */
export function challengeViewHref(view: ChallengeView): string {
  const query = new URLSearchParams(challengeViewParams(view)).toString();
  return query ? `/classroom/quizzes?${query}` : '/classroom/quizzes';
}
