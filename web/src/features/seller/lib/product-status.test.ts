import { describe, expect, it } from 'vitest';
import { PRODUCT_STATUS_PALETTE, canArchive, canEdit, countByStatus, filterProducts, statusFilterOf } from './product-status';

const products = [{ status: 'pending' }, { status: 'approved' }, { status: 'approved' }, { status: 'archived' }] as const;

describe('product statuses', () => {
  it('gives every status its own colour', () => {
    expect(new Set(Object.values(PRODUCT_STATUS_PALETTE)).size).toBe(4);
  });
  it('filters and counts', () => {
    expect(filterProducts(products, 'approved')).toHaveLength(2);
    expect(filterProducts(products, 'all')).toHaveLength(4);
    expect(countByStatus(products)).toEqual({ all: 4, pending: 1, approved: 2, rejected: 0, archived: 1 });
  });
  it('reads the filter from the address', () => {
    expect(statusFilterOf('rejected')).toBe('rejected');
    expect(statusFilterOf('nope')).toBe('all');
  });
  it('edits pending products only and archives anything not archived', () => {
    expect(canEdit({ status: 'pending' })).toBe(true);
    expect(canEdit({ status: 'approved' })).toBe(false);
    expect(canArchive({ status: 'approved' })).toBe(true);
    expect(canArchive({ status: 'archived' })).toBe(false);
  });
});
