// Page links under the course marketplace: previous, a window of 5 pages around the current one,
// next. Labelled in the page's language; the arrows follow the reading direction.
import { Button, HStack, Icon, IconButton } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { pageWindow } from '../lib/page-window';

export function MarketplacePagination({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  const label = (value: number) => intl.formatMessage({ id: 'courses.market.pagination.page' }, { page: value, total: totalPages });
  return (
    <HStack as="nav" justify="center" gap="1" aria-label={intl.formatMessage({ id: 'courses.market.pagination.label' })} data-testid="course-market-pagination">
      <IconButton
        size="sm"
        variant="ghost"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label={intl.formatMessage({ id: 'courses.market.pagination.previous' })}
        data-testid="course-market-page-prev"
      >
        <Icon as={LuChevronLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
      </IconButton>
      {pageWindow(page, totalPages).map((value) => (
        <Button
          key={value}
          size="sm"
          minW="9"
          variant={value === page ? 'outline' : 'ghost'}
          aria-current={value === page ? 'page' : undefined}
          aria-label={label(value)}
          onClick={() => value !== page && onPageChange(value)}
          data-testid={`course-market-page-${value}`}
        >
          {intl.formatNumber(value)}
        </Button>
      ))}
      <IconButton
        size="sm"
        variant="ghost"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
        aria-label={intl.formatMessage({ id: 'courses.market.pagination.next' })}
        data-testid="course-market-page-next"
      >
        <Icon as={LuChevronRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
      </IconButton>
    </HStack>
  );
}
