// Status badges of products and exchange requests: one palette per status (subtle badges
// use semantic tokens, so they read in light and dark themes), with the status in words.
import { Badge } from '@chakra-ui/react';
import type { ExchangeStatus } from '@shared/constants';
import type { ProductStatus } from '@shared/schemas/market';
import { FormattedMessage } from 'react-intl';
import { EXCHANGE_STATUS_PALETTE, PRODUCT_STATUS_PALETTE } from '../lib/product-status';

export function ProductStatusBadge({ status, testId }: { status: ProductStatus; testId?: string }) {
  return (
    <Badge colorPalette={PRODUCT_STATUS_PALETTE[status]} variant="subtle" size="md" data-testid={testId} data-status={status}>
      <FormattedMessage id={`seller.status.${status}`} />
    </Badge>
  );
}

export function ExchangeStatusBadge({ status, testId }: { status: ExchangeStatus; testId?: string }) {
  return (
    <Badge colorPalette={EXCHANGE_STATUS_PALETTE[status]} variant="subtle" size="md" data-testid={testId} data-status={status}>
      <FormattedMessage id={`seller.exchange.status.${status}`} />
    </Badge>
  );
}
