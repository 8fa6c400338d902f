// The progress report downloads (CSV, by student or by question). Each costs 3 sparks: a
// confirm names the cost and the balance first; a short balance says how many more sparks are
// needed and links to /pricing. A retry after a network or server failure reuses the request
// id, so a report is never paid for twice; every new download is a new request.
import { Alert, Button, Dialog, HStack, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { SPARK_COSTS } from '@shared/constants';
import { useState } from 'react';
import { LuDownload, LuSparkles } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { ExportKind } from '@shared/schemas/analytics';
import { SparkBalance } from '@/components/sparks/spark-balance';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { EXPORT_FAILED, exportProgressReport } from '../api/export-progress-report';
import { newRequestId } from '../lib/csv-file';
import { isRetryable, sparksNeeded } from '../lib/export-errors';

export const REPORT_COST = SPARK_COSTS.progressReport;
const KINDS: ExportKind[] = ['student', 'question'];

function Insufficient({ needed, source }: { needed: number; source: 'balance' | 'server' }) {
  return (
    <Alert.Root
      status="warning"
      borderRadius="l2"
      role="alert"
      data-testid="progress-export-insufficient"
      data-needed={needed}
      data-source={source}
    >
      <Alert.Indicator />
      <Alert.Content gap="2" alignItems="flex-start" textAlign="start">
        <Alert.Title>
          <FormattedMessage id="progress.export.insufficientTitle" />
        </Alert.Title>
        <Alert.Description>
          <FormattedMessage id="progress.export.insufficient" values={{ needed }} />
        </Alert.Description>
        <Link asChild colorPalette="purple" fontWeight="semibold" data-testid="progress-export-pricing">
          <RouterLink to="/pricing">
            <LuSparkles aria-hidden />
            <FormattedMessage id="progress.export.getSparks" />
          </RouterLink>
        </Link>
      </Alert.Content>
    </Alert.Root>
  );
}

export function ExportPanel({ classId, className, disabled }: { classId: string; className: string; disabled?: boolean }) {
  const intl = useIntl();
  const [kind, setKind] = useState<ExportKind | null>(null);
  const [requestId, setRequestId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const open = (next: ExportKind) => {
    setKind(next);
    setRequestId(newRequestId());
    setError(null);
  };
  const close = () => {
    if (busy) return;
    setKind(null);
    setError(null);
  };

  const download = async () => {
    if (!kind) return;
    setBusy(true);
    setError(null);
    try {
      const report = await exportProgressReport({ classId, className, by: kind, requestId, lang: intl.locale.startsWith('en') ? 'en' : 'ar' });
      saveBlob(report.blob, report.fileName);
      toaster.create({
        type: 'success',
        // The name is isolated so an Arabic class name and the Latin suffix keep their order.
        title: intl.formatMessage({ id: 'progress.export.done' }, { file: `\u2068${report.fileName}\u2069` }),
        description:
          report.charged === null
            ? undefined
            : intl.formatMessage(
                { id: 'progress.export.charged' },
                { charged: report.charged, balance: report.balance ?? 0, hasBalance: report.balance === null ? 'no' : 'yes' },
              ),
      });
      setKind(null);
    } catch (caught) {
      setError(caught);
      // Only a failure that may not have reached the server keeps the id (a free retry).
      if (!isRetryable(caught)) setRequestId(newRequestId());
    } finally {
      setBusy(false);
    }
  };

  const needed = error === null ? null : sparksNeeded(error, REPORT_COST);

  return (
    <>
      <HStack gap="2" wrap="wrap" data-testid="progress-export">
        {KINDS.map((by) => (
          <Button
            key={by}
            size="sm"
            variant="outline"
            onClick={() => open(by)}
            disabled={disabled}
            data-testid={`progress-export-${by}`}
          >
            <LuDownload aria-hidden />
            <FormattedMessage id={`progress.export.by.${by}`} />
            <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
              <FormattedMessage id="progress.export.cost" values={{ cost: REPORT_COST }} />
            </Text>
          </Button>
        ))}
      </HStack>
      <Dialog.Root
        role="alertdialog"
        open={kind !== null}
        placement="center"
        onOpenChange={(details) => {
          if (!details.open) close();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" data-testid="progress-export-dialog" data-kind={kind ?? undefined}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id={`progress.export.confirmTitle.${kind ?? 'student'}`} />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3" textAlign="start">
                  <Text>
                    <FormattedMessage id={`progress.export.confirmBody.${kind ?? 'student'}`} values={{ cost: REPORT_COST }} />
                  </Text>
                  <SparkBalance>
                    {(balance, loading) =>
                      loading ? null : (
                        <Stack gap="3">
                          <HStack gap="2" color="fg.muted" fontSize="sm" data-testid="progress-export-balance" data-balance={balance}>
                            <LuSparkles aria-hidden />
                            <FormattedMessage id="progress.export.balance" values={{ balance }} />
                          </HStack>
                          {needed === null && balance < REPORT_COST && <Insufficient needed={REPORT_COST - balance} source="balance" />}
                        </Stack>
                      )
                    }
                  </SparkBalance>
                  {needed !== null && <Insufficient needed={needed} source="server" />}
                  {error !== null && needed === null && (
                    <Alert.Root status="error" borderRadius="l2" role="alert" data-testid="progress-export-error">
                      <Alert.Indicator />
                      <Alert.Description>{formatError(intl, error, EXPORT_FAILED)}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={close} disabled={busy} data-testid="progress-export-cancel">
                  <FormattedMessage id="progress.export.cancel" />
                </Button>
                <Button colorPalette="purple" loading={busy} onClick={() => void download()} disabled={needed !== null} data-testid="progress-export-confirm">
                  <LuDownload aria-hidden />
                  <FormattedMessage id="progress.export.confirm" values={{ cost: REPORT_COST }} />
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}
