// The sidebar's personality and learning-style badges (spec 001 section 2, Sidebar): the MBTI
// code is coloured by its temperament and leads to /ptest while it is still the placeholder
// "MBTI" (test not taken), to /report once taken; the learning style leads to /vark/report.
import type { LearningStyleKey } from '@shared/assessment-catalogue';
import { MBTI_PLACEHOLDER } from '@shared/constants';

export type PersonalityPalette = 'gray' | 'purple' | 'green' | 'blue' | 'yellow';

const MBTI_CODE = /^([EI])([SN])([TF])([JP])(-[AT])?$/;

export function normalisePersonality(type: string | null | undefined): string {
  const code = (type ?? '').trim().toUpperCase();
  return code === '' || code === '-' ? MBTI_PLACEHOLDER : code;
}

export function isPersonalityPlaceholder(type: string | null | undefined): boolean {
  return normalisePersonality(type) === MBTI_PLACEHOLDER;
}

export function personalityTarget(type: string | null | undefined): '/ptest' | '/report' {
  return isPersonalityPlaceholder(type) ? '/ptest' : '/report';
}

/** Analysts (NT) purple, diplomats (NF) green, sentinels (SJ) blue, explorers (SP) yellow; else gray. */
export function personalityPalette(type: string | null | undefined): PersonalityPalette {
  const match = MBTI_CODE.exec(normalisePersonality(type));
  if (!match) return 'gray';
  const [, , perceiving, judging, lifestyle] = match;
  if (perceiving === 'N') return judging === 'T' ? 'purple' : 'green';
  return lifestyle === 'J' ? 'blue' : 'yellow';
}

/** The stored styles are the assessment catalogue's (docs/assessments.md 1). */
export type LearningStyle = LearningStyleKey;

const STYLE_ALIASES: Record<string, LearningStyle> = {
  v: 'visual',
  visual: 'visual',
  a: 'auditory',
  aural: 'auditory',
  auditory: 'auditory',
  r: 'reading',
  read: 'reading',
  reading: 'reading',
  'read/write': 'reading',
  'reading/writing': 'reading',
  k: 'kinesthetic',
  kinaesthetic: 'kinesthetic',
  kinesthetic: 'kinesthetic',
  multimodal: 'multimodal',
  mm: 'multimodal',
};

/**
 * The learning style as a known key (translated by the sidebar), as the stored text when it is
 * something else, or null when the VARK test is not taken yet.
 */
export function learningStyleOf(value: string | null | undefined): { key: LearningStyle } | { text: string } | null {
  const text = (value ?? '').trim();
  if (text === '' || text === '-') return null;
  const key = STYLE_ALIASES[text.toLowerCase()];
  return key ? { key } : { text };
}
