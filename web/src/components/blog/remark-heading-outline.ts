// A remark plugin giving each `##` and `###` heading of an article its anchor id (headingId of
// @shared/blog-outline, unique in the article) and handing back the outline in document order:
// the table of contents comes from the very parse that renders the headings, so its links match.
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { headingId } from '@shared/blog-outline';

export interface OutlineItem {
  id: string;
  text: string;
  level: 2 | 3;
}

export interface HeadingOutlineOptions {
  /** Called once per parse with the article's `##`/`###` headings. */
  collect?: (outline: OutlineItem[]) => void;
}

export function remarkHeadingOutline(options: HeadingOutlineOptions = {}) {
  return (tree: Root) => {
    const seen = new Set<string>();
    const outline: OutlineItem[] = [];
    visit(tree, 'heading', (node: Heading) => {
      if (node.depth !== 2 && node.depth !== 3) return;
      const text = toString(node).trim();
      const id = headingId(text, seen);
      node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
      outline.push({ id, text, level: node.depth });
    });
    options.collect?.(outline);
  };
}
