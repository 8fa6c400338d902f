import { describe, expect, it } from 'vitest';
import { AWARDS } from '../../shared/constants';
import { certificateIssuer, certificateSkills, learnerName, verifyUrl } from './certificate-content';

describe('certificateSkills', () => {
  it('takes the learning objectives, trimmed, without blanks or repeats, at most the limit', () => {
    expect(certificateSkills({ learning_objectives: ['  Loops ', '', 'Functions', 'Loops', 7, '   '], category: 'programming' })).toEqual(['Loops', 'Functions']);
    const many = Array.from({ length: 12 }, (_, i) => `Skill ${i + 1}`);
    expect(certificateSkills({ learning_objectives: many })).toEqual(many.slice(0, AWARDS.maxSkills));
  });

  it('falls back to the category, named in the course language', () => {
    expect(certificateSkills({ learning_objectives: [], category: 'health-fitness', language: 'en' })).toEqual(['Health & Fitness']);
    expect(certificateSkills({ learning_objectives: ['  '], category: 'design', language: 'ar' })).toEqual(['التصميم']);
    expect(certificateSkills({ category: 'something-new' })).toEqual(['something-new']);
    expect(certificateSkills({})).toEqual([]);
  });
});

describe('learnerName', () => {
  it('joins first name and surname, else the name, else the fallback', () => {
    expect(learnerName({ first_name: ' Sara ', surname: 'Ali' })).toBe('Sara Ali');
    expect(learnerName({ first_name: 'محمد', surname: 'أحمد' })).toBe('محمد أحمد');
    expect(learnerName({ first_name: 'Sara', surname: '' })).toBe('Sara');
    expect(learnerName({ name: 'Sam' })).toBe('Sam');
    expect(learnerName(undefined)).toBe('Learner');
  });
});

describe('certificateIssuer', () => {
  it('is the centre for an enterprise course, else the instructor', () => {
    expect(certificateIssuer({ owner_uid: 'u1', enterprise: null }, { owner: 'Sara Ali' })).toEqual({ kind: 'instructor', uid: 'u1', name: 'Sara Ali' });
    expect(certificateIssuer({ owner_uid: 'c1', enterprise: 'c1' }, { owner: 'Centre user', centre: 'Bright Academy' }))
      .toEqual({ kind: 'centre', uid: 'c1', name: 'Bright Academy' });
    expect(certificateIssuer({ owner_uid: 'c1', enterprise: 'c1' }, { owner: 'Centre user' }).name).toBe('Centre user');
  });
});

describe('verifyUrl', () => {
  it('is the app’s verification page of the code', () => {
    expect(verifyUrl('https://app.example/', 'SPK-0000-0000-0000-0000')).toBe('https://app.example/certificates/verify/SPK-0000-0000-0000-0000');
  });
});
