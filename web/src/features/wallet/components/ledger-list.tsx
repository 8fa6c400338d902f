// The ledger entries, newest first: what each was for (named from its reason, else its
// category), its category, the localised date, the signed amount (green in, red out) and the
// balance after it. Test ids: wallet-ledger, wallet-entry (data-id, data-category, data-amount),
// wallet-entry-name, wallet-entry-amount.
import { Badge, Box, Circle, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import { LuArrowLeftRight, LuGift, LuReceipt, LuRotateCcw, LuShoppingCart, LuTrendingUp } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LedgerCategory, LedgerEntryView } from '@shared/schemas/wallet';
import { CATEGORY_MESSAGES, entryMessageId } from '../lib/ledger-labels';

const CATEGORY_LOOK: Record<LedgerCategory, { icon: IconType; palette: string }> = {
  purchase: { icon: LuShoppingCart, palette: 'blue' },
  charge: { icon: LuReceipt, palette: 'orange' },
  refund: { icon: LuRotateCcw, palette: 'teal' },
  sale: { icon: LuTrendingUp, palette: 'green' },
  exchange: { icon: LuArrowLeftRight, palette: 'purple' },
  bonus: { icon: LuGift, palette: 'pink' },
};

export function LedgerList({ entries }: { entries: LedgerEntryView[] }) {
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" borderWidth="1px" rounded="l3" overflow="hidden" data-testid="wallet-ledger">
      {entries.map((entry, index) => (
        <LedgerRow key={entry.id} entry={entry} first={index === 0} />
      ))}
    </Stack>
  );
}

function LedgerRow({ entry, first }: { entry: LedgerEntryView; first: boolean }) {
  const intl = useIntl();
  const look = CATEGORY_LOOK[entry.category];
  const tone = entry.amount > 0 ? 'fg.success' : entry.amount < 0 ? 'fg.error' : 'fg.muted';
  return (
    <HStack
      as="li"
      gap="3"
      px={{ base: '3', md: '4' }}
      py="3"
      borderTopWidth={first ? '0' : '1px'}
      align="center"
      data-testid="wallet-entry"
      data-id={entry.id}
      data-category={entry.category}
      data-amount={entry.amount}
    >
      <Circle size="9" bg={`${look.palette}.subtle`} color={`${look.palette}.fg`} flexShrink={0}>
        <Icon as={look.icon} boxSize="4" aria-hidden />
      </Circle>
      <Stack gap="0.5" flex="1" minW="0" textAlign="start">
        <Text fontWeight="medium" truncate data-testid="wallet-entry-name">
          <FormattedMessage id={entryMessageId(entry)} />
        </Text>
        <HStack gap="2" wrap="wrap">
          <Badge size="sm" colorPalette={look.palette} variant="subtle" data-testid="wallet-entry-category">
            <FormattedMessage id={CATEGORY_MESSAGES[entry.category]} />
          </Badge>
          <Text as="span" fontSize="xs" color="fg.muted">
            {entry.created_at ? (
              <time dateTime={entry.created_at}>{intl.formatDate(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            ) : (
              <FormattedMessage id="wallet.entry.pending" />
            )}
          </Text>
        </HStack>
      </Stack>
      <Box textAlign="end" flexShrink={0}>
        <Text fontWeight="semibold" color={tone} fontVariantNumeric="tabular-nums" data-testid="wallet-entry-amount">
          <bdi>{intl.formatNumber(entry.amount, { signDisplay: 'exceptZero' })}</bdi>
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="wallet.entry.balanceAfter" values={{ balance: intl.formatNumber(entry.balance_after) }} />
        </Text>
      </Box>
    </HStack>
  );
}
