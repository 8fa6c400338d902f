// The seller's exchange requests, newest first: status, sparks, riyals, the masked IBAN, the
// dates, and the reason (rejected) or the transfer reference (paid).
import { Box, Card, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { LuArrowRight } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { useSellerFormat } from '../hooks/use-seller-format';
import { SparkAmount } from './spark-amount';
import { ExchangeStatusBadge } from './status-badges';

export function ExchangeRequestList({ requests }: { requests: ExchangeRequestView[] }) {
  const format = useSellerFormat();
  const sorted = [...requests].sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  return (
    <Stack gap="3" data-testid="exchange-requests">
      {sorted.map((request) => (
        <Card.Root key={request.id} variant="outline" size="sm" data-testid="exchange-request" data-status={request.status} data-request-id={request.id}>
          <Card.Body gap="2">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <HStack gap="3" wrap="wrap">
                <SparkAmount value={request.sparks} fontWeight="semibold" testId="exchange-request-sparks" />
                <Icon as={LuArrowRight} color="fg.muted" _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
                <Text fontWeight="semibold" data-testid="exchange-request-riyals">
                  {format.riyals(Number(request.riyals))}
                </Text>
              </HStack>
              <ExchangeStatusBadge status={request.status} testId="exchange-request-status" />
            </HStack>
            <HStack gap="4" fontSize="sm" color="fg.muted" wrap="wrap">
              <Text>
                <FormattedMessage id="seller.exchange.list.iban" />{' '}
                <Box as="span" fontFamily="mono" dir="ltr" unicodeBidi="isolate" data-testid="exchange-request-iban">
                  {request.iban_masked}
                </Box>
              </Text>
              <Text dir="auto">{request.account_name}</Text>
            </HStack>
            <HStack gap="4" fontSize="xs" color="fg.muted" wrap="wrap">
              <Text>
                <FormattedMessage id="seller.exchange.list.requested" values={{ date: format.dateTime(request.created_at) }} />
              </Text>
              {request.decided_at && (
                <Text>
                  <FormattedMessage id={`seller.exchange.list.decided.${request.status === 'paid' ? 'paid' : 'rejected'}`} values={{ date: format.dateTime(request.decided_at) }} />
                </Text>
              )}
            </HStack>
            {request.status === 'rejected' && (
              <Text fontSize="sm" color="red.fg" data-testid="exchange-request-reason" dir="auto">
                <FormattedMessage id="seller.exchange.list.reason" values={{ reason: request.reason || format.none }} />
              </Text>
            )}
            {request.status === 'rejected' && (
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="seller.exchange.list.returned" />
              </Text>
            )}
            {request.status === 'paid' && request.reference && (
              <Text fontSize="sm" color="green.fg" data-testid="exchange-request-reference">
                <FormattedMessage id="seller.exchange.list.reference" values={{ reference: request.reference }} />
              </Text>
            )}
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

export function ExchangeRequestsHeading() {
  return (
    <Heading as="h2" size="md" textAlign="start">
      <FormattedMessage id="seller.exchange.list.title" />
    </Heading>
  );
}
