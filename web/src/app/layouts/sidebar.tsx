// The class-area sidebar (spec 001 section 2): the user card, navigation (My Classes, My Courses,
// Achievements and the wallet for every signed-in user), and the class list with its search; under /courses, course mode
// (course sections with counts and Quick Actions) instead of the class list. From 1024px it sits
// beside the page; below, it is a slide-in drawer opened from a bar under the header.
import { Box, Button, CloseButton, Drawer, Flex, Icon, Portal, Separator, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { IconType } from 'react-icons';
import {
  LuAward, LuBotMessageSquare, LuBuilding2, LuChartLine, LuGraduationCap, LuHistory, LuHouse, LuLayoutDashboard, LuListChecks, LuNotebookPen, LuPanelLeftOpen, LuRadio, LuWallet,
} from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ErrorBoundaryLite } from '@/components/sparks/error-boundary-lite';
import { SidebarClasses } from '@/components/sidebar/sidebar-classes';
import { SidebarProfile } from '@/components/sidebar/sidebar-profile';
import { isCourseMode, isSectionActive } from '@/components/sidebar/sidebar-routes';
import { SidebarCourseMode } from '@/features/courses/components/sidebar-course-mode';
import { authAtom } from '@/lib/session/auth-state';

export const SIDEBAR_WIDTH = '72';

function NavEntry({ to, icon, id, testId, onNavigate }: { to: string; icon: IconType; id: string; testId: string; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = isSectionActive(to, pathname);
  return (
    <RouterLink to={to} onClick={onNavigate} aria-current={active ? 'page' : undefined} data-testid={testId} style={{ display: 'block' }}>
      <Flex
        align="center"
        gap="3"
        px="3"
        py="2"
        rounded="md"
        fontWeight="medium"
        bg={active ? 'brand.subtle' : undefined}
        color={active ? 'brand.fg' : 'fg'}
        _hover={{ bg: active ? 'brand.subtle' : 'bg.muted' }}
      >
        <Icon as={icon} boxSize="5" aria-hidden />
        <Text as="span">
          <FormattedMessage id={id} />
        </Text>
      </Flex>
    </RouterLink>
  );
}

export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const intl = useIntl();
  const { userType } = useAtomValue(authAtom);
  const { pathname } = useLocation();
  return (
    <Stack gap="2" pb="6" data-testid="sidebar">
      <SidebarProfile onNavigate={onNavigate} />
      <Separator />
      <Box as="nav" aria-label={intl.formatMessage({ id: 'sidebar.nav.label' })} px="2" py="1">
        <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
          <li>
            <NavEntry to="/home" icon={LuHouse} id="sidebar.nav.home" testId="sidebar-nav-home" onNavigate={onNavigate} />
          </li>
          {(userType === 'centers' || userType === 'administrator') && (
            <li>
              <NavEntry to="/training-centre" icon={LuBuilding2} id="sidebar.nav.trainingCentre" testId="sidebar-nav-training-centre" onNavigate={onNavigate} />
            </li>
          )}
          <li>
            <NavEntry to="/classroom" icon={LuLayoutDashboard} id="sidebar.nav.myClasses" testId="sidebar-nav-classes" onNavigate={onNavigate} />
          </li>
          {userType === 'teacher' && (
            <li>
              <NavEntry to="/quiz" icon={LuNotebookPen} id="sidebar.nav.myQuizzes" testId="sidebar-nav-quizzes" onNavigate={onNavigate} />
            </li>
          )}
          {userType === 'student' && (
            <li>
              <NavEntry to="/studyHub" icon={LuListChecks} id="sidebar.nav.studyHub" testId="sidebar-nav-study-hub" onNavigate={onNavigate} />
            </li>
          )}
          <li>
            <NavEntry to="/live" icon={LuRadio} id="sidebar.nav.joinLive" testId="sidebar-nav-live" onNavigate={onNavigate} />
          </li>
          <li>
            <NavEntry to="/courses" icon={LuGraduationCap} id="sidebar.nav.myCourses" testId="sidebar-nav-courses" onNavigate={onNavigate} />
          </li>
          <li>
            <NavEntry to="/achievements" icon={LuAward} id="sidebar.nav.achievements" testId="sidebar-nav-achievements" onNavigate={onNavigate} />
          </li>
          <li>
            <NavEntry to="/performance" icon={LuChartLine} id="sidebar.nav.performance" testId="sidebar-nav-performance" onNavigate={onNavigate} />
          </li>
          <li>
            <NavEntry to="/activity" icon={LuHistory} id="sidebar.nav.activity" testId="sidebar-nav-activity" onNavigate={onNavigate} />
          </li>
          <li>
            <NavEntry to="/huda-ai" icon={LuBotMessageSquare} id="sidebar.nav.huda" testId="sidebar-nav-huda" onNavigate={onNavigate} />
          </li>
          <li>
            <NavEntry to="/wallet" icon={LuWallet} id="sidebar.nav.wallet" testId="sidebar-nav-wallet" onNavigate={onNavigate} />
          </li>
        </Stack>
      </Box>
      <Separator />
      {isCourseMode(pathname) ? (
        <SidebarCourseMode onNavigate={onNavigate} />
      ) : (
        <ErrorBoundaryLite
          fallback={
            <Text px="3" fontSize="sm" color="fg.error">
              <FormattedMessage id="sidebar.classes.error" />
            </Text>
          }
        >
          <SidebarClasses onNavigate={onNavigate} />
        </ErrorBoundaryLite>
      )}
    </Stack>
  );
}

/** From 1024px: the sidebar beside the page, sticky under the header. */
export function DesktopSidebar() {
  const intl = useIntl();
  return (
    <Box
      as="aside"
      aria-label={intl.formatMessage({ id: 'sidebar.label' })}
      hideBelow="lg"
      w={SIDEBAR_WIDTH}
      flexShrink={0}
      borderInlineEndWidth="1px"
      position="sticky"
      top="16"
      alignSelf="flex-start"
      h="calc(100dvh - 4rem)"
      overflowY="auto"
      bg="bg.subtle"
      data-testid="sidebar-desktop"
    >
      <SidebarContent />
    </Box>
  );
}

/** Below 1024px: a bar under the header with the button that slides the sidebar in. */
export function SidebarDrawerBar() {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Box hideFrom="lg" borderBottomWidth="1px" px={{ base: '3', md: '6' }} py="1.5" bg="bg.subtle" data-testid="sidebar-bar">
      <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start" size="xs">
        <Drawer.Trigger asChild>
          <Button variant="ghost" size="sm" data-testid="sidebar-open" aria-label={intl.formatMessage({ id: 'sidebar.open' })}>
            <LuPanelLeftOpen aria-hidden style={{ transform: intl.locale === 'ar' ? 'scaleX(-1)' : undefined }} />
            <FormattedMessage id="sidebar.openShort" />
          </Button>
        </Drawer.Trigger>
        <Portal>
          <Drawer.Backdrop />
          <Drawer.Positioner>
            <Drawer.Content data-testid="sidebar-drawer" aria-label={intl.formatMessage({ id: 'sidebar.label' })}>
              <Drawer.Body px="0" py="2">
                {open && <SidebarContent onNavigate={close} />}
              </Drawer.Body>
              <Drawer.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'sidebar.close' })} data-testid="sidebar-close" />
              </Drawer.CloseTrigger>
            </Drawer.Content>
          </Drawer.Positioner>
        </Portal>
      </Drawer.Root>
    </Box>
  );
}
