// What each guard decides, as pure functions of the session (guards.tsx renders them).
import { QUIZ_AUTHOR_TYPES, type UserType } from '@shared/constants';
import { landingPathFor, type UserDto } from '@shared/schemas/user';
import type { AuthState } from '@/lib/session/auth-state';

/** Training centres' pages: centres and administrators. */
export const TRAINING_CENTRE_TYPES = ['centers', 'administrator'] as const satisfies readonly UserType[];
/** Who builds quizzes and hosts them live (/CreateQuiz, /live/host; docs/live.md). */
export const QUIZ_HOST_TYPES = QUIZ_AUTHOR_TYPES;
/** Who may author courses (docs/courses.md): the API answers the same way. */
export const COURSE_AUTHOR_TYPES = ['teacher', 'administrator'] as const satisfies readonly UserType[];

type Session = Pick<AuthState, 'isAuthenticated' | 'userType' | 'user'>;

/** null when the session may see a page for `allowed` types, else where to send it. */
export function userTypeRedirect(session: Session, allowed: UserType | readonly UserType[]): '/login' | '/unauthorized' | null {
  if (!session.isAuthenticated) return '/login';
  const type = session.userType ?? session.user?.user_type ?? null;
  const types: readonly UserType[] = typeof allowed === 'string' ? [allowed] : allowed;
  return type && types.includes(type) ? null : '/unauthorized';
}

/** /onboard is for users who have not finished it; onboarded users go to their landing page. */
export function onboardingRedirect(user: Pick<UserDto, 'onboarded' | 'user_type'> | null): string | null {
  return user?.onboarded ? landingPathFor(user.user_type) : null;
}

/** /welcome without a verified purchase goes to the packages. */
export function welcomeRedirect(verified: boolean): '/pricing' | null {
  return verified ? null : '/pricing';
}
