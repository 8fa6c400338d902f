// A search box with a visually hidden label and a search icon (My classes, members).
import { Field, Input, InputGroup, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuSearch } from 'react-icons/lu';

export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  testId,
  ...root
}: {
  label: ReactNode;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
} & Omit<FieldRootProps, 'children' | 'onChange'>) {
  return (
    <Field.Root {...root}>
      <Field.Label srOnly>{label}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden />} w="full">
        <Input type="search" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} data-testid={testId} />
      </InputGroup>
    </Field.Root>
  );
}
