import { describe, expect, it } from 'vitest';
import {
  isPersonalityPlaceholder, learningStyleOf, normalisePersonality, personalityPalette, personalityTarget,
} from './profile-badges';

describe('personality', () => {
  it('treats MBTI, empty and "-" as the placeholder and links it to the test', () => {
    for (const value of ['MBTI', 'mbti', '', '-', null, undefined]) {
      expect(isPersonalityPlaceholder(value)).toBe(true);
      expect(personalityTarget(value)).toBe('/ptest');
      expect(personalityPalette(value)).toBe('gray');
    }
    expect(normalisePersonality(undefined)).toBe('MBTI');
  });

  it('links a taken test to the report', () => {
    expect(personalityTarget('INTJ')).toBe('/report');
    expect(personalityTarget('enfp-t')).toBe('/report');
  });

  it('colours by temperament', () => {
    expect(personalityPalette('INTJ')).toBe('purple');
    expect(personalityPalette('ENTP')).toBe('purple');
    expect(personalityPalette('INFJ')).toBe('green');
    expect(personalityPalette('ENFP-A')).toBe('green');
    expect(personalityPalette('ISTJ')).toBe('blue');
    expect(personalityPalette('ESFJ')).toBe('blue');
    expect(personalityPalette('ISTP')).toBe('yellow');
    expect(personalityPalette('esfp')).toBe('yellow');
    expect(personalityPalette('XYZW')).toBe('gray');
  });
});

describe('learningStyleOf', () => {
  it('knows the VARK styles by name or letter', () => {
    expect(learningStyleOf('Visual')).toEqual({ key: 'visual' });
    expect(learningStyleOf('K')).toEqual({ key: 'kinesthetic' });
    expect(learningStyleOf('read/write')).toEqual({ key: 'reading' });
    expect(learningStyleOf('multimodal')).toEqual({ key: 'multimodal' });
  });

  it('keeps other texts and is null when not taken', () => {
    expect(learningStyleOf('VA')).toEqual({ text: 'VA' });
    expect(learningStyleOf('')).toBeNull();
    expect(learningStyleOf('-')).toBeNull();
    expect(learningStyleOf(undefined)).toBeNull();
  });
});
