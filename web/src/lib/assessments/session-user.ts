// A new result shows at once in the sidebar: the session's copy of the user takes the style or
// type the server has just stored (the next profile check reads the same values).
import type { LearningStyleKey } from '@shared/assessment-catalogue';
import type { AuthState } from '@/lib/session/auth-state';

export function withLearningStyle(state: AuthState, style: LearningStyleKey): AuthState {
  return state.isAuthenticated && state.user ? { ...state, user: { ...state.user, learning_style: style } } : state;
}

export function withPersonalityType(state: AuthState, type: string): AuthState {
  return state.isAuthenticated && state.user ? { ...state, user: { ...state.user, personality_type: type } } : state;
}
