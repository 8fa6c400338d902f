// In-app notifications (docs/site.md 2). Shared with web through @shared.
import { z } from 'zod';
import { NOTIFICATIONS } from '../constants';
import { code, docIdWith } from './common';

export const NOTIFICATION_KINDS = [
  'class_invitation', 'centre_invitation', 'join_approved', 'challenge_assigned', 'challenge_graded', 'product_approved',
  'product_rejected', 'product_sold', 'payout_paid', 'course_published', 'course_rejected', 'badge_earned',
  'certificate_issued', 'inquiry_received',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a function writes; texts are web messages `notifications.kind.{kind}` with these params. */
export interface NotificationInput {
  kind: NotificationKind;
  /** The thing it is about (a class, product, award...): with the kind it makes the id, so a retry writes once. */
  sourceId: string;
  params: Record<string, string>;
  /** Where the notification leads in the app. */
  link: string;
}

export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  params: Record<string, string>;
  link: string;
  read: boolean;
  created_at: string;
}

export const notificationIdSchema = docIdWith('notification/not-found');

export const notificationsQuerySchema = z.object({
  limit: z.coerce
    .number(code('notification/invalid-query'))
    .int(code('notification/invalid-query'))
    .min(1, code('notification/invalid-query'))
    .max(NOTIFICATIONS.pageMaxLimit, code('notification/invalid-query'))
    .default(NOTIFICATIONS.pageDefaultLimit),
  /** An ISO time: notifications created before it (the previous page's next_before). */
  before: z.iso.datetime(code('notification/invalid-query')).optional(),
});
