// Blog collections (docs/site.md 1): articles, slugs, subscribers and their token hashes are
// server only (cover declarations, blogCovers, fall under the default deny). The public reads
// visible articles through GET /blogs, so drafts and subscriber addresses never reach a
// client, administrators included.
import { UID, describeServerOnly, useRulesEnvironment, type Target } from './helpers';

const env = useRulesEnvironment();

const at = new Date('2025-01-01T00:00:00Z');
const HASH = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const TARGETS: Array<{ name: string; target: Target }> = [
  {
    name: 'blogs/{id}',
    target: {
      doc: 'blogs/b-1',
      collection: 'blogs',
      data: { slug: 'hello', language: 'en', title: 'Hello', status: 'published', author_uid: UID.owner, published_at: at },
      update: { status: 'published', title: 'Defaced' },
    },
  },
  {
    name: 'blogSlugs/{slug}',
    target: { doc: 'blogSlugs/hello', collection: 'blogSlugs', data: { blog_id: 'b-1' }, update: { blog_id: 'b-2' } },
  },
  {
    name: 'blogSubscribers/{sha256(email)}',
    target: {
      doc: `blogSubscribers/${HASH}`,
      collection: 'blogSubscribers',
      data: { email: `${UID.owner}@example.test`, language: 'ar', status: 'confirmed', created_at: at },
      update: { status: 'unsubscribed' },
    },
  },
  {
    name: 'blogTokens/{sha256(token)}',
    target: {
      doc: `blogTokens/${HASH}`,
      collection: 'blogTokens',
      data: { subscriber_id: HASH, kind: 'confirm' },
      update: { kind: 'unsubscribe' },
    },
  },
];

describeServerOnly(env, TARGETS);
