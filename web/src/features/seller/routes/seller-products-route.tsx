// My products (/market/seller, teachers): every product of the seller with its status, filter
// tabs by status, edit while pending, archive, and a link to each product's page.
import { Button, Center, SimpleGrid, Skeleton, Stack, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPackageOpen, LuUpload } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import type { ProductDetail } from '@shared/schemas/market';
import { archiveProduct } from '../api/archive-product';
import { useSellerProducts } from '../api/list-seller-products';
import { EditProductDialog } from '../components/edit-product-dialog';
import { SellerPage } from '../components/seller-page';
import { SellerProductCard } from '../components/seller-product-card';
import { STATUS_FILTERS, countByStatus, filterProducts, statusFilterOf } from '../lib/product-status';

const LOAD_FAILED = { id: 'seller.products.loadFailed', defaultMessage: 'Your products could not be loaded.' };
const ARCHIVE_FAILED = { id: 'seller.archive.failed', defaultMessage: 'The product could not be archived.' };

export default function SellerProductsRoute() {
  const intl = useIntl();
  const products = useSellerProducts();
  const [params, setParams] = useSearchParams();
  const filter = statusFilterOf(params.get('status'));
  const [editing, setEditing] = useState<ProductDetail | null>(null);
  const [archiving, setArchiving] = useState<ProductDetail | null>(null);
  const [busy, setBusy] = useState(false);

  const replace = (product: ProductDetail) =>
    products.update((list) => list.map((item) => (item.id === product.id ? { ...item, ...product } : item)));

  const archive = async () => {
    if (!archiving) return;
    setBusy(true);
    try {
      const saved = await archiveProduct(archiving.id);
      replace(saved ?? { ...archiving, status: 'archived' });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'seller.archive.done' }) });
      setArchiving(null);
    } catch (error) {
      toaster.create({ type: 'error', title: intl.formatMessage(ARCHIVE_FAILED), description: formatError(intl, error, ARCHIVE_FAILED) });
    } finally {
      setBusy(false);
    }
  };

  const uploadButton = (
    <Button asChild colorPalette="brand" size="sm" data-testid="seller-upload-link">
      <RouterLink to="/market/seller/upload">
        <LuUpload aria-hidden />
        <FormattedMessage id="seller.products.upload" />
      </RouterLink>
    </Button>
  );

  return (
    <SellerPage titleId="seller.products.title" subtitleId="seller.products.subtitle" action={uploadButton} testId="seller-products-route">
      {products.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" aria-busy="true" data-testid="seller-products-loading">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} h="80" borderRadius="l3" />
          ))}
        </SimpleGrid>
      )}
      {products.status === 'error' && (
        <RetryAlert
          message={formatError(intl, products.error, LOAD_FAILED)}
          retryLabel={<FormattedMessage id="seller.common.retry" />}
          onRetry={products.reload}
          testId="seller-products-error"
          retryTestId="seller-products-retry"
        />
      )}
      {products.status === 'success' &&
        (products.data.length === 0 ? (
          <Stack gap="4" data-testid="seller-products-empty">
            <EmptyCard
              testId="seller-products-empty-card"
              icon={<LuPackageOpen size="40" aria-hidden />}
              title={<FormattedMessage id="seller.products.empty.title" />}
              body={<FormattedMessage id="seller.products.empty.body" />}
            />
            <Center>{uploadButton}</Center>
          </Stack>
        ) : (
          <ProductTabs
            products={products.data}
            filter={filter}
            onFilter={(value) =>
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  if (value === 'all') next.delete('status');
                  else next.set('status', value);
                  return next;
                },
                { replace: true },
              )
            }
            onEdit={setEditing}
            onArchive={setArchiving}
          />
        ))}

      {editing && (
        <EditProductDialog
          key={editing.id}
          product={editing}
          onClose={() => setEditing(null)}
          onSaved={(product) => {
            replace(product);
            setEditing(null);
          }}
        />
      )}
      <ConfirmDialog
        open={archiving !== null}
        onClose={() => setArchiving(null)}
        onConfirm={() => void archive()}
        busy={busy}
        title={<FormattedMessage id="seller.archive.title" />}
        body={<FormattedMessage id="seller.archive.body" values={{ title: <bdi>{archiving?.title ?? ''}</bdi> }} />}
        confirmLabel={<FormattedMessage id="seller.archive.confirm" />}
        cancelLabel={<FormattedMessage id="seller.common.cancel" />}
        testId="seller-archive-dialog"
      />
    </SellerPage>
  );
}

function ProductTabs({
  products,
  filter,
  onFilter,
  onEdit,
  onArchive,
}: {
  products: ProductDetail[];
  filter: (typeof STATUS_FILTERS)[number];
  onFilter: (value: (typeof STATUS_FILTERS)[number]) => void;
  onEdit: (product: ProductDetail) => void;
  onArchive: (product: ProductDetail) => void;
}) {
  const counts = countByStatus(products);
  const shown = filterProducts(products, filter);
  return (
    <Tabs.Root
      value={filter}
      onValueChange={(details) => onFilter(statusFilterOf(details.value))}
      variant="line"
      colorPalette="brand"
      lazyMount
      data-testid="seller-status-tabs"
    >
      <Tabs.List overflowX="auto" overflowY="hidden">
        {STATUS_FILTERS.map((status) => (
          <Tabs.Trigger key={status} value={status} data-testid={`seller-status-${status}`} flexShrink={0}>
            <FormattedMessage id={`seller.filter.${status}`} />
            <Text as="span" color="fg.muted" fontSize="xs" fontVariantNumeric="tabular-nums">
              (<FormattedNumber value={counts[status]} />)
            </Text>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={filter} pt="4">
        {shown.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="10" data-testid="seller-products-none">
            <FormattedMessage id="seller.products.noneWithStatus" />
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4" data-testid="seller-products">
            {shown.map((product) => (
              <SellerProductCard key={product.id} product={product} onEdit={onEdit} onArchive={onArchive} />
            ))}
          </SimpleGrid>
        )}
      </Tabs.Content>
    </Tabs.Root>
  );
}
