// The public site's shell (spec 001 route map): the landing navigation bar, the route, and
// the footer. The mobile menu holds only the first four links; Login / Sign Up stay in the bar
// on every screen (compact on phones); signed-in visitors get a back-to-dashboard button instead.
import {
  Box, Button, CloseButton, Container, Drawer, Flex, HStack, Heading, IconButton, Link, Portal, SimpleGrid, Stack,
  Text,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Suspense, useState, type MouseEvent } from 'react';
import { LuLayoutDashboard, LuMail, LuMenu, LuPhone, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, Outlet, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { LanguageToggle } from '@/components/preferences/language-toggle';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { PageLoader } from '@/components/ui/page-loader';
import { SkipToContent } from '@/components/ui/skip-to-content';
import { authAtom } from '@/lib/session/auth-state';
import { SUPPORT_EMAIL, SUPPORT_PHONE, supportPhoneHref } from '@/lib/site/contact';
import { ErrorBoundary } from '../error-boundary';

const NAV_LINKS = [
  { to: '/', id: 'nav.public.home', end: true },
  { to: '/assessment', id: 'nav.public.assessments', end: false },
  { to: '/pricing', id: 'nav.public.pricing', end: false },
  { to: '/community', id: 'nav.public.community', end: false },
] as const;

const FOOTER_GROUPS = [
  {
    id: 'nav.footer.product',
    links: [
      { to: '/overview', id: 'nav.footer.overview' },
      { to: '#features', id: 'nav.footer.features' },
      { to: '/pricing', id: 'nav.footer.pricing' },
      { to: '/testimonials', id: 'nav.footer.testimonials' },
    ],
  },
  {
    id: 'nav.footer.resources',
    links: [
      { to: '/help-center', id: 'nav.footer.helpCenter' },
      { to: '/blogs', id: 'nav.footer.blogs' },
      { to: '/community', id: 'nav.footer.community' },
      { to: '/faqs', id: 'nav.footer.faqs' },
    ],
  },
  {
    id: 'nav.footer.legal',
    links: [
      { to: '/imprint', id: 'nav.footer.imprint' },
      { to: '/privacy-policy', id: 'nav.footer.privacy' },
      { to: '/terms-of-use', id: 'nav.footer.terms' },
    ],
  },
] as const;

export function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <Flex direction="column" minH="100dvh">
      <SkipToContent />
      <PublicNav />
      {/* At least a screen tall, so the footer never shows above the fold while a page's code
          loads and is then pushed down (a layout shift Lighthouse counts). */}
      <Box as="main" id="main-content" tabIndex={-1} flex="1" minH="calc(100dvh - 4rem)" outline="none">
        <ErrorBoundary resetKeys={[pathname]}>
          <Suspense fallback={<PageLoader fullPage={false} />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </Box>
      <PublicFooter />
    </Flex>
  );
}

/** The brand link home; `compact` shows only the icon on phones (the name stays for readers). */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  return (
    <Link asChild fontWeight="bold" fontSize="xl" color="brand.fg" _hover={{ textDecoration: 'none' }} gap="1.5" flexShrink={0}>
      <RouterLink to="/" data-testid="brand-home">
        <Box as="span" color="brand.solid" aria-hidden>
          <LuSparkles />
        </Box>
        {compact ? (
          <Box as="span" srOnly={{ base: true, sm: false }}>
            <FormattedMessage id="common.brand" />
          </Box>
        ) : (
          <FormattedMessage id="common.brand" />
        )}
      </RouterLink>
    </Link>
  );
}

function NavItem({ to, id, end, onNavigate }: { to: string; id: string; end: boolean; onNavigate?: () => void }) {
  return (
    <Link
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg.muted"
      _hover={{ color: 'fg', bg: 'bg.muted', textDecoration: 'none' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg', bg: 'brand.subtle' } }}
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        <FormattedMessage id={id} />
      </NavLink>
    </Link>
  );
}

function AccountButtons() {
  const { isAuthenticated } = useAtomValue(authAtom);
  if (isAuthenticated) {
    return (
      <Button asChild colorPalette="brand" size={{ base: 'xs', md: 'sm' }} data-testid="nav-dashboard">
        <RouterLink to="/classroom">
          <LuLayoutDashboard aria-hidden />
          <Box as="span" srOnly={{ base: true, sm: false }}>
            <FormattedMessage id="nav.public.backToDashboard" />
          </Box>
        </RouterLink>
      </Button>
    );
  }
  return (
    <HStack gap={{ base: '1', md: '2' }}>
      <Button asChild variant="ghost" size={{ base: 'xs', md: 'sm' }} px={{ base: '2', md: '3' }} data-testid="nav-login">
        <RouterLink to="/login">
          <FormattedMessage id="nav.public.login" />
        </RouterLink>
      </Button>
      <Button asChild colorPalette="brand" size={{ base: 'xs', md: 'sm' }} px={{ base: '2', md: '3' }} data-testid="nav-signup">
        <RouterLink to="/signup">
          <FormattedMessage id="nav.public.signup" />
        </RouterLink>
      </Button>
    </HStack>
  );
}

function PublicNav() {
  const intl = useIntl();
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <Box as="header" position="sticky" top="0" zIndex="sticky" bg="bg/90" backdropFilter="blur(8px)" borderBottomWidth="1px">
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <Flex h="16" align="center" gap="2">
          <BrandMark compact />
          <HStack as="nav" aria-label={intl.formatMessage({ id: 'nav.public.label' })} gap="1" ms="6" hideBelow="lg">
            {NAV_LINKS.map((link) => (
              <NavItem key={link.to} {...link} />
            ))}
          </HStack>
          <HStack gap={{ base: '0.5', md: '1' }} ms="auto">
            <ThemeToggle data-testid="nav-theme-toggle" />
            <LanguageToggle compact data-testid="nav-language-toggle" px={{ base: '2', md: '3' }} />
            <Box ms={{ base: '0.5', md: '2' }}>
              <AccountButtons />
            </Box>
            <Drawer.Root open={menuOpen} onOpenChange={(details) => setMenuOpen(details.open)} placement="end">
              <Drawer.Trigger asChild>
                <IconButton
                  variant="ghost"
                  size="sm"
                  hideFrom="lg"
                  aria-label={intl.formatMessage({ id: 'nav.public.openMenu' })}
                  data-testid="nav-menu-toggle"
                >
                  <LuMenu />
                </IconButton>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content data-testid="nav-mobile-menu">
                    <Drawer.Header>
                      <Drawer.Title>
                        <FormattedMessage id="nav.public.menu" />
                      </Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Stack as="nav" aria-label={intl.formatMessage({ id: 'nav.public.label' })} gap="1">
                        {NAV_LINKS.map((link) => (
                          <NavItem key={link.to} {...link} onNavigate={() => setMenuOpen(false)} />
                        ))}
                      </Stack>
                    </Drawer.Body>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'common.close' })} />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}

/** #features scrolls on the landing page and opens the landing page elsewhere. */
function FeaturesLink({ id }: { id: string }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (pathname === '/') {
      document.getElementById('features')?.scrollIntoView({ block: 'start' });
      window.history.replaceState(window.history.state, '', '/#features');
    } else {
      navigate('/#features');
    }
  };
  return (
    <Link href="/#features" onClick={onClick} color="fg.muted" _hover={{ color: 'fg' }}>
      <FormattedMessage id={id} />
    </Link>
  );
}

function PublicFooter() {
  const intl = useIntl();
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="16" data-testid="public-footer">
      <Container maxW="7xl" px={{ base: '4', md: '6' }} py="12">
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="10">
          <Stack gap="3" textAlign="start">
            <BrandMark />
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="nav.footer.tagline" />
            </Text>
            <Stack gap="1.5" fontSize="sm">
              <Heading as="h2" size="sm">
                <FormattedMessage id="nav.footer.support" />
              </Heading>
              <HStack gap="2">
                <LuPhone aria-hidden />
                <Text>
                  <FormattedMessage
                    id="nav.footer.phone"
                    values={{
                      phone: (
                        <Link href={supportPhoneHref()} dir="ltr" data-testid="footer-phone">
                          {SUPPORT_PHONE}
                        </Link>
                      ),
                    }}
                  />
                </Text>
              </HStack>
              <HStack gap="2">
                <LuMail aria-hidden />
                <Text>
                  <FormattedMessage
                    id="nav.footer.email"
                    values={{
                      email: (
                        <Link href={`mailto:${SUPPORT_EMAIL}`} dir="ltr" data-testid="footer-email">
                          {SUPPORT_EMAIL}
                        </Link>
                      ),
                    }}
                  />
                </Text>
              </HStack>
            </Stack>
          </Stack>
          {FOOTER_GROUPS.map((group) => (
            <Stack key={group.id} as="nav" aria-label={intl.formatMessage({ id: group.id })} gap="3" textAlign="start">
              <Heading as="h2" size="sm">
                <FormattedMessage id={group.id} />
              </Heading>
              <Stack as="ul" gap="2" listStyleType="none" fontSize="sm">
                {group.links.map((link) => (
                  <li key={link.to}>
                    {link.to.startsWith('#') ? (
                      <FeaturesLink id={link.id} />
                    ) : (
                      <Link asChild color="fg.muted" _hover={{ color: 'fg' }}>
                        <RouterLink to={link.to}>
                          <FormattedMessage id={link.id} />
                        </RouterLink>
                      </Link>
                    )}
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </SimpleGrid>
        <Text mt="10" pt="6" borderTopWidth="1px" fontSize="xs" color="fg.muted" textAlign="center">
          <FormattedMessage id="nav.footer.copyright" values={{ year: intl.formatNumber(new Date().getFullYear(), { useGrouping: false }) }} />
        </Text>
      </Container>
    </Box>
  );
}
