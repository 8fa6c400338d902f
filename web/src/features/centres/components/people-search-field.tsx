// A search box with a visually hidden label and a search icon at the inline start.
import { Field, Input, InputGroup } from '@chakra-ui/react';
import { LuSearch } from 'react-icons/lu';

export function PeopleSearchField({
  label,
  placeholder,
  value,
  onChange,
  testId,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <Field.Root maxW={{ md: 'md' }}>
      <Field.Label srOnly>{label}</Field.Label>
      <InputGroup startElement={<LuSearch aria-hidden />} w="full">
        <Input type="search" dir="auto" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} data-testid={testId} />
      </InputGroup>
    </Field.Root>
  );
}
