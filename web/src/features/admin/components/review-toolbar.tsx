// Above the approval queue: "select all on page", how many are ticked, and the bulk actions
// (each enabled only with a selection and when the tab's status allows it).
// Test ids: admin-bulk-bar, admin-select-all, admin-selected-count, admin-bulk-approve,
// admin-bulk-reject, admin-bulk-archive.
import { Button } from '@chakra-ui/react';
import { LuArchive, LuCheck, LuX } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import type { ProductStatus } from '@shared/schemas/market';
import { SelectionBar } from '@/components/ui/selection-bar';
import type { PageSelection } from '@/lib/selection';
import { mayTake, type ReviewAction } from '../lib/review';

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
    <SelectionBar
      testIdPrefix="admin"
      state={pageState}
      selectedCount={selectedCount}
      disabled={pageSize === 0 || busy}
      sticky
      selectAllLabel={<FormattedMessage id="admin.products.selectAll" />}
      selectedLabel={<FormattedMessage id="admin.products.selectedCount" values={{ count: selectedCount }} />}
      onToggleAll={onToggleAll}
    >
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
    </SelectionBar>
  );
}
