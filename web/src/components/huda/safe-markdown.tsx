// Markdown from a model or a user, with $...$ / $$...$$ formulas, rendered without ever turning
// its text into HTML: no rehype-raw, so a <script> or <img onerror> in it shows as text. Links
// open in a new tab without access to this window; images are not fetched (a model could point
// them anywhere), they become a link with their alt text. KaTeX runs untrusted (no \href,
// \htmlClass...) and its style sheet loads with this module, i.e. only on the lazy Huda screens.
import 'katex/dist/katex.min.css';
import { Box } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';

const remarkPlugins = [remarkGfm, remarkMath];
// Bounded so a hostile formula cannot hang the tab.
const rehypePlugins: ComponentProps<typeof ReactMarkdown>['rehypePlugins'] = [
  [rehypeKatex, { throwOnError: false, strict: 'ignore', trust: false, maxSize: 20, maxExpand: 200 }],
];

const components: Components = {
  // Each block takes its direction from its own first letters: Arabic and English mix freely.
  p: ({ node: _node, ...props }) => <p dir="auto" {...props} />,
  // A list takes the side of its markers from its own text too (the page may be left-to-right).
  ol: ({ node: _node, ...props }) => <ol dir="auto" {...props} />,
  ul: ({ node: _node, ...props }) => <ul dir="auto" {...props} />,
  li: ({ node: _node, ...props }) => <li dir="auto" {...props} />,
  h1: ({ node: _node, ...props }) => <h3 dir="auto" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 dir="auto" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 dir="auto" {...props} />,
  h4: ({ node: _node, ...props }) => <h4 dir="auto" {...props} />,
  blockquote: ({ node: _node, ...props }) => <blockquote dir="auto" {...props} />,
  td: ({ node: _node, ...props }) => <td dir="auto" {...props} />,
  th: ({ node: _node, ...props }) => <th dir="auto" {...props} />,
  pre: ({ node: _node, ...props }) => <pre dir="ltr" {...props} />,
  a: ({ node: _node, href, children }) => (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow">
      {children}
    </a>
  ),
  img: ({ src, alt }) => {
    const label = alt || (typeof src === 'string' ? src : '');
    return typeof src === 'string' && src ? (
      <a href={src} target="_blank" rel="noopener noreferrer nofollow">
        {label}
      </a>
    ) : (
      <span>{label}</span>
    );
  },
};

/** A `$$...$$` alone on one line (as models write it) becomes a display block, which remark-math
 * only recognises with the dollars on their own lines. */
export function normaliseDisplayMath(markdown: string): string {
  return markdown.replace(/^[ \t]*\$\$([^$\n]+)\$\$[ \t]*$/gm, '$$$$\n$1\n$$$$');
}

export function SafeMarkdown({ children }: { children: string }) {
  return (
    <Box
      className="huda-markdown"
      lineHeight="1.7"
      overflowWrap="anywhere"
      css={{
        '& > * + *': { marginTop: '2' },
        '& ul, & ol': { paddingInlineStart: '5' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& h3, & h4': { fontWeight: 'semibold', fontSize: 'md' },
        '& a': { color: 'colorPalette.fg', textDecoration: 'underline' },
        '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', borderRadius: 'sm', paddingInline: '1' },
        '& pre': { bg: 'bg.muted', padding: '3', borderRadius: 'md', overflowX: 'auto' },
        '& pre code': { bg: 'transparent', padding: '0' },
        '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
        '& table': { display: 'block', overflowX: 'auto', borderCollapse: 'collapse' },
        '& th, & td': { borderWidth: '1px', paddingInline: '2', paddingBlock: '1' },
        // Formulas read left to right even inside an Arabic answer.
        '& .katex-display': { direction: 'ltr', overflowX: 'auto', overflowY: 'hidden' },
        '& .katex': { direction: 'ltr', unicodeBidi: 'isolate' },
      }}
    >
      <ReactMarkdown
        remarkPlugins={remarkPlugins}
        rehypePlugins={rehypePlugins}
        components={components}
        urlTransform={defaultUrlTransform}
      >
        {normaliseDisplayMath(children)}
      </ReactMarkdown>
    </Box>
  );
}
