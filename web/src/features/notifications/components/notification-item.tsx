// One notification: its icon, its text with the params (user text isolated), how long ago, and
// an unread mark. A button: a click marks it read and follows its link.
import { Box, Circle, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { NotificationDto } from '@shared/schemas/notification';
import { useMinuteClock } from '../hooks/use-minute-clock';
import { notificationValues, relativeTime } from '../lib/notification-view';
import { NotificationIcon } from './notification-icon';

/** Params are names and titles people typed: isolated so they never reorder the sentence around them. */
const isolated = (values: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, typeof value === 'number' || key === 'kind' ? value : `\u2068${value}\u2069`]));

export function NotificationText({ notification }: { notification: NotificationDto }) {
  const intl = useIntl();
  return <>{intl.formatMessage({ id: `notifications.kind.${notification.kind}` }, isolated(notificationValues(notification, intl.locale)))}</>;
}

export function NotificationTime({ at }: { at: string }) {
  const intl = useIntl();
  const ms = Date.parse(at);
  const now = useMinuteClock();
  const { value, unit } = relativeTime(ms, Math.max(now, ms));
  return (
    <time dateTime={at} title={intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' })}>
      {intl.formatRelativeTime(value, unit, { numeric: 'auto' })}
    </time>
  );
}

export function NotificationItem({
  notification, onOpen, compact = false,
}: { notification: NotificationDto; onOpen: (notification: NotificationDto) => void; compact?: boolean }) {
  const intl = useIntl();
  const unread = !notification.read;
  return (
    <chakra.button
      type="button"
      w="full"
      textAlign="start"
      display="block"
      rounded="l2"
      px={compact ? '2' : '4'}
      py={compact ? '2' : '3'}
      bg={unread ? 'brand.subtle' : 'transparent'}
      _hover={{ bg: 'bg.muted' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      data-testid="notification-item"
      data-kind={notification.kind}
      data-read={notification.read}
      onClick={() => onOpen(notification)}
    >
      <HStack align="start" gap="3">
        <NotificationIcon kind={notification.kind} />
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'} lineClamp={compact ? 2 : undefined}>
            <NotificationText notification={notification} />
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <NotificationTime at={notification.created_at} />
          </Text>
        </Stack>
        {unread && (
          <Box pt="1.5">
            <Circle size="2.5" bg="brand.solid" role="img" aria-label={intl.formatMessage({ id: 'notifications.unread' })} />
          </Box>
        )}
      </HStack>
    </chakra.button>
  );
}
