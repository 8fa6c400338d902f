// Page links under the article list; the arrows follow the reading direction.
import { ButtonGroup, Icon, IconButton, Pagination } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';

export function BlogsPagination({ page, total, pageSize, onPageChange }: { page: number; total: number; pageSize: number; onPageChange: (page: number) => void }) {
  const intl = useIntl();
  if (total <= pageSize) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={pageSize}
      page={page}
      siblingCount={1}
      onPageChange={(details) => onPageChange(details.page)}
      translations={{
        rootLabel: intl.formatMessage({ id: 'blogs.pagination.label' }),
        prevTriggerLabel: intl.formatMessage({ id: 'blogs.pagination.previous' }),
        nextTriggerLabel: intl.formatMessage({ id: 'blogs.pagination.next' }),
        itemLabel: ({ page: value, totalPages }) => intl.formatMessage({ id: 'blogs.pagination.page' }, { page: value, total: totalPages }),
      }}
      display="flex"
      justifyContent="center"
      data-testid="blogs-pagination"
    >
      <ButtonGroup variant="ghost" size="sm" attached={false} gap="1">
        <Pagination.PrevTrigger asChild>
          <IconButton>
            <Icon as={LuChevronLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          </IconButton>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{intl.formatNumber(item.value)}</IconButton>}
        />
        <Pagination.NextTrigger asChild>
          <IconButton>
            <Icon as={LuChevronRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
          </IconButton>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
