// One product of the listing: preview, title (links to the detail), seller, facts, price and
// add to cart (the seller's own products say so instead).
import { Badge, Button, Card, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { LuShoppingCart, LuStore } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductSummary } from '@shared/schemas/market';
import { ProductFacts } from './product-facts';
import { ProductImage } from './product-image';
import { PriceTag } from './sparks-amount';

export function ProductCard({
  product,
  own,
  inCart,
  onAdd,
}: {
  product: ProductSummary;
  own: boolean;
  inCart: boolean;
  onAdd: () => void;
}) {
  const intl = useIntl();
  return (
    <Card.Root
      as="article"
      h="full"
      variant="outline"
      overflow="hidden"
      data-testid="market-product-card"
      data-product-id={product.id}
    >
      <LinkBox display="flex" flexDirection="column" flex="1">
        <ProductImage src={product.preview?.url} alt={intl.formatMessage({ id: 'market.card.previewAlt' }, { title: product.title })} aspectRatio={4 / 3} w="full" />
        <Card.Body gap="2" p="4" textAlign="start">
          <ProductFacts product={product} />
          <LinkOverlay asChild>
            <RouterLink to={`/market/products/${encodeURIComponent(product.id)}`} data-testid="market-product-link">
              <Text as="h2" fontWeight="semibold" fontSize="md" lineClamp={2} textAlign="start" data-testid="product-title">
                <bdi>{product.title}</bdi>
              </Text>
            </RouterLink>
          </LinkOverlay>
          <Text fontSize="sm" color="fg.muted" truncate>
            <FormattedMessage id="market.card.by" values={{ name: <bdi>{product.seller.name}</bdi> }} />
          </Text>
        </Card.Body>
      </LinkBox>
      <Card.Footer p="4" pt="0" justifyContent="space-between" gap="2" flexWrap="wrap">
        <PriceTag price={product.price} testId="product-price" />
        {own ? (
          <Badge colorPalette="purple" variant="subtle" data-testid="product-own">
            <LuStore aria-hidden />
            <FormattedMessage id="market.card.own" />
          </Badge>
        ) : (
          <Button
            size="sm"
            colorPalette="brand"
            variant={inCart ? 'subtle' : 'solid'}
            onClick={onAdd}
            data-testid="product-add-to-cart"
            data-in-cart={inCart}
            aria-label={intl.formatMessage({ id: inCart ? 'market.card.inCartLabel' : 'market.card.addLabel' }, { title: product.title })}
          >
            <LuShoppingCart aria-hidden />
            <FormattedMessage id={inCart ? 'market.card.inCart' : 'market.card.add'} />
          </Button>
        )}
      </Card.Footer>
    </Card.Root>
  );
}
