// The totals of the chosen window: sales, gross sparks, the platform's 10 % and the seller's earnings.
import { Card, Circle, HStack, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { LuHandCoins, LuPercent, LuShoppingCart, LuWallet } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { SalesReport } from '@shared/schemas/market';
import { COMMISSION_PERCENT } from '../lib/earnings';
import { SparkAmount } from './spark-amount';

function Tile({ icon, palette, label, value, testId }: { icon: ComponentType; palette: string; label: ReactNode; value: ReactNode; testId: string }) {
  return (
    <Card.Root variant="outline" size="sm" data-testid={testId} height="full">
      <Card.Body gap="2">
        <HStack gap="3">
          <Circle size="9" bg={`${palette}.subtle`} color={`${palette}.fg`} flexShrink={0}>
            <Icon as={icon} boxSize="5" aria-hidden />
          </Circle>
          <Text fontSize="sm" color="fg.muted" textAlign="start" lineClamp={2}>
            {label}
          </Text>
        </HStack>
        <Text as="div" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" textAlign="start" data-testid={`${testId}-value`}>
          {value}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

export function SalesTiles({ totals }: { totals: SalesReport['totals'] }) {
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap="3" data-testid="sales-totals">
      <Tile
        testId="sales-total-count"
        icon={LuShoppingCart}
        palette="blue"
        label={<FormattedMessage id="seller.sales.total.count" />}
        value={<FormattedNumber value={totals.sales_count} />}
      />
      <Tile
        testId="sales-total-gross"
        icon={LuHandCoins}
        palette="purple"
        label={<FormattedMessage id="seller.sales.total.gross" />}
        value={<SparkAmount value={totals.gross} />}
      />
      <Tile
        testId="sales-total-commission"
        icon={LuPercent}
        palette="orange"
        label={<FormattedMessage id="seller.sales.total.commission" values={{ percent: COMMISSION_PERCENT }} />}
        value={<SparkAmount value={totals.commission} />}
      />
      <Tile
        testId="sales-total-earnings"
        icon={LuWallet}
        palette="green"
        label={<FormattedMessage id="seller.sales.total.earnings" />}
        value={<SparkAmount value={totals.earnings} />}
      />
    </SimpleGrid>
  );
}
