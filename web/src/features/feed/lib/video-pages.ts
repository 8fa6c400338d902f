// Which pages of GET /feed to ask for the playback URLs of video posts at these positions of
// the live list (same order, newest first). Positions near a page edge also ask for the
// neighbouring page, since posts created meanwhile shift the server's pages.
export const URL_PAGE_SIZE = 50;

export function pagesForPositions(positions: readonly number[], pageSize = URL_PAGE_SIZE, margin = 5): number[] {
  const pages = new Set<number>();
  for (const position of positions) {
    if (!Number.isInteger(position) || position < 0) continue;
    const page = Math.floor(position / pageSize) + 1;
    pages.add(page);
    const offset = position % pageSize;
    if (offset >= pageSize - margin) pages.add(page + 1);
    if (offset < margin && page > 1) pages.add(page - 1);
  }
  return [...pages].sort((a, b) => a - b);
}
