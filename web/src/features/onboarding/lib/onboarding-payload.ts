// What the onboarding wizard saves: Complete sends every step; Skip for Now sends only the
// steps already completed (those before the current one) and skips the rest. Both mark the
// user onboarded.
import { profileUpdatePayload, type ProfileFormValues } from '@/components/profile-steps/profile-form';
import type { UpdateUserRequest } from '@shared/schemas/user';

export function onboardingPayload(values: ProfileFormValues, step: number, mode: 'complete' | 'skip'): UpdateUserRequest {
  const steps = mode === 'complete' ? undefined : Array.from({ length: step }, (_, index) => index);
  return { ...profileUpdatePayload(values, steps), onboarded: true };
}
