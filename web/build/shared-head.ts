// What every page's head shares (index.html and live.html), injected by the build so there is
// one copy: the icon, viewport and theme colours, and the script that runs before the first
// paint. It applies the stored language (jotai atomWithStorage 'language', JSON) to <html lang
// dir> (Arabic is right-to-left except on /huda-ai), and the stored theme (next-themes 'theme')
// or the system preference as the colour-mode class.
import type { HtmlTagDescriptor, Plugin } from 'vite';

export const PRE_PAINT_SCRIPT = `(function () {
  var html = document.documentElement;
  try {
    var stored = JSON.parse(localStorage.getItem('language') || 'null');
    var locale = stored === 'en' ? 'en' : 'ar';
    var path = location.pathname;
    var huda = path === '/huda-ai' || path.indexOf('/huda-ai/') === 0;
    html.lang = locale;
    html.dir = locale === 'ar' && !huda ? 'rtl' : 'ltr';
  } catch (e) {}
  try {
    var theme = localStorage.getItem('theme');
    if (theme !== 'light' && theme !== 'dark') {
      theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    }
    html.classList.add(theme);
    html.style.colorScheme = theme;
  } catch (e) {}
})();`;

const meta = (attrs: Record<string, string>): HtmlTagDescriptor => ({ tag: 'meta', attrs, injectTo: 'head' });

const SHARED_HEAD: HtmlTagDescriptor[] = [
  { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head' },
  meta({ name: 'viewport', content: 'width=device-width, initial-scale=1.0' }),
  meta({ name: 'theme-color', content: '#9575cd', media: '(prefers-color-scheme: light)' }),
  meta({ name: 'theme-color', content: '#bb86fc', media: '(prefers-color-scheme: dark)' }),
  { tag: 'script', children: PRE_PAINT_SCRIPT, injectTo: 'head' },
];

export function sharedHead(): Plugin {
  return { name: 'sparks-shared-head', transformIndexHtml: () => SHARED_HEAD };
}
