// Downloads a bought product: GET /market/products/{id}/download answers a 5-minute link of the
// caller's own on our origin, which answers the file as an attachment, so following it starts
// the download and leaves this page where it is.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { DOWNLOAD_FAILED, getProductDownload } from '../api/get-product-download';

export function useDownload() {
  const intl = useIntl();
  const [busyId, setBusyId] = useState<string | null>(null);

  const download = useCallback(
    async (productId: string) => {
      setBusyId(productId);
      try {
        const { url } = await getProductDownload(productId);
        window.location.assign(url);
      } catch (error) {
        toaster.create({ type: 'error', title: formatError(intl, error, DOWNLOAD_FAILED) });
      } finally {
        setBusyId(null);
      }
    },
    [intl],
  );

  return { download, busyId };
}
