// A blog article's Markdown, rendered safely (docs/site.md 1): no raw HTML at all (skipHtml: a
// <script> or <img onerror> in the text renders as nothing), links rel="noopener noreferrer
// nofollow" (other sites in a new tab), images only from https or our own origin (others are
// dropped), and `##`/`###` headings with the anchor ids the table of contents links to. Used by
// the public article and by the editor's live preview.
import { Box } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components, type Options, type UrlTransform } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkHeadingOutline, type OutlineItem } from './remark-heading-outline';

export type { OutlineItem } from './remark-heading-outline';

/** An image source we load: https, or a path on our own origin (never `//host`, data: or http:). */
export function isAllowedImageSource(src: string): boolean {
  const value = src.trim();
  if (/^\/(?![/\\])/.test(value)) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Links to another site (absolute http(s) on another origin) open in a new tab. */
export function isExternalLink(href: string): boolean {
  try {
    const url = new URL(href, typeof window === 'undefined' ? 'https://invalid.local' : window.location.href);
    const here = typeof window === 'undefined' ? 'https://invalid.local' : window.location.origin;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== here;
  } catch {
    return false;
  }
}

const urlTransform: UrlTransform = (url, key, node) => {
  if (key === 'src' && node.tagName === 'img') return isAllowedImageSource(url) ? url : null;
  return defaultUrlTransform(url);
};

const components: Components = {
  // A `#` inside the body stays below the page's own title.
  h1: ({ node: _node, ...props }) => <h2 dir="auto" {...props} />,
  h2: ({ node: _node, ...props }) => <h2 dir="auto" {...props} />,
  h3: ({ node: _node, ...props }) => <h3 dir="auto" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 dir="auto" {...props} />,
  p: ({ node: _node, ...props }) => <p dir="auto" {...props} />,
  li: ({ node: _node, ...props }) => <li dir="auto" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote dir="auto" {...props} />,
  td: ({ node: _node, ...props }) => <td dir="auto" {...props} />,
  th: ({ node: _node, ...props }) => <th dir="auto" {...props} />,
  pre: ({ node: _node, ...props }) => <pre dir="ltr" {...props} />,
  a: ({ node: _node, href, children }) => {
    if (!href) return <span>{children}</span>;
    const external = isExternalLink(href);
    return (
      <a href={href} rel="noopener noreferrer nofollow" target={external ? '_blank' : undefined}>
        {children}
      </a>
    );
  },
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <img src={src} alt={alt ?? ''} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
    ) : null,
};

export interface ArticleBodyProps {
  content: string;
  /** Receives the `##`/`###` outline (ids as rendered) after each render of new content. */
  onOutline?: (outline: OutlineItem[]) => void;
  /** The article's language: sets the reading direction of the body (else inherited). */
  language?: 'ar' | 'en';
}

export function ArticleBody({ content, onOutline, language }: ArticleBodyProps) {
  // One outline array per content, filled by the plugin while ReactMarkdown renders (a child,
  // so before this component's effects run).
  const { outline, remarkPlugins } = useMemo(() => {
    const held: OutlineItem[] = [];
    const collect = (items: OutlineItem[]) => {
      held.splice(0, held.length, ...items);
    };
    const plugins: Options['remarkPlugins'] = [remarkGfm, [remarkHeadingOutline, { collect }]];
    return { outline: held, remarkPlugins: plugins };
    // A fresh array per content is the point: the effect below hands over each new outline once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [content]);
  const onOutlineRef = useRef(onOutline);
  useEffect(() => {
    onOutlineRef.current = onOutline;
  });
  useEffect(() => {
    onOutlineRef.current?.([...outline]);
  }, [outline]);

  const body = useMemo(
    () => (
      <ReactMarkdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform} skipHtml>
        {content}
      </ReactMarkdown>
    ),
    [content, remarkPlugins],
  );

  return (
    <Box
      className="article-body"
      dir={language ? (language === 'ar' ? 'rtl' : 'ltr') : undefined}
      lang={language}
      textAlign="start"
      lineHeight="1.8"
      fontSize={{ base: 'md', md: 'lg' }}
      overflowWrap="anywhere"
      css={{
        '& > * + *': { marginTop: '4' },
        '& h2': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold', marginTop: '8', scrollMarginTop: '24' },
        '& h3': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold', marginTop: '6', scrollMarginTop: '24' },
        '& h4': { fontSize: 'md', fontWeight: 'semibold' },
        '& ul, & ol': { paddingInlineStart: '6' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li + li': { marginTop: '1' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& img': { maxWidth: '100%', height: 'auto', borderRadius: 'lg', marginInline: 'auto' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', borderRadius: 'sm', paddingInline: '1' },
        '& pre': { bg: 'bg.muted', padding: '4', borderRadius: 'md', overflowX: 'auto', fontSize: 'sm' },
        '& pre code': { bg: 'transparent', padding: '0' },
        '& blockquote': { borderInlineStartWidth: '4px', borderColor: 'border.emphasized', paddingInlineStart: '4', color: 'fg.muted' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& th, & td': { borderWidth: '1px', paddingInline: '3', paddingBlock: '1.5' },
        '& hr': { borderColor: 'border' },
      }}
    >
      {body}
    </Box>
  );
}
