// /faqs: the frequently asked questions, grouped by topic, with a search that filters as you
// type (folded like the rest of the app), topic chips, accordion answers, deep links
// (/faqs#classes-join opens that question) and FAQPage structured data.
// Test ids: faqs-search, faqs-chip (data-group), faqs-count, faqs-empty, faq-group (data-group),
// faq-item (data-id), faq-question, faq-answer, faq-json-ld.
import { Accordion, Box, Button, Container, Heading, HStack, IconButton, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuLink } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { toaster } from '@/components/ui/toaster';
import { HelpMore } from '../components/help-more';
import { HelpSearchEmpty, HelpSearchHero } from '../components/help-search';
import { replaceHash, useHashTarget } from '../hooks/use-hash-target';
import { FAQ_GROUPS, FAQ_QUESTIONS, FAQ_VALUES, type FaqGroup, type FaqQuestion } from '../lib/faq-catalogue';
import { faqJsonLd } from '../lib/faq-json-ld';
import { countByGroup, entryFromHash, groupEntries, searchEntries } from '../lib/search-entries';

interface FaqEntry extends FaqQuestion {
  question: string;
  answer: string;
  texts: string[];
}

export default function FaqsRoute() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [query, setQuery] = useState('');
  const [topic, setTopic] = useState<FaqGroup | 'all'>('all');
  const [open, setOpen] = useState<string[]>([]);

  const entries = useMemo<FaqEntry[]>(
    () =>
      FAQ_QUESTIONS.map((item) => {
        const question = intl.formatMessage({ id: `site.faqs.${item.id}.q` });
        const answer = intl.formatMessage({ id: `site.faqs.${item.id}.a` }, FAQ_VALUES);
        return { ...item, question, answer, texts: [question, answer] };
      }),
    [intl],
  );
  const matches = useMemo(() => searchEntries(entries, query), [entries, query]);
  const counts = countByGroup(matches);
  const shown = topic === 'all' ? matches : matches.filter((entry) => entry.group === topic);
  const groups = groupEntries(shown, FAQ_GROUPS);
  const searching = query.trim() !== '';

  // /faqs#id: show every topic, clear the search, open the question and scroll to it.
  useHashTarget((hash) => {
    const entry = entryFromHash(entries, hash);
    if (!entry) return undefined;
    setQuery('');
    setTopic('all');
    setOpen((current) => (current.includes(entry.id) ? current : [...current, entry.id]));
    return entry.id;
  });

  const onGroupChange = (group: FaqGroup, value: string[]) => {
    const ids = new Set(FAQ_QUESTIONS.filter((item) => item.group === group).map((item) => item.id));
    const opened = value.find((id) => !open.includes(id));
    setOpen([...open.filter((id) => !ids.has(id)), ...value]);
    if (opened) replaceHash(opened);
  };

  const copyLink = async (id: string) => {
    const url = `${window.location.origin}/faqs#${id}`;
    replaceHash(id);
    try {
      await navigator.clipboard.writeText(url);
      toaster.create({ type: 'success', title: t('site.faqs.copied') });
    } catch {
      // No clipboard (permissions, insecure origin): the address bar holds the link now.
    }
  };

  const Forward = intl.locale === 'ar' ? LuArrowLeft : LuArrowRight;

  return (
    <>
      <Seo title={t('site.faqs.title')} description={t('site.faqs.description')} path="/faqs" />
      <script type="application/ld+json" data-testid="faq-json-ld">
        {faqJsonLd(entries)}
      </script>
      <HelpSearchHero page="faqs" query={query} onQueryChange={setQuery} />

      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Stack gap="8">
          <Stack gap="3">
            <Wrap role="group" aria-label={t('site.faqs.groups.label')} gap="2" justify="center">
              {(['all', ...FAQ_GROUPS] as const).map((group) => {
                const count = group === 'all' ? matches.length : (counts[group] ?? 0);
                return (
                  <Button
                    key={group}
                    size="sm"
                    rounded="full"
                    colorPalette="brand"
                    variant={topic === group ? 'solid' : 'outline'}
                    aria-pressed={topic === group}
                    disabled={group !== 'all' && count === 0}
                    onClick={() => setTopic(group)}
                    data-testid="faqs-chip"
                    data-group={group}
                  >
                    {t(group === 'all' ? 'site.faqs.groups.all' : `site.faqs.group.${group}`)}
                    {searching && <Box as="span" color={topic === group ? undefined : 'fg.muted'}>({intl.formatNumber(count)})</Box>}
                  </Button>
                );
              })}
            </Wrap>
            <Text role="status" aria-live="polite" textAlign="center" fontSize="sm" color="fg.muted" data-testid="faqs-count" minH="5">
              {searching && <FormattedMessage id="site.faqs.search.count" values={{ count: shown.length }} />}
            </Text>
          </Stack>

          {groups.length === 0 ? (
            <HelpSearchEmpty
              page="faqs"
              query={query}
              onClear={() => {
                setQuery('');
                setTopic('all');
              }}
            />
          ) : (
            groups.map(({ group, entries: items }) => (
              <Box as="section" key={group} aria-labelledby={`faq-group-${group}`} data-testid="faq-group" data-group={group}>
                <Heading as="h2" id={`faq-group-${group}`} size="xl" mb="4" textAlign="start">
                  {t(`site.faqs.group.${group}`)}
                </Heading>
                <Accordion.Root
                  multiple
                  variant="enclosed"
                  value={open.filter((id) => items.some((item) => item.id === id))}
                  onValueChange={(details) => onGroupChange(group as FaqGroup, details.value)}
                >
                  {items.map((item) => (
                    <Accordion.Item key={item.id} value={item.id} id={item.id} scrollMarginTop="24" data-testid="faq-item" data-id={item.id}>
                      <Heading as="h3" fontSize="md" fontWeight="semibold">
                        <Accordion.ItemTrigger cursor="pointer" py="4" data-testid="faq-question">
                          <Text flex="1" textAlign="start">
                            {item.question}
                          </Text>
                          <Accordion.ItemIndicator />
                        </Accordion.ItemTrigger>
                      </Heading>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody>
                          <Stack gap="3" textAlign="start" data-testid="faq-answer">
                            <Text color="fg.muted" lineHeight="tall">
                              {item.answer}
                            </Text>
                            <HStack justify="space-between" gap="3" flexWrap="wrap">
                              {item.link ? (
                                <Link asChild color="brand.fg" fontWeight="medium">
                                  <RouterLink to={item.link.to}>
                                    {t(`site.faqs.link.${item.link.key}`)}
                                    <Forward aria-hidden />
                                  </RouterLink>
                                </Link>
                              ) : (
                                <span />
                              )}
                              <IconButton
                                size="xs"
                                variant="ghost"
                                aria-label={t('site.faqs.copyLink')}
                                onClick={() => void copyLink(item.id)}
                              >
                                <LuLink />
                              </IconButton>
                            </HStack>
                          </Stack>
                        </Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </Box>
            ))
          )}
        </Stack>
      </Container>

      <HelpMore
        title={t('site.faqs.more.title')}
        body={t('site.faqs.more.body')}
        links={[
          { to: '/help-center', label: t('site.faqs.more.help'), primary: true },
          { to: '/feedback', label: t('site.faqs.more.feedback') },
          { to: '/enterprise', label: t('site.faqs.more.enterprise') },
        ]}
      />
    </>
  );
}
