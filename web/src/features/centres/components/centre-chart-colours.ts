// The area's chart colours: Chakra's CSS variables, so dark mode follows.
export const CHART_COLOURS = {
  grid: 'var(--chakra-colors-border, #e4e4e7)',
  tick: 'var(--chakra-colors-fg-muted, #52525b)',
  cursor: 'var(--chakra-colors-bg-muted, #f4f4f5)',
  first: 'var(--chakra-colors-brand-solid, #9575cd)',
  second: 'var(--chakra-colors-teal-500, #14b8a6)',
} as const;
