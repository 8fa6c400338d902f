// The marketplace's own links: the market (off the listing), my purchases, the cart with its
// item count and, for teachers, "My store" (/market/seller).
import { Badge, Button, HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { LuPackage, LuShoppingBag, LuShoppingCart, LuStore } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { authAtom } from '@/lib/session/auth-state';
import { cartAtom } from '../lib/cart';

export function MarketNav({ showMarket = true }: { showMarket?: boolean }) {
  const intl = useIntl();
  const { userType, user } = useAtomValue(authAtom);
  const count = useAtomValue(cartAtom).product_ids.length;
  const teacher = (userType ?? user?.user_type) === 'teacher';
  return (
    <HStack as="nav" gap="2" wrap="wrap" aria-label={intl.formatMessage({ id: 'market.nav.label' })}>
      {showMarket && (
        <Button asChild size="sm" variant="ghost" data-testid="market-link">
          <RouterLink to="/market">
            <LuShoppingBag aria-hidden />
            <FormattedMessage id="market.nav.market" />
          </RouterLink>
        </Button>
      )}
      <Button asChild size="sm" variant="ghost" data-testid="purchases-link">
        <RouterLink to="/market/purchases">
          <LuPackage aria-hidden />
          <FormattedMessage id="market.nav.purchases" />
        </RouterLink>
      </Button>
      {teacher && (
        <Button asChild size="sm" variant="ghost" data-testid="my-store-link">
          <RouterLink to="/market/seller">
            <LuStore aria-hidden />
            <FormattedMessage id="market.nav.myStore" />
          </RouterLink>
        </Button>
      )}
      <Button
        asChild
        size="sm"
        variant="outline"
        colorPalette="brand"
        data-testid="cart-link"
        data-count={count}
        aria-label={intl.formatMessage({ id: 'market.nav.cartLabel' }, { count })}
      >
        <RouterLink to="/market/cart">
          <LuShoppingCart aria-hidden />
          <FormattedMessage id="market.nav.cart" />
          <Badge colorPalette="brand" variant="solid" rounded="full" minW="5" justifyContent="center" aria-hidden>
            {intl.formatNumber(count)}
          </Badge>
        </RouterLink>
      </Button>
    </HStack>
  );
}
