// /admin/inquiries (administrators): enterprise contacts and feedback (docs/site.md 3). Tabs by
// kind, a status filter (all, new, read, archived) and pages, all in the address
// (?kind=&status=&page=); each message can be marked read or unread, archived or restored, and
// answered by e-mail. A status change shows at once and the list is read again.
// Test ids: admin-inquiries, inquiry-tabs(-enterprise, -feedback), inquiry-status-filter,
// inquiry-total, inquiry-list, inquiries-empty, inquiries-error, inquiries-loading, and those
// of inquiry-row.
import { Box, Field, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuInbox } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { INQUIRY_KINDS, INQUIRY_STATUSES, type InquiryDto, type InquiryStatus } from '@shared/schemas/inquiry';
import { AdminPage } from '@/components/admin/admin-page';
import { AdminPagination } from '@/components/admin/admin-pagination';
import { StatusTabs } from '@/components/admin/status-tabs';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { SelectInput } from '@/components/ui/select-field';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { useSearchParamPatch } from '@/lib/use-search-param-patch';
import { LIST_INQUIRIES_FAILED, listInquiries } from '../api/list-inquiries';
import { SET_INQUIRY_STATUS_FAILED, setInquiryStatus } from '../api/set-inquiry-status';
import { InquiryRow } from '../components/inquiry-row';
import { INBOX_PAGE_SIZE, kindParam, pageParam, statusParam, totalPages } from '../lib/inbox-params';

export default function AdminInquiriesRoute() {
  const intl = useIntl();
  const [params, setParam] = useSearchParamPatch();
  const kind = kindParam(params.get('kind'));
  const status = statusParam(params.get('status'));
  const page = pageParam(params.get('page'));
  const list = useRemote(`inquiries:${kind}:${status ?? 'all'}:${page}`, (signal) =>
    listInquiries({ kind, status, page, limit: INBOX_PAGE_SIZE }, signal),
  );
  const [busyId, setBusyId] = useState<string | null>(null);

  const changeStatus = async (inquiry: InquiryDto, next: InquiryStatus) => {
    if (busyId) return;
    setBusyId(inquiry.id);
    try {
      const saved = await setInquiryStatus(inquiry.id, next);
      list.update((data) => ({ ...data, body: data.body.map((item) => (item.id === saved.id ? saved : item)) }));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: `contact.inbox.done.${next}` }) });
      // Under a status filter the message leaves the list: read the page again.
      if (status) list.reload();
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, SET_INQUIRY_STATUS_FAILED) });
      list.reload();
    } finally {
      setBusyId(null);
    }
  };

  const statusOptions = INQUIRY_STATUSES.map((value) => ({ value, label: intl.formatMessage({ id: `contact.inbox.status.${value}` }) }));

  return (
    <AdminPage testId="admin-inquiries" title={<FormattedMessage id="contact.inbox.title" />} description={<FormattedMessage id="contact.inbox.description" />}>
      <StatusTabs
        statuses={INQUIRY_KINDS}
        value={kind}
        onChange={(next) => setParam({ kind: next, page: null })}
        labelId="contact.inbox.kind"
        testId="inquiry-tabs"
      >
        <Stack gap="4">
          <HStack justify="space-between" gap="3" wrap="wrap">
            <Field.Root orientation="horizontal" w="auto" gap="2">
              <Field.Label fontSize="sm" flexShrink={0}>
                <FormattedMessage id="contact.inbox.statusFilter" />
              </Field.Label>
              <Box minW="40">
                <SelectInput
                  value={status ?? ''}
                  options={statusOptions}
                  onChange={(value) => setParam({ status: value || null, page: null })}
                  first={{ label: intl.formatMessage({ id: 'contact.inbox.status.all' }) }}
                  size="sm"
                  testId="inquiry-status-filter"
                />
              </Box>
            </Field.Root>
            {list.status === 'success' && (
              <Text fontSize="sm" color="fg.muted" data-testid="inquiry-total" data-total={list.data.total}>
                <FormattedMessage id="contact.inbox.total" values={{ count: list.data.total }} />
              </Text>
            )}
          </HStack>

          {list.status === 'loading' && (
            <Stack gap="3" data-testid="inquiries-loading">
              {[0, 1].map((item) => (
                <Skeleton key={item} h="40" rounded="l3" />
              ))}
            </Stack>
          )}
          {list.status === 'error' && (
            <RetryMessage
              message={formatError(intl, list.error, LIST_INQUIRIES_FAILED)}
              retryLabel={<FormattedMessage id="contact.inbox.retry" />}
              onRetry={list.reload}
              testId="inquiries-error"
            />
          )}
          {list.status === 'success' && list.data.body.length === 0 && (
            <EmptyCard
              icon={<LuInbox size={28} aria-hidden />}
              title={<FormattedMessage id={`contact.inbox.empty.${kind}`} />}
              body={<FormattedMessage id="contact.inbox.emptyHint" />}
              testId="inquiries-empty"
            />
          )}
          {list.status === 'success' && list.data.body.length > 0 && (
            <>
              <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="inquiry-list" aria-busy={list.refreshing}>
                {list.data.body.map((inquiry) => (
                  <InquiryRow key={inquiry.id} inquiry={inquiry} busy={busyId === inquiry.id} onStatus={(next) => void changeStatus(inquiry, next)} />
                ))}
              </Box>
              <AdminPagination
                info={{ currentPage: page, totalPages: totalPages(list.data.total), totalItems: list.data.total, itemsPerPage: INBOX_PAGE_SIZE }}
                onPage={(next) => setParam({ page: String(next) })}
              />
            </>
          )}
        </Stack>
      </StatusTabs>
    </AdminPage>
  );
}
