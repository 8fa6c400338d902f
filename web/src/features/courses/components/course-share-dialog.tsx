// Share a course: its link with a copy button and a QR code of the link (drawn in the browser
// with qrcode, the library the functions use for class codes), downloadable as a PNG.
// Test ids: course-share-dialog, course-share-link, course-share-copy, course-share-qr,
// course-share-download.
import { Button, Clipboard, CloseButton, Dialog, Image, Input, InputGroup, Portal, Skeleton, Stack, Text } from '@chakra-ui/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';

export function CourseShareDialog({ open, onClose, url, title }: { open: boolean; onClose: () => void; url: string; title: string }) {
  const intl = useIntl();
  const [qr, setQr] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    if (!open || qr?.url === url) return undefined;
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 512, errorCorrectionLevel: 'M' }).then(
      (image) => {
        if (live) setQr({ url, image });
      },
      () => undefined, // the link and its copy button still work
    );
    return () => {
      live = false;
    };
  }, [open, url, qr?.url]);
  const image = qr?.url === url ? qr.image : null;

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" data-testid="course-share-dialog">
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="courses.share.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4" align="center" textAlign="center">
                <Text color="fg.muted" fontSize="sm">
                  <bdi>{title}</bdi>
                </Text>
                <Skeleton loading={!image} boxSize="56" rounded="lg">
                  {image && (
                    <Image
                      src={image}
                      alt={intl.formatMessage({ id: 'courses.share.qrAlt' }, { title })}
                      boxSize="56"
                      bg="white"
                      p="2"
                      rounded="lg"
                      borderWidth="1px"
                      data-testid="course-share-qr"
                    />
                  )}
                </Skeleton>
                <Clipboard.Root value={url} w="full">
                  <Clipboard.Label srOnly>
                    <FormattedMessage id="courses.share.link" />
                  </Clipboard.Label>
                  <InputGroup
                    endElement={
                      <Clipboard.Trigger asChild>
                        <Button size="xs" variant="subtle" me="-2" data-testid="course-share-copy">
                          <Clipboard.Indicator />
                          <Clipboard.Context>
                            {(clipboard) => <FormattedMessage id={clipboard.copied ? 'courses.share.copied' : 'courses.share.copy'} />}
                          </Clipboard.Context>
                        </Button>
                      </Clipboard.Trigger>
                    }
                  >
                    <Clipboard.Input asChild>
                      <Input readOnly dir="ltr" data-testid="course-share-link" />
                    </Clipboard.Input>
                  </InputGroup>
                </Clipboard.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {image && (
                <Button asChild variant="outline">
                  <a href={image} download="course-qr.png" data-testid="course-share-download">
                    <LuDownload aria-hidden />
                    <FormattedMessage id="courses.share.download" />
                  </a>
                </Button>
              )}
              <Button colorPalette="brand" onClick={onClose} data-testid="course-share-close">
                <FormattedMessage id="courses.share.done" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'courses.share.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
