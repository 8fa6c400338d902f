// One course of the marketplace: thumbnail, badges, title, instructor, organisation (a training
// centre's course: course-market-organization), rating, reviews,
// students, modules, duration, level and price (or Free). The card and Enroll Now go to
// /courses/enroll/{id}; the title goes to the course page /courses/{id}.
import { Badge, Box, Button, Card, HStack, Icon, LinkBox, LinkOverlay, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuAward, LuBookOpen, LuBuilding2, LuClock, LuEye, LuSparkles, LuStar, LuTrendingUp, LuUsers } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { MarketplaceCourse } from '@shared/schemas/course-market';
import { CourseThumbnail } from './course-thumbnail';

function Fact({ icon, children, testId, value }: { icon: typeof LuUsers; children: ReactNode; testId: string; value: number }) {
  return (
    <HStack as="span" gap="1" data-testid={testId} data-value={value}>
      <Icon as={icon} boxSize="3.5" aria-hidden />
      <span>{children}</span>
    </HStack>
  );
}

export function MarketplaceCourseCard({ course }: { course: MarketplaceCourse }) {
  const intl = useIntl();
  const enrollTo = `/courses/enroll/${encodeURIComponent(course.id)}`;
  const title = <bdi>{course.title}</bdi>;
  return (
    <Card.Root
      as="article"
      h="full"
      variant="outline"
      overflow="hidden"
      _hover={{ shadow: 'md' }}
      transition="box-shadow 0.15s"
      data-testid="course-market-card"
      data-course-id={course.id}
    >
      <LinkBox display="flex" flexDirection="column" flex="1">
        <Box position="relative">
          <LinkOverlay asChild>
            <RouterLink to={enrollTo} aria-label={intl.formatMessage({ id: 'courses.market.card.enrollLabel' }, { title: course.title })} data-testid="course-market-card-link">
              <CourseThumbnail
                src={course.thumbnail}
                alt={intl.formatMessage({ id: 'courses.market.card.thumbnailAlt' }, { title: course.title })}
                aspectRatio={16 / 9}
                w="full"
              />
            </RouterLink>
          </LinkOverlay>
          <Wrap position="absolute" top="2" insetStart="2" gap="1" pointerEvents="none">
            {course.bestseller && (
              <Badge colorPalette="orange" variant="solid" data-testid="course-market-badge-bestseller">
                <LuTrendingUp aria-hidden />
                <FormattedMessage id="courses.market.card.bestseller" />
              </Badge>
            )}
            {course.freemium && (
              <Badge colorPalette="green" variant="solid" data-testid="course-market-badge-freemium">
                <LuEye aria-hidden />
                <FormattedMessage id="courses.market.card.freemium" />
              </Badge>
            )}
            {course.certification && (
              <Badge colorPalette="purple" variant="solid" data-testid="course-market-badge-certificate">
                <LuAward aria-hidden />
                <FormattedMessage id="courses.market.card.certificate" />
              </Badge>
            )}
          </Wrap>
        </Box>
        <Card.Body gap="2" p="4" textAlign="start">
          <HStack gap="2" fontSize="xs">
            <Badge variant="subtle" colorPalette="blue">
              <FormattedMessage id={`courses.category.${course.category}`} />
            </Badge>
            <Badge variant="outline" data-testid="course-market-level" data-value={course.level}>
              <FormattedMessage id={`courses.level.${course.level}`} />
            </Badge>
          </HStack>
          <Text as="h3" fontWeight="semibold" fontSize="md" lineClamp={2}>
            <RouterLink to={`/courses/${encodeURIComponent(course.id)}`} data-testid="course-market-title">
              {title}
            </RouterLink>
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate data-testid="course-market-instructor">
            <FormattedMessage id="courses.market.card.by" values={{ name: <bdi>{course.instructor.name}</bdi> }} />
          </Text>
          {course.organization && (
            // A training centre's course: the centre is its organisation (docs/centres.md).
            <HStack gap="1" fontSize="sm" color="fg.muted" minW="0" data-testid="course-market-organization">
              <Icon as={LuBuilding2} boxSize="4" flexShrink={0} aria-hidden />
              <Text as="span" truncate>
                <bdi>{course.organization}</bdi>
              </Text>
            </HStack>
          )}
          <HStack gap="1" fontSize="sm" data-testid="course-market-rating" data-value={course.rating}>
            <Icon as={LuStar} color="yellow.solid" fill="currentColor" boxSize="4" aria-hidden />
            {course.reviews > 0 ? (
              <>
                <Text as="span" fontWeight="semibold" aria-label={intl.formatMessage({ id: 'courses.market.card.ratingLabel' }, { rating: course.rating, max: 5 })}>
                  {intl.formatNumber(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
                </Text>
                <Text as="span" color="fg.muted">
                  <FormattedMessage id="courses.market.card.reviews" values={{ count: course.reviews }} />
                </Text>
              </>
            ) : (
              <Text as="span" color="fg.muted">
                <FormattedMessage id="courses.market.card.unrated" />
              </Text>
            )}
          </HStack>
          <Wrap gap="3" fontSize="xs" color="fg.muted">
            <Fact icon={LuUsers} testId="course-market-students" value={course.studentsEnrolled}>
              <FormattedMessage id="courses.market.card.students" values={{ count: course.studentsEnrolled }} />
            </Fact>
            <Fact icon={LuBookOpen} testId="course-market-modules" value={course.modules}>
              <FormattedMessage id="courses.market.card.modules" values={{ count: course.modules }} />
            </Fact>
            {course.duration > 0 && (
              <Fact icon={LuClock} testId="course-market-duration" value={course.duration}>
                <FormattedMessage id="courses.market.card.duration" values={{ hours: course.duration }} />
              </Fact>
            )}
          </Wrap>
        </Card.Body>
      </LinkBox>
      <Card.Footer p="4" pt="0" justifyContent="space-between" alignItems="center" gap="2" flexWrap="wrap">
        <HStack gap="1" color="brand.fg" fontWeight="bold" data-testid="course-market-price" data-value={course.price}>
          <Icon as={LuSparkles} boxSize="4" aria-hidden />
          {course.price > 0 ? (
            <FormattedMessage id="courses.market.card.price" values={{ count: course.price }} />
          ) : (
            <FormattedMessage id="courses.market.card.free" />
          )}
        </HStack>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink
            to={enrollTo}
            aria-label={intl.formatMessage({ id: 'courses.market.card.enrollLabel' }, { title: course.title })}
            data-testid="course-market-enroll"
          >
            <FormattedMessage id="courses.market.card.enroll" />
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
