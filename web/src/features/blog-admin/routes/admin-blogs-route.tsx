// /admin/blogs: every article, whatever its status (docs/site.md 1). Status tabs (all, draft,
// scheduled, published), a search on title and excerpt, one page at a time; each row opens the
// editor, shows the public page when published, or is deleted after a confirmation.
// ?status=&page=&q= keep the view. Test ids: admin-blogs, admin-blog-new, admin-blogs-search,
// admin-blog-tabs(-{status}), admin-blog-list, admin-blogs-empty, admin-blogs-error,
// admin-blog-delete-dialog (+ -confirm, -cancel), and those of admin-blog-row and admin-pagination.
import { Box, Button, Input, InputGroup, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuNewspaper, LuPlus, LuSearch } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { StatusTabs } from '@/components/admin/status-tabs';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { DELETE_BLOG_FAILED, deleteBlog } from '../api/delete-blog';
import { LIST_BLOGS_FAILED, listAdminBlogs } from '../api/list-admin-blogs';
import { AdminBlogRow } from '../components/admin-blog-row';
import type { AdminBlog } from '../lib/blog-types';
import { BLOG_TABS, blogTabParam, pageParam, type BlogTab } from '../lib/list-params';

/** 'Error fetching blogs', then the reason when it says more. */
const errorText = (title: string, detail: string) => (detail === title ? title : `${title}: ${detail}`);

export default function AdminBlogsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = blogTabParam(params.get('status'));
  const page = pageParam(params.get('page'));
  const q = params.get('q') ?? '';
  const [typed, setTyped] = useState(q);
  const list = useRemote(`${status}:${page}:${q}`, (signal) => listAdminBlogs({ status, page, q }, signal));
  const [deleting, setDeleting] = useState<AdminBlog | null>(null);
  const [busy, setBusy] = useState(false);

  const go = (change: { status?: BlogTab; page?: number; q?: string }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      const nextStatus = change.status ?? status;
      const nextPage = change.page ?? 1;
      const nextQ = change.q ?? q;
      if (nextStatus === 'all') next.delete('status');
      else next.set('status', nextStatus);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      if (nextQ.trim()) next.set('q', nextQ.trim());
      else next.delete('q');
      return next;
    }, { replace: change.q !== undefined });

  // The search follows typing after a short pause, back to the first page.
  useEffect(() => {
    if (typed.trim() === q.trim()) return undefined;
    const timer = window.setTimeout(() => go({ q: typed }), 350);
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const blogs = list.status === 'success' ? list.data.blogs : [];

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteBlog(deleting.id);
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'blogAdmin.toast.deleted' }) });
      setDeleting(null);
      list.reload();
    } catch (error) {
      const title = intl.formatMessage(DELETE_BLOG_FAILED);
      const detail = formatError(intl, error, DELETE_BLOG_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage
      testId="admin-blogs"
      title={<FormattedMessage id="blogAdmin.list.title" />}
      description={<FormattedMessage id="blogAdmin.list.description" />}
      actions={
        <Button asChild colorPalette="brand">
          <RouterLink to="/admin/blogs/new" data-testid="admin-blog-new">
            <LuPlus aria-hidden />
            <FormattedMessage id="blogAdmin.list.new" />
          </RouterLink>
        </Button>
      }
    >
      <InputGroup startElement={<LuSearch aria-hidden />} maxW={{ md: 'md' }}>
        <Input
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={intl.formatMessage({ id: 'blogAdmin.list.search' })}
          aria-label={intl.formatMessage({ id: 'blogAdmin.list.search' })}
          data-testid="admin-blogs-search"
        />
      </InputGroup>
      <StatusTabs statuses={BLOG_TABS} value={status} onChange={(next) => go({ status: next })} labelId="blogAdmin.tab" testId="admin-blog-tabs">
        <Stack gap="4">
          {list.status === 'loading' && (
            <Stack gap="3" data-testid="admin-blogs-loading">
              {[0, 1, 2].map((item) => (
                <Skeleton key={item} h="20" rounded="l3" />
              ))}
            </Stack>
          )}
          {list.status === 'error' && (
            <RetryMessage
              message={errorText(intl.formatMessage(LIST_BLOGS_FAILED), formatError(intl, list.error, LIST_BLOGS_FAILED))}
              retryLabel={<FormattedMessage id="blogAdmin.common.retry" />}
              onRetry={list.reload}
              testId="admin-blogs-error"
            />
          )}
          {list.status === 'success' && blogs.length === 0 && (
            <EmptyCard
              icon={<LuNewspaper size={28} aria-hidden />}
              title={<FormattedMessage id={q ? 'blogAdmin.list.noMatch' : `blogAdmin.list.empty.${status}`} />}
              body={<FormattedMessage id="blogAdmin.list.emptyHint" />}
              testId="admin-blogs-empty"
            />
          )}
          {blogs.length > 0 && (
            <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="admin-blog-list" aria-busy={list.refreshing || busy}>
              {blogs.map((blog) => (
                <AdminBlogRow key={blog.id} blog={blog} busy={busy} onDelete={() => setDeleting(blog)} />
              ))}
            </Box>
          )}
          {list.status === 'success' && <AdminPagination info={list.data.pagination} onPage={(next) => go({ page: next })} />}
        </Stack>
      </StatusTabs>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void remove()}
        busy={busy}
        title={<FormattedMessage id="blogAdmin.delete.title" />}
        body={<FormattedMessage id="blogAdmin.delete.body" values={{ title: <bdi>{deleting?.title ?? ''}</bdi> }} />}
        confirmLabel={<FormattedMessage id="blogAdmin.delete.confirm" />}
        cancelLabel={<FormattedMessage id="blogAdmin.common.cancel" />}
        testId="admin-blog-delete-dialog"
      />
    </AdminPage>
  );
}
