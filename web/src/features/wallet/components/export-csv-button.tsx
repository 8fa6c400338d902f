// Export CSV: downloads the history of the chosen category from the API (GET /wallet/ledger.csv)
// and saves it. Test id: wallet-export.
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { LedgerCategory } from '@shared/schemas/wallet';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { DOWNLOAD_LEDGER_FAILED, downloadLedgerCsv } from '../api/download-ledger-csv';

export function ExportCsvButton({ category, owner }: { category: LedgerCategory | null; owner?: string }) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await downloadLedgerCsv(category, owner);
      saveBlob(file.blob, file.fileName);
    } catch (error) {
      toaster.create({ type: 'error', title: formatError(intl, error, DOWNLOAD_LEDGER_FAILED) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" loading={busy} onClick={() => void download()} data-testid="wallet-export">
      <LuDownload aria-hidden />
      <FormattedMessage id="wallet.export" />
    </Button>
  );
}
