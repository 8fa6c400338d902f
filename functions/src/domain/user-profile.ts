// The profile document (`users/{uid}`) and the one place that turns it into the API's UserDto.
import {
  AVATAR_PRESETS, MBTI_PLACEHOLDER, SELF_SELECTABLE_USER_TYPES, USER_TYPES, type UserType,
} from '../shared/constants';
import { VARK_MODALITIES, type VarkModality } from '../shared/assessment-catalogue';
import type { UpdateUserRequest, UserDto } from '../shared/schemas/user';

const TEXT_FIELDS = [
  'first_name', 'surname', 'phone', 'dob', 'gender', 'city', 'country', 'organization',
  'education_level', 'school_region', 'learning_style',
] as const;

/** Fields of a new profile, without the server timestamps the repository adds. */
export interface NewProfile {
  email_address: string;
  first_name: string;
  surname: string;
  phone: string;
  dob: string;
  gender: string;
  city: string;
  country: string;
  organization: string;
  education_level: string;
  school_region: string;
  learning_style: string;
  user_type: UserType | null;
  avatar_id: number;
  personality_type: string;
  onboarded: boolean;
  email_verified: boolean;
}

export function newProfile(email: string, avatarId: number, emailVerified = false): NewProfile {
  return {
    email_address: email,
    first_name: '', surname: '', phone: '', dob: '', gender: '', city: '', country: '',
    organization: '', education_level: '', school_region: '', learning_style: '',
    user_type: null,
    avatar_id: avatarId,
    personality_type: MBTI_PLACEHOLDER,
    onboarded: false,
    email_verified: emailVerified,
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function isUserType(value: unknown): value is UserType {
  return typeof value === 'string' && (USER_TYPES as readonly string[]).includes(value);
}

/** Builds the UserDto every endpoint answers with, tolerating missing or odd fields. */
export function toUserDto(uid: string, doc: Record<string, unknown>): UserDto {
  const fields = Object.fromEntries(TEXT_FIELDS.map((key) => [key, text(doc[key])])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const avatar = doc.avatar_id;
  const modalities: unknown[] = Array.isArray(doc.learning_modalities) ? doc.learning_modalities : [];
  return {
    id: uid,
    name: `${fields.first_name} ${fields.surname}`.trim(),
    ...fields,
    email_address: text(doc.email_address),
    user_type: isUserType(doc.user_type) ? doc.user_type : null,
    personality_type: text(doc.personality_type) || MBTI_PLACEHOLDER,
    // Written only by POST /assessments/vark, never by PATCH /user.
    learning_modalities: VARK_MODALITIES.filter((m): m is VarkModality => modalities.includes(m)),
    avatar_id: typeof avatar === 'number' && Number.isInteger(avatar) && avatar >= 0 && avatar < AVATAR_PRESETS ? avatar : 0,
    onboarded: doc.onboarded === true,
  };
}

/** Spec 001 sends `name` as first name plus surname: the first word is the first name. */
export function splitFullName(name: string): { first_name: string; surname: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, surname: rest.join(' ') };
}

/** The profile fields a PATCH /user writes, user_type excluded (it has its own rules). */
export function profilePatch(input: UpdateUserRequest): Partial<NewProfile> {
  const { user_type: _userType, name, ...rest } = input;
  const fromName = name !== undefined ? splitFullName(name) : {};
  // Explicit first_name/surname win over the combined name.
  return { ...fromName, ...rest };
}

export type UserTypeChoice = 'set' | 'unchanged' | 'not-selectable' | 'already-set';

/** A user picks their type once; administrator is granted, never chosen. */
export function decideUserTypeChoice(current: UserType | null, requested: UserType): UserTypeChoice {
  if (!(SELF_SELECTABLE_USER_TYPES as readonly string[]).includes(requested)) return 'not-selectable';
  if (current === requested) return 'unchanged';
  if (current !== null) return 'already-set';
  return 'set';
}
