// Step 4: the quiz's title, description, difficulty and language (these can change after
// publishing too). Test ids: quiz-title (+ -error), quiz-description, quiz-difficulty, quiz-language.
import { Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUIZ } from '@shared/constants';
import type { Difficulty, QuizLanguage } from '@shared/schemas/quiz';
import { errorMessageRef } from '@/lib/api-client';
import { DifficultySelect, LanguageSelect } from './setup-step';

export interface QuizSettings {
  title: string;
  description: string;
  difficulty: Difficulty;
  language: QuizLanguage;
}

export function FinalizeStep({
  settings,
  onChange,
  showErrors,
  disabled,
}: {
  settings: QuizSettings;
  onChange: (settings: QuizSettings) => void;
  showErrors: boolean;
  disabled: boolean;
}) {
  const intl = useIntl();
  const titleMissing = settings.title.trim().length === 0;
  return (
    <Stack gap="5" data-testid="quiz-finalize">
      <Stack gap="1" textAlign="start">
        <Heading as="h2" size="lg">
          <FormattedMessage id="quizzes.finalize.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="quizzes.finalize.subtitle" />
        </Text>
      </Stack>
      <Field.Root required invalid={showErrors && titleMissing} disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="quizzes.field.title" />
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          dir="auto"
          value={settings.title}
          maxLength={QUIZ.titleMaxLength}
          onChange={(event) => onChange({ ...settings, title: event.target.value })}
          data-testid="quiz-title"
        />
        <Field.ErrorText data-testid="quiz-title-error">{intl.formatMessage(errorMessageRef('validation/all-fields-required'))}</Field.ErrorText>
      </Field.Root>
      <Field.Root disabled={disabled}>
        <Field.Label>
          <FormattedMessage id="quizzes.field.description" />
        </Field.Label>
        <Textarea
          dir="auto"
          rows={3}
          autoresize
          value={settings.description}
          maxLength={QUIZ.descriptionMaxLength}
          onChange={(event) => onChange({ ...settings, description: event.target.value })}
          data-testid="quiz-description"
        />
      </Field.Root>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <Field.Root disabled={disabled}>
          <Field.Label>
            <FormattedMessage id="quizzes.field.difficulty" />
          </Field.Label>
          <DifficultySelect value={settings.difficulty} onChange={(difficulty) => onChange({ ...settings, difficulty })} testId="quiz-difficulty" />
        </Field.Root>
        <Field.Root disabled={disabled}>
          <Field.Label>
            <FormattedMessage id="quizzes.field.language" />
          </Field.Label>
          <LanguageSelect value={settings.language} onChange={(language) => onChange({ ...settings, language })} testId="quiz-language" />
        </Field.Root>
      </SimpleGrid>
    </Stack>
  );
}
