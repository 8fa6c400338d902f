// The profile steps' data and rules, shared by the onboarding wizard (/onboard), the profile
// wizard dialog and the settings screen (spec 001 sections 2, 3 and 5):
// - four steps: identity (first name, surname), contact (country code, phone), birth (day,
//   month, year), details (gender male|female, city);
// - a step is valid when every field is filled and not '-' (and the phone and date are ones
//   the API accepts: the same shared zod fields);
// - the phone keeps digits only, trimmed to the country code's maximum; the default code +966;
// - years: 100 years ending 2024; default birth 21 August 1997; days 1-31.
import { DEFAULT_COUNTRY_CODE, splitPhone, trimPhoneDigits } from '@shared/phone';
import { dobField, phoneField, type UpdateUserRequest, type UserDto } from '@shared/schemas/user';

export const PROFILE_STEPS = ['identity', 'contact', 'birth', 'details'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];
export const LAST_STEP = PROFILE_STEPS.length - 1;

export const BIRTH_YEAR_LAST = 2024;
export const BIRTH_YEAR_COUNT = 100;
export const DEFAULT_BIRTH = { day: 21, month: 8, year: 1997 } as const;
export const DAYS: readonly number[] = Array.from({ length: 31 }, (_, i) => i + 1);
export const MONTHS: readonly number[] = Array.from({ length: 12 }, (_, i) => i + 1);
export const WIZARD_GENDER_VALUES = ['male', 'female'] as const;
export type WizardGender = (typeof WIZARD_GENDER_VALUES)[number];

/** Newest first: 2024 down to 1925. */
export function birthYears(): number[] {
  return Array.from({ length: BIRTH_YEAR_COUNT }, (_, i) => BIRTH_YEAR_LAST - i);
}

export interface ProfileFormValues {
  firstName: string;
  surname: string;
  countryCode: string;
  phoneDigits: string;
  day: number;
  /** 1-12 */
  month: number;
  year: number;
  gender: WizardGender | '';
  city: string;
}

export const EMPTY_PROFILE: ProfileFormValues = {
  firstName: '',
  surname: '',
  countryCode: DEFAULT_COUNTRY_CODE,
  phoneDigits: '',
  ...DEFAULT_BIRTH,
  gender: '',
  city: '',
};

/** Filled and not the '-' placeholder. */
export function isFilled(value: string | null | undefined): boolean {
  const trimmed = (value ?? '').trim();
  return trimmed !== '' && trimmed !== '-';
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');

export function toDob({ day, month, year }: Pick<ProfileFormValues, 'day' | 'month' | 'year'>): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

export function toPhone({ countryCode, phoneDigits }: Pick<ProfileFormValues, 'countryCode' | 'phoneDigits'>): string {
  return `${countryCode}${phoneDigits}`;
}

/** New digits typed into the phone field: digits only, at most what the code allows. */
export function withPhoneDigits(values: ProfileFormValues, input: string): ProfileFormValues {
  return { ...values, phoneDigits: trimPhoneDigits(input, values.countryCode) };
}

/** A new country code; digits already typed are trimmed to its maximum. */
export function withCountryCode(values: ProfileFormValues, countryCode: string): ProfileFormValues {
  return { ...values, countryCode, phoneDigits: trimPhoneDigits(values.phoneDigits, countryCode) };
}

export function isStepValid(step: number, values: ProfileFormValues): boolean {
  switch (PROFILE_STEPS[step]) {
    case 'identity':
      return (
        isFilled(values.firstName) &&
        isFilled(values.surname) &&
        values.firstName.trim().length <= 60 &&
        values.surname.trim().length <= 60
      );
    case 'contact':
      return isFilled(values.phoneDigits) && phoneField.safeParse(toPhone(values)).success;
    case 'birth':
      return dobField.safeParse(toDob(values)).success;
    case 'details':
      return WIZARD_GENDER_VALUES.includes(values.gender as WizardGender) && isFilled(values.city) && values.city.trim().length <= 80;
    default:
      return false;
  }
}

export function allStepsValid(values: ProfileFormValues): boolean {
  return PROFILE_STEPS.every((_, step) => isStepValid(step, values));
}

/** True when the day exists in that month and year (no 31 February). */
export function isRealDate(values: Pick<ProfileFormValues, 'day' | 'month' | 'year'>): boolean {
  const date = new Date(Date.UTC(values.year, values.month - 1, values.day));
  return date.getUTCFullYear() === values.year && date.getUTCMonth() === values.month - 1 && date.getUTCDate() === values.day;
}

const clean = (value: string | null | undefined) => (isFilled(value) ? (value ?? '').trim() : '');

/** The form's starting values from the signed-in user (empty and '-' fields start empty). */
export function profileValuesFromUser(user: Partial<UserDto> | null | undefined): ProfileFormValues {
  const values: ProfileFormValues = { ...EMPTY_PROFILE };
  if (!user) return values;
  values.firstName = clean(user.first_name);
  values.surname = clean(user.surname);
  values.city = clean(user.city);
  if (user.gender === 'male' || user.gender === 'female') values.gender = user.gender;
  const phone = isFilled(user.phone) ? splitPhone((user.phone ?? '').trim()) : undefined;
  if (phone) {
    values.countryCode = phone.countryCode;
    values.phoneDigits = trimPhoneDigits(phone.digits, phone.countryCode);
  }
  const dob = /^(\d{4})-(\d{2})-(\d{2})$/.exec(user.dob ?? '');
  if (dob) {
    const [year, month, day] = [Number(dob[1]), Number(dob[2]), Number(dob[3])];
    if (birthYears().includes(year) && month >= 1 && month <= 12 && day >= 1 && day <= 31) {
      Object.assign(values, { year, month, day });
    }
  }
  return values;
}

/**
 * PATCH /user body with the fields of the given steps (all by default). Fields of a step are
 * sent only when that step is valid; empty fields are omitted (spec 001 section 3).
 */
export function profileUpdatePayload(
  values: ProfileFormValues,
  steps: readonly number[] = PROFILE_STEPS.map((_, i) => i),
): UpdateUserRequest {
  const body: UpdateUserRequest = {};
  for (const step of steps) {
    if (!isStepValid(step, values)) continue;
    switch (PROFILE_STEPS[step]) {
      case 'identity':
        body.first_name = values.firstName.trim();
        body.surname = values.surname.trim();
        break;
      case 'contact':
        body.phone = toPhone(values);
        break;
      case 'birth':
        body.dob = toDob(values);
        break;
      case 'details':
        body.gender = values.gender as WizardGender;
        body.city = values.city.trim();
        break;
    }
  }
  return body;
}
