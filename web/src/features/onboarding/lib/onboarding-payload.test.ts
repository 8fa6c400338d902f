import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE, type ProfileFormValues } from '@/components/profile-steps/profile-form';
import { updateUserRequestSchema } from '@shared/schemas/user';
import { onboardingPayload } from './onboarding-payload';

const filled: ProfileFormValues = {
  firstName: 'Lina',
  surname: 'Saleh',
  countryCode: '+966',
  phoneDigits: '512345678',
  day: 1,
  month: 1,
  year: 2000,
  gender: 'female',
  city: 'Jeddah',
};

describe('onboarding payload', () => {
  it('Complete saves every step and marks the user onboarded', () => {
    const body = onboardingPayload(filled, 3, 'complete');
    expect(body).toEqual({
      first_name: 'Lina',
      surname: 'Saleh',
      phone: '+966512345678',
      dob: '2000-01-01',
      gender: 'female',
      city: 'Jeddah',
      onboarded: true,
    });
    expect(updateUserRequestSchema.safeParse(body).success).toBe(true);
  });

  it('Skip for Now saves only the completed steps', () => {
    expect(onboardingPayload(filled, 0, 'skip')).toEqual({ onboarded: true });
    expect(onboardingPayload(filled, 2, 'skip')).toEqual({
      first_name: 'Lina',
      surname: 'Saleh',
      phone: '+966512345678',
      onboarded: true,
    });
    expect(onboardingPayload(EMPTY_PROFILE, 3, 'skip')).toEqual({ dob: '1997-08-21', onboarded: true });
  });
});
