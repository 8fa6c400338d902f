// The Markdown toolbar's edits: each turns the textarea's text and selection into the new text
// and the selection to show (the inserted placeholder selected, so typing replaces it). Pure.
export const MARKDOWN_ACTIONS = ['h2', 'h3', 'bold', 'italic', 'link', 'list', 'quote', 'code'] as const;
export type MarkdownAction = (typeof MARKDOWN_ACTIONS)[number];

export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

const LINE_PREFIX: Partial<Record<MarkdownAction, string>> = { h2: '## ', h3: '### ', list: '- ', quote: '> ' };
const WRAP: Partial<Record<MarkdownAction, [string, string]>> = { bold: ['**', '**'], italic: ['_', '_'], code: ['`', '`'] };

/** Puts `prefix` before every line the selection touches; a heading replaces an earlier heading mark. */
function prefixLines(edit: TextEdit, prefix: string, placeholder: string, heading: boolean): TextEdit {
  const { text } = edit;
  const lineStart = text.lastIndexOf('\n', edit.start - 1) + 1;
  const nextBreak = text.indexOf('\n', Math.max(edit.end - (edit.end > edit.start && text[edit.end - 1] === '\n' ? 1 : 0), edit.start));
  const lineEnd = nextBreak === -1 ? text.length : nextBreak;
  const block = text.slice(lineStart, lineEnd);
  if (!block.trim()) {
    const inserted = `${prefix}${placeholder}`;
    return {
      text: text.slice(0, lineStart) + inserted + text.slice(lineEnd),
      start: lineStart + prefix.length,
      end: lineStart + inserted.length,
    };
  }
  const lines = block.split('\n').map((line) => (heading ? `${prefix}${line.replace(/^#{1,6}\s+/, '')}` : `${prefix}${line}`));
  const replaced = lines.join('\n');
  return { text: text.slice(0, lineStart) + replaced + text.slice(lineEnd), start: lineStart, end: lineStart + replaced.length };
}

function wrap(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end) || placeholder;
  const text = edit.text.slice(0, edit.start) + before + selected + after + edit.text.slice(edit.end);
  const start = edit.start + before.length;
  return { text, start, end: start + selected.length };
}

/**
 * Applies a toolbar action. `placeholder` is the text inserted when nothing is selected (the
 * caller's translated "heading", "bold text"...). A code action on several lines makes a fenced block.
 */
export function applyMarkdown(action: MarkdownAction, edit: TextEdit, placeholder: string): TextEdit {
  const start = Math.max(0, Math.min(edit.start, edit.end, edit.text.length));
  const end = Math.min(edit.text.length, Math.max(edit.start, edit.end));
  const current = { text: edit.text, start, end };
  const prefix = LINE_PREFIX[action];
  if (prefix) return prefixLines(current, prefix, placeholder, action === 'h2' || action === 'h3');
  if (action === 'link') {
    const label = current.text.slice(start, end) || placeholder;
    const url = 'https://';
    const text = `${current.text.slice(0, start)}[${label}](${url})${current.text.slice(end)}`;
    const urlStart = start + label.length + 3;
    return { text, start: urlStart, end: urlStart + url.length };
  }
  if (action === 'code' && current.text.slice(start, end).includes('\n')) {
    const before = start === 0 || current.text[start - 1] === '\n' ? '```\n' : '\n```\n';
    return wrap(current, before, '\n```\n', placeholder);
  }
  const [before, after] = WRAP[action] ?? ['', ''];
  return wrap(current, before, after, placeholder);
}
