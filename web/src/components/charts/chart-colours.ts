// The charts' colours: Chakra's CSS variables (with fallbacks), so dark mode follows.
export const CHART_COLOURS = {
  grid: 'var(--chakra-colors-border, #e4e4e7)',
  tick: 'var(--chakra-colors-fg-muted, #52525b)',
  /** The hover band behind a bar. */
  cursor: 'var(--chakra-colors-bg-muted, #f4f4f5)',
  /** The main series. */
  first: 'var(--chakra-colors-brand-solid, #9575cd)',
  /** A second series of its own. */
  second: 'var(--chakra-colors-teal-500, #14b8a6)',
  /** A series drawn only to compare with (a class average). */
  muted: 'var(--chakra-colors-fg-subtle, #a1a1aa)',
} as const;
