// A question's one image in the builder: pick a file (checked here for type and size, then
// uploaded and checked by the server), a preview, replace or remove. Test ids:
// {id}-image-input, {id}-image-add, {id}-image-preview, {id}-image-remove, {id}-image-error.
import { Box, Button, Field, HStack, Image, Progress, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuImagePlus, LuTrash2 } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { QuestionImage } from '@shared/schemas/quiz';
import { errorMessageRef, formatError } from '@/lib/api-client';
import { isUploadAborted } from '@/lib/uploads/put-with-progress';
import { QUESTION_IMAGE_FAILED, uploadQuestionImage } from '../api/upload-question-image';
import { checkQuestionImageFile, QUESTION_IMAGE_ACCEPT } from '../lib/question-image-file';

export function QuestionImageField({
  quizId,
  image,
  id,
  number,
  readOnly,
  onChange,
}: {
  quizId: string | null;
  image: QuestionImage | null;
  id: string;
  number: number;
  readOnly: boolean;
  onChange: (image: QuestionImage | null) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  if (!quizId || (readOnly && !image)) return null;

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const check = checkQuestionImageFile(file);
    if (!check.ok) {
      setError(intl.formatMessage(errorMessageRef(check.code)));
      return;
    }
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const uploaded = await uploadQuestionImage(quizId, file, { contentType: check.contentType, size: check.size }, { signal: controller.signal, onProgress: setProgress });
      onChange(uploaded);
    } catch (failure) {
      if (!isUploadAborted(failure)) setError(formatError(intl, failure, QUESTION_IMAGE_FAILED));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>
        <FormattedMessage id="quizzes.image.label" />
      </Field.Label>
      <Stack gap="2" w="full">
        {image && (
          <Box borderWidth="1px" rounded="md" p="2" bg="bg.subtle" w="fit-content" maxW="full">
            <Image
              src={image.url}
              alt={intl.formatMessage({ id: 'quizzes.image.alt' }, { number })}
              maxH="40"
              maxW="full"
              objectFit="contain"
              rounded="sm"
              data-testid={`${id}-image-preview`}
            />
          </Box>
        )}
        {!readOnly && (
          <HStack gap="2" wrap="wrap">
            <input
              ref={input}
              type="file"
              accept={QUESTION_IMAGE_ACCEPT}
              hidden
              onChange={(event) => void pick(event.target.files?.[0])}
              aria-label={intl.formatMessage({ id: 'quizzes.image.choose' }, { number })}
              data-testid={`${id}-image-input`}
            />
            <Button size="xs" variant="outline" onClick={() => input.current?.click()} loading={progress !== null} data-testid={`${id}-image-add`}>
              <LuImagePlus aria-hidden />
              <FormattedMessage id={image ? 'quizzes.image.replace' : 'quizzes.image.add'} />
            </Button>
            {image && (
              <Button size="xs" variant="ghost" colorPalette="red" onClick={() => onChange(null)} disabled={progress !== null} data-testid={`${id}-image-remove`}>
                <LuTrash2 aria-hidden />
                <FormattedMessage id="quizzes.image.remove" />
              </Button>
            )}
          </HStack>
        )}
        {progress !== null && (
          <Progress.Root value={Math.round(progress * 100)} size="xs" maxW="xs" colorPalette="brand" aria-label={intl.formatMessage({ id: 'quizzes.image.uploading' })}>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
        )}
        {error ? (
          <Field.ErrorText data-testid={`${id}-image-error`}>{error}</Field.ErrorText>
        ) : (
          !readOnly && (
            <Text fontSize="xs" color="fg.muted">
              <FormattedMessage id="quizzes.image.help" />
            </Text>
          )
        )}
      </Stack>
    </Field.Root>
  );
}
