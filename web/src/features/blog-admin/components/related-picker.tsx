// Related articles: search the other articles (any status; readers only see the visible ones)
// and pick up to BLOGS.maxRelated. Test ids: blog-editor-related-search, blog-editor-related-option,
// blog-editor-related (each chosen), blog-editor-related-remove.
import { Badge, Box, Button, CloseButton, Field, HStack, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { LuPlus } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { BLOGS } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { errorMessageRef } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { listAdminBlogs } from '../api/list-admin-blogs';

export function RelatedPicker({
  selfId,
  ids,
  titles,
  error,
  onChange,
}: {
  selfId: string | null;
  ids: string[];
  /** Titles known so far (the article's related ones); found ones are added as they come. */
  titles: Record<string, string>;
  error?: ErrorCode;
  onChange: (ids: string[]) => void;
}) {
  const intl = useIntl();
  const [query, setQuery] = useState('');
  const [debounced, setDebounced] = useState('');
  const [known, setKnown] = useState<Record<string, string>>(titles);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(query.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [query]);
  const found = useRemote(debounced ? `related:${debounced}` : null, (signal) => listAdminBlogs({ q: debounced, limit: 8 }, signal));
  const options = found.status === 'success' ? found.data.blogs.filter((blog) => blog.id !== selfId && !ids.includes(blog.id)) : [];
  const full = ids.length >= BLOGS.maxRelated;

  return (
    <Field.Root invalid={!!error}>
      <Field.Label>
        <FormattedMessage id="blogAdmin.editor.related.label" />
      </Field.Label>
      <Stack gap="2" w="full">
        {ids.length > 0 && (
          <HStack gap="2" wrap="wrap">
            {ids.map((id) => (
              <Badge key={id} size="lg" variant="surface" data-testid="blog-editor-related" data-blog-id={id} gap="1">
                <Text as="span" dir="auto" maxW="60" truncate>
                  {known[id] ?? titles[id] ?? id}
                </Text>
                <CloseButton
                  size="2xs"
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                  aria-label={intl.formatMessage({ id: 'blogAdmin.editor.related.remove' }, { title: known[id] ?? titles[id] ?? id })}
                  data-testid="blog-editor-related-remove"
                />
              </Badge>
            ))}
          </HStack>
        )}
        <Input
          value={query}
          disabled={full}
          placeholder={intl.formatMessage({ id: full ? 'blogAdmin.editor.related.full' : 'blogAdmin.editor.related.search' }, { max: BLOGS.maxRelated })}
          onChange={(event) => setQuery(event.target.value)}
          data-testid="blog-editor-related-search"
        />
        {debounced && !full && (
          <Box borderWidth="1px" rounded="l2" p="1">
            {found.status === 'loading' && <Spinner size="sm" m="2" />}
            {found.status === 'error' && (
              <Text fontSize="sm" color="fg.error" p="2">
                <FormattedMessage id="blogAdmin.list.loadFailed" />
              </Text>
            )}
            {found.status === 'success' && options.length === 0 && (
              <Text fontSize="sm" color="fg.muted" p="2">
                <FormattedMessage id="blogAdmin.editor.related.none" />
              </Text>
            )}
            {options.map((blog) => (
              <Button
                key={blog.id}
                variant="ghost"
                size="sm"
                w="full"
                justifyContent="flex-start"
                onClick={() => {
                  setKnown((current) => ({ ...current, [blog.id]: blog.title }));
                  onChange([...ids, blog.id]);
                }}
                data-testid="blog-editor-related-option"
              >
                <LuPlus aria-hidden />
                <Text as="span" dir="auto" truncate>
                  {blog.title}
                </Text>
              </Button>
            ))}
          </Box>
        )}
      </Stack>
      {error && <Field.ErrorText>{intl.formatMessage(errorMessageRef(error))}</Field.ErrorText>}
    </Field.Root>
  );
}
