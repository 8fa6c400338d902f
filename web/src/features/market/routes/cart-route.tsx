// /market/cart: the cart kept on this device. Each product's detail is read again; products
// that are gone, already owned or no longer for sale leave the cart with a notice. The total,
// the live balance and, when it does not cover the total, the sparks still needed.
// Test ids: cart, cart-line (data-product-id), cart-remove, cart-line-price, cart-notice,
// cart-notice-item (data-reason), cart-total (data-value), cart-balance, cart-shortfall
// (data-needed), cart-buy-sparks, cart-checkout, cart-empty, cart-error.
import { Button, Card, Container, Grid, HStack, Heading, Stack } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { GET_PRODUCT_FAILED } from '../api/get-product';
import { BalanceCheck } from '../components/balance-check';
import { CartEmpty } from '../components/cart-empty';
import { CartLineList } from '../components/cart-line';
import { CartNotices } from '../components/cart-notices';
import { MarketNav } from '../components/market-nav';
import { useCartLines } from '../hooks/use-cart-lines';
import { shortfall } from '../lib/cart-math';

export default function CartRoute() {
  const intl = useIntl();
  const { cart, lines, total, ready, loading, error, reload, notices, dismissNotices } = useCartLines();

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="cart">
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" align={{ base: 'stretch', md: 'center' }}>
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} textAlign="start">
            <FormattedMessage id="market.cart.title" />
          </Heading>
          <MarketNav />
        </Stack>
        <CartNotices notices={notices} onDismiss={dismissNotices} />
        {error ? (
          <RetryMessage
            message={formatError(intl, error, GET_PRODUCT_FAILED)}
            retryLabel={<FormattedMessage id="market.common.retry" />}
            onRetry={reload}
            testId="cart-error"
          />
        ) : cart.count === 0 ? (
          <CartEmpty />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
            <Card.Root variant="outline">
              <Card.Body py="2">
                <CartLineList ids={cart.ids} lines={lines} loading={loading} onRemove={(id) => cart.remove([id])} />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
              <Card.Body gap="4">
                <Heading as="h2" size="md" textAlign="start">
                  <FormattedMessage id="market.cart.summary" values={{ count: lines.length }} />
                </Heading>
                <SparkBalance>
                  {(balance, balanceLoading, _earned, promo) => {
                    // Welcome (promo) sparks cannot pay for products.
                    const short = !balanceLoading && shortfall(total, balance - promo) > 0;
                    return (
                      <Stack gap="4">
                        <BalanceCheck total={total} balance={balance} promo={promo} loading={balanceLoading || loading} testIdPrefix="cart" />
                        {short || !ready ? (
                          <Button colorPalette="brand" disabled data-testid="cart-checkout">
                            <FormattedMessage id="market.cart.checkout" />
                          </Button>
                        ) : (
                          <Button asChild colorPalette="brand" data-testid="cart-checkout">
                            <RouterLink to="/market/checkout">
                              <FormattedMessage id="market.cart.checkout" />
                              <HStack as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
                                <LuArrowRight aria-hidden />
                              </HStack>
                            </RouterLink>
                          </Button>
                        )}
                      </Stack>
                    );
                  }}
                </SparkBalance>
              </Card.Body>
            </Card.Root>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
