// The period's totals: sales, gross sparks spent, the platform's commission (10 %) with its
// value in riyals, and what the sellers earned.
// Test ids: commissions-totals, commissions-sales, commissions-gross, commissions-total
// (the commission, data-value), commissions-earnings.
import { Card, Circle, HStack, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { LuHandCoins, LuPercent, LuShoppingCart, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { CommissionsReport } from '@shared/schemas/market';
import { sparksToRiyals } from '../lib/commissions';
import { SparksAmount } from './sparks-amount';

function Tile({
  icon,
  label,
  value,
  note,
  testId,
  dataValue,
  palette,
}: {
  icon: ComponentType;
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  testId: string;
  dataValue: number;
  palette: string;
}) {
  return (
    <Card.Root variant="outline" size="sm" data-testid={testId} data-value={dataValue} height="full">
      <Card.Body gap="2">
        <HStack gap="3">
          <Circle size="9" bg={`${palette}.subtle`} color={`${palette}.fg`} flexShrink={0}>
            <Icon as={icon} boxSize="5" aria-hidden />
          </Circle>
          <Text fontSize="sm" color="fg.muted" textAlign="start">
            {label}
          </Text>
        </HStack>
        <Stack gap="0.5" align="flex-start">
          <Text as="div" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="bold" data-testid={`${testId}-value`}>
            {value}
          </Text>
          {note && (
            <Text fontSize="xs" color="fg.muted" textAlign="start">
              {note}
            </Text>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

export function CommissionsTiles({ totals }: { totals: CommissionsReport['totals'] }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4" data-testid="commissions-totals">
      <Tile
        icon={LuShoppingCart}
        palette="blue"
        label={<FormattedMessage id="admin.commissions.sales" />}
        value={<FormattedNumber value={totals.sales_count} />}
        dataValue={totals.sales_count}
        testId="commissions-sales"
      />
      <Tile
        icon={LuSparkles}
        palette="purple"
        label={<FormattedMessage id="admin.commissions.gross" />}
        value={<SparksAmount value={totals.gross} size="lg" />}
        dataValue={totals.gross}
        testId="commissions-gross"
      />
      <Tile
        icon={LuPercent}
        palette="green"
        label={<FormattedMessage id="admin.commissions.commission" />}
        value={<SparksAmount value={totals.commission} size="lg" />}
        note={
          <FormattedMessage
            id="admin.commissions.commissionNote"
            values={{ riyals: <FormattedNumber value={sparksToRiyals(totals.commission)} style="currency" currency="SAR" /> }}
          />
        }
        dataValue={totals.commission}
        testId="commissions-total"
      />
      <Tile
        icon={LuHandCoins}
        palette="orange"
        label={<FormattedMessage id="admin.commissions.earnings" />}
        value={<SparksAmount value={totals.earnings} size="lg" />}
        dataValue={totals.earnings}
        testId="commissions-earnings"
      />
    </SimpleGrid>
  );
}
