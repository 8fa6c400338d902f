// /learning-resources: guides for every role, grouped by role or by topic (?by=topic), each
// leading to the blog, the VARK test, Huda, the help centre or another public entry.
import { Badge, Button, ButtonGroup, Flex, HStack, SimpleGrid } from '@chakra-ui/react';
import type { ComponentType } from 'react';
import {
  LuAward, LuBookOpen, LuBot, LuBrain, LuBuilding2, LuChartLine, LuGraduationCap, LuLightbulb, LuListChecks, LuPresentation,
  LuRocket, LuStore,
} from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { ContentSection } from '../components/content-section';
import { FeatureCard } from '../components/feature-card';
import { PageHero } from '../components/page-hero';
import {
  GUIDES, GUIDE_DESTINATIONS, groupGuides, parseGrouping, type Guide, type GuideGrouping, type GuideRole, type GuideTopic,
} from '../lib/learning-guides';

const P = 'site.learningResources';

const TOPIC_ICONS: Record<GuideTopic, ComponentType> = {
  gettingStarted: LuRocket,
  quizzes: LuListChecks,
  assessments: LuBrain,
  ai: LuBot,
  studySkills: LuLightbulb,
  rewards: LuAward,
  marketplace: LuStore,
  courses: LuBookOpen,
  management: LuChartLine,
};

const ROLE_ICONS: Record<GuideRole, ComponentType> = { students: LuGraduationCap, teachers: LuPresentation, centres: LuBuilding2 };

const GROUPINGS: readonly GuideGrouping[] = ['role', 'topic'];

export default function LearningResourcesRoute() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const by = parseGrouping(params.get('by'));
  const groups = groupGuides(GUIDES, by);

  return (
    <>
      <Seo
        title={intl.formatMessage({ id: `${P}.seo.title` })}
        description={intl.formatMessage({ id: `${P}.seo.description` })}
        path="/learning-resources"
      />
      <PageHero
        eyebrow={<FormattedMessage id={`${P}.eyebrow`} />}
        title={<FormattedMessage id={`${P}.title`} />}
        lead={<FormattedMessage id={`${P}.lead`} />}
      >
        <ButtonGroup role="group" aria-label={intl.formatMessage({ id: `${P}.groupBy.label` })} size="sm" attached variant="outline">
          {GROUPINGS.map((grouping) => (
            <Button
              key={grouping}
              aria-pressed={by === grouping}
              variant={by === grouping ? 'solid' : 'outline'}
              colorPalette={by === grouping ? 'brand' : 'gray'}
              bg={by === grouping ? undefined : 'bg'}
              onClick={() => setParams(grouping === 'role' ? {} : { by: grouping }, { replace: true, preventScrollReset: true })}
              data-testid={`guides-group-${grouping}`}
            >
              <FormattedMessage id={`${P}.groupBy.${grouping}`} />
            </Button>
          ))}
        </ButtonGroup>
      </PageHero>
      {groups.map((group, index) => (
        <ContentSection
          key={group.key}
          id={`guides-${group.key}`}
          tinted={index % 2 === 1}
          title={<FormattedMessage id={by === 'role' ? `${P}.role.${group.key}` : `${P}.topic.${group.key}`} />}
        >
          <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6" data-testid="guide-group">
            {group.guides.map((guide) => (
              <GuideCard key={guide.key} guide={guide} by={by} />
            ))}
          </SimpleGrid>
        </ContentSection>
      ))}
      <ContentSection id="more" title={<FormattedMessage id={`${P}.more.title`} />} lead={<FormattedMessage id={`${P}.more.lead`} />}>
        <Flex gap="3" wrap="wrap" justify="center">
          <Button asChild colorPalette="brand">
            <RouterLink to="/blogs">
              <FormattedMessage id={`${P}.more.blog`} />
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/help-center">
              <FormattedMessage id={`${P}.more.help`} />
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/faqs">
              <FormattedMessage id={`${P}.more.faqs`} />
            </RouterLink>
          </Button>
        </Flex>
      </ContentSection>
    </>
  );
}

/** Grouped by role, a card shows its topic; grouped by topic, it shows its role. */
function GuideCard({ guide, by }: { guide: Guide; by: GuideGrouping }) {
  const destination = GUIDE_DESTINATIONS[guide.destination];
  return (
    <FeatureCard
      testId="guide-card"
      icon={by === 'role' ? TOPIC_ICONS[guide.topic] : ROLE_ICONS[guide.role]}
      badge={
        <HStack>
          <Badge colorPalette="brand" variant="subtle" rounded="full">
            <FormattedMessage id={by === 'role' ? `${P}.topic.${guide.topic}` : `${P}.roleBadge.${guide.role}`} />
          </Badge>
        </HStack>
      }
      title={<FormattedMessage id={`${P}.guides.${guide.key}.title`} />}
      body={<FormattedMessage id={`${P}.guides.${guide.key}.body`} />}
      link={{
        to: destination.to,
        signedOutTo: 'signedOutTo' in destination ? destination.signedOutTo : undefined,
        label: <FormattedMessage id={`${P}.link.${guide.destination}`} />,
      }}
    />
  );
}
