// The upload-progress box (spec 001 section 2, global elements): a fixed box with the upload's
// label, its percentage, a progress bar and a close button, plus cancel while bytes are sent.
// It reads lib/uploads/upload-state.ts and is mounted once, in the app layout.
import { Box, Button, CloseButton, HStack, Icon, Progress, Stack, Text } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { LuCircleAlert, LuCircleCheck, LuCloudUpload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { TOAST_DURATION_MS } from '@shared/constants';
import {
  cancelUpload, isCancellable, uploadEventAtom, uploadStateAtom, type UploadPhase,
} from '@/lib/uploads/upload-state';

const PHASE_TEXT: Record<Exclude<UploadPhase, 'uploading'>, { id: string }> = {
  processing: { id: 'uploads.phase.processing' },
  done: { id: 'uploads.phase.done' },
  failed: { id: 'uploads.phase.failed' },
  cancelled: { id: 'uploads.phase.cancelled' },
};

export function UploadProgress() {
  const intl = useIntl();
  const state = useAtomValue(uploadStateAtom);
  const dispatch = useSetAtom(uploadEventAtom);

  // A finished upload closes by itself after the toast time; failures stay until closed.
  useEffect(() => {
    if (!state.open || state.phase !== 'done') return;
    const timer = setTimeout(() => dispatch({ type: 'close' }), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [state.open, state.phase, state.id, dispatch]);

  if (!state.open || !state.label) return null;
  const label = intl.formatMessage({ id: state.label.id }, state.label.values);
  const percent = intl.formatNumber(state.progress / 100, { style: 'percent', maximumFractionDigits: 0 });
  const failed = state.phase === 'failed' || state.phase === 'cancelled';
  const palette = failed ? 'red' : state.phase === 'done' ? 'green' : 'brand';
  const phaseIcon = failed ? LuCircleAlert : state.phase === 'done' ? LuCircleCheck : LuCloudUpload;

  return (
    <Box
      position="fixed"
      bottom={{ base: '3', md: '6' }}
      insetEnd={{ base: '3', md: '6' }}
      insetStart={{ base: '3', sm: 'auto' }}
      width={{ base: 'auto', sm: '22rem' }}
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      borderColor={failed ? 'red.muted' : 'border'}
      borderRadius="l3"
      shadow="lg"
      p="4"
      role="region"
      aria-label={intl.formatMessage({ id: 'uploads.box.region' })}
      data-testid="upload-progress"
      data-phase={state.phase}
      data-progress={state.progress}
    >
      <Stack gap="3">
        <HStack gap="3" align="flex-start">
          <Icon as={phaseIcon} boxSize="5" mt="0.5" color={`${palette}.fg`} aria-hidden />
          <Stack gap="0.5" flex="1" minW="0" textAlign="start">
            <Text fontWeight="semibold" lineClamp={2} wordBreak="break-word" data-testid="upload-progress-label">
              {label}
            </Text>
            <Text fontSize="sm" color={failed ? 'red.fg' : 'fg.muted'} aria-live="polite" data-testid="upload-progress-status">
              {state.phase === 'uploading' ? (
                <FormattedMessage id="uploads.phase.uploading" />
              ) : (
                <FormattedMessage id={PHASE_TEXT[state.phase].id} />
              )}
            </Text>
          </Stack>
          <Text fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="upload-progress-percent">
            {percent}
          </Text>
          <CloseButton
            size="2xs"
            variant="ghost"
            aria-label={intl.formatMessage({ id: 'uploads.box.close' })}
            onClick={() => dispatch({ type: 'close' })}
            data-testid="upload-progress-close"
          />
        </HStack>
        <Progress.Root
          value={state.progress}
          max={100}
          size="sm"
          colorPalette={palette}
          striped={state.phase === 'processing'}
          animated={state.phase === 'processing'}
          aria-label={label}
          data-testid="upload-progress-bar"
        >
          <Progress.Track borderRadius="full">
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        {state.phase === 'uploading' && isCancellable(state.id) && (
          <Button
            size="xs"
            variant="outline"
            alignSelf="flex-end"
            onClick={() => cancelUpload(state.id)}
            data-testid="upload-progress-cancel"
          >
            <FormattedMessage id="uploads.box.cancel" />
          </Button>
        )}
      </Stack>
    </Box>
  );
}
