// Above the approval queue: "select all on page", how many are ticked, and the bulk actions
// (each enabled only with a selection and when the tab's status allows it).
// Test ids: admin-bulk-bar, admin-select-all, admin-selected-count, admin-bulk-approve,
// admin-bulk-reject, admin-bulk-archive.
import { Button, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuCheck, LuX } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { ProductStatus } from '@shared/schemas/market';
import { mayTake, type ReviewAction } from '../lib/review';
import type { PageSelection } from '../lib/selection';

const BULK: { action: ReviewAction; icon: typeof LuCheck; palette: string; variant: 'solid' | 'outline' }[] = [
  { action: 'approve', icon: LuCheck, palette: 'green', variant: 'solid' },
  { action: 'reject', icon: LuX, palette: 'red', variant: 'outline' },
  { action: 'archive', icon: LuArchive, palette: 'gray', variant: 'outline' },
];

export function ReviewToolbar({
  status,
  pageState,
  selectedCount,
  pageSize,
  busy,
  onToggleAll,
  onAction,
}: {
  status: ProductStatus;
  pageState: PageSelection;
  selectedCount: number;
  pageSize: number;
  busy: boolean;
  onToggleAll: () => void;
  onAction: (action: ReviewAction) => void;
}) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', md: 'center' }}
      gap="3"
      px="4"
      py="3"
      borderWidth="1px"
      rounded="l3"
      bg="bg.subtle"
      position="sticky"
      top="2"
      zIndex="docked"
      data-testid="admin-bulk-bar"
    >
      <HStack gap="3">
        <Checkbox.Root
          checked={pageState === 'all' ? true : pageState === 'some' ? 'indeterminate' : false}
          onCheckedChange={() => onToggleAll()}
          disabled={pageSize === 0 || busy}
          colorPalette="brand"
          data-testid="admin-select-all"
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <FormattedMessage id="admin.products.selectAll" />
          </Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="admin-selected-count" data-count={selectedCount}>
          <FormattedMessage id="admin.products.selectedCount" values={{ count: selectedCount }} />
        </Text>
      </HStack>
      <HStack gap="2" wrap="wrap" justify={{ base: 'flex-start', md: 'flex-end' }}>
        {BULK.map(({ action, icon: ActionIcon, palette, variant }) => (
          <Button
            key={action}
            size="sm"
            colorPalette={palette}
            variant={variant}
            disabled={selectedCount === 0 || busy || !mayTake(status, action)}
            onClick={() => onAction(action)}
            data-testid={`admin-bulk-${action}`}
          >
            <ActionIcon aria-hidden />
            <FormattedMessage id={`admin.bulk.${action}`} values={{ count: selectedCount }} />
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
