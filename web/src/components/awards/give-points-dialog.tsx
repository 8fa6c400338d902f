// "Give points" (docs/awards.md, Reward points): a class teacher gives reward points, a whole
// number from 1 to 100 with a reason, to one student or to several chosen from a list (the
// members list, a challenge's submissions, a live game's report). The same form sent again (a
// retry after a failure) keeps its operation id, so the server never gives twice; any change
// makes a new one. Shown while mounted; the caller unmounts it on close.
// Test ids: give-points-dialog, give-points-amount, give-points-reason, give-points-submit,
// give-points-cancel, give-points-error, give-points-student-{uid} (a checkbox, several
// students), give-points-quick-amount-{n}, give-points-quick-reason-{key}; the callers' buttons
// are give-points-open-{uid} (one student) and give-points-open-class / give-points-open-live.
// Their lists: points-leaderboard, points-leaderboard-row-{uid}.
import { Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AWARDS } from '@shared/constants';
import type { GivePointsResult, PointSource } from '@shared/schemas/awards';
import { FormDialog } from '@/components/ui/form-dialog';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, errorMessageRef, formatError } from '@/lib/api-client';
import { GIVE_POINTS_FAILED, givePoints, newOperationId } from '@/lib/awards/give-points';
import {
  checkGivePoints, formKey, givePointsRequest, initialSelection, parsePoints, toggleAll, toggleStudent, type GivePointsFieldErrors,
} from '@/lib/awards/give-points-form';
import { isolate } from '@/lib/bidi';

export interface PointsRecipient {
  uid: string;
  name: string;
}

const QUICK_AMOUNTS = [1, 5, 10, 20] as const;
const QUICK_REASONS = ['participation', 'helping', 'effort', 'creativity', 'improvement'] as const;

export function GivePointsDialog({
  classId,
  recipients,
  initiallySelected,
  source = 'members',
  sourceId = null,
  onClose,
  onGiven,
}: {
  classId: string;
  /** Who may receive: one student, or several to choose from. */
  recipients: readonly PointsRecipient[];
  /** Ticked at first when there are several (all of them by default). */
  initiallySelected?: readonly string[];
  source?: PointSource;
  /** The challenge or live session the points are for. */
  sourceId?: string | null;
  onClose: () => void;
  onGiven?: (result: GivePointsResult) => void;
}) {
  const intl = useIntl();
  const several = recipients.length > 1;
  const [selected, setSelected] = useState<string[]>(() => initialSelection(recipients.map((r) => r.uid), initiallySelected));
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<GivePointsFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const operation = useRef<{ key: string; id: string } | null>(null);

  const nameOf = (uid: string) => recipients.find((r) => r.uid === uid)?.name || intl.formatMessage({ id: 'awards.givePoints.unnamed' });
  const fieldError = (code: GivePointsFieldErrors[keyof GivePointsFieldErrors]) => (code ? intl.formatMessage(errorMessageRef(code)) : null);

  const describeFailure = (error: unknown): string => {
    // Name the student the server refused, when it is one of ours.
    const uid = error instanceof ApiRequestError && error.code === 'awards/not-class-student' ? error.values?.uid : undefined;
    if (typeof uid === 'string' && recipients.some((r) => r.uid === uid)) {
      return intl.formatMessage({ id: 'awards.givePoints.notStudent' }, { name: isolate(nameOf(uid)) });
    }
    return formatError(intl, error, GIVE_POINTS_FAILED);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const form = { points, reason, studentIds: selected };
    const found = checkGivePoints(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    const key = formKey(form);
    if (operation.current?.key !== key) operation.current = { key, id: newOperationId() };
    const amount = parsePoints(points)!;
    setBusy(true);
    try {
      const result = await givePoints(givePointsRequest(form, { operationId: operation.current.id, classId, source, sourceId }));
      toaster.create({
        type: 'success',
        title:
          selected.length === 1
            ? intl.formatMessage({ id: 'awards.givePoints.given' }, { points: amount, name: isolate(nameOf(selected[0]!)) })
            : intl.formatMessage({ id: 'awards.givePoints.givenMany' }, { points: amount, count: selected.length }),
      });
      onGiven?.(result);
      setBusy(false);
      onClose();
    } catch (error) {
      setFailure(describeFailure(error));
      setBusy(false);
    }
  };

  const toggle = (uid: string, checked: boolean) => setSelected((current) => toggleStudent(current, uid, checked));

  return (
    <FormDialog
      testId="give-points"
      dialogTestId="give-points-dialog"
      size="md"
      title={<FormattedMessage id="awards.givePoints.title" />}
      submitLabel={<FormattedMessage id="awards.givePoints.submit" />}
      cancelLabel={<FormattedMessage id="awards.givePoints.cancel" />}
      closeLabel={intl.formatMessage({ id: 'awards.givePoints.close' })}
      busy={busy}
      failure={failure}
      onSubmit={(event) => void submit(event)}
      onClose={onClose}
    >
      {several ? (
        <Field.Root invalid={!!errors.students} disabled={busy}>
          <HStack justify="space-between" w="full" wrap="wrap" gap="2">
            <Field.Label>
              <FormattedMessage id="awards.givePoints.students" values={{ count: selected.length }} />
            </Field.Label>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => setSelected(toggleAll(selected, recipients.map((r) => r.uid)))}
              data-testid="give-points-toggle-all"
            >
              <FormattedMessage id={selected.length === recipients.length ? 'awards.givePoints.clearAll' : 'awards.givePoints.selectAll'} />
            </Button>
          </HStack>
          <Stack gap="2" maxH="48" overflowY="auto" w="full" borderWidth="1px" rounded="md" p="2">
            {recipients.map((recipient) => (
              <Checkbox.Root
                key={recipient.uid}
                checked={selected.includes(recipient.uid)}
                onCheckedChange={(details) => toggle(recipient.uid, details.checked === true)}
                colorPalette="brand"
                data-testid={`give-points-student-${recipient.uid}`}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <bdi>{recipient.name || intl.formatMessage({ id: 'awards.givePoints.unnamed' })}</bdi>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          {errors.students && <Field.ErrorText>{fieldError(errors.students)}</Field.ErrorText>}
        </Field.Root>
      ) : (
        <Text textAlign="start" data-testid="give-points-recipient">
          <FormattedMessage id="awards.givePoints.to" values={{ name: <bdi key="n">{nameOf(recipients[0]?.uid ?? '')}</bdi> }} />
        </Text>
      )}

      <Field.Root required invalid={!!errors.points} disabled={busy}>
        <Field.Label>
          <FormattedMessage id="awards.givePoints.amount" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          inputMode="numeric"
          autoComplete="off"
          dir="ltr"
          textAlign="start"
          maxW="32"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          aria-describedby="give-points-amount-hint"
          data-testid="give-points-amount"
        />
        <Wrap gap="2" role="group" aria-label={intl.formatMessage({ id: 'awards.givePoints.quickAmounts' })}>
          {QUICK_AMOUNTS.map((amount) => (
            <Button
              key={amount}
              size="xs"
              variant={parsePoints(points) === amount ? 'solid' : 'outline'}
              colorPalette="brand"
              onClick={() => setPoints(String(amount))}
              data-testid={`give-points-quick-amount-${amount}`}
            >
              <FormattedMessage id="awards.points" values={{ count: amount }} />
            </Button>
          ))}
        </Wrap>
        {errors.points ? (
          <Field.ErrorText>{fieldError(errors.points)}</Field.ErrorText>
        ) : (
          <Field.HelperText id="give-points-amount-hint">
            <FormattedMessage id="awards.givePoints.amountHint" values={{ min: AWARDS.minPoints, max: AWARDS.maxPoints }} />
          </Field.HelperText>
        )}
      </Field.Root>

      <Field.Root required invalid={!!errors.reason} disabled={busy}>
        <Field.Label>
          <FormattedMessage id="awards.givePoints.reason" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Wrap gap="2" role="group" aria-label={intl.formatMessage({ id: 'awards.givePoints.quickReasons' })}>
          {QUICK_REASONS.map((key) => (
            <Button
              key={key}
              size="xs"
              variant="subtle"
              onClick={() => setReason(intl.formatMessage({ id: `awards.givePoints.quick.${key}` }))}
              data-testid={`give-points-quick-reason-${key}`}
            >
              <FormattedMessage id={`awards.givePoints.quick.${key}`} />
            </Button>
          ))}
        </Wrap>
        <Textarea
          dir="auto"
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          placeholder={intl.formatMessage({ id: 'awards.givePoints.reasonPlaceholder' })}
          data-testid="give-points-reason"
        />
        {errors.reason ? (
          <Field.ErrorText>{fieldError(errors.reason)}</Field.ErrorText>
        ) : (
          <Field.HelperText alignSelf="flex-end">
            <FormattedMessage id="awards.givePoints.reasonCount" values={{ count: reason.trim().length, max: AWARDS.reasonMaxLength }} />
          </Field.HelperText>
        )}
      </Field.Root>
    </FormDialog>
  );
}
