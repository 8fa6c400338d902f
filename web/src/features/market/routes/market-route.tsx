// /market: the approved products (GET /market/products), 12 per page, with a debounced search
// (500 ms), filters and a sort kept in the URL query (back/forward and shared links work).
// Test ids: market, market-search, market-filter-{subject,grade,type,level,price}, market-sort,
// market-clear-filters, market-product-card (data-product-id), product-add-to-cart,
// market-empty, market-error, market-pagination, cart-link (data-count), purchases-link,
// my-store-link.
import { Box, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { MARKET } from '@shared/constants';
import { NoResults } from '@/components/ui/no-results';
import { RetryMessage } from '@/components/ui/retry-message';
import { formatError } from '@/lib/api-client';
import { authAtom } from '@/lib/session/auth-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemote } from '@/lib/use-remote';
import { LIST_PRODUCTS_FAILED, listProducts } from '../api/list-products';
import { MarketFiltersBar, type FilterChange } from '../components/market-filters';
import { MarketNav } from '../components/market-nav';
import { MarketPagination } from '../components/market-pagination';
import { ProductCard } from '../components/product-card';
import { useCart } from '../hooks/use-cart';
import { DEFAULT_FILTERS, changeFilters, filtersFromParams, hasActiveFilters, listingQuery, paramsFromFilters } from '../lib/filters';

const SEARCH_DELAY_MS = 500;

export default function MarketRoute() {
  const intl = useIntl();
  const { user } = useAtomValue(authAtom);
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  // The search box follows the URL (back/forward, clear filters) and writes to it once typing pauses.
  const [searchText, setSearchText] = useState(filters.search);
  const [urlSearch, setUrlSearch] = useState(filters.search);
  if (urlSearch !== filters.search) {
    setUrlSearch(filters.search);
    setSearchText(filters.search);
  }
  const debouncedSearch = useDebouncedValue(searchText.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (debouncedSearch !== filters.search) setParams(paramsFromFilters(changeFilters(filters, { search: debouncedSearch })));
    // Only a pause in typing writes the search; a URL change alone must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const products = useRemote(listingQuery(filters), (signal) => listProducts(filters, signal));

  const change = (next: FilterChange) => setParams(paramsFromFilters(changeFilters(filters, next)));
  const clear = () => {
    setSearchText('');
    setParams(paramsFromFilters({ ...DEFAULT_FILTERS, sort: filters.sort }));
  };
  const goToPage = (page: number) => {
    setParams(paramsFromFilters({ ...filters, page }));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  const active = hasActiveFilters(filters);

  return (
    <Container maxW="7xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="market">
      <Stack gap="6">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" gap="4" align={{ base: 'stretch', md: 'flex-end' }}>
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="market.list.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="market.list.subtitle" />
            </Text>
          </Stack>
          <MarketNav showMarket={false} />
        </Stack>

        <MarketFiltersBar
          filters={filters}
          searchText={searchText}
          onSearchText={setSearchText}
          onChange={change}
          onClear={clear}
          canClear={active}
        />

        {products.status === 'loading' && (
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" aria-busy="true" data-testid="market-loading">
            {Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} h="80" rounded="lg" />
            ))}
          </SimpleGrid>
        )}
        {products.status === 'error' && (
          <RetryMessage
            message={formatError(intl, products.error, LIST_PRODUCTS_FAILED)}
            retryLabel={<FormattedMessage id="market.common.retry" />}
            onRetry={products.reload}
            testId="market-error"
          />
        )}
        {products.status === 'success' && products.data.data.length === 0 && (
          <NoResults
            message={<FormattedMessage id={active ? 'market.list.emptyFiltered' : 'market.list.empty'} />}
            clearLabel={<FormattedMessage id="market.filter.clear" />}
            onClear={active ? clear : undefined}
            testId="market-empty"
          />
        )}
        {products.status === 'success' && products.data.data.length > 0 && (
          <Stack gap="6">
            <Text fontSize="sm" color="fg.muted" role="status" data-testid="market-count">
              <FormattedMessage id="market.list.count" values={{ count: products.data.pagination?.totalItems ?? products.data.data.length }} />
            </Text>
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4" listStyleType="none" m="0" p="0">
              {products.data.data.map((product) => (
                <Box as="li" key={product.id}>
                  <ProductCard
                    product={product}
                    own={Boolean(user && product.seller.uid === user.id)}
                    inCart={cart.ids.includes(product.id)}
                    onAdd={() => cart.add(product)}
                  />
                </Box>
              ))}
            </SimpleGrid>
            <MarketPagination
              page={filters.page}
              totalItems={products.data.pagination?.totalItems ?? 0}
              pageSize={products.data.pagination?.itemsPerPage ?? MARKET.pageSize}
              onPageChange={goToPage}
            />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
