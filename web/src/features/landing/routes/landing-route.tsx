// The public landing page (spec 000 section 2, spec 001 route map): hero, features, audiences,
// how it works, testimonials, impact numbers, and a closing call to action for visitors; the
// partner logo scroller sits under the hero.
import {
  Badge, Box, Button, Card, Circle, Container, Flex, Grid, HStack, Heading, Icon, Link, List, SimpleGrid, Stack, Text,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, type ComponentType } from 'react';
import {
  LuArrowRight, LuAward, LuBot, LuBuilding2, LuCheck, LuGraduationCap, LuLayoutDashboard, LuPresentation, LuQuote, LuSparkles,
  LuTrophy, LuUserPlus, LuUsers, LuBrain, LuZap,
} from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { authAtom } from '@/lib/session/auth-state';
import { PartnerScroller } from '../components/partner-scroller';
import { Reveal } from '../components/reveal';
import { Section } from '../components/section';

type IconType = ComponentType;

/**
 * `link`: where a feature lives in the app (signed-out visitors go through /login first, or to
 * `signedOutTo` when the feature has a public entry: /huda-form asks for a login only to send).
 */
const FEATURES: {
  icon: IconType;
  title: { id: string };
  body: { id: string };
  link?: { to: string; signedOutTo?: string; id: string; testId: string };
}[] = [
  { icon: LuSparkles, title: { id: 'landing.features.ai.title' }, body: { id: 'landing.features.ai.body' } },
  {
    icon: LuBot,
    title: { id: 'landing.features.huda.title' },
    body: { id: 'landing.features.huda.body' },
    link: { to: '/huda-ai', signedOutTo: '/huda-form', id: 'landing.features.huda.link', testId: 'landing-huda-link' },
  },
  {
    icon: LuTrophy,
    title: { id: 'landing.features.rewards.title' },
    body: { id: 'landing.features.rewards.body' },
    link: { to: '/achievements', id: 'landing.features.rewards.link', testId: 'landing-rewards-link' },
  },
];

const AUDIENCES: { icon: IconType; title: { id: string }; points: { id: string }[] }[] = [
  {
    icon: LuGraduationCap,
    title: { id: 'landing.audiences.students.title' },
    points: [
      { id: 'landing.audiences.students.point1' },
      { id: 'landing.audiences.students.point2' },
      { id: 'landing.audiences.students.point3' },
    ],
  },
  {
    icon: LuPresentation,
    title: { id: 'landing.audiences.teachers.title' },
    points: [
      { id: 'landing.audiences.teachers.point1' },
      { id: 'landing.audiences.teachers.point2' },
      { id: 'landing.audiences.teachers.point3' },
    ],
  },
  {
    icon: LuBuilding2,
    title: { id: 'landing.audiences.centers.title' },
    points: [
      { id: 'landing.audiences.centers.point1' },
      { id: 'landing.audiences.centers.point2' },
      { id: 'landing.audiences.centers.point3' },
    ],
  },
];

const STEPS: { icon: IconType; title: { id: string }; body: { id: string } }[] = [
  { icon: LuUserPlus, title: { id: 'landing.how.step1.title' }, body: { id: 'landing.how.step1.body' } },
  { icon: LuUsers, title: { id: 'landing.how.step2.title' }, body: { id: 'landing.how.step2.body' } },
  { icon: LuBrain, title: { id: 'landing.how.step3.title' }, body: { id: 'landing.how.step3.body' } },
  { icon: LuAward, title: { id: 'landing.how.step4.title' }, body: { id: 'landing.how.step4.body' } },
];

const TESTIMONIALS: { quote: { id: string }; name: { id: string }; role: { id: string } }[] = [
  { quote: { id: 'landing.testimonials.1.quote' }, name: { id: 'landing.testimonials.1.name' }, role: { id: 'landing.testimonials.1.role' } },
  { quote: { id: 'landing.testimonials.2.quote' }, name: { id: 'landing.testimonials.2.name' }, role: { id: 'landing.testimonials.2.role' } },
  { quote: { id: 'landing.testimonials.3.quote' }, name: { id: 'landing.testimonials.3.name' }, role: { id: 'landing.testimonials.3.role' } },
];

/** Figures the product itself guarantees (spec 000 sections 1 and 9), not invented user counts. */
const IMPACT: { value: number; suffix: { id: string }; label: { id: string } }[] = [
  { value: 80, suffix: { id: 'landing.impact.times' }, label: { id: 'landing.impact.faster' } },
  { value: 3, suffix: { id: 'landing.impact.none' }, label: { id: 'landing.impact.quizWays' } },
  { value: 12, suffix: { id: 'landing.impact.none' }, label: { id: 'landing.impact.vark' } },
  { value: 2, suffix: { id: 'landing.impact.none' }, label: { id: 'landing.impact.languages' } },
];

const PREVIEW_OPTIONS = [
  { id: 'landing.hero.preview.option.a', chosen: false },
  { id: 'landing.hero.preview.option.b', chosen: true },
  { id: 'landing.hero.preview.option.c', chosen: false },
];

export default function LandingRoute() {
  const intl = useIntl();
  const { hash } = useLocation();
  const { isAuthenticated } = useAtomValue(authAtom);
  useEffect(() => {
    if (hash === '#features') document.getElementById('features')?.scrollIntoView({ block: 'start' });
  }, [hash]);

  return (
    <>
      <Seo title={intl.formatMessage({ id: 'landing.seo.title' })} description={intl.formatMessage({ id: 'landing.seo.description' })} path="/" />
      <Hero />
      <PartnerScroller />
      <Section id="features" titleId="landing.features.title" subtitleId="landing.features.subtitle">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {FEATURES.map((feature, index) => (
            <Reveal key={feature.title.id} delay={index * 0.08}>
              <Card.Root h="full" variant="outline" _hover={{ borderColor: 'brand.border' }} transition="border-color 0.2s">
                <Card.Body gap="3" textAlign="start">
                  <Circle size="12" bg="brand.subtle" color="brand.fg">
                    <Icon as={feature.icon} boxSize="6" />
                  </Circle>
                  <Heading as="h3" size="lg">
                    <FormattedMessage id={feature.title.id} />
                  </Heading>
                  <Text color="fg.muted">
                    <FormattedMessage id={feature.body.id} />
                  </Text>
                  {feature.link && (
                    <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold" mt="auto" data-testid={feature.link.testId}>
                      <RouterLink to={isAuthenticated ? feature.link.to : (feature.link.signedOutTo ?? feature.link.to)}>
                        <FormattedMessage id={feature.link.id} />
                        <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
                      </RouterLink>
                    </Link>
                  )}
                </Card.Body>
              </Card.Root>
            </Reveal>
          ))}
        </SimpleGrid>
        <Flex justify="center" mt="8">
          <Button asChild variant="outline" colorPalette="brand" data-testid="landing-all-features">
            <RouterLink to="/features">
              <FormattedMessage id="landing.features.more" />
              <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
            </RouterLink>
          </Button>
        </Flex>
      </Section>
      <Section id="audiences" titleId="landing.audiences.title" subtitleId="landing.audiences.subtitle" tinted>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {AUDIENCES.map((audience, index) => (
            <Reveal key={audience.title.id} delay={index * 0.08}>
              <Card.Root h="full">
                <Card.Body gap="4" textAlign="start">
                  <HStack gap="3">
                    <Icon as={audience.icon} boxSize="7" color="brand.solid" />
                    <Heading as="h3" size="lg">
                      <FormattedMessage id={audience.title.id} />
                    </Heading>
                  </HStack>
                  <List.Root gap="2" variant="plain">
                    {audience.points.map((point) => (
                      <List.Item key={point.id} alignItems="flex-start" color="fg.muted">
                        <List.Indicator asChild color="green.fg" mt="1">
                          <LuCheck />
                        </List.Indicator>
                        <FormattedMessage id={point.id} />
                      </List.Item>
                    ))}
                  </List.Root>
                </Card.Body>
              </Card.Root>
            </Reveal>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="how-it-works" titleId="landing.how.title" subtitleId="landing.how.subtitle">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6" as="ol" listStyleType="none">
          {STEPS.map((step, index) => (
            <Reveal as="li" key={step.title.id} delay={index * 0.08}>
              <Stack gap="3" textAlign="start" h="full">
                <HStack gap="3">
                  <Circle size="10" bg="brand.solid" color="brand.contrast" fontWeight="bold" aria-hidden>
                    <StepNumber value={index + 1} />
                  </Circle>
                  <Icon as={step.icon} boxSize="6" color="brand.fg" />
                </HStack>
                <Heading as="h3" size="md">
                  <FormattedMessage id={step.title.id} />
                </Heading>
                <Text color="fg.muted">
                  <FormattedMessage id={step.body.id} />
                </Text>
              </Stack>
            </Reveal>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="testimonials" titleId="landing.testimonials.title" subtitleId="landing.testimonials.subtitle" tinted>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {TESTIMONIALS.map((item, index) => (
            <Reveal key={item.quote.id} delay={index * 0.08}>
              <Card.Root as="figure" h="full" m="0">
                <Card.Body gap="4" textAlign="start">
                  <Icon as={LuQuote} boxSize="6" color="brand.solid" aria-hidden />
                  <Text as="blockquote" fontSize="md" flex="1">
                    <FormattedMessage id={item.quote.id} />
                  </Text>
                  <Box as="figcaption">
                    <Text fontWeight="semibold">
                      <FormattedMessage id={item.name.id} />
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id={item.role.id} />
                    </Text>
                  </Box>
                </Card.Body>
              </Card.Root>
            </Reveal>
          ))}
        </SimpleGrid>
      </Section>
      <Section id="impact" titleId="landing.impact.title" subtitleId="landing.impact.subtitle">
        <SimpleGrid columns={{ base: 2, md: 4 }} gap={{ base: '6', md: '8' }}>
          {IMPACT.map((item, index) => (
            <Reveal key={item.label.id} delay={index * 0.08}>
              <Stack gap="1" textAlign="center">
                <Text fontSize={{ base: '2xl', sm: '3xl', md: '4xl', lg: '5xl' }} fontWeight="bold" color="brand.fg" lineHeight="1" whiteSpace="nowrap">
                  <ImpactValue value={item.value} suffixId={item.suffix.id} />
                </Text>
                <Text color="fg.muted">
                  <FormattedMessage id={item.label.id} />
                </Text>
              </Stack>
            </Reveal>
          ))}
        </SimpleGrid>
      </Section>
      <ClosingCallToAction />
    </>
  );
}

function StepNumber({ value }: { value: number }) {
  return <>{useIntl().formatNumber(value)}</>;
}

function ImpactValue({ value, suffixId }: { value: number; suffixId: string }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: suffixId }, { value: intl.formatNumber(value) })}</>;
}

function Hero() {
  const { isAuthenticated } = useAtomValue(authAtom);
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      bgGradient="to-b"
      gradientFrom="brand.subtle"
      gradientTo="bg"
      pt={{ base: '12', md: '20' }}
      pb={{ base: '14', md: '24' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '6' }}>
        <Grid templateColumns={{ base: '1fr', lg: '1.1fr 0.9fr' }} gap={{ base: '10', lg: '16' }} alignItems="center">
          <Reveal>
            <Stack gap="6" textAlign={{ base: 'center', lg: 'start' }} align={{ base: 'center', lg: 'flex-start' }}>
              <Badge colorPalette="brand" variant="surface" size="lg" rounded="full" px="3">
                <LuZap aria-hidden />
                <FormattedMessage id="landing.hero.badge" />
              </Badge>
              <Heading as="h1" id="hero-title" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter" letterSpacing="tight">
                <FormattedMessage id="landing.hero.title" />
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxW="xl">
                <FormattedMessage id="landing.hero.subtitle" />
              </Text>
              <Flex gap="3" wrap="wrap" justify={{ base: 'center', lg: 'flex-start' }}>
                {isAuthenticated ? (
                  <Button asChild size="lg" colorPalette="brand" data-testid="landing-dashboard">
                    <RouterLink to="/classroom">
                      <LuLayoutDashboard aria-hidden />
                      <FormattedMessage id="landing.hero.backToDashboard" />
                    </RouterLink>
                  </Button>
                ) : (
                  <>
                    <Button asChild size="lg" colorPalette="brand" data-testid="landing-register">
                      <RouterLink to="/signup">
                        <FormattedMessage id="landing.hero.register" />
                      </RouterLink>
                    </Button>
                    <Button asChild size="lg" variant="outline" data-testid="landing-login">
                      <RouterLink to="/login">
                        <FormattedMessage id="landing.hero.login" />
                      </RouterLink>
                    </Button>
                  </>
                )}
              </Flex>
            </Stack>
          </Reveal>
          <Reveal delay={0.15}>
            <HeroIllustration />
          </Reveal>
        </Grid>
      </Container>
    </Box>
  );
}

/** A small, decorative preview of a quiz with Huda and a reward (hidden from screen readers). */
function HeroIllustration() {
  return (
    <Box position="relative" maxW="md" mx="auto" w="full" aria-hidden>
      <Card.Root shadow="lg" rounded="2xl">
        <Card.Body gap="4" textAlign="start">
          <HStack justify="space-between">
            <Text fontWeight="semibold">
              <FormattedMessage id="landing.hero.preview.quiz" />
            </Text>
            <Badge colorPalette="brand" variant="solid" rounded="full">
              <LuSparkles />
              <FormattedMessage id="landing.hero.preview.reward" />
            </Badge>
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="landing.hero.preview.question" />
          </Text>
          <Stack gap="2">
            {PREVIEW_OPTIONS.map((option) => (
              <Box
                key={option.id}
                px="3"
                py="2"
                rounded="lg"
                borderWidth="1px"
                borderColor={option.chosen ? 'brand.border' : 'border'}
                bg={option.chosen ? 'brand.subtle' : undefined}
                fontSize="sm"
              >
                <FormattedMessage id={option.id} />
              </Box>
            ))}
          </Stack>
          <HStack gap="3" align="flex-start" bg="bg.muted" rounded="lg" p="3">
            <Circle size="8" bg="brand.solid" color="brand.contrast" flexShrink={0}>
              <LuBot />
            </Circle>
            <Text fontSize="sm">
              <FormattedMessage id="landing.hero.preview.huda" />
            </Text>
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

function ClosingCallToAction() {
  const { isAuthenticated } = useAtomValue(authAtom);
  if (isAuthenticated) return null;
  return (
    <Box as="section" aria-labelledby="cta-title" py={{ base: '14', md: '20' }}>
      <Container maxW="4xl" px={{ base: '4', md: '6' }}>
        <Reveal>
          <Stack
            gap="5"
            align="center"
            textAlign="center"
            bg="brand.solid"
            color="brand.contrast"
            rounded="3xl"
            px={{ base: '6', md: '12' }}
            py={{ base: '10', md: '14' }}
            data-testid="landing-cta"
          >
            <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="landing.cta.title" />
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} opacity={0.9} maxW="xl">
              <FormattedMessage id="landing.cta.subtitle" />
            </Text>
            <Button asChild size="lg" bg="bg" color="brand.fg" _hover={{ bg: 'bg.muted' }} data-testid="landing-cta-signup">
              <RouterLink to="/signup">
                <FormattedMessage id="landing.cta.button" />
              </RouterLink>
            </Button>
          </Stack>
        </Reveal>
      </Container>
    </Box>
  );
}
