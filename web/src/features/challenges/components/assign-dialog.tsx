// Assign one of the teacher's published quizzes to the class: an optional title, an optional
// due date (in the future) and whether practice is allowed.
// Test ids: challenge-assign-dialog, challenge-assign-quiz, challenge-assign-title,
// challenge-assign-has-due, challenge-assign-due (+ -error), challenge-assign-practice,
// challenge-assign-submit, challenge-assign-error, challenge-assign-no-quizzes.
import { Button, Checkbox, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { QUIZ } from '@shared/constants';
import type { ChallengeDto } from '@shared/schemas/quiz';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { isolate } from '@/lib/bidi';
import { useRemote } from '@/lib/use-remote';
import { CREATE_CHALLENGE_FAILED, createChallenge } from '../api/create-challenge';
import { LIST_QUIZZES_FAILED, listPublishedQuizzes } from '../api/list-published-quizzes';
import { defaultDueInput, fromLocalInput, isFuture } from '../lib/due-date';

export function AssignDialog({
  classId,
  open,
  onClose,
  onAssigned,
}: {
  classId: string;
  open: boolean;
  onClose: () => void;
  onAssigned: (challenge: ChallengeDto) => void;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="center" size={{ base: 'full', sm: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="challenge-assign-dialog">{open && <AssignForm classId={classId} onClose={onClose} onAssigned={onAssigned} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function AssignForm({ classId, onClose, onAssigned }: { classId: string; onClose: () => void; onAssigned: (challenge: ChallengeDto) => void }) {
  const intl = useIntl();
  const quizzes = useRemote('published-quizzes', listPublishedQuizzes);
  const [quizId, setQuizId] = useState('');
  const [title, setTitle] = useState('');
  const [hasDue, setHasDue] = useState(true);
  const [due, setDue] = useState(() => defaultDueInput());
  const [practice, setPractice] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const list = quizzes.status === 'success' ? quizzes.data : [];
  const chosen = quizId || list[0]?.id || '';
  const dueIso = hasDue ? fromLocalInput(due) : null;
  const dueProblem = hasDue ? (dueIso === null ? 'validation/all-fields-required' : isFuture(dueIso) ? null : 'challenge/due-in-past') : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!chosen || dueProblem) return;
    setBusy(true);
    setError(null);
    try {
      const challenge = await createChallenge(classId, {
        quizId: chosen,
        ...(title.trim() ? { title: title.trim() } : {}),
        dueAt: dueIso,
        practiceAllowed: practice,
      });
      onAssigned(challenge);
    } catch (failure) {
      setError(formatError(intl, failure, CREATE_CHALLENGE_FAILED));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Header>
        <Dialog.Title>
          <FormattedMessage id="challenges.assign.title" />
        </Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="4">
          {quizzes.status === 'error' && (
            <Text color="fg.error" role="alert">
              {formatError(intl, quizzes.error, LIST_QUIZZES_FAILED)}
            </Text>
          )}
          {quizzes.status === 'success' && list.length === 0 ? (
            <Stack gap="2" data-testid="challenge-assign-no-quizzes">
              <Text>
                <FormattedMessage id="challenges.assign.noQuizzes" />
              </Text>
              <Button asChild size="sm" colorPalette="brand" alignSelf="flex-start">
                <RouterLink to="/CreateQuiz">
                  <FormattedMessage id="challenges.list.createQuiz" />
                </RouterLink>
              </Button>
            </Stack>
          ) : (
            <>
              <Field.Root required disabled={busy || quizzes.status !== 'success'}>
                <Field.Label>
                  <FormattedMessage id="challenges.assign.quiz" />
                  <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field value={chosen} onChange={(event) => setQuizId(event.target.value)} data-testid="challenge-assign-quiz">
                    {list.map((quiz) => (
                      <option key={quiz.id} value={quiz.id}>
                        {intl.formatMessage({ id: 'challenges.assign.quizOption' }, { title: isolate(quiz.title), count: quiz.question_count })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field.Root>
              <Field.Root disabled={busy}>
                <Field.Label>
                  <FormattedMessage id="challenges.assign.titleField" />
                </Field.Label>
                <Input
                  dir="auto"
                  value={title}
                  maxLength={QUIZ.titleMaxLength}
                  placeholder={list.find((quiz) => quiz.id === chosen)?.title ?? ''}
                  onChange={(event) => setTitle(event.target.value)}
                  data-testid="challenge-assign-title"
                />
                <Field.HelperText>
                  <FormattedMessage id="challenges.assign.titleHelp" />
                </Field.HelperText>
              </Field.Root>
              <Checkbox.Root
                checked={hasDue}
                onCheckedChange={(details) => setHasDue(details.checked === true)}
                disabled={busy}
                colorPalette="brand"
                data-testid="challenge-assign-has-due"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <FormattedMessage id="challenges.assign.hasDue" />
                </Checkbox.Label>
              </Checkbox.Root>
              {hasDue && (
                <Field.Root required invalid={touched && dueProblem !== null} disabled={busy}>
                  <Field.Label>
                    <FormattedMessage id="challenges.assign.due" />
                    <Field.RequiredIndicator />
                  </Field.Label>
                  <Input type="datetime-local" value={due} onChange={(event) => setDue(event.target.value)} data-testid="challenge-assign-due" />
                  <Field.ErrorText data-testid="challenge-assign-due-error">
                    {dueProblem ? intl.formatMessage(errorMessageRef(dueProblem)) : null}
                  </Field.ErrorText>
                </Field.Root>
              )}
              <Checkbox.Root
                checked={practice}
                onCheckedChange={(details) => setPractice(details.checked === true)}
                disabled={busy}
                colorPalette="brand"
                alignItems="flex-start"
                data-testid="challenge-assign-practice"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Stack gap="0" textAlign="start">
                  <Checkbox.Label>
                    <FormattedMessage id="challenges.assign.practice" />
                  </Checkbox.Label>
                  <Text fontSize="xs" color="fg.muted">
                    <FormattedMessage id="challenges.assign.practiceHelp" />
                  </Text>
                </Stack>
              </Checkbox.Root>
            </>
          )}
          {error && (
            <Text color="fg.error" role="alert" data-testid="challenge-assign-error">
              {error}
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy} data-testid="challenge-assign-cancel">
          <FormattedMessage id="challenges.common.cancel" />
        </Button>
        <Button type="submit" colorPalette="brand" loading={busy} disabled={!chosen} data-testid="challenge-assign-submit">
          <FormattedMessage id="challenges.assign.submit" />
        </Button>
      </Dialog.Footer>
    </form>
  );
}
