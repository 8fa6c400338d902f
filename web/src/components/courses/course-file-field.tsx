// A file chooser for course uploads (thumbnail, preview or lesson video, document) in the
// instructor's and the centre's course forms: a button over a real, hidden <input type="file">
// (so tests can fill it), the chosen name or the current file (with its image when given), and
// the client check's message. Test ids: `${testId}` on the input, `${testId}-name`, `${testId}-error`.
import { Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import { LuUpload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';

export function CourseFileField({
  label,
  accept,
  file,
  currentName,
  currentImage,
  error,
  disabled,
  help,
  onPick,
  testId,
}: {
  label: ReactNode;
  accept: string;
  file: File | null;
  /** What the course or lesson has now, when no new file is chosen. */
  currentName?: ReactNode;
  /** The current image's URL, shown small while no new file is chosen. */
  currentImage?: string | null;
  error?: ErrorCode;
  disabled?: boolean;
  help?: ReactNode;
  onPick: (file: File | null) => void;
  testId: string;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  return (
    <Field.Root invalid={!!error} disabled={disabled}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
          <LuUpload aria-hidden />
          <FormattedMessage id="courses.author.file.choose" />
        </Button>
        {!file && currentImage && <Image src={currentImage} alt="" h="8" aspectRatio={16 / 9} objectFit="cover" rounded="l1" />}
        <Text fontSize="sm" color="fg.muted" dir="auto" data-testid={`${testId}-name`}>
          {file ? file.name : (currentName ?? <FormattedMessage id="courses.author.file.none" />)}
        </Text>
      </HStack>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event) => {
          onPick(event.target.files?.[0] ?? null);
          event.target.value = '';
        }}
        data-testid={testId}
      />
      {help && <Field.HelperText>{help}</Field.HelperText>}
      {error && <Field.ErrorText data-testid={`${testId}-error`}>{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>}
    </Field.Root>
  );
}
