// The searchable help pages (/faqs, /help-center) share their hero with the search box and their
// "nothing matches" block; each page keeps its own texts (literal ids, so the catalogue test sees
// them) and test ids: {page}-search, {page}-empty, {page}-empty-box.
import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NoResults } from '@/components/ui/no-results';
import { HelpSearchField } from './help-search-field';
import { PageHero } from './page-hero';

const PAGES = {
  faqs: {
    title: { id: 'site.faqs.title' },
    intro: { id: 'site.faqs.intro' },
    label: { id: 'site.faqs.search.label' },
    placeholder: { id: 'site.faqs.search.placeholder' },
    clear: { id: 'site.faqs.search.clear' },
    emptyTitle: { id: 'site.faqs.search.emptyTitle' },
    emptyBody: { id: 'site.faqs.search.emptyBody' },
  },
  help: {
    title: { id: 'site.help.title' },
    intro: { id: 'site.help.intro' },
    label: { id: 'site.help.search.label' },
    placeholder: { id: 'site.help.search.placeholder' },
    clear: { id: 'site.help.search.clear' },
    emptyTitle: { id: 'site.help.search.emptyTitle' },
    emptyBody: { id: 'site.help.search.emptyBody' },
  },
};

export type HelpSearchPage = keyof typeof PAGES;

export function HelpSearchHero({ page, query, onQueryChange }: { page: HelpSearchPage; query: string; onQueryChange: (query: string) => void }) {
  const intl = useIntl();
  const texts = PAGES[page];
  return (
    <PageHero title={intl.formatMessage(texts.title)} lead={intl.formatMessage(texts.intro)}>
      <HelpSearchField
        value={query}
        onChange={onQueryChange}
        label={intl.formatMessage(texts.label)}
        placeholder={intl.formatMessage(texts.placeholder)}
        clearLabel={intl.formatMessage(texts.clear)}
        testId={`${page}-search`}
      />
    </PageHero>
  );
}

export function HelpSearchEmpty({ page, query, onClear }: { page: HelpSearchPage; query: string; onClear: () => void }) {
  const texts = PAGES[page];
  return (
    <Stack gap="4" align="center" data-testid={`${page}-empty`}>
      <NoResults
        testId={`${page}-empty-box`}
        message={<FormattedMessage {...texts.emptyTitle} values={{ query: <bdi>{query.trim()}</bdi> }} />}
        clearLabel={<FormattedMessage {...texts.clear} />}
        onClear={onClear}
      />
      <Text color="fg.muted" textAlign="center">
        <FormattedMessage {...texts.emptyBody} />
      </Text>
    </Stack>
  );
}
