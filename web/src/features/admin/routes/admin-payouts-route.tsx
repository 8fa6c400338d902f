// /admin/payouts: sellers' sparks-to-riyals exchange requests (docs/market.md, "Exchange" and
// "Administrators"). Tabs pending / paid / rejected (?status=); pending requests can be marked
// paid (optional transfer reference) or rejected (optional reason; the held sparks go back to
// the seller). A request someone else decided meanwhile (409, or 404 when gone): toast + fresh read.
// Test ids: admin-payouts, payout-tabs(-{status}, -pending-count), payout-list, payouts-empty,
// payouts-error, payouts-pending-total, and those of payout-row and payout-dialog.
import { Box, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuInbox } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { EXCHANGE_STATUSES } from '@shared/constants';
import type { ExchangeRequestView } from '@shared/schemas/exchange';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { useRemote } from '@/lib/use-remote';
import { LIST_PAYOUTS_FAILED, listPayouts } from '../api/list-payouts';
import { MARK_PAYOUT_PAID_FAILED, markPayoutPaid } from '../api/mark-payout-paid';
import { REJECT_PAYOUT_FAILED, rejectPayout } from '../api/reject-payout';
import { AdminPage } from '@/components/admin/admin-page';
import { PayoutDialog } from '../components/payout-dialog';
import { PayoutRow } from '../components/payout-row';
import { SparksAmount } from '../components/sparks-amount';
import { StatusTabs } from '@/components/admin/status-tabs';
import { payoutStatusParam } from '../lib/list-params';
import { isStalePayoutError, type PayoutDecision } from '../lib/payouts';

export default function AdminPayoutsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const status = payoutStatusParam(params.get('status'));
  const list = useRemote(`payouts:${status}`, (signal) => listPayouts(status, signal));
  // On the pending tab the list itself is the count; elsewhere one more read gives it.
  const pendingList = useRemote(status === 'pending' ? null : `payouts:pending-count:${status}`, (signal) => listPayouts('pending', signal));
  const [deciding, setDeciding] = useState<{ request: ExchangeRequestView; decision: PayoutDecision } | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);

  const pending = status === 'pending' && list.status === 'success' ? list.data : pendingList.status === 'success' ? pendingList.data : undefined;
  const pendingSparks = pending?.reduce((sum, request) => sum + request.sparks, 0) ?? 0;
  const pendingRiyals = pending?.reduce((sum, request) => sum + (Number.parseFloat(request.riyals) || 0), 0) ?? 0;

  const refresh = () => {
    list.reload();
    pendingList.reload();
  };

  const close = () => {
    setDeciding(null);
    setDialogError(null);
  };

  const decide = async (note: string) => {
    if (!deciding || busy) return;
    const { request, decision } = deciding;
    const failed = decision === 'paid' ? MARK_PAYOUT_PAID_FAILED : REJECT_PAYOUT_FAILED;
    setBusy(true);
    setDialogError(null);
    try {
      if (decision === 'paid') await markPayoutPaid(request.id, note);
      else await rejectPayout(request.id, note);
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: decision === 'paid' ? 'admin.payouts.paidDone' : 'admin.payouts.rejectDone' }, { seller: isolate(request.seller_name) }),
      });
      close();
      refresh();
    } catch (error) {
      if (isStalePayoutError(error)) {
        toaster.create({ type: 'error', title: intl.formatMessage(failed), description: formatError(intl, error, failed) });
        close();
        refresh();
      } else {
        setDialogError(formatError(intl, error, failed));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AdminPage
      testId="admin-payouts"
      title={<FormattedMessage id="admin.payouts.title" />}
      description={<FormattedMessage id="admin.payouts.description" />}
    >
      {pending && pending.length > 0 && (
        <HStack gap="2" wrap="wrap" px="4" py="3" borderWidth="1px" rounded="l3" bg="bg.subtle" data-testid="payouts-pending-total" data-count={pending.length}>
          <Text>
            <FormattedMessage
              id="admin.payouts.pendingTotal"
              values={{
                count: pending.length,
                riyals: (
                  <Text as="span" fontWeight="semibold">
                    <FormattedNumber value={pendingRiyals} style="currency" currency="SAR" />
                  </Text>
                ),
                sparks: <SparksAmount value={pendingSparks} />,
              }}
            />
          </Text>
        </HStack>
      )}
      <StatusTabs
        statuses={EXCHANGE_STATUSES}
        value={status}
        onChange={(next) =>
          setParams((current) => {
            const updated = new URLSearchParams(current);
            updated.set('status', next);
            return updated;
          })
        }
        labelId="admin.payoutStatus"
        counts={pending === undefined ? {} : { pending: pending.length }}
        testId="payout-tabs"
      >
        {list.status === 'loading' && (
          <Stack gap="3" data-testid="payouts-loading">
            {[0, 1].map((item) => (
              <Skeleton key={item} h="40" rounded="l3" />
            ))}
          </Stack>
        )}
        {list.status === 'error' && (
          <RetryMessage
            message={formatError(intl, list.error, LIST_PAYOUTS_FAILED)}
            retryLabel={<FormattedMessage id="admin.common.retry" />}
            onRetry={list.reload}
            testId="payouts-error"
          />
        )}
        {list.status === 'success' && list.data.length === 0 && (
          <EmptyCard
            icon={<LuInbox size={28} aria-hidden />}
            title={<FormattedMessage id={`admin.payouts.empty.${status}`} />}
            body={<FormattedMessage id="admin.payouts.emptyHint" />}
            testId="payouts-empty"
          />
        )}
        {list.status === 'success' && list.data.length > 0 && (
          <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="payout-list" aria-busy={list.refreshing}>
            {list.data.map((request) => (
              <PayoutRow key={request.id} request={request} busy={busy} onDecide={(decision) => setDeciding({ request, decision })} />
            ))}
          </Box>
        )}
      </StatusTabs>
      {deciding && (
        <PayoutDialog
          key={`${deciding.request.id}:${deciding.decision}`}
          request={deciding.request}
          decision={deciding.decision}
          busy={busy}
          error={dialogError}
          onClose={close}
          onConfirm={(note) => void decide(note)}
        />
      )}
    </AdminPage>
  );
}
