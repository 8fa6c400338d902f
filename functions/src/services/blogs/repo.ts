// The blog collections and how stored articles become the API's answers (docs/site.md 1).
import { Timestamp, type DocumentData, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../lib/admin';
import { toMillis } from '../../domain/time';
import { visibleSince } from '../../domain/blogs/visibility';
import type { AdminBlog, BlogDetail, BlogFaq, BlogLanguage, BlogSeo, BlogStatus, BlogSummary } from '../../shared/schemas/blog';

export const blogsCol = () => db.collection('blogs');
export const slugsCol = () => db.collection('blogSlugs');
export const subscribersCol = () => db.collection('blogSubscribers');
export const tokensCol = () => db.collection('blogTokens');
export const coversCol = () => db.collection('blogCovers');

/** Summary fields only: lists never read article bodies. */
export const SUMMARY_FIELDS = [
  'slug', 'language', 'title', 'excerpt', 'cover', 'cover_alt', 'author_name', 'tags', 'reading_minutes',
  'status', 'publish_at', 'published_at', 'announced_at', 'related_ids', 'updated_at', 'created_at',
] as const;

/** A stored article with times in ms. */
export interface BlogRecord {
  id: string;
  slug: string;
  language: BlogLanguage;
  title: string;
  excerpt: string;
  content: string;
  cover: { id: string; url: string } | null;
  cover_alt: string;
  author_uid: string;
  author_name: string;
  tags: string[];
  faqs: BlogFaq[];
  related_ids: string[];
  seo: BlogSeo;
  status: BlogStatus;
  publish_at: number | null;
  published_at: number | null;
  announced_at: number | null;
  reading_minutes: number;
  created_at: number | null;
  updated_at: number | null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const millis = (value: unknown): number | null => toMillis(value) ?? null;

export function toRecord(id: string, data: DocumentData): BlogRecord {
  const cover = data.cover && typeof data.cover === 'object' && typeof data.cover.url === 'string' ? { id: str(data.cover.id), url: data.cover.url } : null;
  return {
    id,
    slug: str(data.slug) || id,
    language: data.language === 'en' ? 'en' : 'ar',
    title: str(data.title),
    excerpt: str(data.excerpt),
    content: str(data.content),
    cover,
    cover_alt: str(data.cover_alt),
    author_uid: str(data.author_uid),
    author_name: str(data.author_name),
    tags: strings(data.tags),
    faqs: Array.isArray(data.faqs)
      ? data.faqs.filter((f) => f && typeof f === 'object').map((f: DocumentData) => ({ question: str(f.question), answer: str(f.answer) }))
      : [],
    related_ids: strings(data.related_ids),
    seo: { title: str(data.seo?.title), description: str(data.seo?.description) },
    status: data.status === 'published' || data.status === 'scheduled' ? data.status : 'draft',
    publish_at: millis(data.publish_at),
    published_at: millis(data.published_at),
    announced_at: millis(data.announced_at),
    reading_minutes: typeof data.reading_minutes === 'number' ? data.reading_minutes : 1,
    created_at: millis(data.created_at),
    updated_at: millis(data.updated_at),
  };
}

export const recordOf = (snap: DocumentSnapshot): BlogRecord | undefined => (snap.exists ? toRecord(snap.id, snap.data() ?? {}) : undefined);

const iso = (ms: number | null): string | null => (ms === null ? null : new Date(ms).toISOString());
export const timestamp = (ms: number | null): Timestamp | null => (ms === null ? null : Timestamp.fromMillis(ms));

export function toSummary(blog: BlogRecord): BlogSummary {
  return {
    id: blog.id,
    slug: blog.slug,
    language: blog.language,
    title: blog.title,
    excerpt: blog.excerpt,
    cover: blog.cover,
    cover_alt: blog.cover_alt,
    author_name: blog.author_name,
    tags: blog.tags,
    reading_minutes: blog.reading_minutes,
    published_at: iso(visibleSince(blog)),
  };
}

export function toDetail(blog: BlogRecord, related: BlogSummary[]): BlogDetail {
  return { ...toSummary(blog), content: blog.content, faqs: blog.faqs, seo: blog.seo, related, updated_at: iso(blog.updated_at) };
}

export function toAdmin(blog: BlogRecord, related: BlogSummary[]): AdminBlog {
  return {
    ...toDetail(blog, related),
    // Administrators see when it really went out (a future schedule is not published yet).
    published_at: iso(blog.published_at),
    status: blog.status,
    publish_at: iso(blog.publish_at),
    related_ids: blog.related_ids,
    announced_at: iso(blog.announced_at),
    created_at: iso(blog.created_at),
  };
}

/** Every article's summary fields (no bodies), for lists, related fallbacks and the sitemap. */
export async function readAllSummaries(statuses?: BlogStatus[]): Promise<BlogRecord[]> {
  const base = statuses ? blogsCol().where('status', 'in', statuses) : blogsCol();
  const snap = await base.select(...SUMMARY_FIELDS).limit(5000).get();
  return snap.docs.map((doc) => toRecord(doc.id, doc.data()));
}
