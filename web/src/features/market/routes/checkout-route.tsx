// /market/checkout: the lines, the total and the balance after the purchase; "Pay with sparks"
// sends POST /market/orders with the cart's order id (made once per cart contents and kept with
// the cart, so a retry after a network error never buys twice) and the total the buyer saw.
// Success: toast, the cart is emptied, /market/thank-you/:orderId with the order in the router
// state. Refusals: a shortfall (402, values.needed), new prices (409, read again), products
// already owned or unavailable (taken out, explained), anything else: the server's message.
// Test ids: checkout, checkout-line (= cart-line), checkout-total, checkout-balance,
// checkout-balance-after, checkout-shortfall (data-needed), checkout-pay, checkout-error,
// checkout-price-changed, cart-notice, cart-empty, checkout-back.
import { Alert, Button, Card, Container, Grid, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuArrowLeft, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { CREATE_ORDER_FAILED, createOrder } from '../api/create-order';
import { GET_PRODUCT_FAILED } from '../api/get-product';
import { BalanceCheck } from '../components/balance-check';
import { CartEmpty } from '../components/cart-empty';
import { CartLineList } from '../components/cart-line';
import { CartNotices } from '../components/cart-notices';
import { useCartLines } from '../hooks/use-cart-lines';
import { productIdsFromValues, shortfall, type DropReason } from '../lib/cart-math';

type PayProblem =
  | { kind: 'shortfall'; needed: number }
  | { kind: 'price-changed' }
  | { kind: 'message'; text: string };

const REMOVABLE_REASON: Partial<Record<string, DropReason>> = {
  'market/already-purchased': 'owned',
  'market/unavailable': 'unavailable',
  'market/own-product': 'own-product',
  'market/not-found': 'gone',
};

export default function CheckoutRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { cart, lines, total, ready, loading, refreshing, error, reload, notices, addNotices, dismissNotices } = useCartLines();
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState<PayProblem | null>(null);
  /** The total the last price-changed refusal was shown for: cleared once new prices differ. */
  const [paidTotal, setPaidTotal] = useState<number | null>(null);

  const pay = async () => {
    if (!ready || paying) return;
    setPaying(true);
    setProblem(null);
    const orderId = cart.orderId();
    const expected = total;
    try {
      const order = await createOrder({ order_id: orderId, product_ids: lines.map((line) => line.id), expected_total: expected });
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'market.checkout.success' }) });
      cart.clear();
      navigate(`/market/thank-you/${encodeURIComponent(order.order_id)}`, { state: { order } });
    } catch (failure) {
      // A shortfall, also when welcome sparks would have covered it (they cannot pay for products).
      if (failure instanceof ApiRequestError && (failure.code === 'market/insufficient-balance' || failure.code === 'market/promo-not-spendable')) {
        const needed = Number(failure.values?.needed);
        setProblem({ kind: 'shortfall', needed: Number.isFinite(needed) && needed > 0 ? needed : 0 });
      } else if (failure instanceof ApiRequestError && failure.code === 'market/price-changed') {
        setPaidTotal(expected);
        setProblem({ kind: 'price-changed' });
        reload();
      } else if (failure instanceof ApiRequestError && failure.code in REMOVABLE_REASON) {
        setProblem({ kind: 'message', text: formatError(intl, failure, CREATE_ORDER_FAILED) });
        const named = productIdsFromValues(failure.values).filter((id) => cart.ids.includes(id));
        // Read the products again: the owned and unavailable ones leave the cart with a notice.
        if (named.length === 0) reload();
        else {
          const reason = REMOVABLE_REASON[failure.code] ?? 'unavailable';
          addNotices(named.map((id) => ({ id, title: lines.find((line) => line.id === id)?.title ?? null, reason })));
          cart.remove(named);
        }
      } else {
        setProblem({ kind: 'message', text: formatError(intl, failure, CREATE_ORDER_FAILED) });
      }
    } finally {
      setPaying(false);
    }
  };

  const backToCart = (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start" data-testid="checkout-back">
      <RouterLink to="/market/cart">
        <HStack as="span" _rtl={{ transform: 'scaleX(-1)' }} display="inline-flex">
          <LuArrowLeft aria-hidden />
        </HStack>
        <FormattedMessage id="market.checkout.backToCart" />
      </RouterLink>
    </Button>
  );

  return (
    <Container maxW="5xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="checkout">
      <Stack gap="6">
        {backToCart}
        <Stack gap="1" textAlign="start">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="market.checkout.title" />
          </Heading>
          <Text color="fg.muted">
            <FormattedMessage id="market.checkout.subtitle" />
          </Text>
        </Stack>
        <CartNotices notices={notices} onDismiss={dismissNotices} />
        {error ? (
          <RetryMessage
            message={formatError(intl, error, GET_PRODUCT_FAILED)}
            retryLabel={<FormattedMessage id="market.common.retry" />}
            onRetry={reload}
            testId="checkout-load-error"
          />
        ) : cart.count === 0 ? (
          <CartEmpty />
        ) : (
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
            <Card.Root variant="outline">
              <Card.Header pb="0">
                <Heading as="h2" size="md" textAlign="start">
                  <FormattedMessage id="market.checkout.items" values={{ count: cart.count }} />
                </Heading>
              </Card.Header>
              <Card.Body py="2">
                <CartLineList ids={cart.ids} lines={lines} loading={loading} testId="checkout-lines" />
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline" position={{ lg: 'sticky' }} top={{ lg: '20' }}>
              <Card.Body gap="4">
                {problem?.kind === 'price-changed' && (
                  <Alert.Root status="info" data-testid="checkout-price-changed">
                    <Alert.Indicator />
                    <Alert.Content textAlign="start">
                      <Alert.Title>
                        <FormattedMessage id="errors.market/price-changed" />
                      </Alert.Title>
                      {!refreshing && paidTotal !== null && paidTotal !== total && (
                        <Alert.Description>
                          <FormattedMessage id="market.checkout.newTotal" values={{ before: paidTotal, after: total }} />
                        </Alert.Description>
                      )}
                    </Alert.Content>
                  </Alert.Root>
                )}
                {problem?.kind === 'message' && (
                  <Alert.Root status="error" data-testid="checkout-error">
                    <Alert.Indicator />
                    <Alert.Title textAlign="start">{problem.text}</Alert.Title>
                  </Alert.Root>
                )}
                <SparkBalance>
                  {(balance, balanceLoading, _earned, promo) => {
                    const serverNeeded = problem?.kind === 'shortfall' ? problem.needed : null;
                    const short = serverNeeded !== null || (!balanceLoading && shortfall(total, balance - promo) > 0);
                    return (
                      <Stack gap="4">
                        <BalanceCheck
                          total={total}
                          balance={balance}
                          promo={promo}
                          loading={balanceLoading || loading || refreshing}
                          showAfter
                          neededOverride={serverNeeded}
                          testIdPrefix="checkout"
                        />
                        <Button
                          colorPalette="brand"
                          size="lg"
                          loading={paying}
                          disabled={!ready || refreshing || balanceLoading || (short && serverNeeded === null)}
                          onClick={() => void pay()}
                          data-testid="checkout-pay"
                        >
                          <LuSparkles aria-hidden />
                          <FormattedMessage id="market.checkout.pay" values={{ total }} />
                        </Button>
                        <Text fontSize="xs" color="fg.muted" textAlign="start">
                          <FormattedMessage id="market.checkout.note" />
                        </Text>
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
