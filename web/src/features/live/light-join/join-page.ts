// The light join page's DOM: the same frame, texts, test ids and checks as the app's join
// screen (features/live/components/live-shell.tsx and join-form.tsx), in both languages and
// both colour modes, with the language and theme toggles. Texts come from the `live` and
// `common` message namespaces; the submit (features/live/api/submit-join-form.ts) and the error
// texts it needs load on the first submit.
import IntlMessageFormat from 'intl-messageformat';
import type { IntlShape } from 'react-intl';
import { LIVE } from '@shared/constants';
import type { JoinFormErrors, JoinFormOutcome } from '../api/submit-join-form';
import { catalogueFor } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE, directionFor, type Locale } from '@/lib/i18n/messages';

type Joined = Extract<JoinFormOutcome, { ok: true }>;

interface JoinPageOptions {
  initialCode: string;
  initialNickname: string;
  onJoined: (joined: Joined) => void;
}

// Lucide's icons (as in the app), inline: no icon library on this page.
const ICONS = {
  zap: '<path d="M4 14a1 1 0 0 1-.78-1.63l9.9-10.2a.5.5 0 0 1 .86.46l-1.92 6.02A1 1 0 0 0 13 10h7a1 1 0 0 1 .78 1.63l-9.9 10.2a.5.5 0 0 1-.86-.46l1.92-6.02A1 1 0 0 0 11 14z"/>',
  languages: '<path d="m5 8 6 6"/><path d="m4 14 6-6 2-3"/><path d="M2 5h12"/><path d="M7 2h1"/><path d="m22 22-5-10-5 10"/><path d="M14 18h6"/>',
  moon: '<path d="M12 3a6 6 0 0 0 9 9 9 9 0 1 1-9-9Z"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2v2"/><path d="M12 20v2"/><path d="m4.93 4.93 1.41 1.41"/><path d="m17.66 17.66 1.41 1.41"/><path d="M2 12h2"/><path d="M20 12h2"/><path d="m6.34 17.66-1.41 1.41"/><path d="m19.07 4.93-1.41 1.41"/>',
  logIn: '<path d="m10 17 5-5-5-5"/><path d="M15 12H3"/><path d="M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4"/>',
};

const icon = (name: keyof typeof ICONS) =>
  `<svg class="lj-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${ICONS[name]}</svg>`;

/** The language the app would use: jotai's 'language' key (JSON), Arabic by default. */
function storedLocale(): Locale {
  try {
    return JSON.parse(localStorage.getItem('language') ?? 'null') === 'en' ? 'en' : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

function isDark(): boolean {
  return document.documentElement.classList.contains('dark');
}

export function renderJoinPage(root: HTMLElement, options: JoinPageOptions): void {
  let locale = storedLocale();
  let errors: JoinFormErrors = {};
  let joining = false;

  const format = (id: string, values?: Record<string, unknown>, fallback?: string): string => {
    const message = catalogueFor(locale)[id];
    if (message === undefined) {
      console.error(`Missing message "${id}" for locale "${locale}"`);
      return fallback ?? id;
    }
    return String(new IntlMessageFormat(message, locale).format(values as Record<string, string>));
  };
  // What the shared submit needs of react-intl: formatMessage over the same catalogues.
  const intl = {
    formatMessage: (descriptor: { id?: string; defaultMessage?: unknown }, values?: Record<string, unknown>) =>
      format(String(descriptor.id), values, typeof descriptor.defaultMessage === 'string' ? descriptor.defaultMessage : undefined),
  } as unknown as Pick<IntlShape, 'formatMessage'>;

  root.innerHTML = `
    <div class="lj-page" data-testid="live-shell">
      <a class="lj-skip" href="#main-content" data-text="common.skipToContent"></a>
      <header class="lj-header">
        <div class="lj-bar">
          <p class="lj-brand">${icon('zap')}<span data-text="live.shell.title"></span></p>
          <button type="button" class="lj-ghost" data-action="language" data-testid="live-join-language">${icon('languages')}<span class="lj-language"></span></button>
          <button type="button" class="lj-ghost lj-square" data-action="theme" data-testid="live-join-theme"></button>
        </div>
      </header>
      <main id="main-content" tabindex="-1" class="lj-main">
        <div class="lj-join" data-testid="live-join">
          <div class="lj-titles">
            <h1 data-text="live.join.title"></h1>
            <p class="lj-muted lj-subtitle" data-text="live.join.subtitle"></p>
          </div>
          <form class="lj-card" novalidate>
            <p class="lj-alert" role="alert" data-testid="live-join-error" hidden></p>
            <div class="lj-field">
              <label for="lj-code"><span data-text="live.join.code"></span><span class="lj-required" aria-hidden="true">*</span></label>
              <input id="lj-code" name="code" class="lj-input lj-code" inputmode="numeric" autocomplete="off" maxlength="12" dir="ltr" placeholder="000000" required aria-describedby="lj-code-error" data-testid="live-join-code" />
              <p id="lj-code-error" class="lj-error" data-testid="live-join-code-error"></p>
            </div>
            <div class="lj-field">
              <label for="lj-nickname"><span data-text="live.join.nickname"></span><span class="lj-required" aria-hidden="true">*</span></label>
              <input id="lj-nickname" name="nickname" class="lj-input" dir="auto" autocomplete="nickname" maxlength="${LIVE.nicknameMaxLength + 10}" required aria-describedby="lj-nickname-help lj-nickname-error" data-testid="live-join-nickname" />
              <p id="lj-nickname-help" class="lj-muted lj-small" data-text="live.join.nicknameHelp"></p>
              <p id="lj-nickname-error" class="lj-error" data-testid="live-join-nickname-error"></p>
            </div>
            <button type="submit" class="lj-submit" data-testid="live-join-submit">${icon('logIn')}<span data-text="live.join.submit"></span></button>
            <p class="lj-muted lj-small lj-center" data-text="live.join.noAccount"></p>
          </form>
        </div>
      </main>
    </div>`;

  const find = <T extends Element>(selector: string) => root.querySelector<T>(selector)!;
  const form = find<HTMLFormElement>('form');
  const code = find<HTMLInputElement>('#lj-code');
  const nickname = find<HTMLInputElement>('#lj-nickname');
  const submit = find<HTMLButtonElement>('.lj-submit');
  code.value = options.initialCode;
  nickname.value = options.initialNickname;

  const showErrors = () => {
    const fields: [HTMLInputElement, string | undefined, string][] = [
      [code, errors.code, '#lj-code-error'],
      [nickname, errors.nickname, '#lj-nickname-error'],
    ];
    for (const [input, text, target] of fields) {
      find(target).textContent = text ?? '';
      if (text) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
    const alert = find<HTMLElement>('.lj-alert');
    alert.textContent = errors.form ?? '';
    alert.hidden = !errors.form;
    form.setAttribute('aria-busy', String(joining));
    submit.disabled = joining;
    submit.toggleAttribute('data-loading', joining);
  };

  const showTexts = () => {
    const html = document.documentElement;
    html.lang = locale;
    html.dir = directionFor(locale, location.pathname);
    for (const element of root.querySelectorAll<HTMLElement>('[data-text]')) {
      const id = element.dataset.text!;
      element.textContent = format(id, id === 'live.join.nicknameHelp' ? { max: LIVE.nicknameMaxLength } : undefined);
    }
    const language = find<HTMLButtonElement>('[data-action="language"]');
    language.setAttribute('aria-label', format('common.language.switch'));
    const other = find<HTMLElement>('.lj-language');
    other.lang = locale === 'ar' ? 'en' : 'ar';
    other.textContent = format('common.language.other');
    const theme = find<HTMLButtonElement>('[data-action="theme"]');
    const themeLabel = format(isDark() ? 'common.theme.toLight' : 'common.theme.toDark');
    theme.setAttribute('aria-label', themeLabel);
    theme.title = themeLabel;
    theme.innerHTML = icon(isDark() ? 'sun' : 'moon');
  };

  find('[data-action="language"]').addEventListener('click', () => {
    locale = locale === 'ar' ? 'en' : 'ar';
    try {
      localStorage.setItem('language', JSON.stringify(locale));
    } catch {
      // this page only
    }
    showTexts();
  });

  find('[data-action="theme"]').addEventListener('click', () => {
    const next = isDark() ? 'light' : 'dark';
    const html = document.documentElement;
    html.classList.remove('light', 'dark');
    html.classList.add(next);
    html.style.colorScheme = next;
    try {
      localStorage.setItem('theme', next);
    } catch {
      // this page only
    }
    showTexts();
  });

  for (const [input, field] of [[code, 'code'], [nickname, 'nickname']] as const) {
    input.addEventListener('input', () => {
      errors = { ...errors, [field]: undefined };
      showErrors();
    });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (joining) return;
    joining = true;
    errors = {};
    showErrors();
    void import('../api/submit-join-form')
      .then(({ submitJoinForm }) => submitJoinForm({ code: code.value, nickname: nickname.value }, intl))
      .catch((): JoinFormOutcome => ({ ok: false, errors: { form: format('live.join.failed') } }))
      .then((outcome) => {
        if (outcome.ok) return options.onJoined(outcome);
        joining = false;
        errors = outcome.errors;
        showErrors();
        (errors.code ? code : errors.nickname ? nickname : submit).focus();
      });
  });

  showTexts();
  showErrors();
  (options.initialCode ? nickname : code).focus();
}
