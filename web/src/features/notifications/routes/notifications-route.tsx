// /notification (docs/site.md 2): the signed-in user's notifications, newest first, a page at a
// time; unread ones are marked; a click marks one read and follows its link; "Mark all as read".
import { Button, Container, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBellOff, LuCheckCheck } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { LIST_NOTIFICATIONS_FAILED } from '../api/list-notifications';
import { MARK_ALL_READ_FAILED, markAllNotificationsRead } from '../api/mark-all-notifications-read';
import { NotificationItem } from '../components/notification-item';
import { useNotifications } from '../hooks/use-notifications';
import { useOpenNotification } from '../hooks/use-open-notification';

const LOAD_MORE_FAILED = { id: 'notifications.loadMore.failed', defaultMessage: 'More notifications could not be loaded.' };

export default function NotificationsRoute() {
  const intl = useIntl();
  const list = useNotifications();
  const openNotification = useOpenNotification(list.markLocallyRead);
  const [markingAll, setMarkingAll] = useState(false);
  const anyUnread = list.items.some((item) => !item.read);

  const markAll = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead();
      list.markLocallyRead('all');
    } catch (error) {
      toaster.error({ title: formatError(intl, error, MARK_ALL_READ_FAILED) });
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <Container maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} data-testid="notifications-route">
      <Stack gap="6">
        <HStack justify="space-between" align="end" gap="3" wrap="wrap">
          <Stack gap="1" textAlign="start">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <FormattedMessage id="notifications.title" />
            </Heading>
            <Text color="fg.muted">
              <FormattedMessage id="notifications.subtitle" />
            </Text>
          </Stack>
          <Button
            variant="outline"
            size="sm"
            disabled={!anyUnread}
            loading={markingAll}
            onClick={() => void markAll()}
            data-testid="notifications-read-all"
          >
            <LuCheckCheck aria-hidden />
            <FormattedMessage id="notifications.readAll" />
          </Button>
        </HStack>

        <Stack as="section" gap="3" aria-busy={list.status === 'loading'} aria-label={intl.formatMessage({ id: 'notifications.title' })}>
          {list.status === 'loading' && (
            <Stack gap="2">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} h="16" rounded="l2" />
              ))}
              <Text srOnly role="status">
                <FormattedMessage id="notifications.loading" />
              </Text>
            </Stack>
          )}
          {list.status === 'error' && (
            <RetryMessage
              message={formatError(intl, list.error, LIST_NOTIFICATIONS_FAILED)}
              retryLabel={<FormattedMessage id="notifications.retry" />}
              onRetry={list.reload}
              testId="notifications-error"
            />
          )}
          {list.status === 'success' && list.items.length === 0 && (
            <EmptyCard
              icon={<LuBellOff size={28} aria-hidden />}
              title={<FormattedMessage id="notifications.empty.title" />}
              body={<FormattedMessage id="notifications.empty.body" />}
              testId="notifications-empty"
            />
          )}
          {list.status === 'success' && list.items.length > 0 && (
            <>
              <Stack as="ul" gap="1" listStyleType="none" ps="0" m="0">
                {list.items.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem notification={notification} onOpen={openNotification} />
                  </li>
                ))}
              </Stack>
              {list.hasMore && (
                <HStack justify="center">
                  <Button variant="outline" size="sm" loading={list.loadingMore} onClick={list.loadMore} data-testid="notifications-load-more">
                    <FormattedMessage id="notifications.loadMore" />
                  </Button>
                </HStack>
              )}
              {Boolean(list.moreError) && (
                <Text color="fg.error" fontSize="sm" role="alert">
                  {formatError(intl, list.moreError, LOAD_MORE_FAILED)}
                </Text>
              )}
            </>
          )}
        </Stack>
      </Stack>
    </Container>
  );
}
