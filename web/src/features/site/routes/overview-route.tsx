// /overview: what the platform is, whom it serves, and its main areas, each title a link to
// its details on /features.
import { Button, Link, SimpleGrid } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuBuilding2, LuGlobe, LuGraduationCap, LuPresentation, LuShieldCheck, LuSmartphone, LuDoorOpen } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { authAtom } from '@/lib/session/auth-state';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { JoinCallToAction } from '../components/join-call-to-action';
import { PageHero } from '../components/page-hero';
import { FEATURE_AREAS } from '../lib/feature-areas';

const AUDIENCES = [
  { key: 'students', icon: LuGraduationCap },
  { key: 'teachers', icon: LuPresentation },
  { key: 'centres', icon: LuBuilding2 },
  { key: 'admins', icon: LuShieldCheck },
] as const;

const PRINCIPLES = [
  { key: 'languages', icon: LuGlobe },
  { key: 'devices', icon: LuSmartphone },
  { key: 'open', icon: LuDoorOpen },
] as const;

export default function OverviewRoute() {
  const intl = useIntl();
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <>
      <Seo
        title={intl.formatMessage({ id: 'site.overview.seo.title' })}
        description={intl.formatMessage({ id: 'site.overview.seo.description' })}
        path="/overview"
      />
      <PageHero
        eyebrow={<FormattedMessage id="site.overview.eyebrow" />}
        title={<FormattedMessage id="site.overview.title" />}
        lead={<FormattedMessage id="site.overview.lead" />}
      >
        {!isAuthenticated && (
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to="/signup">
              <FormattedMessage id="site.cta.register" />
            </RouterLink>
          </Button>
        )}
        <Button asChild size="lg" variant="outline">
          <RouterLink to="/features">
            <FormattedMessage id="site.overview.exploreFeatures" />
          </RouterLink>
        </Button>
      </PageHero>
      <ContentSection id="audiences" title={<FormattedMessage id="site.overview.audiences.title" />} lead={<FormattedMessage id="site.overview.audiences.lead" />}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {AUDIENCES.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={icon}
              title={<FormattedMessage id={`site.overview.audiences.${key}.title`} />}
              body={<FormattedMessage id={`site.overview.audiences.${key}.body`} />}
            />
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection id="areas" tinted title={<FormattedMessage id="site.overview.areas.title" />} lead={<FormattedMessage id="site.overview.areas.lead" />}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
          {FEATURE_AREAS.map((area) => (
            <FeatureCard
              key={area.key}
              testId="overview-area"
              icon={area.icon}
              title={
                <Link asChild color="inherit" _hover={{ color: 'brand.fg' }}>
                  <RouterLink to={`/features#${area.key}`}>
                    <FormattedMessage id={`site.features.${area.key}.title`} />
                  </RouterLink>
                </Link>
              }
              body={<FormattedMessage id={`site.features.${area.key}.body`} />}
            />
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection id="principles" title={<FormattedMessage id="site.overview.principles.title" />}>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {PRINCIPLES.map(({ key, icon }) => (
            <FeatureCard
              key={key}
              icon={icon}
              title={<FormattedMessage id={`site.overview.principles.${key}.title`} />}
              body={<FormattedMessage id={`site.overview.principles.${key}.body`} />}
            />
          ))}
        </SimpleGrid>
      </ContentSection>
      <JoinCallToAction title={<FormattedMessage id="site.overview.cta.title" />} lead={<FormattedMessage id="site.overview.cta.lead" />} />
    </>
  );
}
