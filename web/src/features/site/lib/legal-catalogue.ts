// The legal pages' outlines: each section's id (its anchor and table-of-contents entry), how
// many paragraphs (`.p1..`) and list items (`.li1..`) it has. Texts are messages
// `site.legal.{doc}.{section}.title|pN|liN`.

export const LEGAL_DOCS = ['privacy', 'terms', 'imprint'] as const;
export type LegalDoc = (typeof LEGAL_DOCS)[number];

export interface LegalSection {
  id: string;
  paragraphs: number;
  items: number;
}

/** When the texts last changed (shown as "Last updated"); change it with the texts. */
export const LEGAL_UPDATED = '2026-11-25';

const s = (id: string, paragraphs: number, items = 0): LegalSection => ({ id, paragraphs, items });

export const LEGAL_SECTIONS: Record<LegalDoc, readonly LegalSection[]> = {
  privacy: [
    s('who', 1),
    s('data', 1, 8),
    s('purposes', 1, 5),
    s('sharing', 2, 4),
    s('storage', 2),
    s('cookies', 1, 4),
    s('children', 1),
    s('rights', 1, 5),
    s('security', 1),
    s('changes', 1),
    s('contact', 1),
  ],
  terms: [
    s('acceptance', 2),
    s('accounts', 1, 4),
    s('sparks', 1, 5),
    s('marketplace', 1, 5),
    s('content', 2),
    s('ai', 2),
    s('conduct', 1, 5),
    s('availability', 1),
    s('liability', 2),
    s('termination', 1),
    s('law', 1),
    s('contact', 1),
  ],
  imprint: [s('responsible', 1), s('content', 1), s('disputes', 1)],
};
