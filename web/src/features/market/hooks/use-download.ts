// Downloads a bought product: a tab is opened at the click (pop-up blockers allow it) and
// pointed at the file once GET /market/products/{id}/download answers.
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
      const tab = window.open('', '_blank');
      setBusyId(productId);
      try {
        const { url } = await getProductDownload(productId);
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.href = url;
        } else {
          window.location.assign(url);
        }
      } catch (error) {
        tab?.close();
        toaster.create({ type: 'error', title: formatError(intl, error, DOWNLOAD_FAILED) });
      } finally {
        setBusyId(null);
      }
    },
    [intl],
  );

  return { download, busyId };
}
