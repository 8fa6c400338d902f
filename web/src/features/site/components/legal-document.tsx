// A legal page (privacy policy, terms of use, imprint): its Seo, a hero with the last-updated
// date, a table of contents and numbered sections with anchors. `lead` sections (the imprint's
// operator details) come before the texts' sections and are listed in the contents too.
// Test ids: legal-document (data-doc), legal-updated, legal-toc, legal-section (data-id).
import { Box, Container, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Seo } from '@/components/seo/seo';
import { LEGAL_SECTIONS, LEGAL_UPDATED, type LegalDoc } from '../lib/legal-catalogue';
import { PageHero } from './page-hero';

export interface LeadSection {
  id: string;
  title: string;
  content: ReactNode;
}

export function LegalDocument({ doc, path, lead = [] }: { doc: LegalDoc; path: string; lead?: LeadSection[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sections = [
    ...lead,
    ...LEGAL_SECTIONS[doc].map((section) => ({
      id: section.id,
      title: t(`site.legal.${doc}.${section.id}.title`),
      content: (
        <>
          {Array.from({ length: section.paragraphs }, (_, i) => (
            <Text key={`p${i}`} lineHeight="tall">
              {t(`site.legal.${doc}.${section.id}.p${i + 1}`)}
            </Text>
          ))}
          {section.items > 0 && (
            <List.Root gap="2" ps="5" lineHeight="tall">
              {Array.from({ length: section.items }, (_, i) => (
                <List.Item key={i}>{t(`site.legal.${doc}.${section.id}.li${i + 1}`)}</List.Item>
              ))}
            </List.Root>
          )}
        </>
      ),
    })),
  ];
  const updated = intl.formatDate(new Date(`${LEGAL_UPDATED}T00:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' });

  return (
    <Box data-testid="legal-document" data-doc={doc}>
      <Seo title={t(`site.legal.${doc}.title`)} description={t(`site.legal.${doc}.description`)} path={path} />
      <PageHero title={t(`site.legal.${doc}.title`)} lead={t(`site.legal.${doc}.intro`)}>
        <Text fontSize="sm" color="fg.muted" data-testid="legal-updated">
          <FormattedMessage id="site.legal.updated" values={{ date: <time dateTime={LEGAL_UPDATED}>{updated}</time> }} />
        </Text>
      </PageHero>
      <Container maxW="3xl" px={{ base: '4', md: '6' }}>
        <Stack gap="10" textAlign="start">
          <Box as="nav" aria-labelledby="legal-toc-title" id="contents" p="5" rounded="xl" borderWidth="1px" bg="bg.subtle" data-testid="legal-toc">
            <Heading as="h2" id="legal-toc-title" size="md" mb="3">
              <FormattedMessage id="site.legal.toc" />
            </Heading>
            <List.Root as="ol" gap="1.5" ps="5">
              {sections.map((section) => (
                <List.Item key={section.id}>
                  <Link href={`#${section.id}`} color="brand.fg">
                    {section.title}
                  </Link>
                </List.Item>
              ))}
            </List.Root>
          </Box>
          {sections.map((section, index) => (
            <Stack as="section" key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} gap="3" scrollMarginTop="24" data-testid="legal-section" data-id={section.id}>
              <Heading as="h2" id={`${section.id}-title`} size="lg">
                {intl.formatNumber(index + 1)}. {section.title}
              </Heading>
              {section.content}
              <Link href="#contents" fontSize="sm" color="fg.muted" alignSelf="flex-start">
                <FormattedMessage id="site.legal.backToTop" />
              </Link>
            </Stack>
          ))}
        </Stack>
      </Container>
    </Box>
  );
}
