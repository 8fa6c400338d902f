// One material: type icon, name, description, state/visibility/language badges, size and date;
// open/download for everyone allowed, edit and delete for teachers.
import { Badge, Button, Card, Circle, HStack, Icon, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type ComponentType } from 'react';
import { LuExternalLink, LuFile, LuFileText, LuFileVideo, LuImage, LuLock, LuPencil, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { formatError } from '@/lib/api-client';
import { formatFileSize } from '@/lib/uploads/file-size';
import { getMaterialDownload } from '../api/get-material-download';
import { canOpen, kindOf, type ClassMaterial, type MaterialKind, type MaterialsAccess } from '../lib/materials';

const KIND_ICONS: Record<MaterialKind, ComponentType> = { pdf: LuFileText, image: LuImage, video: LuFileVideo, file: LuFile };
const STATE_PALETTE = { uploading: 'blue', uploaded: 'yellow', processed: 'green', rejected: 'red' } as const;
const VISIBILITY_PALETTE = { public: 'teal', private: 'purple', hidden: 'gray' } as const;
const OPEN_FAILED = { id: 'materials.open.failed', defaultMessage: 'The file could not be opened.' };

export function MaterialRow({
  classId,
  material,
  access,
  onEdit,
  onDelete,
}: {
  classId: string;
  material: ClassMaterial;
  access: MaterialsAccess;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const [opening, setOpening] = useState(false);
  const teacher = access === 'teacher';
  const kind = kindOf(material.file.contentType);
  const openable = canOpen(material, access);

  const open = async () => {
    // Opened at the click (pop-up blockers allow it), pointed at the file once the API answers.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const { url } = await getMaterialDownload(classId, material.id);
      if (tab && !tab.closed) {
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      tab?.close();
      toaster.create({ type: 'error', title: formatError(intl, error, OPEN_FAILED) });
    } finally {
      setOpening(false);
    }
  };

  return (
    <Card.Root
      as="li"
      variant="outline"
      data-testid="material-row"
      data-material-id={material.id}
      data-state={material.state}
      data-visibility={material.visibility}
    >
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'center' }}>
          <HStack gap="3" align="flex-start" flex="1" minW="0">
            <Circle size="10" bg="brand.subtle" color="brand.fg" flexShrink={0}>
              <Icon as={KIND_ICONS[kind]} boxSize="5" aria-hidden />
            </Circle>
            <Stack gap="1" minW="0" flex="1" textAlign="start">
              <Text dir="auto" textAlign="start" fontWeight="semibold" wordBreak="break-word" data-testid="material-name-text">
                {material.name}
              </Text>
              {material.description && (
                <Text dir="auto" textAlign="start" fontSize="sm" color="fg.muted" lineClamp={2} whiteSpace="pre-wrap" data-testid="material-description-text">
                  {material.description}
                </Text>
              )}
              <Wrap gap="1.5" align="center">
                {(teacher || material.state !== 'processed') && (
                  <Badge colorPalette={STATE_PALETTE[material.state]} variant="subtle" data-testid="material-state-badge">
                    <FormattedMessage id={`materials.state.${material.state}`} />
                  </Badge>
                )}
                <Badge colorPalette={VISIBILITY_PALETTE[material.visibility]} variant="outline" data-testid="material-visibility-badge">
                  <FormattedMessage id={`materials.visibility.${material.visibility}`} />
                </Badge>
                <Badge variant="surface" data-testid="material-language">
                  <FormattedMessage id={`materials.language.${material.language}`} />
                </Badge>
                {material.file.size > 0 && (
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {formatFileSize(intl, material.file.size)}
                  </Text>
                )}
                {material.createdAt != null && (
                  <Text as="span" fontSize="xs" color="fg.muted">
                    {intl.formatDate(material.createdAt, { dateStyle: 'medium' })}
                  </Text>
                )}
              </Wrap>
              {teacher && material.state === 'rejected' && (
                <Text fontSize="xs" color="fg.error" data-testid="material-rejected-note">
                  <FormattedMessage id="materials.state.rejected.help" />
                </Text>
              )}
            </Stack>
          </HStack>
          <HStack gap="1" justify="flex-end" flexShrink={0}>
            {openable ? (
              <Button
                size="sm"
                variant="outline"
                loading={opening}
                onClick={() => void open()}
                aria-label={intl.formatMessage({ id: 'materials.open.label' }, { name: material.name })}
                data-testid="material-open"
              >
                <LuExternalLink aria-hidden />
                <FormattedMessage id="materials.open" />
              </Button>
            ) : (
              !teacher &&
              !material.allowDownload && (
                <HStack gap="1" color="fg.muted" fontSize="xs" data-testid="material-download-disabled">
                  <LuLock aria-hidden />
                  <FormattedMessage id="materials.open.disabled" />
                </HStack>
              )
            )}
            {teacher && (
              <>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={intl.formatMessage({ id: 'materials.edit.label' }, { name: material.name })}
                  onClick={onEdit}
                  data-testid="material-edit"
                >
                  <LuPencil />
                </IconButton>
                <IconButton
                  size="sm"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={intl.formatMessage({ id: 'materials.delete.label' }, { name: material.name })}
                  onClick={onDelete}
                  data-testid="material-delete"
                >
                  <LuTrash2 />
                </IconButton>
              </>
            )}
          </HStack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
