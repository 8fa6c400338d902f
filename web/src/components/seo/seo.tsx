// A public page's title, description, canonical link and Open Graph tags (docs/site.md 5).
// They are kept in the tags index.html already has (one of each, updated in place), so a
// page never carries two descriptions; leaving the page restores the site's defaults.
import { useLayoutEffect } from 'react';
import { useIntl } from 'react-intl';

const SITE_URL: string | undefined = import.meta.env.VITE_SITE_URL;

export interface SeoProps {
  /** The page's own title (the site name is appended). */
  title: string;
  description: string;
  /** The canonical path, e.g. `/faqs` or `/blog/my-article`. */
  path: string;
  /** An absolute or root-relative image for link previews. */
  image?: string;
  type?: 'website' | 'article';
}

const absolute = (pathOrUrl: string) => new URL(pathOrUrl, SITE_URL ?? window.location.origin).href;

function setTag(selector: string, create: () => HTMLElement, attribute: string, value: string): () => void {
  let element = document.head.querySelector<HTMLElement>(selector);
  const created = !element;
  if (!element) {
    element = create();
    document.head.append(element);
  }
  const previous = element.getAttribute(attribute);
  element.setAttribute(attribute, value);
  return () => {
    if (created) element.remove();
    else if (previous === null) element.removeAttribute(attribute);
    else element.setAttribute(attribute, previous);
  };
}

function withAttribute(tag: string, attribute: string, value: string): HTMLElement {
  const element = document.createElement(tag);
  element.setAttribute(attribute, value);
  return element;
}

const meta = (key: 'name' | 'property', name: string, content: string) =>
  setTag(`meta[${key}="${name}"]`, () => withAttribute('meta', key, name), 'content', content);

export function Seo({ title, description, path, image = '/og-image.png', type = 'website' }: SeoProps) {
  const intl = useIntl();
  const siteName = intl.formatMessage({ id: 'common.siteName' });
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const locale = intl.locale === 'ar' ? 'ar_SA' : 'en_US';

  useLayoutEffect(() => {
    const previousTitle = document.title;
    document.title = fullTitle;
    const url = absolute(path);
    const restore = [
      meta('name', 'description', description),
      setTag('link[rel="canonical"]', () => withAttribute('link', 'rel', 'canonical'), 'href', url),
      meta('property', 'og:site_name', siteName),
      meta('property', 'og:title', fullTitle),
      meta('property', 'og:description', description),
      meta('property', 'og:url', url),
      meta('property', 'og:type', type),
      meta('property', 'og:image', absolute(image)),
      meta('property', 'og:locale', locale),
      meta('name', 'twitter:card', 'summary_large_image'),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore.reverse()) undo();
    };
  }, [fullTitle, description, path, image, type, siteName, locale]);

  return null;
}
