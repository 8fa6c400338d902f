// The marketplace's page links (spec 001: a window of 5 pages): the current page in the middle,
// shifted at either end so the window stays full while there are enough pages. Pure.
export const PAGE_WINDOW = 5;

export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(current, 1), totalPages);
  const count = Math.min(size, totalPages);
  const start = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
