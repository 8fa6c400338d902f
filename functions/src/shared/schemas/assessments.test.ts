import { describe, expect, it } from 'vitest';
import { PERSONALITY_ITEM_IDS, VARK_QUESTION_IDS } from '../assessment-catalogue';
import { personalitySubmissionSchema, varkSubmissionSchema } from './assessments';

const allVark = () => Object.fromEntries(VARK_QUESTION_IDS.map((id) => [id, ['reading', 'visual']]));
const allPersonality = () => Object.fromEntries(PERSONALITY_ITEM_IDS.map((id) => [id, 'a']));
const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  new Set(result.error?.issues.map((issue) => issue.message));

describe('varkSubmissionSchema', () => {
  it('accepts all 12 answers and stores the modalities in catalogue order', () => {
    const parsed = varkSubmissionSchema.parse({ submission_id: 'sub-12345', answers: allVark() });
    expect(parsed.answers.v01).toEqual(['visual', 'reading']);
  });

  it('a missing or empty answer is assessment/unanswered', () => {
    expect(codes(varkSubmissionSchema.safeParse({ submission_id: 'sub-12345' }))).toEqual(new Set(['assessment/unanswered']));
    const { v05: _v05, ...partial } = allVark();
    expect(codes(varkSubmissionSchema.safeParse({ submission_id: 'sub-12345', answers: partial }))).toEqual(new Set(['assessment/unanswered']));
    expect(codes(varkSubmissionSchema.safeParse({ submission_id: 'sub-12345', answers: { ...allVark(), v02: [] } }))).toEqual(new Set(['assessment/unanswered']));
  });

  it.each([
    ['an unknown question', { v13: ['visual'] }],
    ['an unknown modality', { v01: ['smell'] }],
    ['a duplicate', { v01: ['visual', 'visual'] }],
    ['a string instead of a list', { v01: 'visual' }],
  ])('%s is assessment/invalid-answers', (_name, extra) => {
    expect(codes(varkSubmissionSchema.safeParse({ submission_id: 'sub-12345', answers: { ...allVark(), ...extra } }))).toEqual(new Set(['assessment/invalid-answers']));
  });

  it('refuses a bad submission id and unknown fields', () => {
    expect(varkSubmissionSchema.safeParse({ submission_id: 'short', answers: allVark() }).success).toBe(false);
    expect(varkSubmissionSchema.safeParse({ submission_id: 'sub-12345', answers: allVark(), extra: 1 }).success).toBe(false);
  });
});

describe('personalitySubmissionSchema', () => {
  it('accepts a or b for all 32 items', () => {
    expect(personalitySubmissionSchema.parse({ submission_id: 'sub-12345', answers: allPersonality() }).answers.p32).toBe('a');
  });

  it('missing is unanswered, other values invalid', () => {
    const { p32: _p32, ...partial } = allPersonality();
    expect(codes(personalitySubmissionSchema.safeParse({ submission_id: 'sub-12345', answers: partial }))).toEqual(new Set(['assessment/unanswered']));
    expect(codes(personalitySubmissionSchema.safeParse({ submission_id: 'sub-12345', answers: { ...allPersonality(), p01: 'c' } }))).toEqual(new Set(['assessment/invalid-answers']));
  });
});
