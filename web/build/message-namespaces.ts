// Message catalogues travel with the code that uses them. Each module that names a message id
// ('live.join.title', `errors.${code}`) gets an import of that namespace's catalogue, so a page's
// chunks carry the namespaces its modules name and no other: the landing page no longer
// downloads the course editor's texts. Both languages of a namespace come together, so
// switching language never waits for a download.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

const VIRTUAL_PREFIX = 'virtual:messages/';
const RESOLVED_PREFIX = '\0messages:';
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;

// Whole-line comments only: a text may hold `//` (a URL), so comments after code stay in.
const COMMENT_LINE = /^\s*(?:\/\/|\/\*|\*).*$/gm;

/** The namespaces a module's code names: a quote or backtick, a known namespace, a dot. */
export function namespacesIn(code: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  for (const match of code.replace(COMMENT_LINE, '').matchAll(/['"`]([a-zA-Z]+)\.[\w$/{-]/g)) {
    const namespace = match[1]!;
    if (known.has(namespace)) found.add(namespace);
  }
  return [...found].sort();
}

export function messageNamespaces(options: { messagesDir: string; registry: string }): Plugin {
  const { messagesDir, registry } = options;
  const known = new Set(
    readdirSync(path.join(messagesDir, 'ar')).filter((file) => file.endsWith('.json')).map((file) => file.slice(0, -5)),
  );

  return {
    name: 'sparks-message-namespaces',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL_PREFIX) ? RESOLVED_PREFIX + id.slice(VIRTUAL_PREFIX.length) : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const namespace = id.slice(RESOLVED_PREFIX.length);
      if (!known.has(namespace)) throw new Error(`Unknown message namespace "${namespace}"`);
      const file = (locale: string) => JSON.stringify(path.join(messagesDir, locale, `${namespace}.json`));
      return [
        `import ar from ${file('ar')};`,
        `import en from ${file('en')};`,
        `import { registerMessages } from ${JSON.stringify(registry)};`,
        'registerMessages(ar, en);',
      ].join('\n');
    },
    transform(code, id) {
      if (id.startsWith('\0') || id.includes('/node_modules/') || id === registry) return null;
      if (!SOURCE_FILE.test(id.split('?')[0]!)) return null;
      const namespaces = namespacesIn(code, known);
      if (namespaces.length === 0) return null;
      const output = new MagicString(code);
      output.prepend(namespaces.map((namespace) => `import '${VIRTUAL_PREFIX}${namespace}';`).join(''));
      return { code: output.toString(), map: output.generateMap({ source: id }) };
    },
  };
}
