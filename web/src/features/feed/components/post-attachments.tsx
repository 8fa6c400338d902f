// A post's images and PDFs: images in a grid (one fills the width, more share two columns),
// each opening a larger view, with the file name as alt text; PDFs as chips with name, size
// and an Open link. Files still uploading (or whose URL is on its way) show a placeholder.
import {
  AspectRatio,
  Box,
  Center,
  CloseButton,
  Dialog,
  HStack,
  Icon,
  Image,
  Link,
  Portal,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { LuExternalLink, LuFileText } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFileSize } from '@/lib/uploads/file-size';
import { displayName, imageColumns } from '../lib/attachments';
import type { FeedAttachment } from '../lib/posts';

export function PostAttachments({ attachments }: { attachments: FeedAttachment[] }) {
  const images = attachments.filter((file) => file.kind === 'image');
  const pdfs = attachments.filter((file) => file.kind === 'pdf');
  if (attachments.length === 0) return null;
  return (
    <Stack gap="2" data-testid="post-attachments">
      {images.length > 0 && <ImageGrid images={images} />}
      {pdfs.map((file) => (
        <PdfChip key={file.id} file={file} />
      ))}
    </Stack>
  );
}

function ImageGrid({ images }: { images: FeedAttachment[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<FeedAttachment | null>(null);
  const columns = imageColumns(images.length);
  return (
    <>
      <SimpleGrid columns={columns} gap="2" data-testid="post-images">
        {images.map((file) =>
          file.url ? (
            <AspectRatio key={file.id} ratio={columns === 1 ? 16 / 9 : 1}>
              <Box
                as="button"
                borderRadius="l2"
                overflow="hidden"
                bg="bg.muted"
                cursor="zoom-in"
                onClick={() => setOpen(file)}
                aria-label={intl.formatMessage({ id: 'feed.attachments.enlarge' }, { name: file.name })}
                data-testid="post-image"
              >
                <Image src={file.url} alt={displayName(file.name)} w="full" h="full" objectFit={columns === 1 ? 'contain' : 'cover'} loading="lazy" />
              </Box>
            </AspectRatio>
          ) : (
            <AspectRatio key={file.id} ratio={columns === 1 ? 16 / 9 : 1}>
              <Pending ready={file.status === 'ready'} />
            </AspectRatio>
          ),
        )}
      </SimpleGrid>
      <Dialog.Root open={!!open} onOpenChange={(details) => !details.open && setOpen(null)} size="xl" placement="center">
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4" data-testid="post-image-viewer">
              <Dialog.Header>
                <Dialog.Title dir="auto" truncate>
                  {open?.name}
                </Dialog.Title>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'feed.attachments.close' })} />
                </Dialog.CloseTrigger>
              </Dialog.Header>
              <Dialog.Body pb="4">
                {open?.url && <Image src={open.url} alt={displayName(open.name)} maxH="75vh" mx="auto" objectFit="contain" />}
              </Dialog.Body>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </>
  );
}

function PdfChip({ file }: { file: FeedAttachment }) {
  const intl = useIntl();
  return (
    <HStack gap="3" p="2" ps="3" borderWidth="1px" borderRadius="l2" bg="bg.subtle" data-testid="post-file">
      <Icon as={LuFileText} boxSize="6" color="red.fg" aria-hidden />
      <Stack gap="0" flex="1" minW="0" textAlign="start">
        <Text fontSize="sm" fontWeight="medium" truncate dir="auto" data-testid="post-file-name">
          {file.name}
        </Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage id="feed.attachments.pdf" values={{ size: formatFileSize(intl, file.size) }} />
        </Text>
      </Stack>
      {file.url ? (
        <Link
          href={file.url}
          target="_blank"
          rel="noopener noreferrer"
          fontSize="sm"
          fontWeight="medium"
          color="brand.fg"
          px="2"
          aria-label={intl.formatMessage({ id: 'feed.attachments.openLabel' }, { name: file.name })}
          data-testid="post-file-open"
        >
          <FormattedMessage id="feed.attachments.open" />
          <LuExternalLink aria-hidden />
        </Link>
      ) : (
        <HStack gap="1" color="fg.muted" fontSize="xs" role="status">
          <Spinner size="xs" aria-hidden />
          <FormattedMessage id={file.status === 'ready' ? 'feed.attachments.loading' : 'feed.attachments.uploading'} />
        </HStack>
      )}
    </HStack>
  );
}

function Pending({ ready }: { ready: boolean }) {
  return (
    <Center bg="bg.muted" borderRadius="l2" flexDirection="column" gap="2" data-testid="post-image-pending">
      <Spinner size="sm" color="brand.solid" aria-hidden />
      <Text fontSize="xs" color="fg.muted" role="status">
        <FormattedMessage id={ready ? 'feed.attachments.loading' : 'feed.attachments.uploading'} />
      </Text>
    </Center>
  );
}
