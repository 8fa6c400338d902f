// One exchange request: seller, sparks and riyals, the whole IBAN (grouped, with a copy
// button) and account name, requested date; decided ones show when and the reference or
// reason. Pending ones offer "Mark paid" and "Reject".
// Test ids: payout-row (data-status, data-request-id), payout-iban, payout-copy-iban,
// payout-riyals, payout-sparks, payout-mark-paid, payout-reject, payout-note.
import { Badge, Button, Card, Clipboard, DataList, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ExchangeStatus } from '@shared/constants';
import { LuBanknote, LuUndo2 } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { groupIban } from '../lib/iban';
import type { PayoutDecision } from '../lib/payouts';
import { SparksAmount } from './sparks-amount';

const STATUS_PALETTE: Record<ExchangeStatus, string> = { pending: 'orange', paid: 'green', rejected: 'red' };

export function PayoutRow({ request, onDecide, busy }: { request: ExchangeRequestView; onDecide: (decision: PayoutDecision) => void; busy: boolean }) {
  const intl = useIntl();
  const iban = request.iban ?? request.iban_masked;
  const riyals = Number.parseFloat(request.riyals);
  return (
    <Card.Root as="li" variant="outline" data-testid="payout-row" data-status={request.status} data-request-id={request.id}>
      <Card.Body p={{ base: '3', md: '4' }} gap="3">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="2" align={{ base: 'stretch', md: 'flex-start' }}>
          <Stack gap="1" textAlign="start" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold" dir="auto" data-testid="payout-seller">
                {request.seller_name}
              </Text>
              <Badge colorPalette={STATUS_PALETTE[request.status]} variant="subtle">
                <FormattedMessage id={`admin.payoutStatus.${request.status}`} />
              </Badge>
            </HStack>
            {request.created_at && (
              <Text fontSize="xs" color="fg.muted">
                <FormattedMessage id="admin.payouts.requested" values={{ date: <FormattedDate value={request.created_at} dateStyle="medium" timeStyle="short" /> }} />
              </Text>
            )}
          </Stack>
          <Stack gap="0" align={{ base: 'flex-start', md: 'flex-end' }}>
            <Text fontSize="xl" fontWeight="bold" data-testid="payout-riyals" data-value={request.riyals}>
              {Number.isFinite(riyals) ? <FormattedNumber value={riyals} style="currency" currency="SAR" /> : request.riyals}
            </Text>
            <SparksAmount value={request.sparks} testId="payout-sparks" />
          </Stack>
        </Stack>

        <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} size="sm" gap="3">
          <DataList.Item>
            <DataList.ItemLabel minW={{ md: '32' }}>
              <FormattedMessage id="admin.payouts.iban" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <HStack gap="1" wrap="wrap">
                <Text as="span" dir="ltr" fontFamily="mono" letterSpacing="wide" data-testid="payout-iban" data-iban={iban}>
                  {groupIban(iban)}
                </Text>
                {request.iban && (
                  <Clipboard.Root value={request.iban}>
                    <Clipboard.Trigger asChild>
                      <IconButton variant="ghost" size="xs" aria-label={intl.formatMessage({ id: 'admin.payouts.copyIban' })} data-testid="payout-copy-iban">
                        <Clipboard.Indicator />
                      </IconButton>
                    </Clipboard.Trigger>
                  </Clipboard.Root>
                )}
              </HStack>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW={{ md: '32' }}>
              <FormattedMessage id="admin.payouts.accountName" />
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Text as="span" dir="auto" data-testid="payout-account-name">
                {request.account_name}
              </Text>
            </DataList.ItemValue>
          </DataList.Item>
          {request.status !== 'pending' && request.decided_at && (
            <DataList.Item>
              <DataList.ItemLabel minW={{ md: '32' }}>
                <FormattedMessage id={request.status === 'paid' ? 'admin.payouts.paidAt' : 'admin.payouts.rejectedAt'} />
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <FormattedDate value={request.decided_at} dateStyle="medium" timeStyle="short" />
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {request.status === 'paid' && request.reference && (
            <DataList.Item>
              <DataList.ItemLabel minW={{ md: '32' }}>
                <FormattedMessage id="admin.payouts.reference" />
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Text as="span" dir="auto" data-testid="payout-note">
                  {request.reference}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          )}
          {request.status === 'rejected' && request.reason && (
            <DataList.Item>
              <DataList.ItemLabel minW={{ md: '32' }}>
                <FormattedMessage id="admin.payouts.reason" />
              </DataList.ItemLabel>
              <DataList.ItemValue>
                <Text as="span" dir="auto" whiteSpace="pre-wrap" data-testid="payout-note">
                  {request.reason}
                </Text>
              </DataList.ItemValue>
            </DataList.Item>
          )}
        </DataList.Root>

        {request.status === 'pending' && (
          <HStack gap="2" justify="flex-end" wrap="wrap">
            <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => onDecide('reject')} data-testid="payout-reject">
              <LuUndo2 aria-hidden />
              <FormattedMessage id="admin.payouts.reject" />
            </Button>
            <Button size="sm" colorPalette="green" disabled={busy} onClick={() => onDecide('paid')} data-testid="payout-mark-paid">
              <LuBanknote aria-hidden />
              <FormattedMessage id="admin.payouts.markPaid" />
            </Button>
          </HStack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
