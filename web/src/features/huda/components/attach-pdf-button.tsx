// "Ask about a PDF": picks a PDF (10 MB), uploads it through an upload session and hands back the
// read document; the caller starts a conversation about it. Checked here first (type, size),
// again by the server (magic bytes, structure). Test ids: huda-attach, huda-attach-input.
import { Button } from '@chakra-ui/react';
import { useRef, useState, type ChangeEvent } from 'react';
import { LuPaperclip } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { HUDA } from '@shared/constants';
import type { HudaDocument } from '@shared/schemas/huda-documents';
import { formatError } from '@/lib/api-client';
import { contentTypeOf } from '@/lib/uploads/file-checks';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import { UPLOAD_FAILED, useUploadHudaDocument } from '../api/upload-document';
import { Say } from './say';

export function AttachPdfButton({
  onAttached,
  onError,
}: {
  onAttached: (document: HudaDocument) => Promise<void> | void;
  onError: (text: string | null) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadHudaDocument();
  const [busy, setBusy] = useState(false);

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    onError(null);
    if (contentTypeOf(file) !== 'application/pdf') return onError(intl.formatMessage({ id: 'errors.huda/pdf-only' }));
    if (file.size > HUDA.pdf.maxBytes) return onError(intl.formatMessage({ id: 'errors.huda/pdf-too-large' }));
    if (file.size === 0) return onError(intl.formatMessage({ id: 'errors.upload/file-required' }));
    setBusy(true);
    try {
      await onAttached(await upload(file));
    } catch (error) {
      if (!isUploadAborted(error)) onError(formatError(intl, error, UPLOAD_FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf,.pdf"
        hidden
        onChange={(event) => void chosen(event)}
        data-testid="huda-attach-input"
      />
      <Button variant="outline" loading={busy} onClick={() => input.current?.click()} data-testid="huda-attach">
        <LuPaperclip aria-hidden />
        <Say id="huda.attach.button" />
      </Button>
    </>
  );
}
