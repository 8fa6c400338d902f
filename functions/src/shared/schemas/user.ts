import { z } from 'zod';
import {
  EDUCATION_LEVELS, GENDERS, MBTI_PLACEHOLDER, SELF_SELECTABLE_USER_TYPES, USER_TYPES,
  type UserType,
} from '../constants';
import type { VarkModality } from '../assessment-catalogue';
import { maxPhoneDigits, splitPhone } from '../phone';
import { code } from './common';

const invalid = code('validation/invalid-input');
const name = z.string(invalid).trim().min(1, invalid).max(60, invalid);

export const phoneField = z
  .string(invalid)
  .regex(/^\+\d{2,19}$/, invalid)
  .refine((phone) => {
    const parts = splitPhone(phone);
    return !!parts && parts.digits.length >= 4 && parts.digits.length <= maxPhoneDigits(parts.countryCode);
  }, invalid);

export const dobField = z
  .string(invalid)
  .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
  .refine((dob) => {
    const date = new Date(`${dob}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(dob) && date.getTime() < Date.now();
  }, invalid);

/** PATCH /user: every field optional, unknown fields refused. */
export const updateUserRequestSchema = z
  .object({
    /** Spec 001's wizard sends first name plus surname as one `name`; split at the first space. */
    name: z.string(invalid).trim().min(1, invalid).max(121, invalid),
    first_name: name,
    surname: name,
    phone: phoneField,
    dob: dobField,
    gender: z.enum(GENDERS, invalid),
    city: z.string(invalid).trim().max(80, invalid),
    country: z.string(invalid).trim().max(80, invalid),
    organization: z.string(invalid).trim().max(120, invalid),
    education_level: z.enum(EDUCATION_LEVELS, invalid),
    school_region: z.string(invalid).trim().max(80, invalid),
    user_type: z.enum(SELF_SELECTABLE_USER_TYPES, code('user/role-not-selectable')),
    onboarded: z.boolean(invalid),
  })
  .partial()
  .strict();
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

/** The user as every endpoint answers it (spec 000 section 3, spec 001 section 3). */
export interface UserDto {
  id: string;
  name: string;
  first_name: string;
  surname: string;
  email_address: string;
  phone: string;
  dob: string;
  gender: string;
  city: string;
  country: string;
  organization: string;
  education_level: string;
  school_region: string;
  user_type: UserType | null;
  personality_type: string;
  /** A LearningStyleKey once the VARK test is taken ('' before). */
  learning_style: string;
  /** The modalities behind learning_style, in catalogue order ([] before the test). */
  learning_modalities: VarkModality[];
  avatar_id: number;
  onboarded: boolean;
}

export const userTypeSchema = z.enum(USER_TYPES);
export const DEFAULT_PERSONALITY = MBTI_PLACEHOLDER;

/** POST /admin/users/:uid/user-type: administrators may grant any type. */
export const grantUserTypeRequestSchema = z.object({ user_type: z.enum(USER_TYPES, invalid) }).strict();

const blank = (value: string | undefined | null) => !value || value.trim() === '' || value.trim() === '-';

/** Spec: a profile is incomplete when name, phone, dob or gender is empty or '-'. */
export function isProfileIncomplete(user: Pick<UserDto, 'name' | 'phone' | 'dob' | 'gender'>): boolean {
  return blank(user.name) || blank(user.phone) || blank(user.dob) || blank(user.gender);
}

/** Landing page by user type (spec 000 section 4). */
export function landingPathFor(userType: UserType | null | undefined): '/class' | '/home' {
  return userType === 'teacher' ? '/class' : '/home';
}
