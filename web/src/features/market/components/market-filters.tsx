// The listing's search box (debounced by the route) and filter selects: subject, grade,
// content type, education level, price band, and the sort order; "clear filters" when any is set.
// Below `md` the selects sit in a drawer opened by a "Filters" button that counts the active ones,
// so the products show on a phone's first screen.
import {
  Badge, Button, CloseButton, Drawer, Field, HStack, Input, InputGroup, Portal, SimpleGrid, Stack,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch, LuSlidersHorizontal, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { CONTENT_TYPES, GRADES, PRICE_BAND_IDS, PRODUCT_EDUCATION_LEVELS, SUBJECTS } from '@shared/constants';
import { SelectField } from '@/components/ui/select-field';
import { usePhoneScreen } from '../hooks/use-phone-screen';
import { activeFilterCount, SORTS, type MarketFilters } from '../lib/filters';

/** The numbers in the price band labels ("Under 100 sparks", "100-250 sparks"...). */
const PRICE_BAND_VALUES: Record<(typeof PRICE_BAND_IDS)[number], Record<string, number>> = {
  under_100: { limit: 100 },
  '100_250': { min: 100, max: 250 },
  '250_500': { min: 251, max: 500 },
  over_500: { limit: 500 },
};

export type FilterChange = Partial<Omit<MarketFilters, 'page' | 'search'>>;

export function MarketFiltersBar({
  filters,
  searchText,
  onSearchText,
  onChange,
  onClear,
  canClear,
}: {
  filters: MarketFilters;
  searchText: string;
  onSearchText: (text: string) => void;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const intl = useIntl();
  const phone = usePhoneScreen();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const search = (
    <Field.Root gridColumn={{ sm: 'span 2', lg: 'span 2' }}>
      <Field.Label fontSize="sm">{t('market.filter.search')}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden />}>
        <Input
          size="sm"
          type="search"
          value={searchText}
          maxLength={100}
          onChange={(event) => onSearchText(event.target.value)}
          placeholder={t('market.filter.searchPlaceholder')}
          data-testid="market-search"
        />
      </InputGroup>
    </Field.Root>
  );
  const clear = canClear && (
    <Button size="sm" variant="ghost" onClick={onClear} data-testid="market-clear-filters">
      <LuX aria-hidden />
      <FormattedMessage id="market.filter.clear" />
    </Button>
  );

  if (phone) {
    return (
      <Stack as="section" gap="2" aria-label={t('market.filter.label')}>
        {search}
        <HStack justify="space-between">
          <PhoneFiltersDrawer filters={filters} onChange={onChange} />
          {clear}
        </HStack>
      </Stack>
    );
  }
  return (
    <SimpleGrid as="section" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" aria-label={t('market.filter.label')} alignItems="end">
      {search}
      <FilterSelects filters={filters} onChange={onChange} />
      <HStack>{clear}</HStack>
    </SimpleGrid>
  );
}

/** Below `md`: the "Filters (n)" button and the drawer with the selects. */
function PhoneFiltersDrawer({ filters, onChange }: { filters: MarketFilters; onChange: (change: FilterChange) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          aria-label={intl.formatMessage({ id: 'market.filter.openLabel' }, { count })}
          data-testid="market-filters-open"
          data-count={count}
        >
          <LuSlidersHorizontal aria-hidden />
          <FormattedMessage id="market.filter.drawerTitle" />
          {count > 0 && (
            <Badge colorPalette="blue" variant="solid" rounded="full">
              {intl.formatNumber(count)}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content roundedTop="l3" maxH="85dvh" data-testid="market-filters-drawer">
            <Drawer.Header>
              <Drawer.Title>
                <FormattedMessage id="market.filter.drawerTitle" />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3">
                <FilterSelects filters={filters} onChange={onChange} />
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button w="full" onClick={() => setOpen(false)} data-testid="market-filters-done">
                <FormattedMessage id="market.filter.done" />
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'market.filter.close' })} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function FilterSelects({ filters, onChange }: { filters: MarketFilters; onChange: (change: FilterChange) => void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const any = t('market.filter.any');
  return (
    <>
      <SelectField
        size="sm"
        labelFontSize="sm"
        label={t('market.filter.subject')}
        value={filters.subject ?? ''}
        first={{ label: any }}
        options={SUBJECTS.map((value) => ({ value, label: t(`market.subject.${value}`) }))}
        onChange={(value) => onChange({ subject: (value || null) as MarketFilters['subject'] })}
        testId="market-filter-subject"
      />
      <SelectField
        size="sm"
        labelFontSize="sm"
        label={t('market.filter.grade')}
        value={filters.grade === null ? '' : String(filters.grade)}
        first={{ label: any }}
        options={GRADES.map((grade) => ({ value: String(grade), label: t('market.grade.value', { grade }) }))}
        onChange={(value) => onChange({ grade: value ? Number(value) : null })}
        testId="market-filter-grade"
      />
      <SelectField
        size="sm"
        labelFontSize="sm"
        label={t('market.filter.type')}
        value={filters.content_type ?? ''}
        first={{ label: any }}
        options={CONTENT_TYPES.map((value) => ({ value, label: t(`market.contentType.${value}`) }))}
        onChange={(value) => onChange({ content_type: (value || null) as MarketFilters['content_type'] })}
        testId="market-filter-type"
      />
      <SelectField
        size="sm"
        labelFontSize="sm"
        label={t('market.filter.level')}
        value={filters.education_level ?? ''}
        first={{ label: any }}
        options={PRODUCT_EDUCATION_LEVELS.map((value) => ({ value, label: t(`market.level.${value}`) }))}
        onChange={(value) => onChange({ education_level: (value || null) as MarketFilters['education_level'] })}
        testId="market-filter-level"
      />
      <SelectField
        size="sm"
        labelFontSize="sm"
        label={t('market.filter.price')}
        value={filters.price_band ?? ''}
        first={{ label: any }}
        options={PRICE_BAND_IDS.map((value) => ({ value, label: t(`market.priceBand.${value}`, PRICE_BAND_VALUES[value]) }))}
        onChange={(value) => onChange({ price_band: (value || null) as MarketFilters['price_band'] })}
        testId="market-filter-price"
      />
      <SelectField
        size="sm"
        labelFontSize="sm"
        label={t('market.filter.sort')}
        value={filters.sort}
        options={SORTS.map((value) => ({ value, label: t(`market.sort.${value}`) }))}
        onChange={(value) => onChange({ sort: value as MarketFilters['sort'] })}
        testId="market-sort"
      />
    </>
  );
}
