// Subscribe to new articles by e-mail: the server answers the same for any address and mails a
// confirmation link, so the box only says to check the inbox. Test ids: blog-subscribe-email,
// blog-subscribe-submit, blog-subscribe-done, blog-subscribe-error.
import { Box, Button, Field, HStack, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { LuMailCheck, LuMails } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { BlogLanguage } from '@shared/schemas/blog';
import { formatError } from '@/lib/api-client';
import { SUBSCRIBE_FAILED, subscribeToBlogs } from '../api/subscribe-to-blogs';

export function BlogSubscribe({ language }: { language: BlogLanguage }) {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'done' } | { kind: 'error'; message: string }>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    setState({ kind: 'sending' });
    try {
      await subscribeToBlogs({ email: email.trim(), language });
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'error', message: formatError(intl, error, SUBSCRIBE_FAILED) });
    }
  };

  return (
    <Box as="section" aria-labelledby="blog-subscribe-title" borderWidth="1px" rounded="xl" p={{ base: '5', md: '6' }} bg="brand.subtle/40" data-testid="blog-subscribe">
      <Stack gap="3" textAlign="start">
        <HStack gap="2" color="brand.fg">
          <LuMails aria-hidden />
          <Heading as="h2" size="md" id="blog-subscribe-title">
            <FormattedMessage id="blogs.subscribe.title" />
          </Heading>
        </HStack>
        {state.kind === 'done' ? (
          <HStack gap="2" role="status" data-testid="blog-subscribe-done" align="flex-start">
            <Box color="fg.success" mt="1" aria-hidden>
              <LuMailCheck />
            </Box>
            <Text>
              <FormattedMessage id="blogs.subscribe.done" />
            </Text>
          </HStack>
        ) : (
          <>
            <Text color="fg.muted" fontSize="sm">
              <FormattedMessage id="blogs.subscribe.text" />
            </Text>
            <form onSubmit={submit}>
              <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ base: 'stretch', sm: 'flex-start' }}>
                <Field.Root invalid={state.kind === 'error'} flex="1">
                  <Field.Label srOnly>
                    <FormattedMessage id="blogs.subscribe.emailLabel" />
                  </Field.Label>
                  <Input
                    type="email"
                    required
                    maxLength={254}
                    autoComplete="email"
                    dir="ltr"
                    value={email}
                    onChange={(event) => setEmail(event.target.value)}
                    placeholder={intl.formatMessage({ id: 'blogs.subscribe.emailPlaceholder' })}
                    bg="bg"
                    data-testid="blog-subscribe-email"
                  />
                  {state.kind === 'error' && <Field.ErrorText data-testid="blog-subscribe-error">{state.message}</Field.ErrorText>}
                </Field.Root>
                <Button type="submit" colorPalette="brand" loading={state.kind === 'sending'} data-testid="blog-subscribe-submit">
                  <FormattedMessage id="blogs.subscribe.submit" />
                </Button>
              </Stack>
            </form>
          </>
        )}
      </Stack>
    </Box>
  );
}
