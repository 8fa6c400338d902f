// A native select of options, alone (SelectInput, inside a field that brings its own label) or
// with its label (SelectField): the filter selects of the course, centre and market lists and the
// choices of the course forms. `first` is the leading empty option ("All", "Any", or a disabled
// "Choose..." that only shows until something is picked). Test id: `testId` on the <select>.
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectInputProps {
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** The empty option before the others, e.g. "All" (disabled: a placeholder only). */
  first?: { label: string; disabled?: boolean };
  size?: 'sm' | 'md';
  testId: string;
}

export function SelectInput({ value, options, onChange, first, size, testId }: SelectInputProps) {
  return (
    <NativeSelect.Root size={size}>
      <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)} data-testid={testId}>
        {first && (
          <option value="" disabled={first.disabled}>
            {first.label}
          </option>
        )}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function SelectField({ label, labelFontSize, ...input }: SelectInputProps & { label: ReactNode; labelFontSize?: 'sm' }) {
  return (
    <Field.Root>
      <Field.Label fontSize={labelFontSize}>{label}</Field.Label>
      <SelectInput {...input} />
    </Field.Root>
  );
}
