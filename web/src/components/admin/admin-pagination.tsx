// Page links under a list (Chakra's Pagination, controlled by the route's ?page=).
// Test ids: admin-pagination, admin-page-prev, admin-page-next, admin-page-{n}.
import { ButtonGroup, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { Pagination as PageInfo } from '@shared/schemas/market';

export function AdminPagination({ info, onPage }: { info: PageInfo; onPage: (page: number) => void }) {
  const intl = useIntl();
  const rtl = intl.locale.startsWith('ar');
  if (info.totalPages <= 1) return null;
  const pageSize = Math.max(1, info.itemsPerPage);
  return (
    <Pagination.Root
      count={Math.max(info.totalItems, info.totalPages * pageSize - (pageSize - 1))}
      pageSize={pageSize}
      page={info.currentPage}
      onPageChange={(details) => onPage(details.page)}
      translations={{
        rootLabel: intl.formatMessage({ id: 'admin.pagination.label' }),
        prevTriggerLabel: intl.formatMessage({ id: 'admin.pagination.previous' }),
        nextTriggerLabel: intl.formatMessage({ id: 'admin.pagination.next' }),
        itemLabel: ({ page }) => intl.formatMessage({ id: 'admin.pagination.page' }, { page }),
      }}
      data-testid="admin-pagination"
      alignSelf="center"
    >
      <ButtonGroup variant="ghost" size="sm" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <IconButton data-testid="admin-page-prev">{rtl ? <LuChevronRight /> : <LuChevronLeft />}</IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(page) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }} data-testid={`admin-page-${page.value}`}>
              {intl.formatNumber(page.value)}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton data-testid="admin-page-next">{rtl ? <LuChevronLeft /> : <LuChevronRight />}</IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
