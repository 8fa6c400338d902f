// /blogs/subscribe/confirm?token=: confirms a blog subscription from the mailed link, on
// opening (POST /blogs/subscribe/confirm). A bad, used or missing token says so. Test ids:
// blog-confirm-done, blog-confirm-error, blog-confirm-loading.
import { Button, HStack } from '@chakra-ui/react';
import { LuCircleCheck, LuLoaderCircle, LuMailX } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { BLOG_TOKEN_PATTERN, type BlogSubscriptionAnswer } from '@shared/schemas/blog';
import { Seo } from '@/components/seo/seo';
import { ApiRequestError, formatError } from '@/lib/api-client';
import { useRemote } from '@/lib/use-remote';
import { confirmSubscription } from '../api/confirm-subscription';
import { SubscriptionCard } from '../components/subscription-card';

const CONFIRM_FAILED = { id: 'blogs.confirm.failed', defaultMessage: 'The subscription could not be confirmed.' };

// One request per token: StrictMode's second mount must not spend the token again.
const confirming = new Map<string, Promise<BlogSubscriptionAnswer>>();
function confirmOnce(token: string): Promise<BlogSubscriptionAnswer> {
  let pending = confirming.get(token);
  if (!pending) {
    pending = confirmSubscription(token);
    confirming.set(token, pending);
    // A network failure may be retried.
    pending.catch((error: unknown) => {
      if (!(error instanceof ApiRequestError) || error.status === 0 || error.status >= 500) confirming.delete(token);
    });
  }
  return pending;
}

export default function SubscribeConfirmRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').trim();
  const valid = BLOG_TOKEN_PATTERN.test(token);
  const result = useRemote(valid ? `confirm:${token}` : null, () => confirmOnce(token));

  const links = (
    <HStack gap="3" flexWrap="wrap" justify="center">
      <Button asChild colorPalette="brand">
        <RouterLink to="/blogs">
          <FormattedMessage id="blogs.confirm.browse" />
        </RouterLink>
      </Button>
    </HStack>
  );

  return (
    <>
      <Seo title={intl.formatMessage({ id: 'blogs.confirm.seoTitle' })} description={intl.formatMessage({ id: 'blogs.seo.description' })} path="/blogs/subscribe/confirm" />
      {!valid || result.status === 'error' ? (
        <SubscriptionCard
          icon={LuMailX}
          tone="red"
          title={<FormattedMessage id="blogs.confirm.errorTitle" />}
          text={valid ? formatError(intl, result.error, CONFIRM_FAILED) : intl.formatMessage({ id: 'errors.blog/invalid-token' })}
          testId="blog-confirm-error"
        >
          {valid && result.status === 'error' && !(result.error instanceof ApiRequestError && result.error.status === 400) ? (
            <Button variant="outline" onClick={result.reload}>
              <FormattedMessage id="blogs.common.retry" />
            </Button>
          ) : (
            links
          )}
        </SubscriptionCard>
      ) : result.status === 'loading' ? (
        <SubscriptionCard
          icon={LuLoaderCircle}
          title={<FormattedMessage id="blogs.confirm.loadingTitle" />}
          text={<FormattedMessage id="blogs.confirm.loadingText" />}
          testId="blog-confirm-loading"
          busy
        />
      ) : (
        <SubscriptionCard
          icon={LuCircleCheck}
          tone="green"
          title={<FormattedMessage id="blogs.confirm.doneTitle" />}
          text={<FormattedMessage id="blogs.confirm.doneText" values={{ email: <bdi dir="ltr">{result.data.email}</bdi> }} />}
          testId="blog-confirm-done"
        >
          {links}
        </SubscriptionCard>
      )}
    </>
  );
}
