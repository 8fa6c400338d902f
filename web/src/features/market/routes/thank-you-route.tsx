// /market/thank-you/:orderId: after a purchase (the order comes in the router state) a burst of
// confetti (none for prefers-reduced-motion), the order summary with a download per product,
// and links to my purchases and the market. Without the state (a reload, a link) a generic
// thank-you with the way to my purchases.
// Test ids: thank-you (data-order-id, data-has-order), thank-you-line (data-product-id),
// thank-you-download, thank-you-total, thank-you-balance, thank-you-purchases, thank-you-market.
import { Button, Card, Center, Circle, HStack, Heading, Icon, Stack, StackSeparator, Text } from '@chakra-ui/react';
import confetti from 'canvas-confetti';
import { useEffect } from 'react';
import { LuPackage, LuPartyPopper, LuShoppingBag } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import type { OrderView } from '@shared/schemas/market';
import { DownloadButton } from '../components/download-button';
import { SparksAmount } from '../components/sparks-amount';
import { useDownload } from '../hooks/use-download';
import { orderFromState } from '../lib/order-state';

export default function ThankYouRoute() {
  const { orderId = '' } = useParams();
  const location = useLocation();
  const order = orderFromState(location.state, orderId);

  useEffect(() => {
    if (!order) return;
    void confetti({ particleCount: 120, spread: 80, origin: { y: 0.55 }, zIndex: 2000, disableForReducedMotion: true });
    // One burst per order shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.order_id]);

  return (
    <Center px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <Stack gap="6" w="full" maxW="2xl" align="center" textAlign="center" data-testid="thank-you" data-order-id={orderId} data-has-order={Boolean(order)}>
        <Circle size="20" bg="brand.subtle" color="brand.fg">
          <Icon as={LuPartyPopper} boxSize="10" aria-hidden />
        </Circle>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <FormattedMessage id="market.thankYou.title" />
          </Heading>
          <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
            <FormattedMessage id={order ? 'market.thankYou.body' : 'market.thankYou.generic'} />
          </Text>
        </Stack>
        {order && <OrderSummary order={order} />}
        <HStack gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="brand" data-testid="thank-you-purchases">
            <RouterLink to="/market/purchases">
              <LuPackage aria-hidden />
              <FormattedMessage id="market.nav.purchases" />
            </RouterLink>
          </Button>
          <Button asChild variant="outline" data-testid="thank-you-market">
            <RouterLink to="/market">
              <LuShoppingBag aria-hidden />
              <FormattedMessage id="market.thankYou.keepShopping" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Center>
  );
}

function OrderSummary({ order }: { order: OrderView }) {
  const { download, busyId } = useDownload();
  return (
    <Card.Root variant="outline" w="full" textAlign="start">
      <Card.Header>
        <Heading as="h2" size="md">
          <FormattedMessage id="market.thankYou.summary" />
        </Heading>
      </Card.Header>
      <Card.Body gap="4">
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="0" separator={<StackSeparator />}>
          {order.items.map((item) => (
            <HStack as="li" key={item.product_id} py="3" gap="3" wrap="wrap" data-testid="thank-you-line" data-product-id={item.product_id}>
              <Stack gap="0.5" flex="1" minW="40">
                <Text fontWeight="semibold" textAlign="start" lineClamp={2}>
                  <bdi>{item.title}</bdi>
                </Text>
                <SparksAmount value={item.charged} fontSize="sm" />
              </Stack>
              <DownloadButton
                size="sm"
                variant="outline"
                title={item.title}
                busy={busyId === item.product_id}
                onDownload={() => void download(item.product_id)}
                testId="thank-you-download"
                data-product-id={item.product_id}
              />
            </HStack>
          ))}
        </Stack>
        <HStack justify="space-between" borderTopWidth="1px" pt="3">
          <Text fontWeight="semibold">
            <FormattedMessage id="market.cart.total" />
          </Text>
          <SparksAmount value={order.total} fontSize="lg" testId="thank-you-total" />
        </HStack>
        <HStack justify="space-between">
          <Text color="fg.muted">
            <FormattedMessage id="market.thankYou.balance" />
          </Text>
          <SparksAmount value={order.balance} color="fg" testId="thank-you-balance" />
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
