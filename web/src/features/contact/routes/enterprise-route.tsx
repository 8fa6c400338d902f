// /enterprise: Sparks for training centres (docs/site.md 3, docs/centres.md): what the centre
// area offers, how a centre starts, a pointer to pricing, and the contact form that reaches the
// administrators' inbox. Public layout.
// Test ids: enterprise-page, enterprise-offer (each card), enterprise-steps, enterprise-contact-link,
// enterprise-pricing-link, and those of the contact form.
import { Badge, Box, Button, Card, Circle, Container, Grid, Heading, Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ComponentType, ReactNode } from 'react';
import { LuArrowRight, LuBookOpen, LuChartColumn, LuGraduationCap, LuSettings, LuUsers, LuWallet } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { EnterpriseContactForm } from '../components/enterprise-contact-form';

const OFFERS = [
  { key: 'teachers', icon: LuUsers },
  { key: 'courses', icon: LuBookOpen },
  { key: 'students', icon: LuGraduationCap },
  { key: 'wallet', icon: LuWallet },
  { key: 'analytics', icon: LuChartColumn },
  { key: 'settings', icon: LuSettings },
] as const;

const STEPS = ['contact', 'setup', 'invite', 'grow'] as const;

/** A block of the page: an h2 with its lead, then the content; `tinted` alternates backgrounds. */
function Section({ id, title, lead, tinted, maxW = '6xl', children }: { id: string; title?: ReactNode; lead?: ReactNode; tinted?: boolean; maxW?: string; children: ReactNode }) {
  return (
    <Box as="section" id={id} aria-labelledby={title ? `${id}-title` : undefined} py={{ base: '10', md: '16' }} bg={tinted ? 'bg.subtle' : undefined} scrollMarginTop="20">
      <Container maxW={maxW} px={{ base: '4', md: '6' }}>
        {title && (
          <Stack gap="2" textAlign="center" maxW="2xl" mx="auto" mb={{ base: '8', md: '10' }}>
            <Heading as="h2" id={`${id}-title`} size={{ base: 'xl', md: '2xl' }} lineHeight="short">
              {title}
            </Heading>
            {lead && <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>{lead}</Text>}
          </Stack>
        )}
        {children}
      </Container>
    </Box>
  );
}

function OfferCard({ icon, title, body }: { icon: ComponentType; title: ReactNode; body: ReactNode }) {
  return (
    <Card.Root h="full" variant="outline" data-testid="enterprise-offer" _hover={{ borderColor: 'brand.border' }} transition="border-color 0.2s">
      <Card.Body gap="3" textAlign="start">
        <Circle size="11" bg="brand.subtle" color="brand.fg" aria-hidden>
          <Icon as={icon} boxSize="5" />
        </Circle>
        <Heading as="h3" size="lg">
          {title}
        </Heading>
        <Text color="fg.muted">{body}</Text>
      </Card.Body>
    </Card.Root>
  );
}

export default function EnterpriseRoute() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Box data-testid="enterprise-page">
      <Seo title={t('contact.enterprise.seo.title')} description={t('contact.enterprise.seo.description')} path="/enterprise" />
      <Box as="section" aria-labelledby="enterprise-title" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" pt={{ base: '10', md: '16' }} pb={{ base: '10', md: '14' }}>
        <Container maxW="4xl" px={{ base: '4', md: '6' }}>
          <Stack gap="4" align="center" textAlign="center">
            <Badge colorPalette="brand" variant="surface" size="lg" rounded="full" px="3">
              <FormattedMessage id="contact.enterprise.eyebrow" />
            </Badge>
            <Heading as="h1" id="enterprise-title" size={{ base: '3xl', md: '4xl' }} lineHeight="shorter" letterSpacing="tight">
              <FormattedMessage id="contact.enterprise.title" />
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted" maxW="2xl">
              <FormattedMessage id="contact.enterprise.lead" />
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap="3" mt="2" w={{ base: 'full', sm: 'auto' }}>
              <Button asChild colorPalette="brand" size="lg" data-testid="enterprise-contact-link">
                <a href="#contact">
                  <FormattedMessage id="contact.enterprise.cta" />
                </a>
              </Button>
              <Button asChild variant="outline" size="lg" data-testid="enterprise-pricing-link">
                <RouterLink to="/pricing">
                  <FormattedMessage id="contact.enterprise.pricingCta" />
                </RouterLink>
              </Button>
            </Stack>
          </Stack>
        </Container>
      </Box>

      <Section id="offer" title={<FormattedMessage id="contact.enterprise.offer.title" />} lead={<FormattedMessage id="contact.enterprise.offer.lead" />}>
        <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {OFFERS.map(({ key, icon }) => (
            <Box as="li" key={key}>
              <OfferCard
                icon={icon}
                title={<FormattedMessage id={`contact.enterprise.offer.${key}.title`} />}
                body={<FormattedMessage id={`contact.enterprise.offer.${key}.body`} />}
              />
            </Box>
          ))}
        </SimpleGrid>
      </Section>

      <Section id="how" tinted title={<FormattedMessage id="contact.enterprise.steps.title" />} lead={<FormattedMessage id="contact.enterprise.steps.lead" />}>
        <Grid as="ol" listStyleType="none" m="0" p="0" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }} gap="5" data-testid="enterprise-steps">
          {STEPS.map((step, index) => (
            <Card.Root as="li" key={step} variant="elevated" h="full">
              <Card.Body gap="3" textAlign="start">
                <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden>
                  <FormattedNumber value={index + 1} />
                </Circle>
                <Heading as="h3" size="md">
                  <FormattedMessage id={`contact.enterprise.steps.${step}.title`} />
                </Heading>
                <Text color="fg.muted">
                  <FormattedMessage id={`contact.enterprise.steps.${step}.body`} />
                </Text>
              </Card.Body>
            </Card.Root>
          ))}
        </Grid>
      </Section>

      <Section id="pricing" maxW="4xl">
        <Card.Root variant="outline" bg="brand.subtle" borderColor="brand.muted">
          <Card.Body>
            <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ base: 'stretch', md: 'center' }} justify="space-between">
              <Stack gap="1" textAlign="start">
                <Heading as="h2" size="xl">
                  <FormattedMessage id="contact.enterprise.pricing.title" />
                </Heading>
                <Text color="fg.muted">
                  <FormattedMessage id="contact.enterprise.pricing.body" />
                </Text>
              </Stack>
              <Button asChild colorPalette="brand" variant="solid" flexShrink={0}>
                <RouterLink to="/pricing">
                  <FormattedMessage id="contact.enterprise.pricing.link" />
                  <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
                </RouterLink>
              </Button>
            </Stack>
          </Card.Body>
        </Card.Root>
      </Section>

      <Section id="contact" tinted maxW="3xl" title={<FormattedMessage id="contact.enterprise.form.title" />} lead={<FormattedMessage id="contact.enterprise.form.lead" />}>
        <EnterpriseContactForm />
      </Section>
    </Box>
  );
}
