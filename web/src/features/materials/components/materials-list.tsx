// The live list for this reader, its loading, empty and error states, and the edit/delete dialogs.
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFolderOpen } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
import { EmptyCard } from '@/components/ui/empty-card';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useLiveMaterials } from '../hooks/use-live-materials';
import { visibleMaterials, type ClassMaterial, type MaterialsAccess } from '../lib/materials';
import { DeleteMaterialDialog } from './delete-material-dialog';
import { EditMaterialDialog } from './edit-material-dialog';
import { MaterialRow } from './material-row';

export function MaterialsList({ classId, access }: { classId: string; access: MaterialsAccess }) {
  const [attempt, setAttempt] = useState(0);
  const live = useLiveMaterials(classId, access, attempt);
  const [editing, setEditing] = useState<ClassMaterial | null>(null);
  const [deleting, setDeleting] = useState<ClassMaterial | null>(null);

  if (live.status === 'error') {
    return (
      <RetryAlert
        message={<FormattedMessage id="materials.error.load" />}
        retryLabel={<FormattedMessage id="materials.retry" />}
        onRetry={() => setAttempt((value) => value + 1)}
        testId="materials-error"
        retryTestId="materials-retry"
      />
    );
  }

  if (live.status === 'loading') {
    return (
      <Stack gap="3" role="status" aria-live="polite" data-testid="materials-loading">
        <Text srOnly>
          <FormattedMessage id="materials.loading" />
        </Text>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="20" borderRadius="l3" />
        ))}
      </Stack>
    );
  }

  const materials = visibleMaterials(live.materials, access);
  if (materials.length === 0) {
    return (
      <EmptyCard
        icon={<LuFolderOpen size="32" aria-hidden />}
        title={<FormattedMessage id="materials.empty.title" />}
        body={<FormattedMessage id={access === 'teacher' ? 'materials.empty.teacher' : 'materials.empty.student'} />}
        testId="materials-empty"
      />
    );
  }

  return (
    <>
      <Stack as="ul" gap="3" listStyleType="none" data-testid="materials-list" data-count={materials.length}>
        {materials.map((material) => (
          <MaterialRow
            key={material.id}
            classId={classId}
            material={material}
            access={access}
            onEdit={() => setEditing(material)}
            onDelete={() => setDeleting(material)}
          />
        ))}
      </Stack>
      {editing && <EditMaterialDialog key={editing.id} classId={classId} material={editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteMaterialDialog key={deleting.id} classId={classId} material={deleting} onClose={() => setDeleting(null)} />}
    </>
  );
}
