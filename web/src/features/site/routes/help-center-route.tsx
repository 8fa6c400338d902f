// /help-center: step-by-step guides per role (getting started, students, teachers, training
// centres, administrators) in tabs; a search over titles, summaries and steps lists matches
// from every role. Each article opens in place and has its own anchor (/help-center#student-join
// picks its tab and opens it). Test ids: help-search, help-tab-{role}, help-count, help-empty,
// help-results, help-article (data-id, data-role), help-article-title, help-article-body,
// help-article-link.
import { Accordion, Badge, Box, Button, Container, Heading, HStack, Icon, Link, List, Stack, Tabs, Text, Wrap } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LuArrowUpRight, LuHash } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { HelpMore } from '../components/help-more';
import { HelpSearchEmpty, HelpSearchHero } from '../components/help-search';
import { replaceHash, useHashTarget } from '../hooks/use-hash-target';
import { HELP_ARTICLES, HELP_ROLES, type HelpArticle, type HelpRole } from '../lib/help-catalogue';
import { entryFromHash, searchEntries } from '../lib/search-entries';

interface HelpEntry extends HelpArticle {
  group: HelpRole;
  title: string;
  summary: string;
  stepTexts: string[];
  texts: string[];
}

export default function HelpCenterRoute() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [query, setQuery] = useState('');
  const [role, setRole] = useState<HelpRole>('start');
  const [open, setOpen] = useState<string[]>([]);

  const entries = useMemo<HelpEntry[]>(
    () =>
      HELP_ARTICLES.map((article) => {
        const title = intl.formatMessage({ id: `site.help.${article.id}.title` });
        const summary = intl.formatMessage({ id: `site.help.${article.id}.summary` });
        const stepTexts = Array.from({ length: article.steps }, (_, i) => intl.formatMessage({ id: `site.help.${article.id}.step${i + 1}` }));
        return { ...article, group: article.role, title, summary, stepTexts, texts: [title, summary, ...stepTexts] };
      }),
    [intl],
  );
  const searching = query.trim() !== '';
  const matches = useMemo(() => searchEntries(entries, query), [entries, query]);

  useHashTarget((hash) => {
    const entry = entryFromHash(entries, hash);
    if (!entry) return undefined;
    setQuery('');
    setRole(entry.role);
    setOpen((current) => (current.includes(entry.id) ? current : [...current, entry.id]));
    return entry.id;
  });

  const articles = (items: HelpEntry[], showRole: boolean) => (
    <Accordion.Root
      multiple
      variant="enclosed"
      value={open.filter((id) => items.some((item) => item.id === id))}
      onValueChange={(details) => {
        const ids = new Set(items.map((item) => item.id));
        const opened = details.value.find((id) => !open.includes(id));
        setOpen([...open.filter((id) => !ids.has(id)), ...details.value]);
        if (opened) replaceHash(opened);
      }}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} id={item.id} scrollMarginTop="24" data-testid="help-article" data-id={item.id} data-role={item.role}>
          <Heading as="h2" fontSize="md" fontWeight="semibold">
            <Accordion.ItemTrigger cursor="pointer" py="4" data-testid="help-article-title">
              <Stack flex="1" gap="1" textAlign="start">
                <HStack gap="2" flexWrap="wrap">
                  <span>{item.title}</span>
                  {showRole && (
                    <Badge colorPalette="brand" variant="subtle" size="sm">
                      {t(`site.help.role.${item.role}`)}
                    </Badge>
                  )}
                </HStack>
                <Text as="span" fontWeight="normal" fontSize="sm" color="fg.muted">
                  {item.summary}
                </Text>
              </Stack>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <Stack gap="4" textAlign="start" data-testid="help-article-body">
                <List.Root as="ol" gap="2" ps="5" aria-label={t('site.help.steps')}>
                  {item.stepTexts.map((step, index) => (
                    <List.Item key={index} lineHeight="tall">
                      {step}
                    </List.Item>
                  ))}
                </List.Root>
                <HStack justify="space-between" gap="3" flexWrap="wrap">
                  <Wrap gap="2">
                    {item.links.map((link) => (
                      <Button key={link.to} asChild size="sm" variant="outline" colorPalette="brand" data-testid="help-article-link">
                        <RouterLink to={link.to}>
                          {t(`site.help.link.${link.key}`)}
                          <Icon aria-hidden _rtl={{ transform: 'scaleX(-1)' }}>
                            <LuArrowUpRight />
                          </Icon>
                        </RouterLink>
                      </Button>
                    ))}
                  </Wrap>
                  <Link href={`#${item.id}`} fontSize="sm" color="fg.muted" aria-label={`${t('site.help.articleLink')}: ${item.title}`}>
                    <LuHash aria-hidden />
                    <FormattedMessage id="site.help.articleLink" />
                  </Link>
                </HStack>
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );

  return (
    <>
      <Seo title={t('site.help.title')} description={t('site.help.description')} path="/help-center" />
      <HelpSearchHero page="help" query={query} onQueryChange={setQuery} />

      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Text role="status" aria-live="polite" textAlign="center" fontSize="sm" color="fg.muted" data-testid="help-count" minH="5" mb="2">
          {searching && <FormattedMessage id="site.help.search.count" values={{ count: matches.length }} />}
        </Text>
        {searching ? (
          matches.length === 0 ? (
            <HelpSearchEmpty page="help" query={query} onClear={() => setQuery('')} />
          ) : (
            <Box data-testid="help-results">{articles(matches, true)}</Box>
          )
        ) : (
          <Tabs.Root value={role} onValueChange={(details) => setRole(details.value as HelpRole)} colorPalette="brand" variant="line">
            <Tabs.List aria-label={t('site.help.roles.label')} overflowX="auto" overflowY="hidden" mb="2">
              {HELP_ROLES.map((item) => (
                <Tabs.Trigger key={item} value={item} flexShrink={0} data-testid={`help-tab-${item}`}>
                  {t(`site.help.role.${item}`)}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            {HELP_ROLES.map((item) => (
              <Tabs.Content key={item} value={item} pt="4">
                {articles(entries.filter((entry) => entry.role === item), false)}
              </Tabs.Content>
            ))}
          </Tabs.Root>
        )}
      </Container>

      <HelpMore
        title={t('site.help.more.title')}
        body={t('site.help.more.body')}
        links={[
          { to: '/feedback', label: t('site.help.more.feedback'), primary: true },
          { to: '/enterprise', label: t('site.help.more.enterprise') },
          { to: '/faqs', label: t('site.help.more.faqs') },
        ]}
      />
    </>
  );
}
