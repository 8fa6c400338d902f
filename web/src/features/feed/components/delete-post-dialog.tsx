// Confirms deleting a post: one's own, or (class teachers) anyone's as moderation.
import { FormattedMessage } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

export function DeletePostDialog({
  open,
  onOpenChange,
  onConfirm,
  deleting,
  moderation,
  authorName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  deleting: boolean;
  moderation: boolean;
  authorName: string;
}) {
  return (
    <ConfirmDialog
      open={open}
      onClose={() => onOpenChange(false)}
      onConfirm={onConfirm}
      busy={deleting}
      title={<FormattedMessage id="feed.delete.title" />}
      body={
        moderation ? (
          <FormattedMessage id="feed.delete.moderationBody" values={{ name: <bdi>{authorName}</bdi> }} />
        ) : (
          <FormattedMessage id="feed.delete.body" />
        )
      }
      confirmLabel={<FormattedMessage id="feed.delete.confirm" />}
      cancelLabel={<FormattedMessage id="feed.delete.cancel" />}
      testId="post-delete-dialog"
      cancelTestId="post-delete-cancel"
      confirmTestId="post-delete-confirm"
    />
  );
}
