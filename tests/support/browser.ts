// Real headless Chromium (Debian's package) driven by playwright-core.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { APP_ORIGIN } from './env';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(new URL('..', import.meta.url).pathname, '.artifacts', 'screenshots');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    // Root in a sandbox, no network beyond localhost: keep Chromium from phoning home.
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
    ],
  });
}

/** One Chromium for the test file: launched before its tests, closed after; call it at the top. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet');
    return browser;
  };
}

/** The document's language and direction, for the right-to-left checks. */
export const pageDir = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

export async function newPage(
  browser: Browser,
  options: { colorScheme?: 'light' | 'dark'; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: APP_ORIGIN,
    colorScheme: options.colorScheme ?? 'light',
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  return { context, page };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Logs in through the real form and waits until the app has left /login. */
export async function logIn(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-email').fill(who.email);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-submit').click();
  // Generous: the API lane's bursts (tests/api, run beside the journeys) can hold the functions
  // emulator's workers for many seconds.
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}
