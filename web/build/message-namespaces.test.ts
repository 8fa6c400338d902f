import { describe, expect, it } from 'vitest';
import { namespacesIn } from './message-namespaces';

const known = new Set(['live', 'errors', 'common', 'site']);

describe('namespacesIn', () => {
  it('finds the namespaces of literal, template and dynamic ids', () => {
    const code = `
      const a = intl.formatMessage({ id: 'live.join.title' });
      const b = { id: \`errors.\${code}\`, defaultMessage: 'x' };
      <FormattedMessage id="common.brand" />;
    `;
    expect(namespacesIn(code, known)).toEqual(['common', 'errors', 'live']);
  });

  it('ignores unknown prefixes, bare words and whole-line comments', () => {
    const code = `
      // texts are \`site.faqs.*\` messages
      /* 'live.join.title' */
      const file = 'report.csv';
      const url = 'https://example.com';
      const word = 'live';
    `;
    expect(namespacesIn(code, known)).toEqual([]);
  });

  it('keeps an id after code on the same line as a comment marker in a text', () => {
    expect(namespacesIn(`const url = 'http://x'; const id = 'site.help.title';`, known)).toEqual(['site']);
  });
});
