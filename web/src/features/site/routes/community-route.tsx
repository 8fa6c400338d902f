// /community: how to take part (blog, subscription, help centre, feedback, live quizzes, the
// marketplace), the social accounts, the community guidelines and a call to join.
import { Button, Card, HStack, Icon, IconButton, List, SimpleGrid, Wrap } from '@chakra-ui/react';
import { LuBookOpenText, LuCheck, LuLifeBuoy, LuMailPlus, LuMessageSquareHeart, LuRadio, LuStore } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { JoinCallToAction } from '../components/join-call-to-action';
import { PageHero } from '../components/page-hero';
import { SOCIAL_LINKS } from '../lib/social-links';

const WAYS = [
  { key: 'blog', icon: LuBookOpenText, to: '/blogs' },
  { key: 'subscribe', icon: LuMailPlus, to: '/blogs' },
  { key: 'help', icon: LuLifeBuoy, to: '/help-center' },
  { key: 'feedback', icon: LuMessageSquareHeart, to: '/feedback' },
  { key: 'live', icon: LuRadio, to: '/guest/quiz/play' },
  { key: 'share', icon: LuStore, to: '/market', signedOutTo: '/signup' },
] as const;

const GUIDELINES = ['kind', 'privacy', 'original', 'report'] as const;

export default function CommunityRoute() {
  const intl = useIntl();
  return (
    <>
      <Seo
        title={intl.formatMessage({ id: 'site.community.seo.title' })}
        description={intl.formatMessage({ id: 'site.community.seo.description' })}
        path="/community"
      />
      <PageHero
        eyebrow={<FormattedMessage id="site.community.eyebrow" />}
        title={<FormattedMessage id="site.community.title" />}
        lead={<FormattedMessage id="site.community.lead" />}
      >
        <Button asChild size="lg" colorPalette="brand">
          <RouterLink to="/blogs">
            <FormattedMessage id="site.community.readBlog" />
          </RouterLink>
        </Button>
      </PageHero>
      <ContentSection id="take-part" title={<FormattedMessage id="site.community.ways.title" />} lead={<FormattedMessage id="site.community.ways.lead" />}>
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
          {WAYS.map((way) => (
            <FeatureCard
              key={way.key}
              testId="community-way"
              icon={way.icon}
              title={<FormattedMessage id={`site.community.ways.${way.key}.title`} />}
              body={<FormattedMessage id={`site.community.ways.${way.key}.body`} />}
              link={{
                to: way.to,
                signedOutTo: 'signedOutTo' in way ? way.signedOutTo : undefined,
                label: <FormattedMessage id={`site.community.ways.${way.key}.link`} />,
              }}
            />
          ))}
        </SimpleGrid>
      </ContentSection>
      <ContentSection id="follow" tinted title={<FormattedMessage id="site.community.social.title" />} lead={<FormattedMessage id="site.community.social.lead" />}>
        <Wrap as="ul" listStyleType="none" gap="4" justify="center">
          {SOCIAL_LINKS.map((link) => (
            <li key={link.key}>
              <IconButton asChild size="xl" variant="outline" rounded="full" bg="bg" aria-label={intl.formatMessage({ id: `site.community.social.${link.key}` })}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" data-testid="community-social">
                  <link.icon />
                </a>
              </IconButton>
            </li>
          ))}
        </Wrap>
      </ContentSection>
      <ContentSection id="guidelines" maxW="3xl" title={<FormattedMessage id="site.community.guidelines.title" />} lead={<FormattedMessage id="site.community.guidelines.lead" />}>
        <Card.Root variant="outline">
          <Card.Body>
            <List.Root gap="3" variant="plain">
              {GUIDELINES.map((key) => (
                <List.Item key={key} alignItems="flex-start">
                  <HStack gap="3" align="flex-start">
                    <Icon as={LuCheck} color="green.fg" mt="1" aria-hidden />
                    <FormattedMessage id={`site.community.guidelines.${key}`} />
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      </ContentSection>
      <JoinCallToAction title={<FormattedMessage id="site.community.cta.title" />} lead={<FormattedMessage id="site.community.cta.lead" />} />
    </>
  );
}
