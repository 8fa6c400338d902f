// The total against the live balance: balance, balance after the purchase, and when the balance
// does not cover it, 'Insufficient balance for this purchase' with the sparks still needed and a
// link to buy more (/pricing).
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
  loading,
  showAfter = false,
  neededOverride,
  testIdPrefix,
}: {
  total: number;
  balance: number;
  loading: boolean;
  showAfter?: boolean;
  /** The server's `values.needed` after a refused payment (wins over the local sum). */
  neededOverride?: number | null;
  testIdPrefix: 'cart' | 'checkout';
}) {
  const needed = neededOverride ?? (loading ? 0 : shortfall(total, balance));
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
