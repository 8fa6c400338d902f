// One of the seller's products: preview, title, price, status, the reject reason when
// rejected, sales count, and the actions (View; Edit while pending; Archive unless archived).
import { Alert, AspectRatio, Box, Button, Card, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuEye, LuImageOff, LuPencil } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductDetail } from '@shared/schemas/market';
import { useSellerFormat } from '../hooks/use-seller-format';
import { canArchive, canEdit } from '../lib/product-status';
import { SparkAmount } from './spark-amount';
import { ProductStatusBadge } from './status-badges';

export function SellerProductCard({
  product,
  onEdit,
  onArchive,
}: {
  product: ProductDetail;
  onEdit: (product: ProductDetail) => void;
  onArchive: (product: ProductDetail) => void;
}) {
  const format = useSellerFormat();
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="seller-product" data-product-id={product.id} data-status={product.status} height="full">
      <AspectRatio ratio={4 / 3} bg="bg.muted">
        {product.preview?.url ? (
          <Image src={product.preview.url} alt="" objectFit="cover" loading="lazy" />
        ) : (
          <Box color="fg.subtle" display="flex" alignItems="center" justifyContent="center">
            <LuImageOff size="32" aria-hidden />
          </Box>
        )}
      </AspectRatio>
      <Card.Body gap="3" p="4">
        <HStack justify="space-between" align="flex-start" gap="2">
          <Text fontWeight="semibold" lineClamp={2} dir="auto" textAlign="start" data-testid="seller-product-title">
            {product.title}
          </Text>
          <ProductStatusBadge status={product.status} testId="seller-product-status" />
        </HStack>
        <HStack justify="space-between" gap="2" fontSize="sm" wrap="wrap">
          {product.price > 0 ? (
            <SparkAmount value={product.price} fontWeight="semibold" testId="seller-product-price" />
          ) : (
            <Text fontWeight="semibold" data-testid="seller-product-price" data-value={0}>
              <FormattedMessage id="seller.product.free" />
            </Text>
          )}
          <Text color="fg.muted" data-testid="seller-product-sales" data-value={product.sales_count}>
            <FormattedMessage id="seller.product.sales" values={{ count: product.sales_count }} />
          </Text>
        </HStack>
        <Text fontSize="xs" color="fg.muted" textAlign="start">
          <FormattedMessage id="seller.product.created" values={{ date: format.date(product.created_at) }} />
        </Text>
        {product.status === 'rejected' && (
          <Alert.Root status="error" size="sm" borderRadius="l2" data-testid="seller-product-reason">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <FormattedMessage id="seller.product.rejectReason" />
              </Alert.Title>
              <Alert.Description dir="auto">{product.reject_reason || <FormattedMessage id="seller.product.noReason" />}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {product.status === 'pending' && (
          <Text fontSize="xs" color="fg.muted" textAlign="start">
            <FormattedMessage id="seller.product.pendingNote" />
          </Text>
        )}
      </Card.Body>
      <Card.Footer p="4" pt="0" gap="2" flexWrap="wrap">
        <Stack direction="row" gap="2" wrap="wrap" w="full">
          <Button asChild size="sm" variant="outline" data-testid="seller-view">
            <RouterLink to={`/market/products/${encodeURIComponent(product.id)}`}>
              <LuEye aria-hidden />
              <FormattedMessage id="seller.product.view" />
            </RouterLink>
          </Button>
          {canEdit(product) && (
            <Button size="sm" variant="outline" colorPalette="brand" onClick={() => onEdit(product)} data-testid="seller-edit">
              <LuPencil aria-hidden />
              <FormattedMessage id="seller.product.edit" />
            </Button>
          )}
          {canArchive(product) && (
            <Button size="sm" variant="ghost" colorPalette="red" onClick={() => onArchive(product)} data-testid="seller-archive">
              <LuArchive aria-hidden />
              <FormattedMessage id="seller.product.archive" />
            </Button>
          )}
        </Stack>
      </Card.Footer>
    </Card.Root>
  );
}
