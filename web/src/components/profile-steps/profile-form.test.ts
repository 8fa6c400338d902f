import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, maxPhoneDigits } from '@shared/phone';
import { updateUserRequestSchema, type UserDto } from '@shared/schemas/user';
import {
  DAYS, EMPTY_PROFILE, MONTHS, allStepsValid, birthYears, isFilled, isRealDate, isStepValid, profileUpdatePayload,
  profileValuesFromUser, toDob, withCountryCode, withPhoneDigits, type ProfileFormValues,
} from './profile-form';

const complete: ProfileFormValues = {
  firstName: 'Sara',
  surname: 'Alharbi',
  countryCode: '+966',
  phoneDigits: '501234567',
  day: 21,
  month: 8,
  year: 1997,
  gender: 'female',
  city: 'Riyadh',
};

describe('birth choices', () => {
  it('years are the 100 years ending 2024, newest first', () => {
    const years = birthYears();
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(2024);
    expect(years.at(-1)).toBe(1925);
    expect(new Set(years).size).toBe(100);
  });

  it('days run 1-31, months 1-12, and the default birth is 21 August 1997', () => {
    expect(DAYS).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
    expect(MONTHS).toHaveLength(12);
    expect(toDob(EMPTY_PROFILE)).toBe('1997-08-21');
    expect(EMPTY_PROFILE.countryCode).toBe('+966');
  });

  it('knows which dates exist', () => {
    expect(isRealDate({ day: 29, month: 2, year: 2024 })).toBe(true);
    expect(isRealDate({ day: 29, month: 2, year: 2023 })).toBe(false);
    expect(isRealDate({ day: 31, month: 4, year: 2000 })).toBe(false);
  });
});

describe('phone', () => {
  it('keeps digits only, trimmed to the code maximum', () => {
    expect(withPhoneDigits(EMPTY_PROFILE, '05-0123 4567 89').phoneDigits).toBe('050123456'); // +966: 9
    const us = withCountryCode(EMPTY_PROFILE, '+1');
    expect(withPhoneDigits(us, '(212) 555-0100 99').phoneDigits).toBe('2125550100'); // 10
    const sg = withCountryCode(EMPTY_PROFILE, '+65');
    expect(withPhoneDigits(sg, '123456789').phoneDigits).toBe('12345678'); // 8
    const cn = withCountryCode(EMPTY_PROFILE, '+86');
    expect(withPhoneDigits(cn, '1234567890123').phoneDigits).toBe('12345678901'); // 11
  });

  it('a shorter code trims digits already typed', () => {
    const typed = withPhoneDigits(withCountryCode(EMPTY_PROFILE, '+86'), '12345678901');
    expect(withCountryCode(typed, '+45').phoneDigits).toBe('12345678');
  });

  it('every known code allows its table maximum', () => {
    for (const code of COUNTRY_CODES) {
      const values = withPhoneDigits(withCountryCode(EMPTY_PROFILE, code), '9'.repeat(20));
      expect(values.phoneDigits).toHaveLength(maxPhoneDigits(code));
      expect(isStepValid(1, values)).toBe(true);
    }
  });
});

describe('step validity', () => {
  it('identity needs both names filled and not "-"', () => {
    expect(isStepValid(0, complete)).toBe(true);
    expect(isStepValid(0, { ...complete, surname: '' })).toBe(false);
    expect(isStepValid(0, { ...complete, firstName: ' - ' })).toBe(false);
    expect(isStepValid(0, { ...complete, firstName: '   ' })).toBe(false);
  });

  it('contact needs a phone the API accepts', () => {
    expect(isStepValid(1, complete)).toBe(true);
    expect(isStepValid(1, { ...complete, phoneDigits: '' })).toBe(false);
    expect(isStepValid(1, { ...complete, phoneDigits: '12' })).toBe(false);
  });

  it('birth needs a real past date', () => {
    expect(isStepValid(2, complete)).toBe(true);
    expect(isStepValid(2, { ...complete, day: 31, month: 2 })).toBe(false);
    expect(isStepValid(2, EMPTY_PROFILE)).toBe(true); // the default date
  });

  it('details needs male or female and a city', () => {
    expect(isStepValid(3, complete)).toBe(true);
    expect(isStepValid(3, { ...complete, gender: '' })).toBe(false);
    expect(isStepValid(3, { ...complete, city: '-' })).toBe(false);
  });

  it('isFilled treats empty, blank and "-" as empty', () => {
    expect(isFilled('')).toBe(false);
    expect(isFilled('-')).toBe(false);
    expect(isFilled(null)).toBe(false);
    expect(isFilled('a')).toBe(true);
    expect(allStepsValid(complete)).toBe(true);
    expect(allStepsValid(EMPTY_PROFILE)).toBe(false);
  });
});

describe('payload', () => {
  it('sends every field of a complete form, accepted by the shared schema', () => {
    const body = profileUpdatePayload(complete);
    expect(body).toEqual({
      first_name: 'Sara',
      surname: 'Alharbi',
      phone: '+966501234567',
      dob: '1997-08-21',
      gender: 'female',
      city: 'Riyadh',
    });
    expect(updateUserRequestSchema.safeParse(body).success).toBe(true);
  });

  it('omits empty fields and steps not asked for', () => {
    expect(profileUpdatePayload({ ...complete, phoneDigits: '', city: '' })).toEqual({
      first_name: 'Sara',
      surname: 'Alharbi',
      dob: '1997-08-21',
    });
    expect(profileUpdatePayload(complete, [0])).toEqual({ first_name: 'Sara', surname: 'Alharbi' });
    expect(profileUpdatePayload(EMPTY_PROFILE, [])).toEqual({});
  });
});

describe('prefill from the user', () => {
  const user: Partial<UserDto> = {
    first_name: 'Omar',
    surname: '-',
    phone: '+971501234567',
    dob: '2001-02-03',
    gender: 'male',
    city: 'Dubai',
  };

  it('reads names, phone, date, gender and city; "-" starts empty', () => {
    expect(profileValuesFromUser(user)).toEqual({
      firstName: 'Omar',
      surname: '',
      countryCode: '+971',
      phoneDigits: '501234567',
      day: 3,
      month: 2,
      year: 2001,
      gender: 'male',
      city: 'Dubai',
    });
  });

  it('falls back to the defaults', () => {
    expect(profileValuesFromUser(null)).toEqual(EMPTY_PROFILE);
    expect(profileValuesFromUser({ phone: '-', dob: '-', gender: 'non-binary' })).toEqual(EMPTY_PROFILE);
  });
});
