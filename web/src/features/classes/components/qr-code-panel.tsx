// The class's QR code (GET qr-code): the server's PNG, the code and link it carries, and a
// download of the image.
import { Button, Image, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatError } from '@/lib/api-client';
import { QR_CODE_FAILED, QrCodeMissingError, useGetQrCode, type ClassQrCode } from '../api/get-qr-code';
import { CopyButton } from './copy-button';
import { InlineAlert } from './inline-alert';

type State = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; qr: ClassQrCode };

export function QrCodePanel({ classId, className }: { classId: string; className: string }) {
  const intl = useIntl();
  const getQrCode = useGetQrCode();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getQrCode(classId, controller.signal).then(
      (qr) => setState({ status: 'success', qr }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [classId, getQrCode, attempt]);

  if (state.status === 'error') {
    const text = state.error instanceof QrCodeMissingError ? intl.formatMessage(QR_CODE_FAILED) : formatError(intl, state.error, QR_CODE_FAILED);
    return (
      <Stack gap="3" data-testid="qr-code-panel">
        <InlineAlert testId="qr-code-panel-error">{text}</InlineAlert>
        <Button
          alignSelf="flex-start"
          variant="outline"
          onClick={() => {
            setState({ status: 'loading' });
            setAttempt((value) => value + 1);
          }}
          data-testid="qr-code-retry"
        >
          <FormattedMessage id="classes.common.retry" />
        </Button>
      </Stack>
    );
  }

  const qr = state.status === 'success' ? state.qr : null;
  const fileName = `class-qr-${qr?.uniqueCode ?? classId}.png`;
  return (
    <Stack gap="4" align="center" textAlign="center" data-testid="qr-code-panel" aria-busy={!qr}>
      <Skeleton loading={!qr} boxSize={{ base: '56', md: '64' }} rounded="lg">
        {qr && (
          <Image
            src={qr.QRCode}
            alt={intl.formatMessage({ id: 'classes.share.qrAlt' }, { name: className })}
            boxSize={{ base: '56', md: '64' }}
            bg="white"
            p="2"
            rounded="lg"
            borderWidth="1px"
            data-testid="qr-code-image"
          />
        )}
      </Skeleton>
      {qr?.uniqueCode && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="classes.share.qrCarries" values={{ code: <bdi data-testid="qr-code-code">{qr.uniqueCode}</bdi> }} />
        </Text>
      )}
      {qr?.expiresAt && (
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage id="classes.share.expires" values={{ date: intl.formatDate(qr.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }) }} />
        </Text>
      )}
      {qr && (
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          <Button asChild colorPalette="brand" size="sm">
            <a href={qr.QRCode} download={fileName} data-testid="qr-code-download">
              <LuDownload aria-hidden />
              <FormattedMessage id="classes.share.download" />
            </a>
          </Button>
          {qr.joinUrl && <CopyButton text={qr.joinUrl} label={intl.formatMessage({ id: 'classes.share.copyLink' })} testId="qr-code-copy-link" />}
        </Stack>
      )}
    </Stack>
  );
}
