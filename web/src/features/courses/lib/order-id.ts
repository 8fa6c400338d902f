// Order ids for enrolments and renewals: made once per course and action and kept in
// sessionStorage until the server has answered with success, so a retry, a double click or a
// refresh sends the same id and the server charges once (it is idempotent on order_id).
// The storage is a parameter so tests run without a browser.

export type OrderAction = 'enroll' | 'renew';

/** 8-64 characters of [A-Za-z0-9_-], as the API's order_id. */
export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function orderKey(action: OrderAction, courseId: string): string {
  return `sparks.course-order.${action}.${courseId}`;
}

export function newOrderId(random: () => string = () => crypto.randomUUID()): string {
  return `c-${random().replace(/[^A-Za-z0-9]/g, '')}`.slice(0, 64);
}

function sessionStore(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage blocked: the id then lives for this call only
  }
}

/** The pending order id of this action on this course, made and stored when there is none. */
export function pendingOrderId(
  action: OrderAction,
  courseId: string,
  store: KeyValueStore | null = sessionStore(),
  make: () => string = newOrderId,
): string {
  const key = orderKey(action, courseId);
  try {
    const held = store?.getItem(key) ?? null;
    if (held && ORDER_ID_PATTERN.test(held)) return held;
    const id = make();
    store?.setItem(key, id);
    return id;
  } catch {
    return make();
  }
}

/** After success: the next purchase (say a later renewal) gets a new id. */
export function clearOrderId(action: OrderAction, courseId: string, store: KeyValueStore | null = sessionStore()): void {
  try {
    store?.removeItem(orderKey(action, courseId));
  } catch {
    // nothing kept
  }
}
