// An article reads in its own language's direction, whatever the interface language.
import type { BlogLanguage } from '@shared/schemas/blog';

export const articleDir = (language: BlogLanguage): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

/** The public address of an article. */
export const articlePath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;
