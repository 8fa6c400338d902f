// One article in the administrators' list: title (opens the editor), language, status, when it
// is (or will be) published, last update; actions open, view the public page (published only)
// and delete. Test ids: admin-blog-row (data-blog-id, data-status), admin-blog-open,
// admin-blog-view, admin-blog-delete.
import { Badge, Button, Card, HStack, IconButton, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { LuExternalLink, LuPencil, LuTrash2 } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminBlog, BlogStatus } from '../lib/blog-types';

export const BLOG_STATUS_PALETTE: Record<BlogStatus, string> = { draft: 'gray', scheduled: 'orange', published: 'green' };

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  return (
    <Badge colorPalette={BLOG_STATUS_PALETTE[status]} variant="subtle" data-testid="admin-blog-status">
      <FormattedMessage id={`blogAdmin.status.${status}`} />
    </Badge>
  );
}

export function AdminBlogRow({ blog, busy, onDelete }: { blog: AdminBlog; busy: boolean; onDelete: () => void }) {
  const intl = useIntl();
  const editor = `/admin/blogs/${encodeURIComponent(blog.id)}`;
  const when = blog.status === 'scheduled' ? blog.publish_at : blog.published_at;
  return (
    <Card.Root as="li" variant="outline" data-testid="admin-blog-row" data-blog-id={blog.id} data-status={blog.status}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'center' }}>
          <Stack gap="1" flex="1" minW="0" textAlign="start">
            <Link asChild fontWeight="semibold" color="fg" _hover={{ color: 'brand.fg' }} wordBreak="break-word">
              <RouterLink to={editor} data-testid="admin-blog-title">
                <bdi>{blog.title}</bdi>
              </RouterLink>
            </Link>
            <Text fontSize="xs" color="fg.muted" dir="ltr" textAlign="start" truncate>
              /blog/{blog.slug}
            </Text>
            <Wrap gap="1.5" align="center">
              <BlogStatusBadge status={blog.status} />
              <Badge variant="surface">
                <FormattedMessage id={`blogAdmin.language.${blog.language}`} />
              </Badge>
              {when && (
                <Text as="span" fontSize="xs" color="fg.muted">
                  <FormattedMessage
                    id={blog.status === 'scheduled' ? 'blogAdmin.list.scheduledFor' : 'blogAdmin.list.publishedAt'}
                    values={{ date: <FormattedDate value={when} dateStyle="medium" timeStyle="short" /> }}
                  />
                </Text>
              )}
              {blog.updated_at && (
                <Text as="span" fontSize="xs" color="fg.muted">
                  <FormattedMessage id="blogAdmin.list.updatedAt" values={{ date: <FormattedDate value={blog.updated_at} dateStyle="medium" timeStyle="short" /> }} />
                </Text>
              )}
            </Wrap>
          </Stack>
          <HStack gap="2" justify="flex-end" flexShrink={0}>
            <Button asChild size="xs" variant="outline">
              <RouterLink to={editor} data-testid="admin-blog-open" aria-label={intl.formatMessage({ id: 'blogAdmin.list.openLabel' }, { title: blog.title })}>
                <LuPencil aria-hidden />
                <FormattedMessage id="blogAdmin.list.open" />
              </RouterLink>
            </Button>
            {blog.status === 'published' && (
              <Button asChild size="xs" variant="ghost">
                <RouterLink
                  to={`/blog/${encodeURIComponent(blog.slug)}`}
                  target="_blank"
                  data-testid="admin-blog-view"
                  aria-label={intl.formatMessage({ id: 'blogAdmin.list.viewLabel' }, { title: blog.title })}
                >
                  <LuExternalLink aria-hidden />
                  <FormattedMessage id="blogAdmin.list.view" />
                </RouterLink>
              </Button>
            )}
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              disabled={busy}
              onClick={onDelete}
              aria-label={intl.formatMessage({ id: 'blogAdmin.list.deleteLabel' }, { title: blog.title })}
              data-testid="admin-blog-delete"
            >
              <LuTrash2 aria-hidden />
            </IconButton>
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
