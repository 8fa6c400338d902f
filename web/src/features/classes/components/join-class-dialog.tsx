// Join a class with its 6-digit code (POST /classes/join). The code is checked here first
// ('Please enter a valid 6-digit code'); server errors are shown in the dialog. An expired code
// makes the student a pending member: the dialog then says the teacher has to approve.
import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuQrCode } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { JOIN_FAILED, useJoinClass, type JoinResult } from '../api/join-class';
import { cleanJoinCode, isJoinCode } from '../lib/join-payload';
import { InlineAlert } from './inline-alert';

export function JoinClassDialog({
  open,
  initialCode,
  onClose,
  onJoined,
  onScan,
}: {
  open: boolean;
  initialCode: string;
  onClose: () => void;
  onJoined: (result: JoinResult) => void;
  onScan?: () => void;
}) {
  const intl = useIntl();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" initialFocusEl={() => document.getElementById('join-code-input')}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="join-class-dialog" mx="4" aria-label={intl.formatMessage({ id: 'classes.join.title' })}>
            {open && <JoinForm initialCode={initialCode} onClose={onClose} onJoined={onJoined} onScan={onScan} />}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function JoinForm({
  initialCode,
  onClose,
  onJoined,
  onScan,
}: {
  initialCode: string;
  onClose: () => void;
  onJoined: (result: JoinResult) => void;
  onScan?: () => void;
}) {
  const intl = useIntl();
  const joinClass = useJoinClass();
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (joining) return;
    const cleaned = cleanJoinCode(code);
    if (!isJoinCode(cleaned)) {
      setServerError(null);
      setCodeError(intl.formatMessage(errorMessageRef('validation/invalid-code')));
      return;
    }
    setCodeError(null);
    setServerError(null);
    setJoining(true);
    try {
      const result = await joinClass(cleaned);
      setJoining(false);
      if (result.status === 'pending') {
        setPending(true);
        return;
      }
      toaster.create({ type: 'success', title: intl.formatMessage({ id: 'classes.join.joined' }) });
      onJoined(result);
      onClose();
    } catch (error) {
      setJoining(false);
      setServerError(formatError(intl, error, JOIN_FAILED));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="classes.join.title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {pending ? (
            <InlineAlert status="info" testId="join-pending" title={<FormattedMessage id="classes.join.pendingTitle" />}>
              <FormattedMessage id="classes.join.pending" />
            </InlineAlert>
          ) : (
            <>
              <Text color="fg.muted" textAlign="start">
                <FormattedMessage id="classes.join.description" />
              </Text>
              {serverError && <InlineAlert testId="join-error">{serverError}</InlineAlert>}
              <Field.Root invalid={!!codeError} required>
                <Field.Label>
                  <FormattedMessage id="classes.join.code" />
                </Field.Label>
                <Input
                  id="join-code-input"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value);
                    setCodeError(null);
                  }}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={12}
                  dir="ltr"
                  textAlign="center"
                  fontSize="2xl"
                  letterSpacing="0.4em"
                  fontVariantNumeric="tabular-nums"
                  placeholder="000000"
                  data-testid="join-code-input"
                />
                <Field.ErrorText data-testid="join-code-error">{codeError}</Field.ErrorText>
              </Field.Root>
              {onScan && (
                <Button variant="ghost" size="sm" alignSelf="flex-start" onClick={onScan} data-testid="join-scan-instead">
                  <LuQrCode aria-hidden />
                  <FormattedMessage id="classes.join.scanInstead" />
                </Button>
              )}
            </>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        {pending ? (
          <Button colorPalette="brand" onClick={onClose} data-testid="join-done">
            <FormattedMessage id="classes.common.ok" />
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={onClose} disabled={joining} data-testid="join-cancel">
              <FormattedMessage id="classes.common.cancel" />
            </Button>
            <Button type="submit" colorPalette="brand" loading={joining} data-testid="join-submit">
              <FormattedMessage id="classes.join.submit" />
            </Button>
          </>
        )}
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={intl.formatMessage({ id: 'classes.common.close' })} />
      </Dialog.CloseTrigger>
    </form>
  );
}
