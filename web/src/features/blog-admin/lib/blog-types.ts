// The admin blog shapes (docs/site.md 1), from the shared schema; BlogInput is what the editor sends.
export { BLOG_LANGUAGES, BLOG_STATUSES } from '@shared/schemas/blog';
export type { AdminBlog, BlogCover, BlogFaq, BlogLanguage, BlogStatus, BlogSummary, BlogInputBody as BlogInput } from '@shared/schemas/blog';
