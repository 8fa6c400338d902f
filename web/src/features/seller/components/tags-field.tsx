// Tags as chips: type a word and press Enter or a comma; up to 10 tags, each removable.
import { Field, HStack, Input, Tag, Text } from '@chakra-ui/react';
import { useId, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessageRef } from '@/lib/api-client';
import { MARKET } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { addTags, removeTag } from '../lib/tags';

export function TagsField({
  tags,
  onChange,
  error,
  disabled,
  testIdPrefix,
}: {
  tags: string[];
  onChange: (tags: string[]) => void;
  error?: ErrorCode;
  disabled?: boolean;
  testIdPrefix: string;
}) {
  const intl = useIntl();
  const hintId = useId();
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<'overflow' | 'tooLong' | null>(null);
  const full = tags.length >= MARKET.maxTags;

  const commit = (raw: string) => {
    const change = addTags(tags, raw);
    setNotice(change.tooLong ? 'tooLong' : change.overflow ? 'overflow' : null);
    if (change.tags.length !== tags.length) onChange(change.tags);
    setDraft('');
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',' || event.key === '،') {
      event.preventDefault();
      if (draft.trim()) commit(draft);
    } else if (event.key === 'Backspace' && draft === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };

  return (
    <Field.Root invalid={!!error || notice !== null} disabled={disabled}>
      <Field.Label>
        <FormattedMessage id="seller.field.tags" />
        <Text as="span" color="fg.muted" fontWeight="normal" fontSize="xs" ms="2">
          <FormattedMessage id="seller.tags.count" values={{ count: tags.length, max: MARKET.maxTags }} />
        </Text>
      </Field.Label>
      {tags.length > 0 && (
        <HStack gap="2" wrap="wrap" mb="1" data-testid={`${testIdPrefix}-tag-list`}>
          {tags.map((tag) => (
            <Tag.Root key={tag} size="lg" colorPalette="brand" variant="subtle" data-testid={`${testIdPrefix}-tag`} data-tag={tag}>
              <Tag.Label dir="auto">{tag}</Tag.Label>
              {!disabled && (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={intl.formatMessage({ id: 'seller.tags.remove' }, { tag })}
                    onClick={() => onChange(removeTag(tags, tag))}
                    data-testid={`${testIdPrefix}-tag-remove`}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </HStack>
      )}
      <Input
        value={draft}
        disabled={disabled || full}
        maxLength={MARKET.tagMaxLength * 3}
        placeholder={intl.formatMessage({ id: full ? 'seller.tags.full' : 'seller.tags.placeholder' })}
        onChange={(event) => {
          const value = event.target.value;
          if (/[,،]/.test(value)) commit(value);
          else setDraft(value);
        }}
        onKeyDown={keyDown}
        onBlur={() => draft.trim() && commit(draft)}
        aria-describedby={hintId}
        data-testid={`${testIdPrefix}-tags`}
      />
      {error ? (
        <Field.ErrorText>{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>
      ) : notice ? (
        <Field.ErrorText data-testid={`${testIdPrefix}-tags-notice`}>
          <FormattedMessage id={notice === 'overflow' ? 'seller.tags.overflow' : 'seller.tags.tooLong'} values={{ max: MARKET.maxTags, length: MARKET.tagMaxLength }} />
        </Field.ErrorText>
      ) : (
        <Field.HelperText id={hintId}>
          <FormattedMessage id="seller.tags.help" values={{ max: MARKET.maxTags }} />
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
