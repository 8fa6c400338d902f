// The message catalogues stay complete: every namespace file exists in both languages with
// the same ids, no text is empty, ICU syntax parses and uses the same placeholders in Arabic
// and English, and every message id the code names exists in both catalogues. Picks up the
// namespace files and source files other features add, without changes here.
import { TYPE, parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/i18n/messages';

type Catalogue = Record<string, unknown>;

const files = import.meta.glob<Catalogue>('./messages/*/*.json', { eager: true, import: 'default' });
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.d.ts'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** namespace -> locale -> catalogue */
const byNamespace = new Map<string, Partial<Record<Locale, Catalogue>>>();
for (const [path, catalogue] of Object.entries(files)) {
  const match = /\/messages\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (!match) continue;
  const [, locale, namespace] = match as unknown as [string, Locale, string];
  const entry = byNamespace.get(namespace) ?? {};
  entry[locale] = catalogue;
  byNamespace.set(namespace, entry);
}

const merged = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    Object.assign({}, ...[...byNamespace.values()].map((entry) => entry[locale] ?? {})) as Catalogue,
  ]),
) as Record<Locale, Catalogue>;

/** Placeholders and tags of an ICU message, e.g. ["arg:count", "tag:b"]. */
function placeholdersOf(message: string): string[] {
  const found = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      switch (element.type) {
        case TYPE.argument:
        case TYPE.number:
        case TYPE.date:
        case TYPE.time:
          found.add(`arg:${element.value}`);
          break;
        case TYPE.select:
        case TYPE.plural:
          found.add(`arg:${element.value}`);
          for (const option of Object.values(element.options)) walk(option.value);
          break;
        case TYPE.tag:
          found.add(`tag:${element.value}`);
          walk(element.children);
          break;
        default:
          break;
      }
    }
  };
  walk(parse(message));
  return [...found].sort();
}

/** Message ids named in the code: `id: '...'`, `id="..."`, `id={'...'}` (dotted ids only). */
function messageIdsIn(source: string): string[] {
  const ids: string[] = [];
  const patterns = [/\bid:\s*(['"`])([^'"`$\n]+?)\1/g, /\bid=\{?\s*(['"`])([^'"`$\n]+?)\1/g];
  for (const pattern of patterns) {
    for (const match of source.matchAll(pattern)) {
      const id = match[2]!;
      if (/^[A-Za-z][\w-]*(\.[\w/-]+)+$/.test(id)) ids.push(id);
    }
  }
  return ids;
}

describe('message catalogues', () => {
  it('are found', () => {
    expect(byNamespace.size).toBeGreaterThan(0);
    expect(Object.keys(sources).length).toBeGreaterThan(0);
  });

  it('have every namespace file in both languages', () => {
    const missing = [...byNamespace.entries()].flatMap(([namespace, entry]) =>
      LOCALES.filter((locale) => !entry[locale]).map((locale) => `${locale}/${namespace}.json`),
    );
    expect(missing).toEqual([]);
  });

  it('have the same ids in Arabic and English', () => {
    const problems: string[] = [];
    for (const [namespace, entry] of byNamespace) {
      for (const locale of LOCALES) {
        const other = LOCALES.find((candidate) => candidate !== locale)!;
        for (const id of Object.keys(entry[other] ?? {})) {
          if (!Object.hasOwn(entry[locale] ?? {}, id)) problems.push(`${locale}/${namespace}.json lacks "${id}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('have no empty or non-text messages', () => {
    const problems: string[] = [];
    for (const [namespace, entry] of byNamespace) {
      for (const locale of LOCALES) {
        for (const [id, text] of Object.entries(entry[locale] ?? {})) {
          if (typeof text !== 'string' || text.trim() === '') problems.push(`${locale}/${namespace}.json "${id}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('keep ids inside their namespace and never define one twice', () => {
    const problems: string[] = [];
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const [namespace, entry] of byNamespace) {
        for (const id of Object.keys(entry[locale] ?? {})) {
          if (!id.startsWith(`${namespace}.`)) problems.push(`${locale}/${namespace}.json: "${id}" should start with "${namespace}."`);
          const previous = seen.get(id);
          if (previous) problems.push(`${locale}: "${id}" is in both ${previous}.json and ${namespace}.json`);
          seen.set(id, namespace);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('parse as ICU messages with the same placeholders in both languages', () => {
    const problems: string[] = [];
    for (const id of Object.keys(merged.en)) {
      const texts = LOCALES.map((locale) => merged[locale][id]);
      if (texts.some((text) => typeof text !== 'string')) continue;
      try {
        const [first, ...rest] = texts.map((text) => placeholdersOf(text as string).join(', '));
        rest.forEach((placeholders, index) => {
          if (placeholders !== first) {
            problems.push(`"${id}": ${LOCALES[0]} {${first}} vs ${LOCALES[index + 1]} {${placeholders}}`);
          }
        });
      } catch (error) {
        problems.push(`"${id}": ${String(error)}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('contain every message id the code uses', () => {
    const problems: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      for (const id of new Set(messageIdsIn(source))) {
        for (const locale of LOCALES) {
          if (!Object.hasOwn(merged[locale], id)) problems.push(`${path.replace(/^\.\.\//, 'src/')}: "${id}" missing in ${locale}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('messageIdsIn', () => {
  it('finds ids in descriptors, props and formatMessage calls', () => {
    const source = [
      "intl.formatMessage({ id: 'header.credits.label' }, { count })",
      '<FormattedMessage id="common.loading" />',
      "<FormattedMessage id={'nav.route.home'} values={{ x: 1 }} />",
      "const t = { id: `landing.cta.title` };",
      '<Box id="features" data-testid="header-credits" />',
      "const row = { id: 'abc' };",
    ].join('\n');
    expect(messageIdsIn(source).sort()).toEqual(['common.loading', 'header.credits.label', 'landing.cta.title', 'nav.route.home']);
  });
});

describe('placeholdersOf', () => {
  it('reads arguments inside plurals and tags', () => {
    expect(placeholdersOf('{count, plural, one {# spark for {name}} other {<b>#</b> sparks}}')).toEqual([
      'arg:count', 'arg:name', 'tag:b',
    ]);
  });
});
