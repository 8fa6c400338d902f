import { describe, expect, it } from 'vitest';
import type { LearnerProfile } from '@shared/schemas/assessments';
import { countByStyle, isStyleFilter, matchesStyle, profilesByUid, styleBucket } from './learner-styles';

const profile = (uid: string, style: string | null, type: string | null = null): LearnerProfile => ({
  uid,
  learning_style: style as LearnerProfile['learning_style'],
  learning_modalities: style && style !== 'multimodal' ? [style as 'visual'] : [],
  personality_type: type,
});

const PROFILES = profilesByUid([
  profile('a', 'visual', 'INFP'),
  profile('b', 'reading', 'ISTJ'),
  profile('c', null),
  profile('d', 'visual'),
  profile('e', 'multimodal', 'ENTJ'),
  profile('f', 'telepathic'),
]);

describe('learner styles', () => {
  it('keys profiles by uid and reads unknown styles as not taken', () => {
    expect(PROFILES.get('a')?.learning_style).toBe('visual');
    expect(PROFILES.get('f')?.learning_style).toBeNull();
    expect(styleBucket(PROFILES.get('f')!)).toBe('none');
    expect(styleBucket(PROFILES.get('e')!)).toBe('multimodal');
  });

  it('filters members by style, not taken, or all', () => {
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'teacher'].filter((uid) => matchesStyle(uid, 'visual', PROFILES))).toEqual(['a', 'd']);
    expect(['a', 'b', 'c', 'd', 'e', 'f', 'teacher'].filter((uid) => matchesStyle(uid, 'none', PROFILES))).toEqual(['c', 'f']);
    // Members without a profile (teachers, pending) only show under "all".
    expect(matchesStyle('teacher', 'all', PROFILES)).toBe(true);
    expect(matchesStyle('teacher', 'none', PROFILES)).toBe(false);
  });

  it('counts learners per filter', () => {
    expect(countByStyle(PROFILES)).toEqual({ all: 6, visual: 2, auditory: 0, reading: 1, kinesthetic: 0, multimodal: 1, none: 2 });
    expect(countByStyle(new Map())).toMatchObject({ all: 0, none: 0 });
  });

  it('knows its filter values', () => {
    expect(isStyleFilter('kinesthetic')).toBe(true);
    expect(isStyleFilter('none')).toBe(true);
    expect(isStyleFilter('MBTI')).toBe(false);
    expect(isStyleFilter(undefined)).toBe(false);
  });
});
