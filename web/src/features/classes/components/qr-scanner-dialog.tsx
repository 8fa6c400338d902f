// Scan a class QR code: with the camera (getUserMedia, jsQR on video frames) or from an image
// file (jsQR on a canvas). A code that carries `?join=123456` (or a bare code) is handed to the
// join dialog; anything else says it is not a class code. A refused camera says
// 'Camera access denied. Please enable camera permissions'.
import { Box, Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { LuCamera, LuImage } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseJoinPayload } from '../lib/join-payload';
import { cameraProblemOf, decodeImageFile, decodeVideoFrame, loadQrReader, type CameraProblem } from '../lib/qr-decode';
import { InlineAlert } from './inline-alert';

export type ScanMode = 'camera' | 'image';

const PROBLEM_MESSAGES: Record<CameraProblem, string> = {
  denied: 'classes.scan.cameraDenied',
  'no-camera': 'classes.scan.noCamera',
  unsupported: 'classes.scan.unsupported',
  failed: 'classes.scan.cameraFailed',
};

export function QrScannerDialog({
  open,
  mode,
  onClose,
  onCode,
}: {
  open: boolean;
  mode: ScanMode;
  onClose: () => void;
  onCode: (code: string) => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3" data-testid="qr-scan-dialog" aria-label={intl.formatMessage({ id: 'classes.scan.title' })}>
            <Dialog.Header>
              <Dialog.Title>
                <FormattedMessage id="classes.scan.title" />
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{open && <Scanner initialMode={mode} onCode={onCode} />}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="qr-scan-close">
                <FormattedMessage id="classes.common.close" />
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'classes.common.close' })} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Scanner({ initialMode, onCode }: { initialMode: ScanMode; onCode: (code: string) => void }) {
  const intl = useIntl();
  const [mode, setMode] = useState<ScanMode>(initialMode);
  const [problem, setProblem] = useState<CameraProblem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const handleText = (text: string | null): boolean => {
    const code = parseJoinPayload(text);
    if (code) {
      onCode(code);
      return true;
    }
    setNotice(intl.formatMessage({ id: text ? 'classes.scan.notAClassCode' : 'classes.scan.noCodeInImage' }));
    return false;
  };

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice(null);
    setReading(true);
    try {
      handleText(await decodeImageFile(file));
    } catch {
      setNotice(intl.formatMessage({ id: 'classes.scan.notAnImage' }));
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack gap="4">
      {mode === 'camera' && !problem && (
        <CameraView
          onText={(text) => handleText(text)}
          onProblem={(found) => setProblem(found)}
        />
      )}
      {mode === 'camera' && problem && (
        <InlineAlert testId="qr-scan-camera-error" status={problem === 'denied' ? 'warning' : 'error'}>
          <FormattedMessage id={PROBLEM_MESSAGES[problem]} />
        </InlineAlert>
      )}
      {mode === 'image' && (
        <Text color="fg.muted" textAlign="start">
          <FormattedMessage id="classes.scan.imageHelp" />
        </Text>
      )}
      {notice && (
        <InlineAlert testId="qr-scan-notice" status="warning">
          {notice}
        </InlineAlert>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => void chooseFile(event)}
        data-testid="qr-scan-file"
        aria-label={intl.formatMessage({ id: 'classes.scan.fromImage' })}
      />
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
        <Button variant={mode === 'image' ? 'solid' : 'outline'} colorPalette="brand" onClick={() => { setMode('image'); fileInput.current?.click(); }} loading={reading} data-testid="qr-scan-choose-image">
          <LuImage aria-hidden />
          <FormattedMessage id="classes.scan.chooseImage" />
        </Button>
        {mode === 'image' && (
          <Button variant="ghost" onClick={() => { setProblem(null); setNotice(null); setMode('camera'); }} data-testid="qr-scan-use-camera">
            <LuCamera aria-hidden />
            <FormattedMessage id="classes.scan.useCamera" />
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

/** The live camera picture; each ~150 ms a frame goes through jsQR until a class code is read. */
function CameraView({ onText, onProblem }: { onText: (text: string) => boolean; onProblem: (problem: CameraProblem) => void }) {
  const intl = useIntl();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  const found = useEffectEvent((text: string) => onText(text));
  const failed = useEffectEvent((problem: CameraProblem) => onProblem(problem));
  const started = useEffectEvent(() => setStarting(false));

  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    let last = 0;
    let lastText = '';
    const work: { canvas?: HTMLCanvasElement } = {};
    let jsQR: Awaited<ReturnType<typeof loadQrReader>> | null = null;

    const tick = (time: number) => {
      if (stopped) return;
      const video = videoRef.current;
      if (video && jsQR && time - last > 150) {
        last = time;
        const text = decodeVideoFrame(jsQR, video, work);
        // The same wrong code is reported once, not on every frame.
        if (text && text !== lastText) {
          lastText = text;
          if (found(text)) return;
        }
      }
      frame = requestAnimationFrame(tick);
    };

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        failed('unsupported');
        return;
      }
      try {
        jsQR = await loadQrReader();
        if (stopped) return;
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        if (!stopped) failed(cameraProblemOf(error));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        stream.getTracks().forEach((track) => track.stop());
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => undefined);
      if (stopped) return;
      started();
      frame = requestAnimationFrame(tick);
    };
    void start();

    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <Box position="relative" rounded="lg" overflow="hidden" bg="black" aspectRatio="1" maxH="60vh" mx="auto" w="full">
      <video
        ref={videoRef}
        muted
        playsInline
        aria-label={intl.formatMessage({ id: 'classes.scan.cameraPreview' })}
        data-testid="qr-scan-video"
        style={{ width: '100%', height: '100%', objectFit: 'cover' }}
      />
      {/* The aiming square. */}
      <Box position="absolute" inset="15%" borderWidth="3px" borderColor="whiteAlpha.800" rounded="xl" pointerEvents="none" aria-hidden />
      {starting && (
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center" color="white" role="status">
          <Spinner size="lg" aria-hidden />
          <Text ms="3">
            <FormattedMessage id="classes.scan.starting" />
          </Text>
        </Box>
      )}
      {!starting && (
        <Text position="absolute" insetX="0" bottom="2" textAlign="center" color="white" fontSize="sm" textShadow="0 1px 2px black">
          <FormattedMessage id="classes.scan.aim" />
        </Text>
      )}
    </Box>
  );
}
