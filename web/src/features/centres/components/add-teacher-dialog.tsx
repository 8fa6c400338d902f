// "Add teacher": by e-mail (an invitation the teacher accepts; an unknown address is asked to
// sign up as a teacher) or by a teacher's user id (added at once). The caller does the call and
// answers with an error text to show, or null when done.
// Test ids: add-teacher-dialog, add-teacher-mode-email, add-teacher-mode-id, add-teacher-email,
// add-teacher-id, add-teacher-error, add-teacher-submit, add-teacher-cancel.
import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { checkTeacherAdd, type TeacherAddMode } from '../lib/teacher-add-input';

export function AddTeacherDialog({
  onClose,
  onSubmit,
}: {
  onClose: () => void;
  /** Adds or invites; resolves with a failure text to show, or null on success. */
  onSubmit: (mode: TeacherAddMode, value: string) => Promise<string | null>;
}) {
  const intl = useIntl();
  const [mode, setMode] = useState<TeacherAddMode>('email');
  const [values, setValues] = useState<Record<TeacherAddMode, string>>({ email: '', id: '' });
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = checkTeacherAdd(mode, values[mode]);
    if (!check.ok) {
      setFieldError(intl.formatMessage({ id: `centres.teachers.add.invalid.${check.error}` }));
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      setFailure(await onSubmit(mode, check.value));
    } finally {
      setBusy(false);
    }
  };

  const field = mode === 'email' ? 'email' : 'id';
  return (
    <Dialog.Root open placement="center" size="md" onOpenChange={(details) => !details.open && !busy && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="add-teacher-dialog" mx="4">
            <form onSubmit={(event) => void submit(event)} noValidate style={{ display: 'contents' }}>
              <Dialog.Header>
                <Dialog.Title>
                  <FormattedMessage id="centres.teachers.add.title" />
                </Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <SegmentGroup.Root
                    value={mode}
                    onValueChange={(details) => {
                      setMode(details.value as TeacherAddMode);
                      setFieldError(null);
                      setFailure(null);
                    }}
                    disabled={busy}
                    size="sm"
                    aria-label={intl.formatMessage({ id: 'centres.teachers.add.modeLabel' })}
                  >
                    <SegmentGroup.Indicator />
                    {(['email', 'id'] as const).map((item) => (
                      <SegmentGroup.Item key={item} value={item} data-testid={`add-teacher-mode-${item}`}>
                        <SegmentGroup.ItemText>
                          <FormattedMessage id={`centres.teachers.add.mode.${item}`} />
                        </SegmentGroup.ItemText>
                        <SegmentGroup.ItemHiddenInput />
                      </SegmentGroup.Item>
                    ))}
                  </SegmentGroup.Root>
                  <Text color="fg.muted" fontSize="sm">
                    <FormattedMessage id={`centres.teachers.add.help.${field}`} />
                  </Text>
                  <Field.Root required invalid={fieldError !== null} disabled={busy}>
                    <Field.Label>
                      <FormattedMessage id={`centres.teachers.add.label.${field}`} />
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      key={field}
                      type={mode === 'email' ? 'email' : 'text'}
                      dir="ltr"
                      autoComplete={mode === 'email' ? 'email' : 'off'}
                      value={values[mode]}
                      onChange={(event) => setValues({ ...values, [mode]: event.target.value })}
                      placeholder={mode === 'email' ? 'teacher@example.com' : undefined}
                      data-testid={`add-teacher-${field}`}
                    />
                    {fieldError && <Field.ErrorText data-testid="add-teacher-field-error">{fieldError}</Field.ErrorText>}
                  </Field.Root>
                  {failure && (
                    <Alert.Root status="error" data-testid="add-teacher-error">
                      <Alert.Indicator />
                      <Alert.Description>{failure}</Alert.Description>
                    </Alert.Root>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose} disabled={busy} data-testid="add-teacher-cancel">
                  <FormattedMessage id="centres.teachers.cancel" />
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy} data-testid="add-teacher-submit">
                  <FormattedMessage id={mode === 'email' ? 'centres.teachers.add.submitEmail' : 'centres.teachers.add.submitId'} />
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" disabled={busy} aria-label={intl.formatMessage({ id: 'centres.teachers.close' })} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
