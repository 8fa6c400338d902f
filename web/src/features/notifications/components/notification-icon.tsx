// One icon per kind of notification, in a tinted circle.
import { Circle } from '@chakra-ui/react';
import type { IconType } from 'react-icons';
import {
  LuAward, LuBanknote, LuBookCheck, LuBookX, LuBuilding2, LuCircleCheck, LuCircleX, LuClipboardCheck, LuClipboardList, LuGraduationCap,
  LuInbox, LuMail, LuShoppingCart, LuUserCheck,
} from 'react-icons/lu';
import type { NotificationKind } from '@shared/schemas/notification';

const ICONS: Record<NotificationKind, { icon: IconType; palette: string }> = {
  class_invitation: { icon: LuMail, palette: 'blue' },
  centre_invitation: { icon: LuBuilding2, palette: 'blue' },
  join_approved: { icon: LuUserCheck, palette: 'green' },
  challenge_assigned: { icon: LuClipboardList, palette: 'orange' },
  challenge_graded: { icon: LuClipboardCheck, palette: 'purple' },
  product_approved: { icon: LuCircleCheck, palette: 'green' },
  product_rejected: { icon: LuCircleX, palette: 'red' },
  product_sold: { icon: LuShoppingCart, palette: 'teal' },
  payout_paid: { icon: LuBanknote, palette: 'teal' },
  course_published: { icon: LuBookCheck, palette: 'green' },
  course_rejected: { icon: LuBookX, palette: 'red' },
  badge_earned: { icon: LuAward, palette: 'yellow' },
  certificate_issued: { icon: LuGraduationCap, palette: 'yellow' },
  inquiry_received: { icon: LuInbox, palette: 'gray' },
};

export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { icon: Icon, palette } = ICONS[kind] ?? ICONS.inquiry_received;
  return (
    <Circle size="9" flexShrink={0} bg={`${palette}.subtle`} color={`${palette}.fg`} aria-hidden>
      <Icon />
    </Circle>
  );
}
