import { describe, expect, it } from 'vitest';
import { mayDownloadProduct, mayViewProduct, reviewTarget, sellerArchive, sellerMayEdit } from './product-status';

describe('reviewTarget', () => {
  it('moves pending products anywhere', () => {
    expect(reviewTarget('pending', 'approve')).toBe('approved');
    expect(reviewTarget('pending', 'reject')).toBe('rejected');
    expect(reviewTarget('pending', 'archive')).toBe('archived');
  });

  it('lets approved products be rejected or archived, rejected ones archived', () => {
    expect(reviewTarget('approved', 'reject')).toBe('rejected');
    expect(reviewTarget('approved', 'archive')).toBe('archived');
    expect(reviewTarget('rejected', 'archive')).toBe('archived');
  });

  it('refuses everything else', () => {
    expect(reviewTarget('approved', 'approve')).toBeNull();
    expect(reviewTarget('rejected', 'approve')).toBeNull();
    expect(reviewTarget('rejected', 'reject')).toBeNull();
    expect(reviewTarget('archived', 'approve')).toBeNull();
    expect(reviewTarget('archived', 'reject')).toBeNull();
    expect(reviewTarget('archived', 'archive')).toBeNull();
    expect(reviewTarget('deleted', 'approve')).toBeNull();
    expect(reviewTarget(undefined, 'archive')).toBeNull();
    expect(reviewTarget('toString', 'approve')).toBeNull();
  });
});

describe('seller actions', () => {
  it('edits only pending products', () => {
    expect(sellerMayEdit('pending')).toBe(true);
    for (const status of ['approved', 'rejected', 'archived', undefined]) expect(sellerMayEdit(status)).toBe(false);
  });

  it('archives from any status, a no-op when archived', () => {
    expect(sellerArchive('approved')).toEqual({ next: 'archived', changed: true });
    expect(sellerArchive('pending')).toEqual({ next: 'archived', changed: true });
    expect(sellerArchive('rejected')).toEqual({ next: 'archived', changed: true });
    expect(sellerArchive('archived')).toEqual({ next: 'archived', changed: false });
  });
});

describe('visibility and downloads', () => {
  const other = { uid: 'u2', isAdmin: false, purchased: false };
  it('shows approved products to anyone, others to seller, admins and buyers', () => {
    expect(mayViewProduct({ status: 'approved', seller_uid: 'u1' }, other)).toBe(true);
    expect(mayViewProduct({ status: 'pending', seller_uid: 'u1' }, other)).toBe(false);
    expect(mayViewProduct({ status: 'pending', seller_uid: 'u1' }, { ...other, uid: 'u1' })).toBe(true);
    expect(mayViewProduct({ status: 'rejected', seller_uid: 'u1' }, { ...other, isAdmin: true })).toBe(true);
    expect(mayViewProduct({ status: 'archived', seller_uid: 'u1' }, { ...other, purchased: true })).toBe(true);
  });

  it('lets only buyers, the seller and admins download', () => {
    expect(mayDownloadProduct({ seller_uid: 'u1' }, other)).toBe(false);
    expect(mayDownloadProduct({ seller_uid: 'u1' }, { ...other, purchased: true })).toBe(true);
    expect(mayDownloadProduct({ seller_uid: 'u2' }, other)).toBe(true);
    expect(mayDownloadProduct({ seller_uid: 'u1' }, { ...other, isAdmin: true })).toBe(true);
  });
});
