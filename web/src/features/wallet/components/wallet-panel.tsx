// The signed-in user's wallet: the live balance and its parts, Buy sparks (/pricing), Export
// CSV, and the ledger with a category filter and "Load more". /wallet shows it, and so does
// the training centre's wallet tab (a centre's wallet is its own; an administrator there reads the
// centre's, `ownerUid`, without Buy sparks, which is the owner's).
// Test ids: wallet-panel, wallet-buy, wallet-ledger-loading, wallet-ledger-error, wallet-empty,
// wallet-load-more, wallet-load-more-error, wallet-count; the parts' ids are in their files.
import { Button, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuSparkles, LuWallet } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { LedgerCategory } from '@shared/schemas/wallet';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { GET_LEDGER_FAILED, LOAD_MORE_FAILED } from '../api/get-ledger';
import { useLedger } from '../hooks/use-ledger';
import { ExportCsvButton } from './export-csv-button';
import { LedgerFilter } from './ledger-filter';
import { LedgerList } from './ledger-list';
import { WalletSummary } from './wallet-summary';

export function WalletPanel({ ownerUid }: { ownerUid?: string }) {
  return (
    <SparkBalance uid={ownerUid}>
      {(balance, loading, earned, promo) => (
        // Another wallet starts afresh (no entries of the one before).
        <WalletBody key={ownerUid ?? ''} balance={balance} loading={loading} earned={earned} promo={promo} owner={ownerUid} />
      )}
    </SparkBalance>
  );
}

/** Counts the live balance's changes after the first reading: each one reloads the ledger. */
function useChangeCount(value: number, loading: boolean): number {
  const last = useRef<number | null>(null);
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (loading) return;
    if (last.current !== null && last.current !== value) setCount((n) => n + 1);
    last.current = value;
  }, [value, loading]);
  return count;
}

interface WalletBodyProps {
  balance: number;
  loading: boolean;
  earned: number;
  promo: number;
  owner: string | undefined;
}

function WalletBody({ balance, loading, earned, promo, owner }: WalletBodyProps) {
  const intl = useIntl();
  const [category, setCategory] = useState<LedgerCategory | null>(null);
  const ledger = useLedger(category, useChangeCount(balance, loading), owner);
  return (
    <Stack gap="6" data-testid="wallet-panel">
      <WalletSummary balance={balance} earned={earned} promo={promo} loading={loading} />
      <HStack gap="3" wrap="wrap">
        {!owner && (
          <Button asChild colorPalette="brand">
            <RouterLink to="/pricing" data-testid="wallet-buy">
              <LuSparkles aria-hidden />
              <FormattedMessage id="wallet.buy" />
            </RouterLink>
          </Button>
        )}
        <ExportCsvButton category={category} owner={owner} />
      </HStack>

      <Stack as="section" gap="4" aria-labelledby="wallet-ledger-title" aria-busy={ledger.status === 'loading'}>
        <Heading as="h2" id="wallet-ledger-title" size="lg" textAlign="start">
          <FormattedMessage id="wallet.ledger.title" />
        </Heading>
        <LedgerFilter value={category} onChange={setCategory} />
        {ledger.status === 'loading' && (
          <Stack gap="2" data-testid="wallet-ledger-loading">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} h="14" rounded="l2" />
            ))}
            <Text srOnly role="status">
              <FormattedMessage id="wallet.ledger.loading" />
            </Text>
          </Stack>
        )}
        {ledger.status === 'error' && (
          <RetryMessage
            message={formatError(intl, ledger.error, GET_LEDGER_FAILED)}
            retryLabel={<FormattedMessage id="wallet.ledger.retry" />}
            onRetry={ledger.reload}
            testId="wallet-ledger-error"
          />
        )}
        {ledger.status === 'success' && ledger.entries.length === 0 && (
          <EmptyCard
            icon={<LuWallet size={28} aria-hidden />}
            title={<FormattedMessage id={category ? 'wallet.empty.filteredTitle' : 'wallet.empty.title'} />}
            body={<FormattedMessage id={category ? 'wallet.empty.filteredBody' : 'wallet.empty.body'} />}
            testId="wallet-empty"
          />
        )}
        {ledger.status === 'success' && ledger.entries.length > 0 && (
          <>
            <LedgerList entries={ledger.entries} />
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Text fontSize="sm" color="fg.muted" data-testid="wallet-count" data-count={ledger.entries.length}>
                <FormattedMessage id="wallet.count" values={{ count: ledger.entries.length }} />
              </Text>
              {ledger.hasMore && (
                <Button variant="outline" size="sm" loading={ledger.loadingMore} onClick={ledger.loadMore} data-testid="wallet-load-more">
                  <FormattedMessage id="wallet.loadMore" />
                </Button>
              )}
            </HStack>
            {Boolean(ledger.moreError) && (
              <Text color="fg.error" fontSize="sm" role="alert" data-testid="wallet-load-more-error">
                {formatError(intl, ledger.moreError, LOAD_MORE_FAILED)}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Stack>
  );
}
