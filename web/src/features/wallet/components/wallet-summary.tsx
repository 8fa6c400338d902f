// The live balance (wallets/{uid} through the shared SparkBalance reader) and its two kept-apart
// parts: sparks earned from sales (the only exchangeable ones) and welcome sparks (platform
// features only). Test ids: wallet-balance (data-balance), wallet-earned, wallet-welcome.
import { Card, HStack, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import { LuGift, LuSparkles, LuTrendingUp } from 'react-icons/lu';
import type { IconType } from 'react-icons';
import { FormattedMessage, useIntl } from 'react-intl';

export function WalletSummary({ balance, earned, promo, loading }: { balance: number; earned: number; promo: number; loading: boolean }) {
  const intl = useIntl();
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
      <Card.Root variant="subtle" bg="brand.subtle" data-testid="wallet-balance" data-balance={loading ? undefined : balance}>
        <Card.Body gap="2" textAlign="start">
          <HStack gap="2" color="brand.fg">
            <Icon as={LuSparkles} boxSize="5" aria-hidden />
            <Text fontWeight="medium">
              <FormattedMessage id="wallet.balance.label" />
            </Text>
          </HStack>
          <Skeleton loading={loading} alignSelf="flex-start">
            <Text fontSize="3xl" fontWeight="bold" lineHeight="1.1" data-testid="wallet-balance-value">
              {intl.formatMessage({ id: 'wallet.balance.value' }, { count: balance })}
            </Text>
          </Skeleton>
        </Card.Body>
      </Card.Root>
      <Part icon={LuTrendingUp} label="wallet.balance.earned" hint="wallet.balance.earnedHint" value={earned} loading={loading} testId="wallet-earned" />
      <Part icon={LuGift} label="wallet.balance.welcome" hint="wallet.balance.welcomeHint" value={promo} loading={loading} testId="wallet-welcome" />
    </SimpleGrid>
  );
}

function Part({ icon, label, hint, value, loading, testId }: { icon: IconType; label: string; hint: string; value: number; loading: boolean; testId: string }) {
  const intl = useIntl();
  return (
    <Card.Root variant="outline" data-testid={testId} data-value={loading ? undefined : value}>
      <Card.Body gap="1" textAlign="start">
        <HStack gap="2" color="fg.muted">
          <Icon as={icon} boxSize="4" aria-hidden />
          <Text fontSize="sm" fontWeight="medium">
            <FormattedMessage id={label} />
          </Text>
        </HStack>
        <Skeleton loading={loading} alignSelf="flex-start">
          <Text fontSize="xl" fontWeight="semibold">
            {intl.formatMessage({ id: 'wallet.balance.value' }, { count: value })}
          </Text>
        </Skeleton>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id={hint} />
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
