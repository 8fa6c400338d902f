// Before the first paint of every page (index.html and live.html): the stored language (jotai
// atomWithStorage 'language', JSON) sets <html lang dir> (Arabic is right-to-left except on
// /huda-ai), and the stored theme (next-themes 'theme') or the system preference sets the
// colour-mode class. One copy, injected into each page by the build.
import type { Plugin } from 'vite';

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

export function prePaint(): Plugin {
  return {
    name: 'sparks-pre-paint',
    transformIndexHtml: () => [{ tag: 'script', children: PRE_PAINT_SCRIPT, injectTo: 'head' }],
  };
}
