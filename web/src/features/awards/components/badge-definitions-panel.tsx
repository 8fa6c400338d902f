// The badge definitions tab of /admin/awards: every definition (built-in and the
// administrators' own, inactive and retired ones too), New badge, edit, retire (soft delete)
// and delete permanently, each delete after a confirmation. The list follows each change.
// Test ids: badge-defs, badge-defs-loading, badge-defs-error, badge-new, badge-delete-dialog
// (-confirm, -cancel), and those of badge-definition-row and badge-definition-dialog.
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BadgeDefinitionView } from '@shared/schemas/awards';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RetryMessage } from '@/components/ui/retry-message';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { CREATE_BADGE_DEFINITION_FAILED, createBadgeDefinition } from '../api/create-badge-definition';
import { DELETE_AWARD_FAILED, deleteAward } from '../api/delete-award';
import { LIST_BADGE_DEFINITIONS_FAILED, listBadgeDefinitions } from '../api/list-badge-definitions';
import { UPDATE_BADGE_DEFINITION_FAILED, updateBadgeDefinition } from '../api/update-badge-definition';
import { changedFields, checkBadgeForm, type BadgeFormValues } from '../lib/badge-definition-form';
import { failureText, type FailureText } from '../lib/failure-text';
import { BadgeDefinitionDialog } from './badge-definition-dialog';
import { BadgeDefinitionRow } from './badge-definition-row';

type Editing = { definition: BadgeDefinitionView | null } | null;
type Deleting = { definition: BadgeDefinitionView; permanent: boolean } | null;

export function BadgeDefinitionsPanel() {
  const intl = useIntl();
  const list = useRemote('admin-badges', listBadgeDefinitions);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Deleting>(null);
  const [busy, setBusy] = useState(false);

  const titleOf = (definition: BadgeDefinitionView) => (intl.locale.startsWith('ar') ? definition.title.ar : definition.title.en);
  const replace = (saved: BadgeDefinitionView) =>
    list.update((data) => (data.some((d) => d.id === saved.id) ? data.map((d) => (d.id === saved.id ? saved : d)) : [...data, saved]));

  const save = async (values: BadgeFormValues): Promise<FailureText | null> => {
    const checked = checkBadgeForm(values);
    if (!checked.ok) return null;
    const original = editing?.definition ?? null;
    try {
      if (original) {
        const changes = changedFields(original, checked.body);
        if (Object.keys(changes).length > 0) replace(await updateBadgeDefinition(original.id, changes));
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'awards.admin.toast.updated' }) });
      } else {
        replace(await createBadgeDefinition(checked.body));
        toaster.create({ type: 'success', title: intl.formatMessage({ id: 'awards.admin.toast.created' }) });
      }
      setEditing(null);
      return null;
    } catch (error) {
      return failureText(intl, error, original ? UPDATE_BADGE_DEFINITION_FAILED : CREATE_BADGE_DEFINITION_FAILED);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const { definition, permanent } = deleting;
    setBusy(true);
    try {
      const left = await deleteAward<BadgeDefinitionView>(definition.id, permanent);
      if (left) replace(left);
      else list.update((data) => data.filter((d) => d.id !== definition.id));
      toaster.create({ type: 'success', title: intl.formatMessage({ id: permanent ? 'awards.admin.toast.deleted' : 'awards.admin.toast.retired' }, { title: titleOf(definition) }) });
      setDeleting(null);
    } catch (error) {
      const failure = failureText(intl, error, DELETE_AWARD_FAILED);
      toaster.create({ type: 'error', title: failure.title, description: failure.description });
      setDeleting(null);
      list.reload();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" textAlign="start">
          <FormattedMessage id="awards.admin.badgesHint" />
        </Text>
        <Button colorPalette="brand" size="sm" onClick={() => setEditing({ definition: null })} data-testid="badge-new">
          <LuPlus aria-hidden />
          <FormattedMessage id="awards.admin.newBadge" />
        </Button>
      </HStack>
      {list.status === 'loading' && (
        <Stack gap="3" data-testid="badge-defs-loading">
          {[0, 1, 2].map((item) => (
            <Skeleton key={item} h="20" rounded="l3" />
          ))}
        </Stack>
      )}
      {list.status === 'error' && (
        <RetryMessage
          message={formatError(intl, list.error, LIST_BADGE_DEFINITIONS_FAILED)}
          retryLabel={<FormattedMessage id="awards.retry" />}
          onRetry={list.reload}
          testId="badge-defs-error"
        />
      )}
      {list.status === 'success' && (
        <Box as="ul" listStyleType="none" m="0" p="0" display="flex" flexDirection="column" gap="3" data-testid="badge-defs" aria-busy={list.refreshing}>
          {list.data.map((definition) => (
            <BadgeDefinitionRow
              key={definition.id}
              definition={definition}
              busy={busy}
              onEdit={() => setEditing({ definition })}
              onDelete={(permanent) => setDeleting({ definition, permanent })}
            />
          ))}
        </Box>
      )}
      {editing && <BadgeDefinitionDialog definition={editing.definition} onClose={() => setEditing(null)} onSave={save} />}
      <ConfirmDialog
        open={deleting !== null}
        busy={busy}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={<FormattedMessage id={deleting?.permanent ? 'awards.admin.confirmDelete.title' : 'awards.admin.confirmRetire.title'} />}
        body={
          <FormattedMessage
            id={deleting?.permanent ? 'awards.admin.confirmDelete.body' : 'awards.admin.confirmRetire.body'}
            values={{ title: <bdi>{deleting ? titleOf(deleting.definition) : ''}</bdi> }}
          />
        }
        confirmLabel={<FormattedMessage id={deleting?.permanent ? 'awards.admin.deletePermanently' : 'awards.admin.retire'} />}
        cancelLabel={<FormattedMessage id="awards.admin.cancel" />}
        tone={deleting?.permanent ? 'red' : 'brand'}
        testId="badge-delete-dialog"
      />
    </Stack>
  );
}
