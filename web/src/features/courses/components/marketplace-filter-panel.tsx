// The marketplace's filter panel: categories and levels with their counts of Published courses
// (GET /courses-marketplace/filters/*), the price slider (handles snap to the API's price
// edges), the minimum rating and the bestseller / free preview / certificate switches.
import {
  Badge, Button, Checkbox, Field, Fieldset, HStack, NativeSelect, Skeleton, Slider, Stack, Switch, Text,
} from '@chakra-ui/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_CATEGORIES, COURSE_LEVELS, type CourseCategory, type CourseLevel } from '@shared/constants';
import type { CourseMarketFilterOption } from '@shared/schemas/course-market';
import { formatError, type MessageRef } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRemote, type Remote } from '@/lib/use-remote';
import { LIST_MARKETPLACE_CATEGORIES_FAILED, listMarketplaceCategories } from '../api/list-marketplace-categories';
import { LIST_MARKETPLACE_LEVELS_FAILED, listMarketplaceLevels } from '../api/list-marketplace-levels';
import { FLAGS, MIN_RATING_OPTIONS, toggle, type CourseMarketFilters, type FilterChange } from '../lib/marketplace-filters';
import { PRICE_SLIDER_MAX, PRICE_STOPS, rangeFromStops, stopsFromRange, type PriceRange } from '../lib/price-range';

const LAST_STOP = PRICE_STOPS.length - 1;
/** The price is written to the URL once the handles rest (a drag, a run of key presses). */
const PRICE_DELAY_MS = 400;

export function MarketplaceFilterPanel({
  filters,
  onChange,
  onClear,
  canClear,
}: {
  filters: CourseMarketFilters;
  onChange: (change: FilterChange) => void;
  onClear: () => void;
  canClear: boolean;
}) {
  const intl = useIntl();
  const categories = useRemote('categories', (signal) => listMarketplaceCategories(signal));
  const levels = useRemote('levels', (signal) => listMarketplaceLevels(signal));
  return (
    <Stack as="section" gap="5" aria-label={intl.formatMessage({ id: 'courses.market.filter.label' })} data-testid="course-market-filters">
      <HStack justify="space-between" minH="8">
        <Text as="h2" fontWeight="semibold">
          <FormattedMessage id="courses.market.filter.title" />
        </Text>
        {canClear && (
          <Button size="xs" variant="ghost" onClick={onClear} data-testid="course-market-clear">
            <LuX aria-hidden />
            <FormattedMessage id="courses.market.filter.clear" />
          </Button>
        )}
      </HStack>
      <OptionGroup
        legend="courses.market.filter.categories"
        remote={categories}
        failed={LIST_MARKETPLACE_CATEGORIES_FAILED}
        selected={filters.categories}
        labelPrefix="courses.category."
        testId="course-market-category"
        onToggle={(value, on) => onChange({ categories: toggle(filters.categories, value as CourseCategory, on, COURSE_CATEGORIES) })}
      />
      <OptionGroup
        legend="courses.market.filter.levels"
        remote={levels}
        failed={LIST_MARKETPLACE_LEVELS_FAILED}
        selected={filters.levels}
        labelPrefix="courses.level."
        testId="course-market-level"
        onToggle={(value, on) => onChange({ levels: toggle(filters.levels, value as CourseLevel, on, COURSE_LEVELS) })}
      />
      <PriceField range={filters} onChange={(range) => onChange({ minPrice: range.minPrice, maxPrice: range.maxPrice })} />
      <Field.Root>
        <Field.Label fontSize="sm" fontWeight="semibold">
          <FormattedMessage id="courses.market.filter.rating" />
        </Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={filters.minRating === null ? '' : String(filters.minRating)}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange({ minRating: event.target.value ? Number(event.target.value) : null })}
            data-testid="course-market-rating"
          >
            <option value="">{intl.formatMessage({ id: 'courses.market.filter.ratingAny' })}</option>
            {MIN_RATING_OPTIONS.map((rating) => (
              <option key={rating} value={String(rating)}>
                {intl.formatMessage({ id: 'courses.market.filter.ratingValue' }, { rating })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Fieldset.Root>
        <Fieldset.Legend fontSize="sm" fontWeight="semibold">
          <FormattedMessage id="courses.market.filter.options" />
        </Fieldset.Legend>
        <Stack gap="3" mt="2">
          {FLAGS.map((flag) => (
            <Switch.Root
              key={flag}
              size="sm"
              colorPalette="brand"
              checked={filters[flag]}
              onCheckedChange={(details) => onChange({ [flag]: details.checked })}
              data-testid={`course-market-${flag}`}
            >
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label>
                <FormattedMessage id={`courses.market.filter.${flag}`} />
              </Switch.Label>
            </Switch.Root>
          ))}
        </Stack>
      </Fieldset.Root>
    </Stack>
  );
}

/** Checkboxes with counts. Options without courses are left out unless chosen. */
function OptionGroup({
  legend,
  remote,
  failed,
  selected,
  labelPrefix,
  testId,
  onToggle,
}: {
  legend: string;
  remote: Remote<CourseMarketFilterOption[]> & { reload: () => void };
  failed: MessageRef;
  selected: readonly string[];
  labelPrefix: string;
  testId: string;
  onToggle: (value: string, on: boolean) => void;
}) {
  const intl = useIntl();
  const options = remote.data?.filter((option) => option.count > 0 || selected.includes(option.value));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="sm" fontWeight="semibold">
        <FormattedMessage id={legend} />
      </Fieldset.Legend>
      <Stack gap="2" mt="2">
        {remote.status === 'loading' && Array.from({ length: 3 }, (_, index) => <Skeleton key={index} h="5" />)}
        {remote.status === 'error' && (
          <Stack gap="1" align="flex-start" role="alert">
            <Text fontSize="sm" color="fg.error">
              {formatError(intl, remote.error, failed)}
            </Text>
            <Button size="xs" variant="outline" onClick={remote.reload}>
              <FormattedMessage id="courses.market.retry" />
            </Button>
          </Stack>
        )}
        {options?.map((option) => {
          const label = intl.formatMessage({ id: `${labelPrefix}${option.value}` });
          return (
            <Checkbox.Root
              key={option.value}
              size="sm"
              colorPalette="brand"
              checked={selected.includes(option.value)}
              onCheckedChange={(details) => onToggle(option.value, details.checked === true)}
              data-testid={`${testId}-${option.value}`}
              data-count={option.count}
            >
              <Checkbox.HiddenInput aria-label={intl.formatMessage({ id: 'courses.market.filter.optionLabel' }, { label, count: option.count })} />
              <Checkbox.Control />
              <Checkbox.Label flex="1">
                <HStack justify="space-between" gap="2">
                  <span>{label}</span>
                  <Badge size="sm" variant="subtle" aria-hidden>
                    {intl.formatNumber(option.count)}
                  </Badge>
                </HStack>
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </Fieldset.Root>
  );
}

/** The price slider: the handles move over the price edges (0, 1, 50, ... 1000); the top one
 *  means no maximum. The handles follow the URL (back/forward, clear) and write to it once they
 *  rest, so a run of key presses is one change. */
function PriceField({ range, onChange }: { range: PriceRange; onChange: (range: PriceRange) => void }) {
  const intl = useIntl();
  const urlStops = stopsFromRange(range);
  const urlKey = urlStops.join(':');
  const [value, setValue] = useState<number[]>(urlStops);
  const [seenKey, setSeenKey] = useState(urlKey);
  if (seenKey !== urlKey) {
    setSeenKey(urlKey);
    setValue(urlStops);
  }
  const settled = useDebouncedValue(value, PRICE_DELAY_MS);
  useEffect(() => {
    const [from = 0, to = LAST_STOP] = settled;
    if (settled.join(':') !== urlKey) onChange(rangeFromStops([from, to]));
    // Only handles at rest write the range; a URL change alone must not write it back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  const shown = rangeFromStops([value[0] ?? 0, value[1] ?? LAST_STOP]);
  const summary =
    shown.minPrice === undefined && shown.maxPrice === undefined
      ? intl.formatMessage({ id: 'courses.market.price.any' })
      : shown.maxPrice === 0
        ? intl.formatMessage({ id: 'courses.market.price.free' })
        : shown.maxPrice === undefined
          ? intl.formatMessage({ id: 'courses.market.price.from' }, { min: shown.minPrice })
          : shown.minPrice === undefined
            ? intl.formatMessage({ id: 'courses.market.price.upTo' }, { max: shown.maxPrice })
            : intl.formatMessage({ id: 'courses.market.price.between' }, { min: shown.minPrice, max: shown.maxPrice });
  const thumbText = (index: number, stop: number) =>
    index === 0
      ? intl.formatNumber(PRICE_STOPS[stop] ?? 0)
      : stop >= LAST_STOP
        ? intl.formatMessage({ id: 'courses.market.price.top' }, { max: PRICE_SLIDER_MAX })
        : intl.formatNumber((PRICE_STOPS[stop] ?? 1) - 1);
  return (
    <Slider.Root
      size="sm"
      colorPalette="brand"
      min={0}
      max={LAST_STOP}
      step={1}
      minStepsBetweenThumbs={1}
      value={value}
      onValueChange={(details) => setValue(details.value)}
      aria-label={[intl.formatMessage({ id: 'courses.market.price.minLabel' }), intl.formatMessage({ id: 'courses.market.price.maxLabel' })]}
      getAriaValueText={(details) => thumbText(details.index, details.value)}
      data-testid="course-market-price"
      data-min={shown.minPrice ?? ''}
      data-max={shown.maxPrice ?? ''}
    >
      <Slider.Label fontSize="sm" fontWeight="semibold">
        <FormattedMessage id="courses.market.filter.price" />
      </Slider.Label>
      <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="course-market-price-summary">
        {summary}
      </Text>
      <Slider.Control mt="2">
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        {['min', 'max'].map((name, index) => (
          <Slider.Thumb key={name} index={index} data-testid={`course-market-price-${name}`}>
            <Slider.HiddenInput />
          </Slider.Thumb>
        ))}
      </Slider.Control>
      <HStack justify="space-between" fontSize="xs" color="fg.muted" aria-hidden>
        <span>{intl.formatNumber(0)}</span>
        <span dir="ltr">{intl.formatMessage({ id: 'courses.market.price.top' }, { max: PRICE_SLIDER_MAX })}</span>
      </HStack>
    </Slider.Root>
  );
}
