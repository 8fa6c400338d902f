// /blogs/unsubscribe?token=: ends a blog subscription, only when the reader presses the button
// (mail scanners open links; POST /blogs/unsubscribe is idempotent). A bad or missing token
// says so. Test ids: blog-unsubscribe-submit, blog-unsubscribe-done, blog-unsubscribe-error.
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuCircleCheck, LuMailMinus, LuMailX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BLOG_TOKEN_PATTERN } from '@shared/schemas/blog';
import { Seo } from '@/components/seo/seo';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { unsubscribeFromBlogs } from '../api/unsubscribe-from-blogs';
import { SubscriptionCard } from '../components/subscription-card';

const UNSUBSCRIBE_FAILED = { id: 'blogs.unsubscribe.failed', defaultMessage: 'The subscription could not be ended.' };

type State = { kind: 'ask' | 'sending' } | { kind: 'done'; email: string } | { kind: 'error'; message: string; final: boolean };

export default function UnsubscribeRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = BLOG_TOKEN_PATTERN.test(token);
  const [state, setState] = useState<State>({ kind: 'ask' });

  const submit = async () => {
    setState({ kind: 'sending' });
    try {
      const answer = await unsubscribeFromBlogs(token);
      setState({ kind: 'done', email: answer.email });
    } catch (error) {
      const final = error instanceof ApiRequestError && error.status === 400;
      setState({ kind: 'error', message: formatError(intl, error, UNSUBSCRIBE_FAILED), final });
    }
  };

  const browse = (
    <Button asChild variant="outline">
      <RouterLink to="/blogs">
        <FormattedMessage id="blogs.confirm.browse" />
      </RouterLink>
    </Button>
  );

  let body;
  if (!valid || (state.kind === 'error' && state.final)) {
    body = (
      <SubscriptionCard
        icon={LuMailX}
        tone="red"
        title={<FormattedMessage id="blogs.unsubscribe.errorTitle" />}
        text={state.kind === 'error' ? state.message : intl.formatMessage({ id: 'errors.blog/invalid-token' })}
        testId="blog-unsubscribe-error"
      >
        {browse}
      </SubscriptionCard>
    );
  } else if (state.kind === 'done') {
    body = (
      <SubscriptionCard
        icon={LuCircleCheck}
        tone="green"
        title={<FormattedMessage id="blogs.unsubscribe.doneTitle" />}
        text={<FormattedMessage id="blogs.unsubscribe.doneText" values={{ email: <bdi dir="ltr">{state.email}</bdi> }} />}
        testId="blog-unsubscribe-done"
      >
        {browse}
      </SubscriptionCard>
    );
  } else {
    body = (
      <SubscriptionCard
        icon={LuMailMinus}
        title={<FormattedMessage id="blogs.unsubscribe.title" />}
        text={<FormattedMessage id="blogs.unsubscribe.text" />}
        testId="blog-unsubscribe"
      >
        {state.kind === 'error' && (
          <Text color="fg.error" role="alert" data-testid="blog-unsubscribe-error">
            {state.message}
          </Text>
        )}
        <Button colorPalette="red" loading={state.kind === 'sending'} onClick={submit} data-testid="blog-unsubscribe-submit">
          <FormattedMessage id="blogs.unsubscribe.submit" />
        </Button>
      </SubscriptionCard>
    );
  }

  return (
    <>
      <Seo title={intl.formatMessage({ id: 'blogs.unsubscribe.title' })} description={intl.formatMessage({ id: 'blogs.seo.description' })} path="/blogs/unsubscribe" />
      {body}
    </>
  );
}
