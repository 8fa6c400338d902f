// A file chooser for an enterprise course's thumbnail or preview video: a button over a real,
// hidden <input type="file"> (so tests can fill it), the chosen name or the current file, and
// the client check's message. Test ids: `${testId}` on the input, `${testId}-name`, `${testId}-error`.
import { Button, Field, HStack, Image, Text } from '@chakra-ui/react';
import { useId, useRef, type ReactNode } from 'react';
import { LuUpload } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';

export function EnterpriseFileField({
  label,
  accept,
  file,
  current,
  error,
  help,
  onPick,
  testId,
}: {
  label: ReactNode;
  accept: string;
  file: File | null;
  /** The course's file now (its URL), when no new one is chosen. */
  current: string | null;
  error?: ErrorCode;
  help?: ReactNode;
  onPick: (file: File | null) => void;
  testId: string;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const image = accept.startsWith('image/');
  return (
    <Field.Root invalid={!!error}>
      <Field.Label htmlFor={inputId}>{label}</Field.Label>
      <HStack gap="3" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => input.current?.click()}>
          <LuUpload aria-hidden />
          <FormattedMessage id="courses.author.file.choose" />
        </Button>
        {!file && current && image && <Image src={current} alt="" h="8" aspectRatio={16 / 9} objectFit="cover" rounded="l1" />}
        <Text fontSize="sm" color="fg.muted" dir="auto" data-testid={`${testId}-name`}>
          {file ? file.name : current ? <FormattedMessage id="courses.author.file.current" /> : <FormattedMessage id="courses.author.file.none" />}
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
