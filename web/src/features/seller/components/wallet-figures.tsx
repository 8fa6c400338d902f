// A seller's two wallet figures (docs/market.md, "Exchange"): every spark in the wallet, and
// the exchangeable part of it (sparks earned from sales, `earned_balance`) with what it is
// worth in riyals. Bought or granted sparks can be spent but never exchanged.
import { Card, HStack, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { LuArrowLeftRight, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { useSellerFormat } from '../hooks/use-seller-format';
import { riyalsFor } from '../lib/earnings';

function Figure({
  icon, palette, label, value, note, loading, testId,
}: { icon: ComponentType; palette: string; label: ReactNode; value: number; note: ReactNode; loading: boolean; testId: string }) {
  return (
    <Card.Root variant="subtle" data-testid={testId} data-value={value}>
      <Card.Body gap="2" textAlign="start">
        <Text color="fg.muted" fontSize="sm">
          {label}
        </Text>
        <Skeleton loading={loading} alignSelf="flex-start">
          <HStack gap="2" fontSize="3xl" fontWeight="bold">
            <Icon as={icon} color={`${palette}.fg`} aria-hidden />
            <Text as="span" fontVariantNumeric="tabular-nums" data-testid={`${testId}-value`}>
              <FormattedNumber value={value} />
            </Text>
          </HStack>
        </Skeleton>
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The two figures from known values (the exchange page already reads the wallet). */
export function WalletFigures({ balance, earned, loading }: { balance: number; earned: number; loading: boolean }) {
  const format = useSellerFormat();
  const notExchangeable = Math.max(0, balance - earned);
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-testid="wallet-figures">
      <Figure
        testId="wallet-total"
        icon={LuSparkles}
        palette="brand"
        label={<FormattedMessage id="seller.exchange.balance" />}
        value={balance}
        loading={loading}
        note={<FormattedMessage id="seller.wallet.notExchangeable" values={{ count: notExchangeable }} />}
      />
      <Figure
        testId="wallet-earned"
        icon={LuArrowLeftRight}
        palette="green"
        label={<FormattedMessage id="seller.wallet.earned" />}
        value={earned}
        loading={loading}
        note={<FormattedMessage id="seller.exchange.balanceWorth" values={{ riyals: format.riyals(riyalsFor(earned) ?? 0) }} />}
      />
    </SimpleGrid>
  );
}

/** The two figures, read live from the signed-in seller's wallet. */
export function LiveWalletFigures() {
  return <SparkBalance>{(balance, loading, earned) => <WalletFigures balance={balance} earned={earned} loading={loading} />}</SparkBalance>;
}
