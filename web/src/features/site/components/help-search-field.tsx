// The search box of the help pages: a labelled search landmark that filters as you type, with
// a clear button. Test id: {testId} on the input, {testId}-clear on the button.
import { Box, CloseButton, Input, InputGroup, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { LuSearch } from 'react-icons/lu';

export function HelpSearchField({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  testId,
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  testId: string;
}) {
  const inputId = useId();
  return (
    <Box role="search" w="full" maxW="xl" textAlign="start">
      <chakra.label htmlFor={inputId} srOnly>
        {label}
      </chakra.label>
      <InputGroup
        startElement={<LuSearch aria-hidden />}
        endElement={
          value ? <CloseButton size="xs" aria-label={clearLabel} onClick={() => onChange('')} data-testid={`${testId}-clear`} /> : undefined
        }
      >
        <Input
          id={inputId}
          type="search"
          size="lg"
          bg="bg"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          enterKeyHint="search"
          data-testid={testId}
        />
      </InputGroup>
    </Box>
  );
}
