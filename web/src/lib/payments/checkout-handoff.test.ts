import { describe, expect, it } from 'vitest';
import type { CheckoutResult } from '@shared/schemas/payments';
import { MemoryStorage } from '../session/memory-storage.test-util';
import {
  CHECKOUT_STORAGE_KEY, clearCheckoutHandoff, matchingHandoff, parseCheckoutHandoff, readCheckoutHandoff,
  saveCheckoutHandoff,
} from './checkout-handoff';

const checkout: CheckoutResult = {
  checkout_id: 'CHK.1',
  package_id: 'pack_500',
  sparks: 500,
  amount: '92.00',
  currency: 'SAR',
  widget_script_url: 'https://eu-test.oppwa.com/v1/paymentWidgets.js?checkoutId=CHK.1',
  brands: 'VISA MASTER MADA',
};

describe('checkout handoff', () => {
  it('round-trips through storage for the same checkout and package', () => {
    const storage = new MemoryStorage();
    saveCheckoutHandoff({ checkout, package_name: { ar: 'الأساسية', en: 'Basic' } }, storage);
    expect(readCheckoutHandoff('CHK.1', 'pack_500', storage)).toEqual({ checkout, package_name: { ar: 'الأساسية', en: 'Basic' } });
    expect(readCheckoutHandoff('CHK.1', null, storage)?.checkout).toEqual(checkout);
  });

  it('refuses another checkout, another package or no checkout id', () => {
    const storage = new MemoryStorage();
    saveCheckoutHandoff({ checkout }, storage);
    expect(readCheckoutHandoff('CHK.2', 'pack_500', storage)).toBeNull();
    expect(readCheckoutHandoff('CHK.1', 'pack_100', storage)).toBeNull();
    expect(readCheckoutHandoff(null, null, storage)).toBeNull();
  });

  it('ignores broken or tampered data', () => {
    const storage = new MemoryStorage();
    storage.setItem(CHECKOUT_STORAGE_KEY, '{not json');
    expect(readCheckoutHandoff('CHK.1', null, storage)).toBeNull();
    expect(parseCheckoutHandoff({ checkout: { ...checkout, widget_script_url: 'javascript:alert(1)' } })).toBeNull();
    expect(parseCheckoutHandoff({ checkout: { ...checkout, sparks: '500' } })).toBeNull();
    expect(parseCheckoutHandoff({ checkout: { ...checkout, currency: 'USD' } })).toBeNull();
    expect(parseCheckoutHandoff(null)).toBeNull();
    expect(parseCheckoutHandoff({ checkout, package_name: { ar: 1 } })).toEqual({ checkout });
  });

  it('copies only the known fields', () => {
    const handoff = matchingHandoff({ checkout: { ...checkout, extra: 'x' } }, 'CHK.1');
    expect(handoff?.checkout).toEqual(checkout);
  });

  it('clears, and survives a missing storage', () => {
    const storage = new MemoryStorage();
    saveCheckoutHandoff({ checkout }, storage);
    clearCheckoutHandoff(storage);
    expect(storage.keys()).toEqual([]);
    expect(() => saveCheckoutHandoff({ checkout }, null)).not.toThrow();
    expect(readCheckoutHandoff('CHK.1', null, null)).toBeNull();
  });
});
