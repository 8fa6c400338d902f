// Step 2: set up the chosen method and create the draft (this is where the sparks are
// charged). AI: a prompt (more than 15 characters) and/or a PDF, how many questions, the
// difficulty, the types and the language. Template: one of GET /quizzes/templates. Manual: a
// title to start from an empty quiz.
// Test ids: quiz-ai-prompt (+ -error), quiz-ai-pdf, quiz-ai-pdf-name, quiz-ai-pdf-remove,
// quiz-ai-count, quiz-ai-difficulty, quiz-ai-language, quiz-ai-type-{type}, quiz-generate,
// quiz-generating; quiz-template-{id}, quiz-template-use, quiz-templates-empty;
// quiz-manual-title, quiz-manual-language, quiz-manual-start.
import {
  Badge, Box, Button, Card, Checkbox, Field, HStack, Heading, Input, NativeSelect, SimpleGrid, Skeleton, Spinner, Stack,
  Text, Textarea,
} from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useRef, useState, type FormEvent } from 'react';
import { LuFileText, LuPaperclip, LuSparkles, LuX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { AI_PROMPT_MIN_LENGTH_EXCLUSIVE, DIFFICULTIES, LANGUAGES, QUESTION_TYPES, QUIZ } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import type { Difficulty, QuestionType, QuizGenerator, QuizLanguage, QuizWithQuestionsDto } from '@shared/schemas/quiz';
import { RetryMessage } from '@/components/ui/retry-message';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { localeAtom } from '@/lib/i18n/locale';
import { useRemote } from '@/lib/use-remote';
import { CREATE_QUIZ_FAILED, createQuiz } from '../api/create-quiz';
import { GENERATE_QUIZ_FAILED, generateQuiz, generateQuizRequestSchema } from '../api/generate-quiz';
import { LIST_TEMPLATES_FAILED, listTemplates } from '../api/list-templates';
import type { BuildCosts } from '../hooks/use-build-costs';
import { aiSetupProblem, newRequestId } from '../lib/builder-steps';
import { classifyPaidError, keepRequestId, type PaidFailure } from '../lib/paid-errors';
import { PDF_ACCEPT, readPdf } from '../lib/pdf-file';
import { wholeNumber } from '../lib/question-editor';
import { PaidFailureAlert } from './paid-failure-alert';

export interface CreatedQuiz {
  quiz: QuizWithQuestionsDto;
  generator: QuizGenerator | null;
  dropped: number;
  charged: number;
}

/** A request id that stays the same while a retry could reach the same paid call. */
function useRequestId() {
  const ref = useRef<string | null>(null);
  return {
    current: () => (ref.current ??= newRequestId()),
    settle: (error?: unknown) => {
      if (error === undefined || !keepRequestId(error)) ref.current = null;
    },
  };
}

const DEFAULT_TYPES: QuestionType[] = QUESTION_TYPES.filter((type) => type !== 'essay');

export function AiSetup({ costs, onCreated }: { costs: BuildCosts; onCreated: (created: CreatedQuiz) => void }) {
  const intl = useIntl();
  const [prompt, setPrompt] = useState('');
  const [pdf, setPdf] = useState<{ name: string; base64: string } | null>(null);
  const [pdfError, setPdfError] = useState<ErrorCode | null>(null);
  const [reading, setReading] = useState(false);
  const [count, setCount] = useState(String(QUIZ.ai.defaultQuestions));
  const [difficulty, setDifficulty] = useState<Difficulty>('mixed');
  const [language, setLanguage] = useState<QuizLanguage | 'auto'>('auto');
  const [types, setTypes] = useState<QuestionType[]>(DEFAULT_TYPES);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaidFailure | null>(null);
  const [serverPromptError, setServerPromptError] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const promptInput = useRef<HTMLTextAreaElement>(null);
  const requestId = useRequestId();

  const promptProblem = aiSetupProblem(prompt, pdf !== null);
  const countValue = wholeNumber(count);
  const countInvalid = countValue === null || countValue < 1 || countValue > QUIZ.ai.maxQuestions;
  const typesInvalid = types.length === 0;
  const showPromptError = (touched && promptProblem !== null) || serverPromptError;
  const length = [...prompt.trim()].length;

  const choosePdf = async (file: File | undefined) => {
    if (!file) return;
    setReading(true);
    setPdfError(null);
    try {
      const read = await readPdf(file);
      if (read.ok) setPdf({ name: read.name, base64: read.base64 });
      else {
        setPdf(null);
        setPdfError(read.code);
      }
    } catch {
      setPdfError('upload/invalid-file');
    } finally {
      setReading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setServerPromptError(false);
    if (promptProblem) {
      promptInput.current?.focus();
      return;
    }
    if (countInvalid || typesInvalid || reading) return;
    const parsed = generateQuizRequestSchema.safeParse({
      prompt: prompt.trim(),
      ...(pdf ? { pdf: { name: pdf.name, content_base64: pdf.base64 } } : {}),
      difficulty,
      question_count: countValue,
      question_types: types,
      ...(language !== 'auto' ? { language } : {}),
      requestId: requestId.current(),
    });
    if (!parsed.success) {
      if (parsed.error.issues.some((issue) => issue.message === 'quiz/prompt-too-short')) setServerPromptError(true);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const answer = await generateQuiz(parsed.data);
      requestId.settle();
      onCreated({ quiz: answer.data, generator: answer.generator ?? answer.data.generator, dropped: answer.dropped ?? 0, charged: answer.charged ?? 0 });
    } catch (error) {
      requestId.settle(error);
      const classified = classifyPaidError(error);
      if (classified.kind === 'other' && (classified.error as { code?: string } | null)?.code === 'quiz/prompt-too-short') {
        setServerPromptError(true);
      } else {
        setFailure(classified);
      }
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-busy={busy} data-testid="quiz-ai-setup">
      <Stack gap="5">
        <SetupHeading method="ai" cost={costs.ai} offline={costs.generator === 'offline'} />
        <Field.Root required={pdf === null} invalid={showPromptError} disabled={busy}>
          <Field.Label>
            <FormattedMessage id="quizzes.ai.prompt" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            ref={promptInput}
            dir="auto"
            rows={4}
            value={prompt}
            maxLength={QUIZ.ai.promptMaxLength}
            placeholder={intl.formatMessage({ id: 'quizzes.ai.promptPlaceholder' })}
            onChange={(event) => {
              setPrompt(event.target.value);
              setServerPromptError(false);
            }}
            onBlur={() => prompt.trim() && setTouched(true)}
            data-testid="quiz-ai-prompt"
          />
          {showPromptError ? (
            <Field.ErrorText data-testid="quiz-ai-prompt-error">{intl.formatMessage(errorMessageRef('quiz/prompt-too-short'))}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <FormattedMessage
                id={pdf ? 'quizzes.ai.promptHelpPdf' : 'quizzes.ai.promptHelp'}
                values={{ min: AI_PROMPT_MIN_LENGTH_EXCLUSIVE + 1, length }}
              />
            </Field.HelperText>
          )}
        </Field.Root>

        <Field.Root invalid={pdfError !== null} disabled={busy}>
          <Field.Label>
            <FormattedMessage id="quizzes.ai.pdf" />
          </Field.Label>
          <input
            ref={fileInput}
            type="file"
            accept={PDF_ACCEPT}
            hidden
            onChange={(event) => void choosePdf(event.target.files?.[0])}
            data-testid="quiz-ai-pdf"
          />
          {pdf ? (
            <HStack gap="2" borderWidth="1px" rounded="md" px="3" py="2" w="full">
              <LuFileText aria-hidden />
              <Text flex="1" truncate data-testid="quiz-ai-pdf-name">
                {pdf.name}
              </Text>
              <Button size="xs" variant="ghost" onClick={() => setPdf(null)} data-testid="quiz-ai-pdf-remove">
                <LuX aria-hidden />
                <FormattedMessage id="quizzes.ai.pdfRemove" />
              </Button>
            </HStack>
          ) : (
            <Button variant="outline" size="sm" loading={reading} onClick={() => fileInput.current?.click()} data-testid="quiz-ai-pdf-choose">
              <LuPaperclip aria-hidden />
              <FormattedMessage id="quizzes.ai.pdfChoose" />
            </Button>
          )}
          {pdfError ? (
            <Field.ErrorText data-testid="quiz-ai-pdf-error">{intl.formatMessage(errorMessageRef(pdfError))}</Field.ErrorText>
          ) : (
            <Field.HelperText>
              <FormattedMessage id="quizzes.ai.pdfHelp" />
            </Field.HelperText>
          )}
        </Field.Root>

        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <Field.Root invalid={touched && countInvalid} disabled={busy}>
            <Field.Label>
              <FormattedMessage id="quizzes.ai.count" />
            </Field.Label>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={QUIZ.ai.maxQuestions}
              value={count}
              onChange={(event) => setCount(event.target.value)}
              data-testid="quiz-ai-count"
            />
            <Field.ErrorText>
              <FormattedMessage id="quizzes.ai.countInvalid" values={{ max: QUIZ.ai.maxQuestions }} />
            </Field.ErrorText>
          </Field.Root>
          <Field.Root disabled={busy}>
            <Field.Label>
              <FormattedMessage id="quizzes.field.difficulty" />
            </Field.Label>
            <DifficultySelect value={difficulty} onChange={setDifficulty} testId="quiz-ai-difficulty" />
          </Field.Root>
          <Field.Root disabled={busy}>
            <Field.Label>
              <FormattedMessage id="quizzes.field.language" />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={language} onChange={(event) => setLanguage(event.target.value as QuizLanguage | 'auto')} data-testid="quiz-ai-language">
                <option value="auto">{intl.formatMessage({ id: 'quizzes.language.auto' })}</option>
                {LANGUAGES.map((item) => (
                  <option key={item} value={item}>
                    {intl.formatMessage({ id: `quizzes.language.${item}` })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>

        <Field.Root invalid={typesInvalid} disabled={busy}>
          <Box as="fieldset" w="full">
            <Text as="legend" fontWeight="medium" fontSize="sm" mb="2">
              <FormattedMessage id="quizzes.ai.types" />
            </Text>
            <HStack gap="4" wrap="wrap">
              {QUESTION_TYPES.map((type) => (
                <Checkbox.Root
                  key={type}
                  checked={types.includes(type)}
                  onCheckedChange={(details) =>
                    setTypes((current) => (details.checked === true ? [...current, type] : current.filter((item) => item !== type)))
                  }
                  disabled={busy}
                  colorPalette="brand"
                  data-testid={`quiz-ai-type-${type}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <FormattedMessage id={`quizzes.type.${type}`} />
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Box>
          {typesInvalid && (
            <Field.ErrorText>
              <FormattedMessage id="quizzes.ai.typesRequired" />
            </Field.ErrorText>
          )}
        </Field.Root>

        {failure && <PaidFailureAlert failure={failure} cost={costs.ai} fallback={GENERATE_QUIZ_FAILED} />}

        {busy && (
          <HStack gap="3" role="status" aria-live="polite" color="fg.muted" data-testid="quiz-generating">
            <Spinner size="sm" color="brand.solid" />
            <Text>
              <FormattedMessage id="quizzes.ai.generating" />
            </Text>
          </HStack>
        )}

        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="quiz-generate">
            <LuSparkles aria-hidden />
            <FormattedMessage id="quizzes.ai.generate" values={{ count: costs.ai }} />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

export function TemplateSetup({ costs, onCreated }: { costs: BuildCosts; onCreated: (created: CreatedQuiz) => void }) {
  const intl = useIntl();
  const templates = useRemote('templates', listTemplates);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaidFailure | null>(null);
  const requestId = useRequestId();

  const use = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await createQuiz({ method: 'template', template_id: chosen, requestId: requestId.current() });
      requestId.settle();
      onCreated({ quiz: answer.data, generator: null, dropped: 0, charged: answer.charged ?? 0 });
    } catch (error) {
      requestId.settle(error);
      setFailure(classifyPaidError(error));
      setBusy(false);
    }
  };

  return (
    <Stack gap="5" data-testid="quiz-template-setup">
      <SetupHeading method="template" cost={costs.template} />
      {templates.status === 'loading' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {[0, 1, 2, 3].map((item) => (
            <Skeleton key={item} h="28" rounded="md" />
          ))}
        </SimpleGrid>
      )}
      {templates.status === 'error' && (
        <RetryMessage
          message={formatError(intl, templates.error, LIST_TEMPLATES_FAILED)}
          retryLabel={<FormattedMessage id="quizzes.common.retry" />}
          onRetry={templates.reload}
          testId="quiz-templates-error"
        />
      )}
      {templates.status === 'success' && templates.data.length === 0 && (
        <Text color="fg.muted" data-testid="quiz-templates-empty">
          <FormattedMessage id="quizzes.template.empty" />
        </Text>
      )}
      {templates.status === 'success' && templates.data.length > 0 && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="group" aria-label={intl.formatMessage({ id: 'quizzes.template.listLabel' })}>
          {templates.data.map((template) => {
            const selected = template.id === chosen;
            return (
              <Card.Root
                key={template.id}
                asChild
                variant="outline"
                textAlign="start"
                cursor="pointer"
                borderWidth="2px"
                borderColor={selected ? 'brand.solid' : 'border'}
                bg={selected ? 'brand.subtle' : undefined}
                _hover={{ borderColor: 'brand.solid' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              >
                <button type="button" aria-pressed={selected} disabled={busy} onClick={() => setChosen(template.id)} data-testid={`quiz-template-${template.id}`}>
                <Card.Body gap="2" p="4" w="full">
                  <Heading as="h3" size="sm" dir="auto">
                    {template.title}
                  </Heading>
                  {template.description && (
                    <Text fontSize="sm" color="fg.muted" lineClamp={2} dir="auto">
                      {template.description}
                    </Text>
                  )}
                  <HStack gap="2" wrap="wrap">
                    <Badge variant="outline">
                      <FormattedMessage id="quizzes.list.questions" values={{ count: template.question_count }} />
                    </Badge>
                    <Badge variant="outline">
                      <FormattedMessage id={`quizzes.difficulty.${template.difficulty}`} />
                    </Badge>
                    <Badge variant="outline">
                      <FormattedMessage id={`quizzes.language.${template.language}`} />
                    </Badge>
                  </HStack>
                </Card.Body>
                </button>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
      {failure && <PaidFailureAlert failure={failure} cost={costs.template} fallback={CREATE_QUIZ_FAILED} />}
      <HStack justify="flex-end">
        <Button colorPalette="brand" disabled={!chosen} loading={busy} onClick={() => void use()} data-testid="quiz-template-use">
          <LuSparkles aria-hidden />
          <FormattedMessage id="quizzes.template.use" values={{ count: costs.template }} />
        </Button>
      </HStack>
    </Stack>
  );
}

export function ManualSetup({ costs, onCreated }: { costs: BuildCosts; onCreated: (created: CreatedQuiz) => void }) {
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const [title, setTitle] = useState('');
  const [language, setLanguage] = useState<QuizLanguage>(locale);
  const [difficulty, setDifficulty] = useState<Difficulty>('mixed');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PaidFailure | null>(null);
  const requestId = useRequestId();
  const titleMissing = title.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (titleMissing) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await createQuiz({ method: 'manual', title: title.trim(), language, difficulty, questions: [], requestId: requestId.current() });
      requestId.settle();
      onCreated({ quiz: answer.data, generator: null, dropped: 0, charged: answer.charged ?? 0 });
    } catch (error) {
      requestId.settle(error);
      setFailure(classifyPaidError(error));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="quiz-manual-setup">
      <Stack gap="5">
        <SetupHeading method="manual" cost={costs.manual} />
        <Field.Root required invalid={touched && titleMissing} disabled={busy}>
          <Field.Label>
            <FormattedMessage id="quizzes.field.title" />
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            dir="auto"
            value={title}
            maxLength={QUIZ.titleMaxLength}
            placeholder={intl.formatMessage({ id: 'quizzes.field.titlePlaceholder' })}
            onChange={(event) => setTitle(event.target.value)}
            data-testid="quiz-manual-title"
          />
          <Field.ErrorText data-testid="quiz-manual-title-error">{intl.formatMessage(errorMessageRef('validation/all-fields-required'))}</Field.ErrorText>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <Field.Root disabled={busy}>
            <Field.Label>
              <FormattedMessage id="quizzes.field.language" />
            </Field.Label>
            <LanguageSelect value={language} onChange={setLanguage} testId="quiz-manual-language" />
          </Field.Root>
          <Field.Root disabled={busy}>
            <Field.Label>
              <FormattedMessage id="quizzes.field.difficulty" />
            </Field.Label>
            <DifficultySelect value={difficulty} onChange={setDifficulty} testId="quiz-manual-difficulty" />
          </Field.Root>
        </SimpleGrid>
        {failure && <PaidFailureAlert failure={failure} cost={costs.manual} fallback={CREATE_QUIZ_FAILED} />}
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="brand" loading={busy} data-testid="quiz-manual-start">
            <LuSparkles aria-hidden />
            <FormattedMessage id="quizzes.manual.start" />
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

/** The step's title and what it costs, and when (a manual quiz: at its first publication). */
function SetupHeading({ method, cost, offline = false }: { method: 'ai' | 'template' | 'manual'; cost: number; offline?: boolean }) {
  return (
    <Stack gap="1" textAlign="start">
      <Heading as="h2" size="lg">
        <FormattedMessage id={`quizzes.setup.${method}.title`} />
      </Heading>
      <Text color="fg.muted">
        <FormattedMessage id={offline ? 'quizzes.setup.ai.offlineBody' : `quizzes.setup.${method}.body`} values={{ count: cost }} />
      </Text>
    </Stack>
  );
}

/** A native select whose options are translated as `${messagePrefix}.${value}`. */
function MessageSelect<T extends string>({ value, options, messagePrefix, onChange, testId }: {
  value: T;
  options: readonly T[];
  messagePrefix: string;
  onChange: (value: T) => void;
  testId: string;
}) {
  const intl = useIntl();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)} data-testid={testId}>
        {options.map((item) => (
          <option key={item} value={item}>
            {intl.formatMessage({ id: `${messagePrefix}.${item}` })}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function DifficultySelect(props: { value: Difficulty; onChange: (value: Difficulty) => void; testId: string }) {
  return <MessageSelect {...props} options={DIFFICULTIES} messagePrefix="quizzes.difficulty" />;
}

export function LanguageSelect(props: { value: QuizLanguage; onChange: (value: QuizLanguage) => void; testId: string }) {
  return <MessageSelect {...props} options={LANGUAGES} messagePrefix="quizzes.language" />;
}
