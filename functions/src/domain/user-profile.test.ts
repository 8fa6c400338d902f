import { describe, expect, it } from 'vitest';
import { decideUserTypeChoice, newProfile, profilePatch, splitFullName, toUserDto } from './user-profile';

describe('newProfile', () => {
  it('starts with no type, the MBTI placeholder, not onboarded and empty texts', () => {
    const profile = newProfile('a@b.test', 5);
    expect(profile).toMatchObject({
      email_address: 'a@b.test', user_type: null, avatar_id: 5, personality_type: 'MBTI', onboarded: false,
      email_verified: false, first_name: '', surname: '', phone: '', dob: '',
    });
  });
});

describe('toUserDto', () => {
  it('joins the name and fills every field', () => {
    const dto = toUserDto('u1', { ...newProfile('a@b.test', 3), first_name: 'Sara', surname: 'Ali', user_type: 'teacher' });
    expect(dto).toEqual({
      id: 'u1', name: 'Sara Ali', first_name: 'Sara', surname: 'Ali', email_address: 'a@b.test', phone: '', dob: '',
      gender: '', city: '', country: '', organization: '', education_level: '', school_region: '',
      user_type: 'teacher', personality_type: 'MBTI', learning_style: '', learning_modalities: [], avatar_id: 3, onboarded: false,
    });
  });
  it('trims a name with one part missing', () => {
    expect(toUserDto('u', { first_name: 'Sara' }).name).toBe('Sara');
    expect(toUserDto('u', { surname: 'Ali' }).name).toBe('Ali');
    expect(toUserDto('u', {}).name).toBe('');
  });
  it('keeps only known learning modalities, in catalogue order', () => {
    const dto = toUserDto('u', { learning_style: 'multimodal', learning_modalities: ['reading', 'smell', 'visual'] });
    expect(dto).toMatchObject({ learning_style: 'multimodal', learning_modalities: ['visual', 'reading'] });
    expect(toUserDto('u', { learning_modalities: 'visual' }).learning_modalities).toEqual([]);
  });
  it('tolerates odd documents', () => {
    const dto = toUserDto('u', { user_type: 'wizard', avatar_id: 42, personality_type: 7, onboarded: 'yes' });
    expect(dto).toMatchObject({ user_type: null, avatar_id: 0, personality_type: 'MBTI', onboarded: false });
  });
});

describe('splitFullName and profilePatch', () => {
  it('splits at the first space', () => {
    expect(splitFullName('  Sara  Bint Ali ')).toEqual({ first_name: 'Sara', surname: 'Bint Ali' });
    expect(splitFullName('Sara')).toEqual({ first_name: 'Sara', surname: '' });
  });
  it('lets explicit first_name/surname win and leaves user_type out', () => {
    expect(profilePatch({ name: 'Sara Ali', surname: 'Hassan', user_type: 'student', city: 'Riyadh' })).toEqual({
      first_name: 'Sara', surname: 'Hassan', city: 'Riyadh',
    });
  });
});

describe('decideUserTypeChoice', () => {
  it('lets a user pick once among the selectable types', () => {
    expect(decideUserTypeChoice(null, 'teacher')).toBe('set');
    expect(decideUserTypeChoice('teacher', 'teacher')).toBe('unchanged');
    expect(decideUserTypeChoice('teacher', 'student')).toBe('already-set');
    expect(decideUserTypeChoice('administrator', 'student')).toBe('already-set');
  });
  it('never lets a user pick administrator', () => {
    expect(decideUserTypeChoice(null, 'administrator')).toBe('not-selectable');
    expect(decideUserTypeChoice('administrator', 'administrator')).toBe('not-selectable');
  });
});
