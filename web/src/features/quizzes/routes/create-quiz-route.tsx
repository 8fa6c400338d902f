// /CreateQuiz (teachers): the quiz builder (spec 000: choose a method -> set up the template or
// generate -> review -> finalize -> publish; docs/quizzes.md). /CreateQuiz?quizId= opens one of
// the teacher's quizzes: drafts at review, published ones at finalize (their questions are
// locked). The draft is created at the end of the set-up step (AI and template quizzes are
// charged then; a manual quiz when first published); after that the builder saves with PATCH
// when the teacher moves on, and publishes.
// Test ids: quiz-builder, quiz-step-{step}, quiz-back, quiz-next, quiz-save, quiz-offline-generator,
// quiz-dropped, quiz-load-error, quiz-leave-dialog (+ -confirm, -cancel); the steps' own ids are
// in components/*-step.tsx.
import { Alert, Box, Button, Container, HStack, Heading, Icon, Stack, Steps, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { LuArrowLeft, LuArrowRight, LuSave } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useBlocker, useSearchParams } from 'react-router-dom';
import type { QuizGenerator, QuizMethod, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageLoader } from '@/components/ui/page-loader';
import { toaster } from '@/components/ui/toaster';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { GET_QUIZ_FAILED, getQuiz } from '../api/get-quiz';
import { PUBLISH_QUIZ_FAILED, publishQuiz } from '../api/publish-quiz';
import { UPDATE_QUIZ_FAILED, updateQuiz } from '../api/update-quiz';
import { FinalizeStep, type QuizSettings } from '../components/finalize-step';
import { MethodStep } from '../components/method-step';
import { PublishStep } from '../components/publish-step';
import { ReviewStep } from '../components/review-step';
import { AiSetup, ManualSetup, TemplateSetup, type CreatedQuiz } from '../components/setup-step';
import { useBuildCosts } from '../hooks/use-build-costs';
import {
  BUILDER_STEPS, canEnter, canPublishQuiz, initialStep, nextStep, previousStep, stepIndex, type BuilderContext, type BuilderStep,
} from '../lib/builder-steps';
import { classifyPaidError, type PaidFailure } from '../lib/paid-errors';
import {
  canSaveDraft, editorReducer, fromDto, savedForm, serverProblems, toInput, type QuestionProblem,
} from '../lib/question-editor';

export default function CreateQuizRoute() {
  const [params, setParams] = useSearchParams();
  const paramId = params.get('quizId');
  // The builder is remounted when the address names another quiz (or none), not when the
  // builder itself puts the quiz it just created into the address.
  const [session, setSession] = useState<{ key: number; quizId: string | null; loaded: QuizWithQuestionsDto | null }>({
    key: 0,
    quizId: paramId,
    loaded: null,
  });
  if (paramId !== session.quizId) setSession({ key: session.key + 1, quizId: paramId, loaded: null });

  const onCreated = useCallback(
    (quiz: QuizWithQuestionsDto) => {
      setSession((current) => ({ ...current, quizId: quiz.id, loaded: quiz }));
      setParams({ quizId: quiz.id }, { replace: true });
    },
    [setParams],
  );

  return (
    <Container maxW="4xl" px={{ base: '3', md: '6' }} py={{ base: '4', md: '8' }} data-testid="quiz-builder">
      {session.quizId && !session.loaded ? (
        <LoadQuiz key={session.key} quizId={session.quizId} />
      ) : (
        <Builder key={session.key} initial={session.loaded} onCreated={onCreated} />
      )}
    </Container>
  );
}

function LoadQuiz({ quizId }: { quizId: string }) {
  const intl = useIntl();
  const quiz = useRemote(`quiz:${quizId}`, (signal) => getQuiz(quizId, signal));
  if (quiz.status === 'loading') return <PageLoader fullPage={false} />;
  if (quiz.status === 'error') {
    return (
      <Stack gap="3" align="flex-start" role="alert" data-testid="quiz-load-error">
        <Text color="fg.error">{formatError(intl, quiz.error, GET_QUIZ_FAILED)}</Text>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={quiz.reload}>
            <FormattedMessage id="quizzes.common.retry" />
          </Button>
          <Button asChild size="sm" variant="ghost">
            <RouterLink to="/quiz">
              <FormattedMessage id="quizzes.publish.toList" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>
    );
  }
  return <Builder initial={quiz.data} opened />;
}

const settingsOf = (quiz: QuizWithQuestionsDto): QuizSettings => ({
  title: quiz.title,
  description: quiz.description ?? '',
  difficulty: quiz.difficulty,
  language: quiz.language,
});

interface Notice {
  generator: QuizGenerator | null;
  dropped: number;
}

function Builder({
  initial,
  opened = false,
  onCreated,
}: {
  initial: QuizWithQuestionsDto | null;
  /** Opened from the address (editing), rather than created just now. */
  opened?: boolean;
  onCreated?: (quiz: QuizWithQuestionsDto) => void;
}) {
  const intl = useIntl();
  const [quiz, setQuiz] = useState<QuizWithQuestionsDto | null>(initial);
  const [method, setMethod] = useState<QuizMethod | null>(initial?.method ?? null);
  const [questions, dispatch] = useReducer(editorReducer, initial, (quizData) => (quizData?.questions ?? []).map((question) => fromDto(question)));
  const [savedQuestions, setSavedQuestions] = useState(() => savedForm(questions));
  const [settings, setSettings] = useState<QuizSettings | null>(initial ? settingsOf(initial) : null);
  const [savedSettings, setSavedSettings] = useState<QuizSettings | null>(settings);
  const [notice, setNotice] = useState<Notice | null>(initial?.generator === 'offline' ? { generator: 'offline', dropped: 0 } : null);
  const [showAll, setShowAll] = useState(false);
  // Problems the server named on publish, with the question as it was then.
  const [problems, setProblems] = useState<Map<string, { form: string; problems: QuestionProblem[] }>>(new Map());
  const [busy, setBusy] = useState<'saving' | 'publishing' | null>(null);
  // Why the last publication was refused when it was for sparks (shown in the publish step).
  const [publishFailure, setPublishFailure] = useState<PaidFailure | null>(null);
  const costs = useBuildCosts();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const context: BuilderContext = useMemo(
    () => ({ method, quiz: quiz ? { id: quiz.id, status: quiz.status } : null, questions, title: settings?.title ?? '' }),
    [method, quiz, questions, settings?.title],
  );
  const [step, setStep] = useState<BuilderStep>(() => initialStep(context));
  const published = quiz?.status === 'published';
  const questionsDirty = !published && quiz !== null && savedForm(questions) !== savedQuestions;
  const settingsDirty = settings !== null && savedSettings !== null && JSON.stringify(settings) !== JSON.stringify(savedSettings);
  const dirty = questionsDirty || settingsDirty;

  // Server problems belong to the question as it was: any edit of it clears them.
  const visibleProblems = useMemo(() => {
    const shown = new Map<string, QuestionProblem[]>();
    for (const question of questions) {
      const entry = problems.get(question.key);
      if (entry && entry.form === savedForm([question])) shown.set(question.key, entry.problems);
    }
    return shown;
  }, [problems, questions]);

  // Leaving with unsaved changes asks first (in-app navigation) or warns (closing the tab).
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && busy === null && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const show = (target: BuilderStep) => {
    setStep(target);
    window.scrollTo({ top: 0 });
    window.setTimeout(() => headingRef.current?.focus(), 0);
  };

  const failToast = (error: unknown, fallback: { id: string; defaultMessage: string }) => {
    const title = intl.formatMessage(fallback);
    const detail = formatError(intl, error, fallback);
    toaster.create({ type: 'error', title, description: detail === title ? undefined : detail });
  };

  const created = (result: CreatedQuiz) => {
    const loaded = result.quiz.questions.map((question) => fromDto(question));
    setQuiz(result.quiz);
    dispatch({ type: 'load', questions: loaded });
    setSavedQuestions(savedForm(loaded));
    const quizSettings = settingsOf(result.quiz);
    setSettings(quizSettings);
    setSavedSettings(quizSettings);
    setNotice({ generator: result.generator, dropped: result.dropped });
    toaster.create({
      type: 'success',
      title: intl.formatMessage({ id: 'quizzes.create.done' }),
      description: result.charged > 0 ? intl.formatMessage({ id: 'quizzes.create.charged' }, { count: result.charged }) : undefined,
    });
    onCreated?.(result.quiz);
    show('review');
  };

  const saveQuestions = async (): Promise<boolean> => {
    if (!quiz || published || !questionsDirty) return true;
    if (!canSaveDraft(questions)) {
      setShowAll(true);
      toaster.create({ type: 'error', title: intl.formatMessage({ id: 'quizzes.save.fixFirst' }) });
      return false;
    }
    const snapshot = questions;
    setBusy('saving');
    try {
      const updated = await updateQuiz(quiz.id, { questions: snapshot.map(toInput) });
      const ids: Record<string, string> = {};
      snapshot.forEach((question, index) => {
        const id = updated.questions[index]?.id;
        if (id) ids[question.key] = id;
      });
      dispatch({ type: 'assign-ids', ids });
      setSavedQuestions(savedForm(snapshot));
      setQuiz(updated);
      return true;
    } catch (error) {
      failToast(error, UPDATE_QUIZ_FAILED);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveSettings = async (): Promise<boolean> => {
    if (!quiz || !settings || !settingsDirty) return true;
    if (!settings.title.trim()) {
      setShowAll(true);
      return false;
    }
    setBusy('saving');
    try {
      const patch = { title: settings.title.trim(), description: settings.description.trim(), difficulty: settings.difficulty, language: settings.language };
      const updated = await updateQuiz(quiz.id, patch);
      setQuiz(updated);
      setSavedSettings(settings);
      return true;
    } catch (error) {
      failToast(error, UPDATE_QUIZ_FAILED);
      return false;
    } finally {
      setBusy(null);
    }
  };

  const saveAll = async (): Promise<boolean> => (await saveQuestions()) && (await saveSettings());

  const goTo = async (target: BuilderStep) => {
    if (target === step || busy) return;
    const forward = stepIndex(target) > stepIndex(step);
    if (step === 'review' && !(await saveQuestions()) && forward) return;
    if (step === 'finalize') {
      const saved = await saveSettings();
      if (!saved && forward) return;
    }
    if (!canEnter(target, context)) {
      setShowAll(true);
      return;
    }
    show(target);
  };

  const publish = async () => {
    if (!quiz || busy) return;
    setShowAll(true);
    if (!canPublishQuiz(context)) return;
    if (!(await saveAll())) return;
    setBusy('publishing');
    setPublishFailure(null);
    try {
      const answer = await publishQuiz(quiz.id);
      setQuiz((current) => (current ? { ...current, ...answer.quiz, questions: current.questions } : current));
      setProblems(new Map());
      toaster.create({
        type: 'success',
        title: intl.formatMessage({ id: 'quizzes.publish.toast' }),
        description: answer.charged > 0 ? intl.formatMessage({ id: 'quizzes.create.charged' }, { count: answer.charged }) : undefined,
      });
    } catch (error) {
      const paid = classifyPaidError(error);
      if (paid.kind === 'insufficient-sparks') {
        setPublishFailure(paid);
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'quiz/incomplete') {
        const byIndex = serverProblems(error.fields);
        const byKey = new Map<string, { form: string; problems: QuestionProblem[] }>();
        for (const [index, list] of byIndex) {
          const question = questions[index];
          if (question) byKey.set(question.key, { form: savedForm([question]), problems: list });
        }
        setProblems(byKey);
        show('review');
      }
      failToast(error, PUBLISH_QUIZ_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const back = previousStep(step, context);
  const next = nextStep(step, context);
  const editing = opened && quiz !== null;

  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3" align={{ base: 'flex-start', sm: 'center' }}>
        <Stack gap="0" textAlign="start">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            <FormattedMessage id={editing ? 'quizzes.builder.editTitle' : 'quizzes.builder.title'} />
          </Heading>
          {quiz && (
            <Text color="fg.muted" fontSize="sm" dir="auto" data-testid="quiz-builder-name" data-quiz-id={quiz.id} data-status={quiz.status}>
              {quiz.title}
            </Text>
          )}
        </Stack>
        <HStack gap="2">
          {quiz && !published && (step === 'review' || step === 'finalize') && (
            <Button
              size="sm"
              variant="outline"
              disabled={!dirty}
              loading={busy === 'saving'}
              onClick={() => void saveAll().then((ok) => ok && toaster.create({ type: 'success', title: intl.formatMessage({ id: 'quizzes.save.done' }) }))}
              data-testid="quiz-save"
            >
              <LuSave aria-hidden />
              <FormattedMessage id={dirty ? 'quizzes.save.button' : 'quizzes.save.saved'} />
            </Button>
          )}
          <Button asChild size="sm" variant="ghost" data-testid="quiz-builder-list">
            <RouterLink to="/quiz">
              <FormattedMessage id="quizzes.builder.toList" />
            </RouterLink>
          </Button>
        </HStack>
      </Stack>

      <BuilderStepper step={step} context={context} onSelect={(target) => void goTo(target)} />

      {notice?.generator === 'offline' && (
        <Alert.Root status="info" borderRadius="md" data-testid="quiz-offline-generator">
          <Alert.Indicator />
          <Alert.Content textAlign="start">
            <Alert.Title>
              <FormattedMessage id="quizzes.generate.offlineTitle" />
            </Alert.Title>
            <Alert.Description>
              <FormattedMessage id="quizzes.generate.offlineBody" />
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {notice && notice.dropped > 0 && step === 'review' && (
        <Alert.Root status="warning" borderRadius="md" data-testid="quiz-dropped">
          <Alert.Indicator />
          <Alert.Description>
            <FormattedMessage id="quizzes.generate.dropped" values={{ count: notice.dropped }} />
          </Alert.Description>
        </Alert.Root>
      )}

      <Box as="section" aria-labelledby="quiz-step-heading">
        <Heading as="h2" id="quiz-step-heading" ref={headingRef} tabIndex={-1} srOnly>
          <FormattedMessage id={`quizzes.step.${step}`} />
        </Heading>
        {step === 'method' && (
          <MethodStep
            method={method}
            costs={costs}
            onChoose={(chosen) => {
              setMethod(chosen);
              show('setup');
            }}
          />
        )}
        {step === 'setup' && method === 'ai' && <AiSetup costs={costs} onCreated={created} />}
        {step === 'setup' && method === 'template' && <TemplateSetup costs={costs} onCreated={created} />}
        {step === 'setup' && method === 'manual' && <ManualSetup costs={costs} onCreated={created} />}
        {step === 'review' && quiz && (
          <ReviewStep questions={questions} dispatch={dispatch} readOnly={published} showAll={showAll} serverProblems={visibleProblems} quizId={quiz?.id ?? null} />
        )}
        {step === 'finalize' && settings && (
          <FinalizeStep settings={settings} onChange={setSettings} showErrors={showAll} disabled={busy !== null} />
        )}
        {step === 'publish' && quiz && (
          <PublishStep
            quizId={quiz.id}
            published={published}
            questions={questions}
            title={settings?.title ?? quiz.title}
            busy={busy === 'publishing'}
            cost={quiz.publish_cost ?? 0}
            failure={publishFailure}
            onPublish={() => void publish()}
          />
        )}
      </Box>

      {step !== 'method' && (
        <HStack justify="space-between" borderTopWidth="1px" pt="4">
          {back ? (
            <Button variant="ghost" onClick={() => void goTo(back)} disabled={busy !== null} data-testid="quiz-back">
              <Icon as={LuArrowLeft} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
              <FormattedMessage id="quizzes.builder.back" />
            </Button>
          ) : (
            <span />
          )}
          {(step === 'review' || step === 'finalize') && (
            <Button colorPalette="brand" onClick={() => void goTo(next ?? BUILDER_STEPS[stepIndex(step) + 1]!)} loading={busy === 'saving'} data-testid="quiz-next">
              <FormattedMessage id="quizzes.builder.next" />
              <Icon as={LuArrowRight} _rtl={{ transform: 'scaleX(-1)' }} aria-hidden />
            </Button>
          )}
        </HStack>
      )}

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        onConfirm={() => blocker.proceed?.()}
        busy={false}
        title={intl.formatMessage({ id: 'quizzes.leave.title' })}
        body={intl.formatMessage({ id: 'quizzes.leave.body' })}
        confirmLabel={intl.formatMessage({ id: 'quizzes.leave.confirm' })}
        cancelLabel={intl.formatMessage({ id: 'quizzes.common.cancel' })}
        testId="quiz-leave-dialog"
      />
    </Stack>
  );
}

function BuilderStepper({ step, context, onSelect }: { step: BuilderStep; context: BuilderContext; onSelect: (step: BuilderStep) => void }) {
  const intl = useIntl();
  const current = stepIndex(step);
  return (
    <Steps.Root step={current} count={BUILDER_STEPS.length} size="sm" colorPalette="brand" aria-label={intl.formatMessage({ id: 'quizzes.builder.stepsLabel' })}>
      <Steps.List>
        {BUILDER_STEPS.map((name, index) => {
          const title = intl.formatMessage({ id: `quizzes.step.${name}` });
          const reachable = index !== current && canEnter(name, context);
          const content = (
            <>
              <Steps.Indicator />
              <Steps.Title hideBelow="md">{title}</Steps.Title>
            </>
          );
          return (
            <Steps.Item key={name} index={index} title={title}>
              {reachable ? (
                <Box
                  as="button"
                  display="flex"
                  alignItems="center"
                  gap="3"
                  cursor="pointer"
                  rounded="md"
                  onClick={() => onSelect(name)}
                  aria-label={intl.formatMessage({ id: 'quizzes.builder.goTo' }, { step: title })}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid' }}
                  data-testid={`quiz-step-${name}`}
                  data-reachable
                >
                  {content}
                </Box>
              ) : (
                <Box display="flex" alignItems="center" gap="3" aria-current={index === current ? 'step' : undefined} data-testid={`quiz-step-${name}`}>
                  {content}
                </Box>
              )}
              <Steps.Separator />
            </Steps.Item>
          );
        })}
      </Steps.List>
    </Steps.Root>
  );
}
