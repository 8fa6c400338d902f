// The manager's search box and the collapsible filter panel (category, level, enterprise).
// Enterprise is "my own courses" or "training centre courses" (centres arrive in issue 12).
// Test ids: instructor-search, instructor-filters-toggle, instructor-filters (panel),
// instructor-filter-category, instructor-filter-level, instructor-filter-enterprise, instructor-filters-clear.
import { Badge, Button, Collapsible, HStack, Input, InputGroup, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuFilter, LuSearch } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { COURSE_CATEGORIES, COURSE_LEVELS } from '@shared/constants';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { activePanelFilters, type EnterpriseFilter, type InstructorFilters } from '../lib/instructor-filters';

export function InstructorFilterPanel({ filters, onChange }: { filters: InstructorFilters; onChange: (filters: InstructorFilters) => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const active = activePanelFilters(filters);
  const select = (testId: string, labelId: string, value: string, options: SelectOption[], change: (value: string) => void): ReactNode => (
    <SelectField size="sm" label={<FormattedMessage id={labelId} />} value={value} options={options} onChange={change} testId={testId} />
  );
  const any = { value: '', label: intl.formatMessage({ id: 'courses.author.filters.any' }) };

  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Stack gap="3">
        <HStack gap="2">
          <InputGroup flex="1" startElement={<LuSearch aria-hidden />}>
            <Input
              type="search"
              dir="auto"
              value={filters.search}
              onChange={(event) => onChange({ ...filters, search: event.target.value })}
              placeholder={intl.formatMessage({ id: 'courses.author.filters.search' })}
              aria-label={intl.formatMessage({ id: 'courses.author.filters.search' })}
              data-testid="instructor-search"
            />
          </InputGroup>
          <Collapsible.Trigger asChild>
            <Button variant="outline" aria-expanded={open} data-testid="instructor-filters-toggle">
              <LuFilter aria-hidden />
              <FormattedMessage id="courses.author.filters.toggle" />
              {active > 0 && (
                <Badge colorPalette="brand" variant="solid" size="sm">
                  {intl.formatNumber(active)}
                </Badge>
              )}
            </Button>
          </Collapsible.Trigger>
        </HStack>
        <Collapsible.Content>
          <Stack gap="3" p="4" borderWidth="1px" rounded="l3" bg="bg.subtle" data-testid="instructor-filters">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              {select(
                'instructor-filter-category',
                'courses.author.filters.category',
                filters.category,
                [any, ...COURSE_CATEGORIES.map((value) => ({ value, label: intl.formatMessage({ id: `courses.category.${value}` }) }))],
                (value) => onChange({ ...filters, category: value as InstructorFilters['category'] }),
              )}
              {select(
                'instructor-filter-level',
                'courses.author.filters.level',
                filters.level,
                [any, ...COURSE_LEVELS.map((value) => ({ value, label: intl.formatMessage({ id: `courses.level.${value}` }) }))],
                (value) => onChange({ ...filters, level: value as InstructorFilters['level'] }),
              )}
              {select(
                'instructor-filter-enterprise',
                'courses.author.filters.enterprise',
                filters.enterprise,
                (['all', 'personal', 'centre'] as const).map((value) => ({ value, label: intl.formatMessage({ id: `courses.author.filters.enterprise.${value}` }) })),
                (value) => onChange({ ...filters, enterprise: value as EnterpriseFilter }),
              )}
            </SimpleGrid>
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-end"
              disabled={active === 0}
              onClick={() => onChange({ ...filters, category: '', level: '', enterprise: 'all' })}
              data-testid="instructor-filters-clear"
            >
              <FormattedMessage id="courses.author.filters.clear" />
            </Button>
          </Stack>
        </Collapsible.Content>
      </Stack>
    </Collapsible.Root>
  );
}
