// What was taken out of the cart and why (gone, already owned, own product, unavailable).
import { Alert, CloseButton, List } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CartNotice } from '../hooks/use-cart-lines';

export function CartNotices({ notices, onDismiss }: { notices: CartNotice[]; onDismiss: () => void }) {
  const intl = useIntl();
  if (notices.length === 0) return null;
  return (
    <Alert.Root status="warning" data-testid="cart-notice" data-count={notices.length}>
      <Alert.Indicator />
      <Alert.Content textAlign="start">
        <Alert.Title>
          <FormattedMessage id="market.cart.removedTitle" values={{ count: notices.length }} />
        </Alert.Title>
        <Alert.Description>
          <List.Root ps="4" gap="1">
            {notices.map((notice) => (
              <List.Item key={notice.id} data-testid="cart-notice-item" data-product-id={notice.id} data-reason={notice.reason}>
                <FormattedMessage
                  id={`market.cart.removed.${notice.reason}`}
                  values={{ title: <bdi>{notice.title ?? intl.formatMessage({ id: 'market.cart.unknownProduct' })}</bdi> }}
                />
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" onClick={onDismiss} aria-label={intl.formatMessage({ id: 'market.common.dismiss' })} />
    </Alert.Root>
  );
}
