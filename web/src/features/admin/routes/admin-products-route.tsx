// /admin/products: the product approval queue (docs/market.md, "Administrators"). Status tabs
// (pending first, with its count), one page of products at a time with tick boxes, bulk and
// per-row approve / reject (a reason) / archive (a confirmation), then a toast with how many
// moved and how many were skipped, and a fresh read. ?status=&page= keep the view.
// Test ids: admin-products, admin-status-tabs(-{status}, -pending-count), admin-product-list,
// admin-products-empty, admin-products-error, admin-archive-dialog, and those of
// review-toolbar, review-product-row, reject-reason-dialog and admin-pagination.
import { Box, Skeleton, Stack } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuInbox } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { ProductStatus } from '@shared/schemas/market';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { keepOnPage, pageSelection, toggleAll, toggleId } from '@/lib/selection';
import { LIST_REVIEW_PRODUCTS_FAILED, countPendingProducts, listReviewProducts } from '../api/list-review-products';
import { REVIEW_PRODUCTS_FAILED, reviewProducts } from '../api/review-products';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { RejectReasonDialog } from '../components/reject-reason-dialog';
import { ReviewProductRow } from '../components/review-product-row';
import { ReviewToolbar } from '../components/review-toolbar';
import { StatusTabs } from '@/components/admin/status-tabs';
import { pageParam, productStatusParam } from '../lib/list-params';
import { REVIEW_TABS, summariseReview, type ReviewAction } from '../lib/review';

const NONE: ReadonlySet<string> = new Set();

type Pending = { kind: 'reject' | 'archive'; ids: string[] };

export default function AdminProductsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = productStatusParam(params.get('status'));
  const page = pageParam(params.get('page'));
  const key = `${status}:${page}`;
  const list = useRemote(key, (signal) => listReviewProducts(status, page, signal));
  // On the pending tab the list's own total is the count; elsewhere one small read gives it.
  const pendingCount = useRemote(status === 'pending' ? null : `pending-count:${status}`, countPendingProducts);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({ key, ids: NONE });
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);

  const products = list.status === 'success' ? list.data.products : [];
  const pageIds = products.map((product) => product.id);
  // Ticks belong to one tab and page; rows that left the page after a refresh lose theirs.
  const selected = selection.key === key ? keepOnPage(selection.ids, pageIds) : NONE;
  const select = (change: (ids: ReadonlySet<string>) => ReadonlySet<string>) => setSelection({ key, ids: change(selected) });

  const pendingTotal =
    status === 'pending' && list.status === 'success' ? list.data.pagination.totalItems : pendingCount.status === 'success' ? pendingCount.data : undefined;

  // A page emptied by the last review (or a stale ?page=) steps back to the last page there is.
  const lastPage = list.status === 'success' ? Math.max(1, list.data.pagination.totalPages) : null;
  useEffect(() => {
    if (lastPage !== null && products.length === 0 && page > lastPage) {
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('page', String(lastPage));
        return next;
      }, { replace: true });
    }
  }, [lastPage, page, products.length, setParams]);

  const go = (nextStatus: ProductStatus, nextPage: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('status', nextStatus);
      if (nextPage > 1) next.set('page', String(nextPage));
      else next.delete('page');
      return next;
    });

  const run = async (action: ReviewAction, ids: string[], reason?: string) => {
    if (ids.length === 0 || busy) return;
    setBusy(true);
    try {
      const result = await reviewProducts({ product_ids: ids, action, ...(reason ? { reason } : {}) });
      const summary = summariseReview(result);
      toaster.create({
        type: summary.tone,
        title: intl.formatMessage({ id: `admin.review.done.${action}` }, { count: summary.updated }),
        description: summary.skipped > 0 ? intl.formatMessage({ id: 'admin.review.skipped' }, { count: summary.skipped }) : undefined,
      });
      setSelection({ key, ids: NONE });
      setPending(null);
    } catch (error) {
      const title = intl.formatMessage(REVIEW_PRODUCTS_FAILED);
      const detail = formatError(intl, error, REVIEW_PRODUCTS_FAILED);
      toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
      if (action !== 'reject') setPending(null);
    } finally {
      setBusy(false);
      list.reload();
      pendingCount.reload();
    }
  };

  const act = (action: ReviewAction, ids: string[]) => {
    if (action === 'approve') void run('approve', ids);
    else setPending({ kind: action, ids });
  };

  return (
    <AdminPage
      testId="admin-products"
      title={<FormattedMessage id="admin.products.title" />}
      description={<FormattedMessage id="admin.products.description" />}
    >
      <StatusTabs
        statuses={REVIEW_TABS}
        value={status}
        onChange={(next) => go(next, 1)}
        labelId="admin.productStatus"
        counts={pendingTotal === undefined ? {} : { pending: pendingTotal }}
        testId="admin-status-tabs"
      >
        <Stack gap="4">
          <ReviewToolbar
            status={status}
            pageState={pageSelection(selected, pageIds)}
            selectedCount={selected.size}
            pageSize={pageIds.length}
            busy={busy}
            onToggleAll={() => select((ids) => toggleAll(ids, pageIds))}
            onAction={(action) => act(action, pageIds.filter((id) => selected.has(id)))}
          />
          {list.status === 'loading' && (
            <Stack gap="3" data-testid="admin-products-loading">
              {[0, 1, 2].map((item) => (
                <Skeleton key={item} h="28" rounded="l3" />
              ))}
            </Stack>
          )}
          {list.status === 'error' && (
            <RetryMessage
              message={formatError(intl, list.error, LIST_REVIEW_PRODUCTS_FAILED)}
              retryLabel={<FormattedMessage id="admin.common.retry" />}
              onRetry={list.reload}
              testId="admin-products-error"
            />
          )}
          {list.status === 'success' && products.length === 0 && (
            <EmptyCard
              icon={<LuInbox size={28} aria-hidden />}
              title={<FormattedMessage id={`admin.products.empty.${status}`} />}
              body={<FormattedMessage id="admin.products.emptyHint" />}
              testId="admin-products-empty"
            />
          )}
          {products.length > 0 && (
            <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="admin-product-list" aria-busy={list.refreshing || busy}>
              {products.map((product) => (
                <ReviewProductRow
                  key={product.id}
                  product={product}
                  selected={selected.has(product.id)}
                  onSelect={() => select((ids) => toggleId(ids, product.id))}
                  onAction={(action) => act(action, [product.id])}
                  busy={busy}
                />
              ))}
            </Box>
          )}
          {list.status === 'success' && <AdminPagination info={list.data.pagination} onPage={(next) => go(status, next)} />}
        </Stack>
      </StatusTabs>

      {pending?.kind === 'reject' && (
        <RejectReasonDialog count={pending.ids.length} busy={busy} onClose={() => setPending(null)} onConfirm={(reason) => void run('reject', pending.ids, reason)} />
      )}
      <ConfirmDialog
        open={pending?.kind === 'archive'}
        onClose={() => setPending(null)}
        onConfirm={() => pending && void run('archive', pending.ids)}
        busy={busy}
        title={<FormattedMessage id="admin.archive.title" values={{ count: pending?.ids.length ?? 0 }} />}
        body={<FormattedMessage id="admin.archive.body" values={{ count: pending?.ids.length ?? 0 }} />}
        confirmLabel={<FormattedMessage id="admin.archive.confirm" />}
        cancelLabel={<FormattedMessage id="admin.common.cancel" />}
        testId="admin-archive-dialog"
        confirmTestId="admin-confirm"
        cancelTestId="admin-cancel"
      />
    </AdminPage>
  );
}
