// The header's bell (docs/site.md 2): the live unread count ("99+" above the cap) and a popover
// with the latest few notifications and a link to /notification.
import { Badge, Box, Button, Center, Float, HStack, Link, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBell } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATIONS } from '@shared/constants';
import { useLatestNotifications, useUnreadCount } from '../hooks/use-live-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';
import { unreadLabel } from '../lib/notification-view';
import { NotificationItem } from './notification-item';

export function NotificationBell() {
  const intl = useIntl();
  const count = useUnreadCount();
  const [open, setOpen] = useState(false);
  const unread = count ?? 0;
  const label = unreadLabel(unread, NOTIFICATIONS.unreadCap, (n) => intl.formatNumber(n));
  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} lazyMount unmountOnExit positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <Button
          variant="ghost"
          size="sm"
          px="2"
          position="relative"
          data-testid="header-notifications"
          aria-label={intl.formatMessage({ id: 'notifications.bell.label' }, { count: Math.min(unread, NOTIFICATIONS.unreadCap) })}
        >
          <LuBell aria-hidden />
          {unread > 0 && (
            <Float placement="top-end" offset="1.5">
              <Badge
                size="xs"
                variant="solid"
                colorPalette="red"
                rounded="full"
                minW="4"
                justifyContent="center"
                fontVariantNumeric="tabular-nums"
                data-testid="notifications-unread"
                data-count={unread}
                aria-hidden
              >
                {label}
              </Badge>
            </Float>
          )}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="sm" maxW="calc(100vw - 1rem)" data-testid="notifications-popover">
            <Popover.Body p="2">
              <HStack justify="space-between" px="2" pb="2">
                <Popover.Title fontWeight="semibold">
                  <FormattedMessage id="notifications.title" />
                </Popover.Title>
                <Link asChild fontSize="sm" colorPalette="brand" onClick={() => setOpen(false)}>
                  <RouterLink to="/notification" data-testid="notifications-see-all">
                    <FormattedMessage id="notifications.bell.seeAll" />
                  </RouterLink>
                </Link>
              </HStack>
              <LatestList onDone={() => setOpen(false)} />
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}

function LatestList({ onDone }: { onDone: () => void }) {
  const latest = useLatestNotifications();
  const openNotification = useOpenNotification();
  if (latest.status === 'loading') {
    return (
      <Center py="4" role="status">
        <Spinner size="sm" aria-hidden />
      </Center>
    );
  }
  if (latest.status === 'error') {
    return (
      <Text fontSize="sm" color="fg.error" px="2" py="3">
        <FormattedMessage id="notifications.list.failed" />
      </Text>
    );
  }
  if (latest.data.length === 0) {
    return (
      <Box px="2" py="4" textAlign="center">
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="notifications.empty.title" />
        </Text>
      </Box>
    );
  }
  return (
    <Stack gap="1" maxH="sm" overflowY="auto">
      {latest.data.map((notification) => (
        <NotificationItem
          key={notification.id}
          compact
          notification={notification}
          onOpen={(item) => {
            onDone();
            openNotification(item);
          }}
        />
      ))}
    </Stack>
  );
}
