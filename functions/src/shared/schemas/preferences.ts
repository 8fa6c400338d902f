import { z } from 'zod';
import { LANGUAGES, THEMES } from '../constants';
import { code } from './common';

const invalid = code('validation/invalid-input');

export const preferencesSchema = z.object({
  theme: z.enum(THEMES, invalid).nullable(),
  language: z.enum(LANGUAGES, invalid),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** theme null means "follow the system". */
export const DEFAULT_PREFERENCES: Preferences = { theme: null, language: 'ar' };

export const updatePreferencesRequestSchema = preferencesSchema.partial().strict();
