// One cart line: preview, title (links to the product), seller, what it costs, and remove; and
// the cart's and the checkout's list of them (a skeleton per product while they are read).
import { Box, HStack, IconButton, Link, Skeleton, Stack, StackSeparator, Text } from '@chakra-ui/react';
import { LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductDetail } from '@shared/schemas/market';
import { chargeFor } from '../lib/cart-math';
import { ProductImage } from './product-image';
import { PriceTag, SparksAmount } from './sparks-amount';

export function CartLine({ product, onRemove }: { product: ProductDetail; onRemove?: () => void }) {
  const intl = useIntl();
  return (
    <HStack as="li" gap="4" py="3" align="center" data-testid="cart-line" data-product-id={product.id}>
      <Box w={{ base: '16', md: '20' }} flexShrink={0} rounded="md" overflow="hidden" borderWidth="1px">
        <ProductImage src={product.preview?.url} alt="" aspectRatio={4 / 3} w="full" />
      </Box>
      <Stack gap="0.5" flex="1" minW="0" textAlign="start">
        <Link asChild fontWeight="semibold" lineClamp={2} textAlign="start">
          <RouterLink to={`/market/products/${encodeURIComponent(product.id)}`}>
            <bdi>{product.title}</bdi>
          </RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted" truncate>
          <FormattedMessage id="market.card.by" values={{ name: <bdi>{product.seller.name}</bdi> }} />
        </Text>
        {product.price === 0 && <PriceTag price={0} fontSize="xs" fontWeight="normal" />}
      </Stack>
      <SparksAmount value={chargeFor(product.price)} testId="cart-line-price" flexShrink={0} />
      {onRemove && (
        <IconButton
          variant="ghost"
          size="sm"
          colorPalette="red"
          onClick={onRemove}
          aria-label={intl.formatMessage({ id: 'market.cart.remove' }, { title: product.title })}
          data-testid="cart-remove"
        >
          <LuTrash2 aria-hidden />
        </IconButton>
      )}
    </HStack>
  );
}

export function CartLineList({
  ids,
  lines,
  loading,
  onRemove,
  testId,
}: {
  ids: readonly string[];
  lines: readonly ProductDetail[];
  loading: boolean;
  onRemove?: (productId: string) => void;
  testId?: string;
}) {
  if (loading) {
    return (
      <Stack gap="3" py="3" aria-busy="true">
        {ids.map((id) => (
          <Skeleton key={id} h="16" />
        ))}
      </Stack>
    );
  }
  return (
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" separator={<StackSeparator />} data-testid={testId}>
      {lines.map((product) => (
        <CartLine key={product.id} product={product} onRemove={onRemove && (() => onRemove(product.id))} />
      ))}
    </Stack>
  );
}
