// One product of the approval queue: a tick box, the preview, title (link to the product page,
// which administrators may open whatever the status), seller, subject, grade, type, price,
// submitted date, status, the rejection reason, and quick actions.
// Test ids: admin-product-row (data-product-id, data-status), admin-select, admin-product-link,
// admin-row-approve, admin-row-reject, admin-row-archive, admin-product-reason.
import { Badge, Button, Card, Checkbox, HStack, Link, Stack, Text, VisuallyHidden, Wrap } from '@chakra-ui/react';
import { LuArchive, LuCheck, LuExternalLink, LuX } from 'react-icons/lu';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ProductDetail, ProductStatus } from '@shared/schemas/market';
import { allowedActions, type ReviewAction } from '../lib/review';
import { ProductPreview } from './product-preview';
import { SparksAmount } from './sparks-amount';

export const PRODUCT_STATUS_PALETTE: Record<ProductStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
  archived: 'gray',
};

const ACTION_ICONS = { approve: LuCheck, reject: LuX, archive: LuArchive } as const;
const ACTION_PALETTE = { approve: 'green', reject: 'red', archive: 'gray' } as const;

export function ReviewProductRow({
  product,
  selected,
  onSelect,
  onAction,
  busy,
}: {
  product: ProductDetail;
  selected: boolean;
  onSelect: () => void;
  onAction: (action: ReviewAction) => void;
  busy: boolean;
}) {
  const intl = useIntl();
  const actions = allowedActions(product.status);
  return (
    <Card.Root as="li" variant="outline" data-testid="admin-product-row" data-product-id={product.id} data-status={product.status} data-selected={selected || undefined} borderColor={selected ? 'brand.solid' : undefined}>
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', lg: 'row' }} gap="3" align={{ base: 'stretch', lg: 'center' }}>
          <HStack gap="3" align="flex-start" flex="1" minW="0">
            <Checkbox.Root
              checked={selected}
              onCheckedChange={() => onSelect()}
              colorPalette="brand"
              mt="1"
              data-testid="admin-select"
              aria-label={intl.formatMessage({ id: 'admin.products.select' }, { title: product.title })}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
            </Checkbox.Root>
            <ProductPreview url={product.preview?.url} alt="" />
            <Stack gap="1" minW="0" flex="1" textAlign="start">
              <Link asChild fontWeight="semibold" wordBreak="break-word" color="fg" _hover={{ color: 'brand.fg' }}>
                <RouterLink to={`/market/products/${encodeURIComponent(product.id)}`} target="_blank" data-testid="admin-product-link" dir="auto">
                  {product.title}
                  <LuExternalLink aria-hidden />
                  <VisuallyHidden>
                    <FormattedMessage id="admin.products.opensNewTab" />
                  </VisuallyHidden>
                </RouterLink>
              </Link>
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage id="admin.products.by" values={{ seller: <Text as="span" dir="auto" color="fg">{product.seller?.name ?? ''}</Text> }} />
              </Text>
              <Wrap gap="1.5" align="center">
                <Badge colorPalette={PRODUCT_STATUS_PALETTE[product.status]} variant="subtle" data-testid="admin-product-status">
                  <FormattedMessage id={`admin.productStatus.${product.status}`} />
                </Badge>
                <Badge variant="surface">
                  <FormattedMessage id={`admin.subject.${product.subject}`} />
                </Badge>
                <Badge variant="surface">
                  <FormattedMessage id="admin.products.grade" values={{ grade: product.grade }} />
                </Badge>
                <Badge variant="surface">
                  <FormattedMessage id={`admin.contentType.${product.content_type}`} />
                </Badge>
                {product.price > 0 ? (
                  <SparksAmount value={product.price} testId="admin-product-price" />
                ) : (
                  <Badge colorPalette="teal" variant="subtle" data-testid="admin-product-price" data-value={0}>
                    <FormattedMessage id="admin.products.free" />
                  </Badge>
                )}
                {product.created_at && (
                  <Text as="span" fontSize="xs" color="fg.muted">
                    <FormattedMessage id="admin.products.submitted" values={{ date: <FormattedDate value={product.created_at} dateStyle="medium" timeStyle="short" /> }} />
                  </Text>
                )}
              </Wrap>
              {product.status === 'rejected' && product.reject_reason && (
                <Text fontSize="sm" color="fg.error" dir="auto" textAlign="start" whiteSpace="pre-wrap" data-testid="admin-product-reason">
                  <FormattedMessage id="admin.products.rejectedBecause" values={{ reason: product.reject_reason }} />
                </Text>
              )}
            </Stack>
          </HStack>
          {actions.length > 0 && (
            <HStack gap="2" justify="flex-end" flexShrink={0} wrap="wrap">
              {actions.map((action) => {
                const ActionIcon = ACTION_ICONS[action];
                return (
                  <Button
                    key={action}
                    size="xs"
                    variant={action === 'approve' ? 'solid' : 'outline'}
                    colorPalette={ACTION_PALETTE[action]}
                    disabled={busy}
                    onClick={() => onAction(action)}
                    aria-label={intl.formatMessage({ id: `admin.products.rowAction.${action}` }, { title: product.title })}
                    data-testid={`admin-row-${action}`}
                  >
                    <ActionIcon aria-hidden />
                    <FormattedMessage id={`admin.action.${action}`} />
                  </Button>
                );
              })}
            </HStack>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
