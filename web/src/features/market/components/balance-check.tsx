// The total against the live balance: balance, what of it the marketplace may take (welcome
// sparks pay for platform features only), balance after the purchase, and when that does not
// cover it, 'Insufficient balance for this purchase' with the sparks still needed and a link to
// buy more (/pricing). Test ids: {prefix}-market-balance (with welcome sparks), {prefix}-promo-note.
import { Alert, Button, HStack, Separator, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSparkles } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { balanceAfter, shortfall } from '../lib/cart-math';
import { SparksAmount } from './sparks-amount';

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="4">
      <Text color="fg.muted">{label}</Text>
      {children}
    </HStack>
  );
}

export function BalanceCheck({
  total,
  balance,
  promo = 0,
  loading,
  showAfter = false,
  neededOverride,
  testIdPrefix,
}: {
  total: number;
  balance: number;
  /** Welcome sparks in `balance`: they cannot pay for products. */
  promo?: number;
  loading: boolean;
  showAfter?: boolean;
  /** The server's `values.needed` after a refused payment (wins over the local sum). */
  neededOverride?: number | null;
  testIdPrefix: 'cart' | 'checkout';
}) {
  const available = Math.max(0, balance - promo);
  const needed = neededOverride ?? (loading ? 0 : shortfall(total, available));
  return (
    <Stack gap="3">
      <Row label={<FormattedMessage id="market.cart.total" />}>
        <SparksAmount value={total} fontSize="xl" testId={`${testIdPrefix}-total`} />
      </Row>
      <Row label={<FormattedMessage id="market.cart.balance" />}>
        <Skeleton loading={loading} minW="12">
          <SparksAmount value={balance} color="fg" testId={`${testIdPrefix}-balance`} />
        </Skeleton>
      </Row>
      {promo > 0 && !loading && (
        <>
          <Row label={<FormattedMessage id="market.cart.marketBalance" />}>
            <SparksAmount value={available} color="fg" testId={`${testIdPrefix}-market-balance`} />
          </Row>
          <Text fontSize="xs" color="fg.muted" textAlign="start" data-testid={`${testIdPrefix}-promo-note`}>
            <FormattedMessage id="market.cart.promoNote" values={{ count: promo }} />
          </Text>
        </>
      )}
      {showAfter && needed === 0 && !loading && (
        <>
          <Separator />
          <Row label={<FormattedMessage id="market.checkout.balanceAfter" />}>
            <SparksAmount value={balanceAfter(total, balance)} color="fg" testId={`${testIdPrefix}-balance-after`} />
          </Row>
        </>
      )}
      {needed > 0 && (
        <Alert.Root status="error" data-testid={`${testIdPrefix}-shortfall`} data-needed={needed}>
          <Alert.Indicator />
          <Alert.Content textAlign="start" gap="2">
            <Alert.Title>
              <FormattedMessage id="market.cart.insufficient" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="market.cart.needed" values={{ count: needed }} />
            </Alert.Description>
            <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start" data-testid={`${testIdPrefix}-buy-sparks`}>
              <RouterLink to="/pricing">
                <LuSparkles aria-hidden />
                <FormattedMessage id="market.cart.buySparks" />
              </RouterLink>
            </Button>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
