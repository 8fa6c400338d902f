// /market/products/:productId: gallery, description, tags, facts, seller and price, with the
// actions that fit the caller: add to cart / buy now (adds, then checkout); already bought ->
// download; the seller -> the review status and "manage in my store".
// Test ids: product-detail (data-product-id), product-title, product-price, product-gallery,
// product-gallery-thumb, product-add-to-cart, product-buy-now, product-download, product-owned,
// product-status (data-status), product-manage, product-not-found, product-error.
import { Alert, Badge, Box, Button, Container, Grid, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuCircleCheck, LuPackageX, LuShoppingCart, LuStore, LuZap } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ProductDetail, ProductStatus } from '@shared/schemas/market';
import { RetryMessage } from '@/components/ui/retry-message';
import { StatusScreen } from '@/components/ui/status-screen';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_PRODUCT_FAILED, getProduct, isProductGone } from '../api/get-product';
import { DownloadButton } from '../components/download-button';
import { MarketNav } from '../components/market-nav';
import { ProductFacts } from '../components/product-facts';
import { ProductGallery } from '../components/product-gallery';
import { PriceTag } from '../components/sparks-amount';
import { useCart } from '../hooks/use-cart';
import { useDownload } from '../hooks/use-download';

const STATUS_PALETTE: Record<ProductStatus, string> = { pending: 'yellow', approved: 'green', rejected: 'red', archived: 'gray' };

export default function ProductRoute() {
  const intl = useIntl();
  const { productId = '' } = useParams();
  const product = useRemote(productId ? `product:${productId}` : null, (signal) => getProduct(productId, signal));

  if (product.status === 'error' && isProductGone(product.error)) {
    return (
      <StatusScreen
        icon={LuPackageX}
        titleId="market.product.notFoundTitle"
        descriptionId="market.product.notFoundBody"
        testId="product-not-found"
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to="/market">
              <FormattedMessage id="market.common.backToMarket" />
            </RouterLink>
          </Button>
        }
      />
    );
  }

  return (
    <Container maxW="6xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }}>
      <Stack gap="6">
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Button asChild variant="ghost" size="sm" data-testid="product-back">
            <RouterLink to="/market">
              <Box as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
                <LuArrowLeft aria-hidden />
              </Box>
              <FormattedMessage id="market.common.backToMarket" />
            </RouterLink>
          </Button>
          <MarketNav showMarket={false} />
        </HStack>
        {product.status === 'loading' && (
          <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="8" aria-busy="true">
            <Skeleton aspectRatio={4 / 3} rounded="xl" />
            <Stack gap="4">
              <Skeleton h="8" />
              <Skeleton h="6" w="40%" />
              <Skeleton h="24" />
            </Stack>
          </Grid>
        )}
        {product.status === 'error' && (
          <RetryMessage
            message={formatError(intl, product.error, GET_PRODUCT_FAILED)}
            retryLabel={<FormattedMessage id="market.common.retry" />}
            onRetry={product.reload}
            testId="product-error"
          />
        )}
        {product.status === 'success' && <ProductView product={product.data} />}
      </Stack>
    </Container>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const images = [product.preview, ...(product.gallery ?? [])].filter((image) => image && image.url).slice(0, 6);
  return (
    <Stack gap="8" data-testid="product-detail" data-product-id={product.id}>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '6', md: '10' }} alignItems="start">
        <ProductGallery title={product.title} images={images} />
        <Stack gap="4" textAlign="start">
          <ProductFacts product={product} withLevel />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="start" data-testid="product-title">
            <bdi>{product.title}</bdi>
          </Heading>
          <Text color="fg.muted" data-testid="product-seller">
            <FormattedMessage id="market.card.by" values={{ name: <bdi>{product.seller.name}</bdi> }} />
          </Text>
          <PriceTag price={product.price} fontSize="2xl" testId="product-price" />
          {product.price === 0 && (
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id="market.price.freeNote" />
            </Text>
          )}
          <ProductActions product={product} />
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="market.product.sales" values={{ count: product.sales_count }} />
            {product.created_at && (
              <>
                {' · '}
                <FormattedMessage
                  id="market.product.listed"
                  values={{ date: <FormattedDate value={product.created_at} dateStyle="medium" /> }}
                />
              </>
            )}
          </Text>
        </Stack>
      </Grid>
      <Stack as="section" gap="3" aria-labelledby="product-description-title" textAlign="start">
        <Heading as="h2" size="lg" id="product-description-title">
          <FormattedMessage id="market.product.description" />
        </Heading>
        <Text whiteSpace="pre-wrap" dir="auto" textAlign="start" data-testid="product-description">
          {product.description}
        </Text>
        {product.tags.length > 0 && (
          <HStack gap="2" wrap="wrap" data-testid="product-tags">
            {product.tags.map((tag) => (
              <Badge key={tag} variant="surface" rounded="full" px="2.5">
                <bdi>#{tag}</bdi>
              </Badge>
            ))}
          </HStack>
        )}
      </Stack>
    </Stack>
  );
}

function ProductActions({ product }: { product: ProductDetail }) {
  const navigate = useNavigate();
  const cart = useCart();
  const { download, busyId } = useDownload();
  const inCart = cart.ids.includes(product.id);

  if (product.is_owner) {
    return (
      <Stack gap="3" borderWidth="1px" rounded="lg" p="4" bg="bg.subtle">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="medium">
            <FormattedMessage id="market.product.yours" />
          </Text>
          <Badge colorPalette={STATUS_PALETTE[product.status]} variant="solid" data-testid="product-status" data-status={product.status}>
            <FormattedMessage id={`market.status.${product.status}`} />
          </Badge>
        </HStack>
        {product.status === 'rejected' && product.reject_reason && (
          <Text fontSize="sm" color="fg.error" textAlign="start" data-testid="product-reject-reason">
            <FormattedMessage id="market.product.rejectReason" values={{ reason: <bdi>{product.reject_reason}</bdi> }} />
          </Text>
        )}
        <Button asChild variant="outline" alignSelf="flex-start" data-testid="product-manage">
          <RouterLink to="/market/seller">
            <LuStore aria-hidden />
            <FormattedMessage id="market.product.manage" />
          </RouterLink>
        </Button>
      </Stack>
    );
  }

  if (product.purchased) {
    return (
      <Stack gap="3" align="flex-start">
        <Badge colorPalette="green" variant="subtle" size="lg" data-testid="product-owned">
          <LuCircleCheck aria-hidden />
          <FormattedMessage id="market.product.owned" />
        </Badge>
        <DownloadButton
          title={product.title}
          busy={busyId === product.id}
          onDownload={() => void download(product.id)}
          testId="product-download"
        />
      </Stack>
    );
  }

  if (product.status !== 'approved') {
    return (
      <Alert.Root status="warning" data-testid="product-unavailable">
        <Alert.Indicator />
        <Alert.Title>
          <FormattedMessage id="market.product.unavailable" />
        </Alert.Title>
      </Alert.Root>
    );
  }

  const buyNow = () => {
    const result = cart.add(product, true);
    if (result !== 'cart-full') navigate('/market/checkout');
  };

  return (
    <HStack gap="3" wrap="wrap">
      <Button
        colorPalette="brand"
        variant={inCart ? 'subtle' : 'outline'}
        onClick={() => cart.add(product)}
        data-testid="product-add-to-cart"
        data-in-cart={inCart}
      >
        <LuShoppingCart aria-hidden />
        <FormattedMessage id={inCart ? 'market.card.inCart' : 'market.card.add'} />
      </Button>
      <Button colorPalette="brand" onClick={buyNow} data-testid="product-buy-now">
        <LuZap aria-hidden />
        <FormattedMessage id="market.product.buyNow" />
      </Button>
    </HStack>
  );
}
