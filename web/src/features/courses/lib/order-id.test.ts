import { describe, expect, it } from 'vitest';
import { clearOrderId, newOrderId, ORDER_ID_PATTERN, orderKey, pendingOrderId, type KeyValueStore } from './order-id';

function memoryStore(): KeyValueStore & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('order ids', () => {
  it('makes ids the API accepts', () => {
    expect(newOrderId()).toMatch(ORDER_ID_PATTERN);
    expect(newOrderId(() => '123e4567-e89b-12d3-a456-426614174000')).toBe('c-123e4567e89b12d3a456426614174000');
  });

  it('keeps one id per action and course until cleared', () => {
    const store = memoryStore();
    let n = 0;
    const make = () => `order-${(n += 1)}-abcdef`;
    const first = pendingOrderId('enroll', 'course1', store, make);
    expect(pendingOrderId('enroll', 'course1', store, make)).toBe(first);
    expect(pendingOrderId('renew', 'course1', store, make)).not.toBe(first);
    expect(pendingOrderId('enroll', 'course2', store, make)).not.toBe(first);
    clearOrderId('enroll', 'course1', store);
    expect(pendingOrderId('enroll', 'course1', store, make)).not.toBe(first);
  });

  it('replaces a stored value the API would refuse', () => {
    const store = memoryStore();
    store.setItem(orderKey('enroll', 'c'), 'bad id!');
    expect(pendingOrderId('enroll', 'c', store, () => 'fresh-order-id')).toBe('fresh-order-id');
  });

  it('still answers when storage throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(pendingOrderId('enroll', 'c', broken, () => 'only-this-call')).toBe('only-this-call');
    expect(pendingOrderId('enroll', 'c', null, () => 'no-storage-here')).toBe('no-storage-here');
  });
});
