// /features: every feature area of the product, grouped, each with its points and a link into
// the app (or its public entry), and a row of jump links in the hero.
import { Link, SimpleGrid, Wrap } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Seo } from '@/components/seo/seo';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { JoinCallToAction } from '../components/join-call-to-action';
import { PageHero } from '../components/page-hero';
import { FEATURE_AREAS, FEATURE_POINTS, type FeatureArea } from '../lib/feature-areas';

const GROUPS = ['teach', 'grow'] as const;

export default function FeaturesRoute() {
  const intl = useIntl();
  return (
    <>
      <Seo
        title={intl.formatMessage({ id: 'site.features.seo.title' })}
        description={intl.formatMessage({ id: 'site.features.seo.description' })}
        path="/features"
      />
      <PageHero
        eyebrow={<FormattedMessage id="site.features.eyebrow" />}
        title={<FormattedMessage id="site.features.title" />}
        lead={<FormattedMessage id="site.features.lead" />}
      >
        <Wrap as="nav" aria-label={intl.formatMessage({ id: 'site.features.jump' })} gap="2" justify="center">
          {FEATURE_AREAS.map((area) => (
            <Link
              key={area.key}
              href={`#${area.key}`}
              px="3"
              py="1.5"
              rounded="full"
              borderWidth="1px"
              fontSize="sm"
              bg="bg"
              _hover={{ borderColor: 'brand.border', textDecoration: 'none' }}
            >
              <FormattedMessage id={`site.features.${area.key}.title`} />
            </Link>
          ))}
        </Wrap>
      </PageHero>
      {GROUPS.map((group, index) => (
        <ContentSection
          key={group}
          id={`features-${group}`}
          tinted={index % 2 === 1}
          title={<FormattedMessage id={`site.features.${group}.title`} />}
          lead={<FormattedMessage id={`site.features.${group}.lead`} />}
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            {FEATURE_AREAS.filter((area) => area.group === group).map((area) => (
              <AreaCard key={area.key} area={area} />
            ))}
          </SimpleGrid>
        </ContentSection>
      ))}
      <JoinCallToAction title={<FormattedMessage id="site.features.cta.title" />} lead={<FormattedMessage id="site.features.cta.lead" />} />
    </>
  );
}

function AreaCard({ area }: { area: FeatureArea }) {
  const prefix = `site.features.${area.key}`;
  return (
    <FeatureCard
      id={area.key}
      testId="feature-area"
      icon={area.icon}
      title={<FormattedMessage id={`${prefix}.title`} />}
      body={<FormattedMessage id={`${prefix}.body`} />}
      points={FEATURE_POINTS.map((point) => <FormattedMessage key={point} id={`${prefix}.${point}`} />)}
      link={{ to: area.to, signedOutTo: area.signedOutTo, label: <FormattedMessage id={`${prefix}.link`} /> }}
    />
  );
}
