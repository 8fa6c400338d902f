// /testimonials: illustrative stories by role, with a role filter kept in the address.
import { Box, Button, Card, Circle, Icon, SimpleGrid, Text, Wrap } from '@chakra-ui/react';
import { LuInfo, LuQuote } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { ContentSection } from '../components/content-section';
import { JoinCallToAction } from '../components/join-call-to-action';
import { PageHero } from '../components/page-hero';
import {
  TESTIMONIALS, TESTIMONIAL_ROLES, countByRole, filterTestimonials, parseRoleFilter, type RoleFilter, type Testimonial,
} from '../lib/testimonials';

const FILTERS: readonly RoleFilter[] = ['all', ...TESTIMONIAL_ROLES];
const COUNTS = countByRole(TESTIMONIALS);

export default function TestimonialsRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filter = parseRoleFilter(params.get('role'));
  const shown = filterTestimonials(TESTIMONIALS, filter);

  const choose = (next: RoleFilter) => {
    setParams(next === 'all' ? {} : { role: next }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <Seo
        title={intl.formatMessage({ id: 'site.testimonials.seo.title' })}
        description={intl.formatMessage({ id: 'site.testimonials.seo.description' })}
        path="/testimonials"
      />
      <PageHero
        eyebrow={<FormattedMessage id="site.testimonials.eyebrow" />}
        title={<FormattedMessage id="site.testimonials.title" />}
        lead={<FormattedMessage id="site.testimonials.lead" />}
      >
        <Text fontSize="sm" color="fg.muted" display="inline-flex" alignItems="center" gap="2" data-testid="testimonials-note">
          <Icon as={LuInfo} aria-hidden />
          <FormattedMessage id="site.testimonials.note" />
        </Text>
      </PageHero>
      <ContentSection id="stories" title={<FormattedMessage id="site.testimonials.grid.title" />}>
        <Wrap role="group" aria-label={intl.formatMessage({ id: 'site.testimonials.filter.label' })} gap="2" justify="center" mb="8">
          {FILTERS.map((role) => (
            <Button
              key={role}
              size="sm"
              rounded="full"
              variant={filter === role ? 'solid' : 'outline'}
              colorPalette={filter === role ? 'brand' : 'gray'}
              aria-pressed={filter === role}
              onClick={() => choose(role)}
              data-testid={`testimonials-filter-${role}`}
            >
              <FormattedMessage id={`site.testimonials.filter.${role}`} values={{ count: COUNTS[role] }} />
            </Button>
          ))}
        </Wrap>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="6" aria-live="polite">
          {shown.map((item) => (
            <Box as="li" key={item.key}>
              <TestimonialCard item={item} />
            </Box>
          ))}
        </SimpleGrid>
      </ContentSection>
      <JoinCallToAction title={<FormattedMessage id="site.testimonials.cta.title" />} lead={<FormattedMessage id="site.testimonials.cta.lead" />} />
    </>
  );
}

function TestimonialCard({ item }: { item: Testimonial }) {
  const prefix = `site.testimonials.items.${item.key}`;
  const intl = useIntl();
  const name = intl.formatMessage({ id: `${prefix}.name` });
  return (
    <Card.Root as="figure" h="full" m="0" data-testid="testimonial" data-role={item.role}>
      <Card.Body gap="4" textAlign="start">
        <Icon as={LuQuote} boxSize="6" color="brand.solid" aria-hidden />
        <Text as="blockquote" flex="1">
          <FormattedMessage id={`${prefix}.quote`} />
        </Text>
        <Box as="figcaption" display="flex" alignItems="center" gap="3">
          <Circle size="10" bg="brand.subtle" color="brand.fg" fontWeight="bold" aria-hidden>
            {name.slice(0, 1)}
          </Circle>
          <Box>
            <Text fontWeight="semibold">{name}</Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage id={`${prefix}.role`} />
            </Text>
          </Box>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
