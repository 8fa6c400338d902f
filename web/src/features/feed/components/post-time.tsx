// When something was posted, as a <time> in the reader's language.
import { Text, type TextProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { toMillis } from '@/lib/to-millis';

export function PostTime({ value, ...rest }: { value: unknown } & Omit<TextProps, 'children'>) {
  const intl = useIntl();
  const ms = toMillis(value);
  if (ms == null) return null;
  return (
    <Text color="fg.muted" fontSize="sm" {...rest} asChild>
      <time dateTime={new Date(ms).toISOString()}>{intl.formatDate(ms, { dateStyle: 'medium', timeStyle: 'short' })}</time>
    </Text>
  );
}
