// Currency exchange (/market/seller/exchange, teachers): the live balance and its exchangeable
// part (only sparks earned from sales), the rules (300 sparks = 100 riyals, at least 300,
// earned sparks only, processed in 1 to 3 business days, sparks held on request and returned
// if rejected), the request form and the seller's requests.
import { Card, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuCircleCheck, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { formatError } from '@/lib/api-client';
import { EXCHANGE, EXCHANGE_PROCESSING_DAYS } from '@shared/constants';
import { useExchangeRequests } from '../api/list-exchange-requests';
import { ExchangeForm } from '../components/exchange-form';
import { ExchangeRequestList, ExchangeRequestsHeading } from '../components/exchange-requests';
import { SellerPage } from '../components/seller-page';
import { WalletFigures } from '../components/wallet-figures';
import { useSellerFormat } from '../hooks/use-seller-format';

const LOAD_FAILED = { id: 'seller.exchange.list.loadFailed', defaultMessage: 'Your exchange requests could not be loaded.' };

export default function SellerExchangeRoute() {
  const intl = useIntl();
  const format = useSellerFormat();
  const requests = useExchangeRequests();

  return (
    <SellerPage titleId="seller.exchange.title" subtitleId="seller.exchange.subtitle" testId="seller-exchange-route">
      <SparkBalance>
        {(balance, loading, earned) => (
          <Stack gap="4">
            <WalletFigures balance={balance} earned={earned} loading={loading} />
            <Card.Root variant="outline" data-testid="exchange-rules">
              <Card.Body gap="2" textAlign="start">
                <Text fontWeight="semibold">
                  <FormattedMessage id="seller.exchange.rules.title" />
                </Text>
                <List.Root gap="1.5" variant="plain" fontSize="sm">
                  {[
                    { id: 'seller.exchange.rules.earnedOnly', values: {} },
                    { id: 'seller.exchange.rules.rate', values: { sparks: EXCHANGE.sparks, riyals: format.riyals(EXCHANGE.riyals) } },
                    { id: 'seller.exchange.rules.minimum', values: { minimum: EXCHANGE.minimumSparks } },
                    { id: 'seller.exchange.rules.processing', values: { min: EXCHANGE_PROCESSING_DAYS.min, max: EXCHANGE_PROCESSING_DAYS.max } },
                    { id: 'seller.exchange.rules.hold', values: {} },
                  ].map((rule) => (
                    <List.Item key={rule.id} alignItems="flex-start">
                      <List.Indicator asChild color="green.fg" mt="0.5">
                        <LuCircleCheck />
                      </List.Indicator>
                      {intl.formatMessage({ id: rule.id }, rule.values)}
                    </List.Item>
                  ))}
                </List.Root>
              </Card.Body>
            </Card.Root>
            <ExchangeForm exchangeable={earned} loading={loading} onRequested={() => requests.reload()} />
          </Stack>
        )}
      </SparkBalance>

      <Stack gap="3">
        <ExchangeRequestsHeading />
        {requests.status === 'loading' && <Skeleton h="24" borderRadius="l3" data-testid="exchange-requests-loading" />}
        {requests.status === 'error' && (
          <RetryAlert
            message={formatError(intl, requests.error, LOAD_FAILED)}
            retryLabel={<FormattedMessage id="seller.common.retry" />}
            onRetry={requests.reload}
            testId="exchange-requests-error"
            retryTestId="exchange-requests-retry"
          />
        )}
        {requests.status === 'success' &&
          (requests.data.length === 0 ? (
            <EmptyCard
              testId="exchange-requests-empty"
              icon={<LuSparkles size="32" aria-hidden />}
              title={<FormattedMessage id="seller.exchange.list.empty.title" />}
              body={<FormattedMessage id="seller.exchange.list.empty.body" />}
            />
          ) : (
            <ExchangeRequestList requests={requests.data} />
          ))}
      </Stack>
    </SellerPage>
  );
}
