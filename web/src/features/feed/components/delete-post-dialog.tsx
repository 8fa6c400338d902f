// Confirms deleting a post: one's own, or (class teachers) anyone's as moderation.
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

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
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!deleting) onOpenChange(details.open);
      }}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="post-delete-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="feed.delete.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>
                {moderation ? (
                  <FormattedMessage id="feed.delete.moderationBody" values={{ name: authorName }} />
                ) : (
                  <FormattedMessage id="feed.delete.body" />
                )}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline" disabled={deleting} data-testid="post-delete-cancel">
                  <FormattedMessage id="feed.delete.cancel" />
                </Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={deleting} onClick={onConfirm} data-testid="post-delete-confirm">
                <FormattedMessage id="feed.delete.confirm" />
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
