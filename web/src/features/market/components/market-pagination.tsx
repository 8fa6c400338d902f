// Page links under the listing (Chakra's Pagination), labelled in the page's language; the
// arrows follow the reading direction.
import { ButtonGroup, Icon, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';

export function MarketPagination({
  page,
  totalItems,
  pageSize,
  onPageChange,
}: {
  page: number;
  totalItems: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  if (totalItems <= pageSize) return null;
  return (
    <Pagination.Root
      count={totalItems}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: intl.formatMessage({ id: 'market.pagination.label' }),
        prevTriggerLabel: intl.formatMessage({ id: 'market.pagination.previous' }),
        nextTriggerLabel: intl.formatMessage({ id: 'market.pagination.next' }),
        itemLabel: ({ page: value, totalPages }) => intl.formatMessage({ id: 'market.pagination.page' }, { page: value, total: totalPages }),
      }}
      display="flex"
      justifyContent="center"
      data-testid="market-pagination"
    >
      <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton data-testid="market-page-prev">
            <Icon as={LuChevronLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <IconButton variant={{ base: 'ghost', _selected: 'outline' }} data-testid={`market-page-${item.value}`}>
              {intl.formatNumber(item.value)}
            </IconButton>
          )}
        />
        <Pagination.NextTrigger asChild>
          <IconButton data-testid="market-page-next">
            <Icon as={LuChevronRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
