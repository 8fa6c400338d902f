// "Add teacher": by e-mail (an invitation the teacher accepts; an unknown address is asked to
// sign up as a teacher) or by a teacher's user id (added at once). The caller does the call and
// answers with an error text to show, or null when done.
// Test ids: add-teacher-dialog, add-teacher-mode-email, add-teacher-mode-id, add-teacher-email,
// add-teacher-id, add-teacher-error, add-teacher-submit, add-teacher-cancel.
import { Field, Input, SegmentGroup, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormDialog } from '@/components/ui/form-dialog';
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
    <FormDialog
      testId="add-teacher"
      dialogTestId="add-teacher-dialog"
      size="md"
      title={<FormattedMessage id="centres.teachers.add.title" />}
      submitLabel={<FormattedMessage id={mode === 'email' ? 'centres.teachers.add.submitEmail' : 'centres.teachers.add.submitId'} />}
      cancelLabel={<FormattedMessage id="centres.teachers.cancel" />}
      closeLabel={intl.formatMessage({ id: 'centres.teachers.close' })}
      busy={busy}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
