// Share an article: the device's share sheet where there is one, a copy-link button, and
// WhatsApp, X, LinkedIn and e-mail links. Test ids: blog-share, blog-share-native,
// blog-share-copy, blog-share-{whatsapp,x,linkedin,email}.
import { Button, HStack, Heading, IconButton, Stack } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { LuCheck, LuLink, LuLinkedin, LuMail, LuShare2 } from 'react-icons/lu';
import { FaWhatsapp, FaXTwitter } from 'react-icons/fa6';
import { FormattedMessage, useIntl } from 'react-intl';
import { toaster } from '@/components/ui/toaster';

export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    x: `https://x.com/intent/post?url=${u}&text=${t}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    email: `mailto:?subject=${t}&body=${encodeURIComponent(`${title}\n\n${url}`)}`,
  };
}

export function BlogShare({ url, title }: { url: string; title: string }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const links = shareLinks(url, title);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
      toaster.success({ title: intl.formatMessage({ id: 'blogs.share.copied' }) });
    } catch {
      toaster.error({ title: intl.formatMessage({ id: 'blogs.share.copyFailed' }) });
    }
  };
  const share = () => {
    navigator.share({ title, url }).catch(() => undefined); // the reader closed the sheet
  };

  const link = (key: keyof typeof links, label: string, icon: ReactNode) => (
    <IconButton asChild variant="outline" size="sm" aria-label={intl.formatMessage({ id: label })} title={intl.formatMessage({ id: label })}>
      <a href={links[key]} target={key === 'email' ? undefined : '_blank'} rel="noopener noreferrer" data-testid={`blog-share-${key}`}>
        {icon}
      </a>
    </IconButton>
  );

  return (
    <Stack gap="2" data-testid="blog-share">
      <Heading as="h2" size="sm" textAlign="start">
        <FormattedMessage id="blogs.share.title" />
      </Heading>
      <HStack gap="2" flexWrap="wrap">
        {canShare && (
          <Button size="sm" colorPalette="brand" onClick={share} data-testid="blog-share-native">
            <LuShare2 aria-hidden />
            <FormattedMessage id="blogs.share.native" />
          </Button>
        )}
        <Button size="sm" variant="outline" onClick={copy} data-testid="blog-share-copy">
          {copied ? <LuCheck aria-hidden /> : <LuLink aria-hidden />}
          <FormattedMessage id={copied ? 'blogs.share.copiedShort' : 'blogs.share.copy'} />
        </Button>
        {link('whatsapp', 'blogs.share.whatsapp', <FaWhatsapp aria-hidden />)}
        {link('x', 'blogs.share.x', <FaXTwitter aria-hidden />)}
        {link('linkedin', 'blogs.share.linkedin', <LuLinkedin aria-hidden />)}
        {link('email', 'blogs.share.email', <LuMail aria-hidden />)}
      </HStack>
    </Stack>
  );
}
