// Blog articles, their admin input and the subscriptions (docs/site.md 1). Shared with the web
// through @shared/schemas/blog.
import { z } from 'zod';
import { BLOGS } from '../constants';
import type { ErrorCode } from '../errors';
import { isSlug } from '../blog-outline';
import { code, docId } from './common';
import type { UploadTarget } from './material';

export const BLOG_LANGUAGES = ['ar', 'en'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];
export const BLOG_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const BLOG_COVER_TYPES = BLOGS.coverTypes;
export type BlogCoverType = (typeof BLOG_COVER_TYPES)[number];

const FIELDS: ErrorCode = 'blog/invalid-fields';
const QUERY: ErrorCode = 'blog/invalid-query';

const text = (max: number, c: ErrorCode = FIELDS) => z.string(code(c)).trim().max(max, code(c));

export const blogSlugSchema = z
  .string(code('blog/invalid-slug'))
  .trim()
  .transform((slug) => slug.normalize('NFKC').toLocaleLowerCase('en'))
  .refine(isSlug, code('blog/invalid-slug'));

export const blogFaqSchema = z.strictObject(
  {
    question: z.string(code('blog/invalid-faqs')).trim().min(1, code('blog/invalid-faqs')).max(BLOGS.faqQuestionMaxLength, code('blog/invalid-faqs')),
    answer: z.string(code('blog/invalid-faqs')).trim().min(1, code('blog/invalid-faqs')).max(BLOGS.faqAnswerMaxLength, code('blog/invalid-faqs')),
  },
  code('blog/invalid-faqs'),
);
export type BlogFaq = z.infer<typeof blogFaqSchema>;

export const blogSeoSchema = z.strictObject(
  { title: text(BLOGS.seoTitleMaxLength).default(''), description: text(BLOGS.seoDescriptionMaxLength).default('') },
  code(FIELDS),
);
export type BlogSeo = z.infer<typeof blogSeoSchema>;

const isoDate = z
  .string(code('blog/invalid-publish-at'))
  .trim()
  .max(40, code('blog/invalid-publish-at'))
  .refine((value) => !Number.isNaN(Date.parse(value)), code('blog/invalid-publish-at'));

/** The editable fields; each optional here so PATCH can use them as they are. */
const blogFields = {
  title: z
    .string(code('blog/title-required'))
    .trim()
    .min(BLOGS.titleMinLength, code('blog/title-required'))
    .max(BLOGS.titleMaxLength, code('blog/title-required')),
  slug: blogSlugSchema,
  language: z.enum(BLOG_LANGUAGES, code('blog/invalid-language')),
  excerpt: text(BLOGS.excerptMaxLength),
  content: z
    .string(code('blog/content-required'))
    .min(1, code('blog/content-required'))
    .max(BLOGS.contentMaxChars, code('blog/content-required'))
    .refine((value) => value.trim().length > 0, code('blog/content-required')),
  /** The id of a finished cover upload (POST /admin-blogs/covers), or null for none. */
  cover_id: docId.nullable(),
  cover_alt: text(200),
  tags: z
    .array(z.string(code(FIELDS)).trim().min(1, code(FIELDS)).max(BLOGS.tagMaxLength, code(FIELDS)), code(FIELDS))
    .max(BLOGS.maxTags, code(FIELDS))
    .transform((tags) => [...new Set(tags)]),
  faqs: z.array(blogFaqSchema, code('blog/invalid-faqs')).max(BLOGS.maxFaqs, code('blog/invalid-faqs')),
  related_ids: z
    .array(z.string(code('blog/invalid-related')).regex(/^[A-Za-z0-9_-]{1,128}$/, code('blog/invalid-related')), code('blog/invalid-related'))
    .max(BLOGS.maxRelated, code('blog/invalid-related'))
    .transform((ids) => [...new Set(ids)]),
  seo: blogSeoSchema,
  status: z.enum(BLOG_STATUSES, code('blog/invalid-status')),
  /** ISO time; required (and in the future) for 'scheduled', checked by the service against now. */
  publish_at: isoDate.nullable(),
};

/** POST /admin-blogs. */
export const blogInputSchema = z
  .strictObject(
    {
      ...blogFields,
      slug: blogFields.slug.optional(),
      excerpt: blogFields.excerpt.default(''),
      cover_id: blogFields.cover_id.optional(),
      cover_alt: blogFields.cover_alt.default(''),
      tags: blogFields.tags.default([]),
      faqs: blogFields.faqs.default([]),
      related_ids: blogFields.related_ids.default([]),
      seo: blogSeoSchema.optional(),
      publish_at: blogFields.publish_at.optional(),
    },
    code(FIELDS),
  )
  .refine((blog) => blog.status !== 'scheduled' || !!blog.publish_at, { ...code('blog/invalid-publish-at'), path: ['publish_at'] });
export type BlogInput = z.infer<typeof blogInputSchema>;
/** What the web's editor sends (before defaults). */
export type BlogInputBody = z.input<typeof blogInputSchema>;

/** PATCH /admin-blogs/{id}: any of the fields, at least one. */
export const blogPatchSchema = z
  .strictObject(
    {
      title: blogFields.title.optional(),
      slug: blogFields.slug.optional(),
      language: blogFields.language.optional(),
      excerpt: blogFields.excerpt.optional(),
      content: blogFields.content.optional(),
      cover_id: blogFields.cover_id.optional(),
      cover_alt: blogFields.cover_alt.optional(),
      tags: blogFields.tags.optional(),
      faqs: blogFields.faqs.optional(),
      related_ids: blogFields.related_ids.optional(),
      seo: blogSeoSchema.optional(),
      status: blogFields.status.optional(),
      publish_at: blogFields.publish_at.optional(),
    },
    code(FIELDS),
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), {
    ...code('validation/all-fields-required'),
    when: (payload) => payload.issues.length === 0,
  });
export type BlogPatch = z.infer<typeof blogPatchSchema>;

/** One query value: a repeated parameter arrives as an array and is refused. */
const single = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);
const integer = (min: number, max: number) =>
  single(z.string(code(QUERY)).regex(/^\d{1,6}$/, code(QUERY)).transform(Number).pipe(z.number().int().min(min, code(QUERY)).max(max, code(QUERY))));

const listFields = {
  page: integer(1, 10_000).optional().default(1),
  limit: integer(1, BLOGS.pageMaxLimit).optional().default(BLOGS.pageDefaultLimit),
  q: single(z.string(code(QUERY)).max(100, code(QUERY))).optional(),
};

/** GET /blogs. */
export const blogListQuerySchema = z.strictObject(
  {
    ...listFields,
    paginate: single(z.enum(['true', 'false'], code(QUERY)).transform((value) => value === 'true')).optional().default(true),
    language: single(z.enum(BLOG_LANGUAGES, code(QUERY))).optional(),
    tag: single(z.string(code(QUERY)).min(1, code(QUERY)).max(BLOGS.tagMaxLength, code(QUERY))).optional(),
  },
  code(QUERY),
);
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET /admin-blogs. */
export const adminBlogListQuerySchema = z.strictObject(
  { ...listFields, status: single(z.enum(BLOG_STATUSES, code(QUERY))).optional() },
  code(QUERY),
);
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuerySchema>;

/** POST /admin-blogs/covers: a cover declared before its bytes are sent. */
export const blogCoverUploadSchema = z.strictObject(
  {
    content_type: z.enum(BLOG_COVER_TYPES, code('blog/invalid-cover')),
    size: z.number(code('blog/invalid-cover')).int(code('blog/invalid-cover')).min(1, code('blog/invalid-cover')).max(BLOGS.coverMaxBytes, code('blog/invalid-cover')),
  },
  code('blog/invalid-cover'),
);
export type BlogCoverUploadInput = z.infer<typeof blogCoverUploadSchema>;

/** POST /blogs/subscribe. */
export const blogSubscribeSchema = z.strictObject(
  {
    email: z
      .string(code('blog/invalid-email'))
      .trim()
      .max(254, code('blog/invalid-email'))
      .pipe(z.email(code('blog/invalid-email')))
      .transform((email) => email.toLowerCase()),
    language: z.enum(BLOG_LANGUAGES, code('blog/invalid-language')).default('ar'),
  },
  code('blog/invalid-email'),
);
export type BlogSubscribeInput = z.infer<typeof blogSubscribeSchema>;

/** A token as mailed: 32 random bytes in base64url (43 characters). */
export const BLOG_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** POST /blogs/subscribe/confirm and /blogs/unsubscribe. */
export const blogTokenSchema = z.strictObject(
  { token: z.string(code('blog/invalid-token')).trim().regex(BLOG_TOKEN_PATTERN, code('blog/invalid-token')) },
  code('blog/invalid-token'),
);
export type BlogTokenInput = z.infer<typeof blogTokenSchema>;

// ── Answers ──────────────────────────────────────────────────────────────────────────────

export interface BlogCover {
  id: string;
  url: string;
}

/** A card of GET /blogs. */
export interface BlogSummary {
  id: string;
  slug: string;
  language: BlogLanguage;
  title: string;
  excerpt: string;
  cover: BlogCover | null;
  cover_alt: string;
  author_name: string;
  tags: string[];
  reading_minutes: number;
  /** ISO; null only for an article not yet visible (admin answers). */
  published_at: string | null;
}

/** GET /blogs/{idOrSlug}. */
export interface BlogDetail extends BlogSummary {
  content: string;
  faqs: BlogFaq[];
  seo: BlogSeo;
  related: BlogSummary[];
  updated_at: string | null;
}

/** GET /admin-blogs/{id} and the rows of GET /admin-blogs. */
export interface AdminBlog extends BlogDetail {
  status: BlogStatus;
  publish_at: string | null;
  related_ids: string[];
  announced_at: string | null;
  created_at: string | null;
}

export interface BlogList<T> {
  status: 'success';
  body: T[];
  total: number;
  page: number;
  limit: number;
}

/** POST /admin-blogs/covers. */
export interface BlogCoverUploadTarget {
  file_id: string;
  upload: UploadTarget;
}

/** POST /blogs/subscribe/confirm and /blogs/unsubscribe. */
export interface BlogSubscriptionAnswer {
  /** Masked, e.g. "a***@example.com". */
  email: string;
}
