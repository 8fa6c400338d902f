// The live list for this reader, its loading, empty and error states, and the edit/delete dialogs.
import { Alert, Button, Card, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuFolderOpen } from 'react-icons/lu';
import { FormattedMessage } from 'react-intl';
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
      <Alert.Root status="error" borderRadius="l2" data-testid="materials-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Description>
            <FormattedMessage id="materials.error.load" />
          </Alert.Description>
        </Alert.Content>
        <Button size="sm" variant="outline" onClick={() => setAttempt((value) => value + 1)} data-testid="materials-retry">
          <FormattedMessage id="materials.retry" />
        </Button>
      </Alert.Root>
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
      <Card.Root variant="subtle" data-testid="materials-empty">
        <Card.Body alignItems="center" textAlign="center" gap="2" py="10">
          <LuFolderOpen size="32" aria-hidden />
          <Text fontWeight="semibold">
            <FormattedMessage id="materials.empty.title" />
          </Text>
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={access === 'teacher' ? 'materials.empty.teacher' : 'materials.empty.student'} />
          </Text>
        </Card.Body>
      </Card.Root>
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
