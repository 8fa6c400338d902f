// The product's feature areas (spec 000 and 001 section 1), shown on /features (one card each,
// with an anchor) and on /overview (the main areas, linking to those anchors).
import type { ComponentType } from 'react';
import { LuAward, LuBookOpen, LuBot, LuBrain, LuBuilding2, LuListChecks, LuSparkles, LuUsers } from 'react-icons/lu';

export type FeatureAreaKey = 'classes' | 'quizzes' | 'assessments' | 'huda' | 'sparks' | 'courses' | 'awards' | 'centres';

export interface FeatureArea {
  key: FeatureAreaKey;
  group: 'teach' | 'grow';
  icon: ComponentType;
  /** Where the feature lives; `signedOutTo` is its public entry for visitors. */
  to: string;
  signedOutTo?: string;
}

export const FEATURE_AREAS: readonly FeatureArea[] = [
  { key: 'classes', group: 'teach', icon: LuUsers, to: '/classroom', signedOutTo: '/signup' },
  { key: 'quizzes', group: 'teach', icon: LuListChecks, to: '/guest/quiz/play' },
  { key: 'assessments', group: 'teach', icon: LuBrain, to: '/assessment' },
  { key: 'huda', group: 'teach', icon: LuBot, to: '/huda-ai', signedOutTo: '/huda-form' },
  { key: 'sparks', group: 'grow', icon: LuSparkles, to: '/pricing' },
  { key: 'courses', group: 'grow', icon: LuBookOpen, to: '/courses/marketplace', signedOutTo: '/signup' },
  { key: 'awards', group: 'grow', icon: LuAward, to: '/achievements', signedOutTo: '/signup' },
  { key: 'centres', group: 'grow', icon: LuBuilding2, to: '/enterprise' },
];

export const FEATURE_POINTS = ['point1', 'point2', 'point3'] as const;
