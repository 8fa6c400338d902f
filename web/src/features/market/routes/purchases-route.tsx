// /market/purchases: what the caller bought (GET /market/purchases), with the date, what was
// paid and a download button each (downloads are free and unlimited).
// Test ids: purchases, purchase-item (data-product-id), purchase-download, purchase-price,
// purchases-empty, purchases-error.
import { Box, Button, Card, Container, HStack, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuPackage } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { PurchaseView } from '@shared/schemas/market';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { LIST_PURCHASES_FAILED, listPurchases } from '../api/list-purchases';
import { DownloadButton } from '../components/download-button';
import { MarketNav } from '../components/market-nav';
import { ProductFacts } from '../components/product-facts';
import { ProductImage } from '../components/product-image';
import { SparksAmount } from '../components/sparks-amount';
import { useDownload } from '../hooks/use-download';

export default function PurchasesRoute() {
  const intl = useIntl();
  const purchases = useRemote('market-purchases', listPurchases);
  const { download, busyId } = useDownload();

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="purchases">
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" align={{ base: 'stretch', md: 'flex-end' }}>
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="market.purchases.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="market.purchases.subtitle" />
            </Text>
          </Stack>
          <MarketNav />
        </Stack>

        {purchases.status === 'loading' && (
          <Stack gap="3" aria-busy="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h="24" rounded="lg" />
            ))}
          </Stack>
        )}
        {purchases.status === 'error' && (
          <RetryMessage
            message={formatError(intl, purchases.error, LIST_PURCHASES_FAILED)}
            retryLabel={<FormattedMessage id="market.common.retry" />}
            onRetry={purchases.reload}
            testId="purchases-error"
          />
        )}
        {purchases.status === 'success' && purchases.data.length === 0 && (
          <Stack gap="3" align="center" textAlign="center" py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="purchases-empty">
            <Box color="fg.subtle" fontSize="4xl" aria-hidden>
              <LuPackage />
            </Box>
            <Text fontWeight="semibold">
              <FormattedMessage id="market.purchases.empty" />
            </Text>
            <Button asChild colorPalette="brand">
              <RouterLink to="/market">
                <FormattedMessage id="market.cart.browse" />
              </RouterLink>
            </Button>
          </Stack>
        )}
        {purchases.status === 'success' && purchases.data.length > 0 && (
          <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
            {purchases.data.map((purchase) => (
              <PurchaseRow
                key={purchase.product.id}
                purchase={purchase}
                busy={busyId === purchase.product.id}
                onDownload={() => void download(purchase.product.id)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

function PurchaseRow({ purchase, busy, onDownload }: { purchase: PurchaseView; busy: boolean; onDownload: () => void }) {
  const { product } = purchase;
  return (
    <Card.Root as="li" variant="outline" data-testid="purchase-item" data-product-id={product.id}>
      <Card.Body p="4">
        <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'center' }}>
          <Box w={{ base: 'full', sm: '28' }} flexShrink={0} rounded="md" overflow="hidden" borderWidth="1px">
            <ProductImage src={product.preview?.url} alt="" aspectRatio={4 / 3} w="full" />
          </Box>
          <Stack gap="1.5" flex="1" minW="0" textAlign="start">
            <Link asChild fontWeight="semibold" textAlign="start" lineClamp={2}>
              <RouterLink to={`/market/products/${encodeURIComponent(product.id)}`}>
                <bdi>{product.title}</bdi>
              </RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted" truncate>
              <FormattedMessage id="market.card.by" values={{ name: <bdi>{product.seller.name}</bdi> }} />
            </Text>
            <ProductFacts product={product} />
            <HStack gap="3" fontSize="sm" color="fg.muted" wrap="wrap">
              {purchase.purchased_at && (
                <Text data-testid="purchase-date">
                  <FormattedMessage
                    id="market.purchases.date"
                    values={{ date: <FormattedDate value={purchase.purchased_at} dateStyle="medium" /> }}
                  />
                </Text>
              )}
              <HStack gap="1">
                <Text>
                  <FormattedMessage id="market.purchases.paid" />
                </Text>
                <SparksAmount value={purchase.charged} testId="purchase-price" />
              </HStack>
            </HStack>
          </Stack>
          <DownloadButton title={product.title} busy={busy} onDownload={onDownload} testId="purchase-download" flexShrink={0} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
