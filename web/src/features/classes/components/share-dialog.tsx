// The class's share dialog: its join code, its QR code, or the e-mail invite.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BulkInvitePanel } from './bulk-invite-panel';
import { JoinCodePanel } from './join-code-panel';
import { QrCodePanel } from './qr-code-panel';

export type ShareView = 'code' | 'qr' | 'invite';

const TITLES: Record<ShareView, string> = {
  code: 'classes.share.codeTitle',
  qr: 'classes.share.qrTitle',
  invite: 'members.invite.title',
};

export function ShareDialog({
  view,
  classId,
  className,
  onClose,
}: {
  view: ShareView | null;
  classId: string;
  className: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={view !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" size="md" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid={view ? `share-dialog-${view}` : 'share-dialog'} aria-label={view ? intl.formatMessage({ id: TITLES[view] }) : undefined}>
            {view && (
              <>
                <Dialog.Header>
                  <Dialog.Title>
                    <FormattedMessage id={TITLES[view]} />
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body pb="6">
                  {view === 'code' && <JoinCodePanel classId={classId} />}
                  {view === 'qr' && <QrCodePanel classId={classId} className={className} />}
                  {view === 'invite' && <BulkInvitePanel classId={classId} />}
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'classes.common.close' })} data-testid="share-dialog-close" />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
