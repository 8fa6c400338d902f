// The top header of the signed-in area (spec 001 section 2, Header): breadcrumb, theme and
// language toggles, the live credits badge (opens /pricing), the notifications bell, and the avatar menu (with the
// marketplace, the wallet, the achievements and /feedback for everyone, "My store" for teachers and the admin dashboard for
// administrators: docs/market.md).
import {
  Box, Breadcrumb, Button, Circle, Flex, Float, HStack, Heading, Menu, Portal, Skeleton, Text,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { Fragment, useState } from 'react';
import {
  LuAward, LuLayoutDashboard, LuLogOut, LuMessageSquareHeart, LuSettings, LuShieldCheck, LuShoppingBag, LuSparkles, LuStore, LuUserPen, LuWallet,
} from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { isProfileIncomplete, type UserDto } from '@shared/schemas/user';
import { LanguageToggle } from '@/components/preferences/language-toggle';
import { ThemeToggle } from '@/components/preferences/theme-toggle';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { UserAvatar } from '@/components/user/user-avatar';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ProfileWizard } from '@/features/profile/components/profile-wizard';
import { authAtom } from '@/lib/session/auth-state';
import { useLogout } from '@/lib/session/use-logout';
import { breadcrumbFor } from './route-titles';

export function Header() {
  const { user } = useAtomValue(authAtom);
  const [wizardOpen, setWizardOpen] = useState(false);
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/90"
      backdropFilter="blur(8px)"
      borderBottomWidth="1px"
      data-testid="app-header"
    >
      <Flex h="16" px={{ base: '3', md: '6' }} align="center" gap={{ base: '1', md: '3' }}>
        <RouteTitle />
        <HStack gap={{ base: '0.5', md: '2' }} flexShrink={0}>
          <CreditsBadge />
          {user && <NotificationBell />}
          <ThemeToggle data-testid="header-theme-toggle" />
          <LanguageToggle data-testid="header-language-toggle" px={{ base: '2', md: '3' }} />
          {user && <AvatarMenu user={user} onCompleteProfile={() => setWizardOpen(true)} />}
        </HStack>
      </Flex>
      <ProfileWizard open={wizardOpen} onClose={() => setWizardOpen(false)} />
    </Box>
  );
}

function RouteTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const crumbs = breadcrumbFor(pathname);
  const current = crumbs[crumbs.length - 1]!;
  return (
    <Box flex="1" minW="0">
      <Heading as="h1" size="md" truncate hideFrom="md" data-testid="header-title">
        <FormattedMessage id={current.id} />
      </Heading>
      <Breadcrumb.Root hideBelow="md" size="md" aria-label={intl.formatMessage({ id: 'header.breadcrumb.label' })}>
        <Breadcrumb.List>
          {crumbs.map((crumb, index) => (
            <Fragment key={crumb.to}>
              {index > 0 && <Breadcrumb.Separator>/</Breadcrumb.Separator>}
              <Breadcrumb.Item>
                {index === crumbs.length - 1 ? (
                  <Breadcrumb.CurrentLink fontWeight="semibold" color="fg">
                    <FormattedMessage id={crumb.id} />
                  </Breadcrumb.CurrentLink>
                ) : (
                  <Breadcrumb.Link asChild>
                    <RouterLink to={crumb.to}>
                      <FormattedMessage id={crumb.id} />
                    </RouterLink>
                  </Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
            </Fragment>
          ))}
        </Breadcrumb.List>
      </Breadcrumb.Root>
    </Box>
  );
}

function CreditsBadge() {
  const intl = useIntl();
  const navigate = useNavigate();
  return (
    <SparkBalance>
      {(balance, loading) => (
        <Button
          size="sm"
          variant="subtle"
          colorPalette="brand"
          rounded="full"
          px="3"
          data-testid="header-credits"
          data-balance={balance}
          aria-label={intl.formatMessage({ id: 'header.credits.label' }, { count: balance })}
          title={intl.formatMessage({ id: 'header.credits.buyMore' })}
          onClick={() => navigate('/pricing')}
        >
          <LuSparkles aria-hidden />
          <Skeleton loading={loading} minW="4">
            <Text as="span" fontVariantNumeric="tabular-nums" data-testid="header-credits-value">
              {intl.formatNumber(balance)}
            </Text>
          </Skeleton>
        </Button>
      )}
    </SparkBalance>
  );
}

function AvatarMenu({ user, onCompleteProfile }: { user: UserDto; onCompleteProfile: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const logout = useLogout();
  const incomplete = isProfileIncomplete(user);
  const name = user.name && user.name.trim() !== '-' ? user.name : `${user.first_name} ${user.surname}`.trim();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          rounded="full"
          p="0.5"
          h="auto"
          minW="auto"
          data-testid="header-avatar-menu"
          aria-label={intl.formatMessage({ id: incomplete ? 'header.menu.labelIncomplete' : 'header.menu.label' })}
        >
          <UserAvatar name={name} avatarId={user.avatar_id} size="sm" />
          {incomplete && (
            <Float placement="top-end" offset="1">
              <Circle size="2.5" bg="red.solid" borderWidth="2px" borderColor="bg" data-testid="header-incomplete-dot" />
            </Float>
          )}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content w="52" maxW="calc(100vw - 1rem)">
            <Box px="2" py="1.5" textAlign="start">
              <Text fontWeight="semibold" truncate data-testid="header-user-name">
                {name ? <bdi>{name}</bdi> : intl.formatMessage({ id: 'header.menu.unnamed' })}
              </Text>
              <Text fontSize="xs" color="fg.muted" truncate dir="ltr" textAlign="start" data-testid="header-user-email">
                {user.email_address}
              </Text>
            </Box>
            <Menu.Separator />
            {incomplete && (
              <Menu.Item
                value="complete-profile"
                color="fg.error"
                fontWeight="medium"
                data-testid="header-complete-profile"
                onSelect={onCompleteProfile}
              >
                <Circle size="2" bg="red.solid" aria-hidden />
                <LuUserPen aria-hidden />
                <FormattedMessage id="header.menu.completeProfile" />
              </Menu.Item>
            )}
            <Menu.Item value="dashboard" data-testid="header-dashboard" onSelect={() => navigate('/classroom')}>
              <LuLayoutDashboard aria-hidden />
              <FormattedMessage id="header.menu.dashboard" />
            </Menu.Item>
            <Menu.Item value="market" data-testid="header-market" onSelect={() => navigate('/market')}>
              <LuShoppingBag aria-hidden />
              <FormattedMessage id="header.menu.market" />
            </Menu.Item>
            <Menu.Item value="wallet" data-testid="header-wallet" onSelect={() => navigate('/wallet')}>
              <LuWallet aria-hidden />
              <FormattedMessage id="header.menu.wallet" />
            </Menu.Item>
            <Menu.Item value="achievements" data-testid="header-achievements" onSelect={() => navigate('/achievements')}>
              <LuAward aria-hidden />
              <FormattedMessage id="header.menu.achievements" />
            </Menu.Item>
            {user.user_type === 'teacher' && (
              <Menu.Item value="seller" data-testid="header-seller" onSelect={() => navigate('/market/seller')}>
                <LuStore aria-hidden />
                <FormattedMessage id="header.menu.seller" />
              </Menu.Item>
            )}
            {user.user_type === 'administrator' && (
              <Menu.Item value="admin" data-testid="header-admin" onSelect={() => navigate('/admin')}>
                <LuShieldCheck aria-hidden />
                <FormattedMessage id="header.menu.admin" />
              </Menu.Item>
            )}
            <Menu.Item value="feedback" data-testid="header-feedback" onSelect={() => navigate(`/feedback?page=${encodeURIComponent(pathname)}`)}>
              <LuMessageSquareHeart aria-hidden />
              <FormattedMessage id="header.menu.feedback" />
            </Menu.Item>
            <Menu.Item value="settings" data-testid="header-settings" onSelect={() => navigate('/settingProfile')}>
              <LuSettings aria-hidden />
              <FormattedMessage id="header.menu.settings" />
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="header-logout" onSelect={() => void logout()}>
              <LuLogOut aria-hidden />
              <FormattedMessage id="header.menu.logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
