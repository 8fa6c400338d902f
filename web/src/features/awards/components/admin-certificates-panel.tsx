// The certificates tab of /admin/awards: look one up by its credential id (in the address,
// ?code=) or see the newest; each shows its holder, course and status, and can be revoked
// (soft delete) after a confirmation. A certificate found by its id also shows its holder's
// award figures, which follow a revocation at once.
// Test ids: admin-cert-search, admin-cert-search-submit, admin-cert-search-clear, admin-certs,
// admin-certs-loading, admin-certs-error, admin-certs-empty, holder-stats (-certificates,
// -badges, -points), holder-stats-error, cert-revoke-dialog (-confirm, -cancel), and those of
// admin-certificate-row.
import { Box, Button, Card, Field, HStack, Input, SimpleGrid, Skeleton, Stack, Stat, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuSearch, LuX } from 'react-icons/lu';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { AdminCertificateView } from '@shared/schemas/awards';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { DELETE_AWARD_FAILED, deleteAward } from '../api/delete-award';
import { GET_AWARD_STATS_FAILED, getAwardStats } from '../api/get-award-stats';
import { FIND_CERTIFICATE_FAILED, LIST_CERTIFICATES_FAILED, listAdminCertificates } from '../api/list-admin-certificates';
import { statsAfterRevoke } from '../lib/badge-definition-form';
import { failureText } from '../lib/failure-text';
import { AdminCertificateRow } from './admin-certificate-row';

export function AdminCertificatesPanel({ code, onCode }: { code: string | null; onCode: (code: string | null) => void }) {
  const intl = useIntl();
  const [typed, setTyped] = useState(code ?? '');
  const list = useRemote(`admin-certificates:${code ?? ''}`, (signal) => listAdminCertificates(code, signal));
  // The holder's figures: for a certificate looked up by its id.
  const found = code && list.status === 'success' && list.data.length === 1 ? list.data[0]! : null;
  const stats = useRemote(found ? `holder-stats:${found.uid}` : null, (signal) => getAwardStats(found!.uid, signal));
  const [revoking, setRevoking] = useState<AdminCertificateView | null>(null);
  const [busy, setBusy] = useState(false);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onCode(typed.trim() || null);
  };

  const confirmRevoke = async () => {
    if (!revoking) return;
    const certificate = revoking;
    setBusy(true);
    try {
      const after = await deleteAward<AdminCertificateView>(certificate.id, false);
      if (after) list.update((data) => data.map((c) => (c.id === certificate.id ? { ...c, ...after, uid: c.uid } : c)));
      stats.update((current) => statsAfterRevoke(current, certificate));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'awards.admin.toast.revoked' }) });
    } catch (error) {
      const failure = failureText(intl, error, DELETE_AWARD_FAILED);
      toaster.create({ type: 'error', title: failure.title, description: failure.description });
      list.reload();
    } finally {
      setRevoking(null);
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <form onSubmit={search} role="search">
        <Field.Root>
          <Field.Label>
            <FormattedMessage id="awards.admin.certificates.searchLabel" />
          </Field.Label>
          <HStack gap="2" w="full" maxW="xl">
            <Input
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="SPK-XXXX-XXXX-XXXX-XXXX"
              dir="ltr"
              fontFamily="mono"
              maxLength={40}
              data-testid="admin-cert-search"
            />
            <Button type="submit" colorPalette="brand" data-testid="admin-cert-search-submit">
              <LuSearch aria-hidden />
              <FormattedMessage id="awards.admin.certificates.search" />
            </Button>
            {code && (
              <Button
                variant="ghost"
                onClick={() => {
                  setTyped('');
                  onCode(null);
                }}
                data-testid="admin-cert-search-clear"
              >
                <LuX aria-hidden />
                <FormattedMessage id="awards.admin.certificates.showRecent" />
              </Button>
            )}
          </HStack>
          <Field.HelperText>
            <FormattedMessage id={code ? 'awards.admin.certificates.searchResult' : 'awards.admin.certificates.recentHint'} />
          </Field.HelperText>
        </Field.Root>
      </form>

      {found && (
        <Card.Root variant="subtle" data-testid="holder-stats">
          <Card.Body gap="3">
            <Text fontWeight="semibold" textAlign="start">
              <FormattedMessage id="awards.admin.certificates.holderAwards" values={{ name: <bdi>{found.learner_name}</bdi> }} />
            </Text>
            {stats.status === 'loading' && <Skeleton h="12" />}
            {stats.status === 'error' && (
              <RetryMessage
                message={formatError(intl, stats.error, GET_AWARD_STATS_FAILED)}
                retryLabel={<FormattedMessage id="awards.retry" />}
                onRetry={stats.reload}
                testId="holder-stats-error"
              />
            )}
            {stats.status === 'success' && (
              <SimpleGrid columns={3} gap="3">
                {(
                  [
                    ['certificates', 'awards.summary.certificates', stats.data.certificates],
                    ['badges', 'awards.summary.badges', stats.data.badges],
                    ['points', 'awards.summary.points', stats.data.totalPoints],
                  ] as const
                ).map(([key, label, value]) => (
                  <Stat.Root key={key} data-testid={`holder-stats-${key}`} data-value={value}>
                    <Stat.Label>
                      <FormattedMessage id={label} />
                    </Stat.Label>
                    <Stat.ValueText>
                      <FormattedNumber value={value} />
                    </Stat.ValueText>
                  </Stat.Root>
                ))}
              </SimpleGrid>
            )}
          </Card.Body>
        </Card.Root>
      )}

      {list.status === 'loading' && (
        <Stack gap="3" data-testid="admin-certs-loading">
          {[0, 1].map((item) => (
            <Skeleton key={item} h="24" rounded="l3" />
          ))}
        </Stack>
      )}
      {list.status === 'error' && (
        <RetryMessage
          message={formatError(intl, list.error, code ? FIND_CERTIFICATE_FAILED : LIST_CERTIFICATES_FAILED)}
          retryLabel={<FormattedMessage id="awards.retry" />}
          onRetry={list.reload}
          testId="admin-certs-error"
        />
      )}
      {list.status === 'success' && list.data.length === 0 && (
        <EmptyCard
          icon={<LuSearch size={28} aria-hidden />}
          title={<FormattedMessage id={code ? 'awards.admin.certificates.notFound' : 'awards.admin.certificates.none'} />}
          body={code ? <FormattedMessage id="awards.admin.certificates.notFoundBody" values={{ code: <bdi>{code}</bdi> }} /> : <FormattedMessage id="awards.admin.certificates.noneBody" />}
          testId="admin-certs-empty"
        />
      )}
      {list.status === 'success' && list.data.length > 0 && (
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="admin-certs" aria-busy={list.refreshing}>
          {list.data.map((certificate) => (
            <AdminCertificateRow key={certificate.id} certificate={certificate} busy={busy} onRevoke={() => setRevoking(certificate)} />
          ))}
        </Box>
      )}

      <ConfirmDialog
        open={revoking !== null}
        busy={busy}
        onClose={() => setRevoking(null)}
        onConfirm={() => void confirmRevoke()}
        title={<FormattedMessage id="awards.admin.confirmRevoke.title" />}
        body={
          <FormattedMessage
            id="awards.admin.confirmRevoke.body"
            values={{ title: <bdi>{revoking?.title ?? ''}</bdi>, name: <bdi>{revoking?.learner_name ?? ''}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id="awards.admin.certificates.revoke" />}
        cancelLabel={<FormattedMessage id="awards.admin.cancel" />}
        testId="cert-revoke-dialog"
      />
    </Stack>
  );
}
