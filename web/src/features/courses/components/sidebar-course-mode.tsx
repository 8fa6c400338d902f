// The sidebar in course mode (spec 001, sidebar: under /courses): the course sections with their
// icon, colour and live count (GET /courses/hub), and a Quick Actions box: Create Course for
// course authors, Browse Courses and Continue Learning.
import { Badge, Box, Button, Flex, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { LuCirclePlay, LuCompass, LuPlus } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { COURSE_AUTHOR_TYPES } from '@/app/guard-decisions';
import { authAtom } from '@/lib/session/auth-state';
import { useCoursesHub } from '../hooks/use-courses-hub';
import { sectionsFor } from '../lib/course-sections';

export function SidebarCourseMode({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { userType } = useAtomValue(authAtom);
  const isAuthor = (COURSE_AUTHOR_TYPES as readonly string[]).includes(userType ?? '');
  const hub = useCoursesHub();
  // The counts are read again after each move inside the courses area, the old ones staying
  // on screen meanwhile (an enrolment or a new course changes them).
  const { reload } = hub;
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (pathname === previousPath.current) return;
    previousPath.current = pathname;
    reload();
  }, [pathname, reload]);
  return (
    <Stack gap="4" px="3" data-testid="sidebar-course-mode">
      <Text as="h2" fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" letterSpacing="wide" id="sidebar-courses-title" textAlign="start">
        <FormattedMessage id="courses.sidebar.title" />
      </Text>
      <Box as="nav" aria-labelledby="sidebar-courses-title" mt="-2">
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          {sectionsFor(isAuthor).map((section) => {
            const active = pathname === section.to || pathname.startsWith(`${section.to}/`);
            const count = hub.status === 'success' ? section.count(hub.data) : null;
            return (
              <li key={section.id}>
                <RouterLink
                  to={section.to}
                  onClick={onNavigate}
                  aria-current={active ? 'page' : undefined}
                  data-testid={`sidebar-course-section-${section.id}`}
                  style={{ display: 'block' }}
                >
                  <Flex align="center" gap="3" px="2" py="2" rounded="md" bg={active ? 'brand.subtle' : undefined} _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}>
                    <Icon as={section.icon} boxSize="7" p="1.5" rounded="md" bg={`${section.palette}.subtle`} color={`${section.palette}.fg`} aria-hidden />
                    <Text as="span" flex="1" fontWeight="medium" textAlign="start" color={active ? 'brand.fg' : 'fg'}>
                      <FormattedMessage id={`courses.hub.${section.id}.title`} />
                    </Text>
                    {hub.status === 'loading' && <Skeleton h="5" w="6" rounded="full" />}
                    {count !== null && (
                      <Badge rounded="full" colorPalette={section.palette} variant="subtle" data-testid={`sidebar-course-count-${section.id}`} data-count={count}>
                        {intl.formatNumber(count)}
                      </Badge>
                    )}
                  </Flex>
                </RouterLink>
              </li>
            );
          })}
        </Stack>
      </Box>
      {hub.status === 'error' && (
        <Text fontSize="xs" color="fg.error" data-testid="sidebar-course-counts-error">
          <FormattedMessage id="courses.sidebar.loadFailed" />
        </Text>
      )}
      <Stack gap="2" p="3" rounded="lg" borderWidth="1px" bg="bg.panel" data-testid="sidebar-course-actions">
        <Text as="h2" fontSize="sm" fontWeight="semibold" textAlign="start">
          <FormattedMessage id="courses.sidebar.quickActions" />
        </Text>
        {isAuthor && (
          <Button asChild size="sm" colorPalette="brand" justifyContent="flex-start">
            <RouterLink to="/courses/instructor?new=1" onClick={onNavigate} data-testid="sidebar-course-create">
              <LuPlus aria-hidden />
              <FormattedMessage id="courses.sidebar.createCourse" />
            </RouterLink>
          </Button>
        )}
        <Button asChild size="sm" variant="outline" justifyContent="flex-start">
          <RouterLink to="/courses/marketplace" onClick={onNavigate} data-testid="sidebar-course-browse">
            <LuCompass aria-hidden />
            <FormattedMessage id="courses.sidebar.browse" />
          </RouterLink>
        </Button>
        <Button asChild size="sm" variant="outline" justifyContent="flex-start">
          <RouterLink to="/courses/purchases" onClick={onNavigate} data-testid="sidebar-course-continue">
            <LuCirclePlay aria-hidden />
            <FormattedMessage id="courses.sidebar.continue" />
          </RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
