// A message of the catalogue isolated in its own direction: /huda-ai keeps a left-to-right page
// in Arabic too (spec 001), so Arabic texts take their direction from their words ("اسأل عن ملف
// PDF." keeps PDF and the full stop where an Arabic reader expects them).
import type { ComponentProps } from 'react';
import { FormattedMessage } from 'react-intl';

export function Say(props: ComponentProps<typeof FormattedMessage>) {
  return (
    <bdi>
      <FormattedMessage {...props} />
    </bdi>
  );
}
