// The admin blog shapes of docs/site.md 1, as the web reads them. Kept here until
// @shared/schemas/blog is in place; they follow the contract's field names exactly.
export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_LANGUAGES = ['ar', 'en'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

export interface BlogCover {
  id: string;
  url: string;
}

export interface BlogFaq {
  question: string;
  answer: string;
}

export interface BlogSummary {
  id: string;
  slug: string;
  language: BlogLanguage;
  title: string;
  excerpt: string;
  cover: BlogCover | null;
  cover_alt?: string;
  author_name?: string;
  tags: string[];
  reading_minutes?: number;
  published_at: string | null;
}

export interface AdminBlog extends BlogSummary {
  content: string;
  faqs: BlogFaq[];
  seo: { title: string; description: string };
  related?: BlogSummary[];
  related_ids: string[];
  status: BlogStatus;
  publish_at: string | null;
  created_at?: string | null;
  updated_at?: string | null;
}

export interface BlogInput {
  title: string;
  slug?: string;
  language: BlogLanguage;
  excerpt: string;
  content: string;
  cover_id?: string | null;
  cover_alt?: string;
  tags?: string[];
  faqs?: BlogFaq[];
  related_ids?: string[];
  seo?: { title: string; description: string };
  status: BlogStatus;
  publish_at?: string;
}
