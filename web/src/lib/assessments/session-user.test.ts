import { describe, expect, it } from 'vitest';
import { initialAuthState, type AuthState } from '@/lib/session/auth-state';
import type { UserDto } from '@shared/schemas/user';
import { withLearningStyle, withPersonalityType } from './session-user';

const signedIn: AuthState = {
  ...initialAuthState,
  isAuthenticated: true,
  user: { id: 'u1', learning_style: '-', personality_type: 'MBTI' } as UserDto,
};

describe('the session user after a result', () => {
  it('takes the new style or type at once', () => {
    expect(withLearningStyle(signedIn, 'multimodal').user?.learning_style).toBe('multimodal');
    expect(withPersonalityType(signedIn, 'ENFP').user?.personality_type).toBe('ENFP');
    expect(signedIn.user?.learning_style).toBe('-');
  });

  it('leaves a signed-out state alone', () => {
    expect(withLearningStyle(initialAuthState, 'visual')).toBe(initialAuthState);
    expect(withPersonalityType(initialAuthState, 'ISTJ')).toBe(initialAuthState);
  });
});
