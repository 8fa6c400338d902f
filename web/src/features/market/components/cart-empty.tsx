// An empty cart: a line of explanation and the way back to the market.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { LuShoppingCart } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

export function CartEmpty() {
  return (
    <Stack gap="3" align="center" textAlign="center" py="12" px="4" borderWidth="1px" borderStyle="dashed" rounded="xl" data-testid="cart-empty">
      <Box color="fg.subtle" fontSize="4xl" aria-hidden>
        <LuShoppingCart />
      </Box>
      <Text fontWeight="semibold">
        <FormattedMessage id="market.cart.empty" />
      </Text>
      <Button asChild colorPalette="brand" data-testid="cart-browse">
        <RouterLink to="/market">
          <FormattedMessage id="market.cart.browse" />
        </RouterLink>
      </Button>
    </Stack>
  );
}
