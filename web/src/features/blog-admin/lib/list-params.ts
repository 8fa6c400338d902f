// The list's tab, page and search live in the address (?status=&page=&q=). Pure.
import { BLOG_STATUSES, type BlogStatus } from './blog-types';

export const BLOG_TABS = ['all', ...BLOG_STATUSES] as const satisfies readonly (BlogStatus | 'all')[];
export type BlogTab = (typeof BLOG_TABS)[number];

export function blogTabParam(value: string | null): BlogTab {
  return BLOG_TABS.find((tab) => tab === value) ?? 'all';
}

export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1;
}
