// The editor's form and its mapping to BlogInput (docs/site.md 1): the client checks mirror the
// server's limits and answer the same `blog/*` codes, so a field shows one text whichever side
// refused it. Pure.
import { BLOGS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { isSlug, slugify } from '@shared/blog-outline';
import type { AdminBlog, BlogCover, BlogInput, BlogLanguage, BlogStatus } from './blog-types';

export interface FaqRow {
  /** Stable React key; never sent. */
  key: string;
  question: string;
  answer: string;
}

export interface BlogForm {
  title: string;
  slug: string;
  /** False while the slug still follows the title. */
  slugEdited: boolean;
  language: BlogLanguage;
  excerpt: string;
  content: string;
  cover: BlogCover | null;
  coverAlt: string;
  tags: string[];
  faqs: FaqRow[];
  relatedIds: string[];
  seoTitle: string;
  seoDescription: string;
  status: BlogStatus;
  /** A datetime-local value (the browser's time zone), '' when none. */
  publishAt: string;
}

export type BlogField =
  | 'title' | 'slug' | 'language' | 'excerpt' | 'content' | 'cover' | 'tags' | 'faqs' | 'related' | 'seo' | 'status' | 'publishAt';

export type BlogFormErrors = Partial<Record<BlogField, ErrorCode>>;

export function emptyBlogForm(language: BlogLanguage = 'ar'): BlogForm {
  return {
    title: '', slug: '', slugEdited: false, language, excerpt: '', content: '', cover: null, coverAlt: '', tags: [], faqs: [],
    relatedIds: [], seoTitle: '', seoDescription: '', status: 'draft', publishAt: '',
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO time as a datetime-local value in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (read in the browser's zone) as ISO, null when empty or invalid. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

let faqCounter = 0;
export const newFaqKey = () => `faq-${(faqCounter += 1)}`;

export function formFromBlog(blog: AdminBlog): BlogForm {
  return {
    title: blog.title,
    slug: blog.slug,
    slugEdited: true,
    language: blog.language,
    excerpt: blog.excerpt ?? '',
    content: blog.content ?? '',
    cover: blog.cover ?? null,
    coverAlt: blog.cover_alt ?? '',
    tags: [...(blog.tags ?? [])],
    faqs: (blog.faqs ?? []).map((faq) => ({ key: newFaqKey(), question: faq.question, answer: faq.answer })),
    relatedIds: [...(blog.related_ids ?? [])],
    seoTitle: blog.seo?.title ?? '',
    seoDescription: blog.seo?.description ?? '',
    status: blog.status,
    publishAt: blog.status === 'scheduled' ? toLocalInput(blog.publish_at) : '',
  };
}

/** The title changes the slug until the slug is edited by hand. */
export function withTitle(form: BlogForm, title: string): BlogForm {
  return { ...form, title, slug: form.slugEdited ? form.slug : slugify(title) };
}

/** A hand-edited slug; emptied, it follows the title again. */
export function withSlug(form: BlogForm, slug: string): BlogForm {
  const trimmed = slug.trim();
  return trimmed ? { ...form, slug, slugEdited: true } : { ...form, slug: slugify(form.title), slugEdited: false };
}

/** Tags typed as a comma-separated line (Arabic comma too): trimmed, without repeats. */
export function parseTags(line: string): string[] {
  const seen = new Set<string>();
  for (const tag of line.split(/[,،]/)) {
    const clean = tag.trim();
    if (clean && !seen.has(clean)) seen.add(clean);
  }
  return [...seen];
}

/** What is sent: trimmed texts, publish_at only for a scheduled article. */
export function toBlogInput(form: BlogForm): BlogInput {
  const input: BlogInput = {
    title: form.title.trim(),
    language: form.language,
    excerpt: form.excerpt.trim(),
    content: form.content,
    cover_id: form.cover?.id ?? null,
    cover_alt: form.coverAlt.trim(),
    tags: form.tags,
    faqs: form.faqs.map((faq) => ({ question: faq.question.trim(), answer: faq.answer.trim() })),
    related_ids: form.relatedIds,
    seo: { title: form.seoTitle.trim(), description: form.seoDescription.trim() },
    status: form.status,
  };
  const slug = form.slug.trim();
  if (slug) input.slug = slug;
  if (form.status === 'scheduled') {
    const at = fromLocalInput(form.publishAt);
    if (at) input.publish_at = at;
  }
  return input;
}

/** The client's checks, with the codes the server answers for the same problems. */
export function checkBlogForm(form: BlogForm, now: number = Date.now()): BlogFormErrors {
  const errors: BlogFormErrors = {};
  const title = form.title.trim();
  if (title.length < BLOGS.titleMinLength || title.length > BLOGS.titleMaxLength) errors.title = 'blog/title-required';
  const slug = form.slug.trim();
  if (slug && !isSlug(slug)) errors.slug = 'blog/invalid-slug';
  if (!form.content.trim() || form.content.length > BLOGS.contentMaxChars) errors.content = 'blog/content-required';
  if (form.excerpt.trim().length > BLOGS.excerptMaxLength) errors.excerpt = 'blog/invalid-fields';
  if (form.tags.length > BLOGS.maxTags || form.tags.some((tag) => tag.length > BLOGS.tagMaxLength)) errors.tags = 'blog/invalid-fields';
  if (
    form.faqs.length > BLOGS.maxFaqs ||
    form.faqs.some(
      (faq) => !faq.question.trim() || !faq.answer.trim() || faq.question.trim().length > BLOGS.faqQuestionMaxLength || faq.answer.trim().length > BLOGS.faqAnswerMaxLength,
    )
  ) {
    errors.faqs = 'blog/invalid-faqs';
  }
  if (form.relatedIds.length > BLOGS.maxRelated) errors.related = 'blog/invalid-related';
  if (form.seoTitle.trim().length > BLOGS.seoTitleMaxLength || form.seoDescription.trim().length > BLOGS.seoDescriptionMaxLength) errors.seo = 'blog/invalid-fields';
  if (form.status === 'scheduled') {
    const at = fromLocalInput(form.publishAt);
    if (!at || Date.parse(at) <= now) errors.publishAt = 'blog/invalid-publish-at';
  }
  return errors;
}

const CODE_FIELDS: Partial<Record<ErrorCode, BlogField>> = {
  'blog/title-required': 'title',
  'blog/invalid-slug': 'slug',
  'blog/slug-taken': 'slug',
  'blog/content-required': 'content',
  'blog/invalid-language': 'language',
  'blog/invalid-status': 'status',
  'blog/invalid-publish-at': 'publishAt',
  'blog/invalid-faqs': 'faqs',
  'blog/invalid-related': 'related',
  'blog/cover-not-found': 'cover',
  'blog/invalid-cover': 'cover',
};

const INPUT_FIELDS: Record<string, BlogField> = {
  title: 'title', slug: 'slug', language: 'language', excerpt: 'excerpt', content: 'content', cover_id: 'cover', cover_alt: 'cover',
  tags: 'tags', faqs: 'faqs', related_ids: 'related', seo: 'seo', status: 'status', publish_at: 'publishAt',
};

/**
 * Where a server refusal belongs: its own `fields` (BlogInput names) first, else the field its
 * code names. Empty when it belongs to no field (the toast then says it).
 */
export function serverFieldErrors(code: ErrorCode | string, fields?: Record<string, ErrorCode>): BlogFormErrors {
  const errors: BlogFormErrors = {};
  for (const [name, fieldCode] of Object.entries(fields ?? {})) {
    const field = INPUT_FIELDS[name];
    if (field && !errors[field]) errors[field] = fieldCode;
  }
  const field = CODE_FIELDS[code as ErrorCode];
  if (field && !errors[field]) errors[field] = code as ErrorCode;
  return errors;
}

/** Compares what would be saved, so the slug's auto flag or FAQ keys do not count as edits. */
export const formSnapshot = (form: BlogForm): string => JSON.stringify({ ...toBlogInput(form), publish_at: form.publishAt, slug: form.slug.trim() });

/** Moves item `from` by `step` (-1 up, +1 down); unchanged at the ends. */
export function move<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

/** The browser's own check of a cover before any upload: type and size (the server checks the bytes). */
export function checkCoverFile(file: { type: string; size: number }): ErrorCode | null {
  return (BLOGS.coverTypes as readonly string[]).includes(file.type) && file.size > 0 && file.size <= BLOGS.coverMaxBytes ? null : 'blog/invalid-cover';
}
