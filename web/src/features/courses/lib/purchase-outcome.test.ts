import { describe, expect, it } from 'vitest';
import { classifyPurchaseFailure, dropsOrderId } from './purchase-outcome';

describe('purchase failures', () => {
  it('reads the sparks still needed from a 402', () => {
    expect(classifyPurchaseFailure({ status: 402, code: 'course-learning/insufficient', values: { needed: 30 } })).toEqual({ kind: 'insufficient', needed: 30 });
    expect(classifyPurchaseFailure({ status: 402, code: 'course-learning/insufficient', values: { needed: 'x' } })).toEqual({ kind: 'insufficient', needed: 0 });
  });

  it('knows an enrolment that already exists', () => {
    expect(classifyPurchaseFailure({ status: 409, code: 'course-learning/already-enrolled' })).toEqual({ kind: 'already-enrolled' });
    expect(classifyPurchaseFailure({ status: 409, code: 'course-learning/own-course' })).toEqual({ kind: 'other' });
  });

  it('keeps the order id only when the outcome is unknown', () => {
    expect(dropsOrderId({ status: 402, code: 'course-learning/insufficient' })).toBe(true);
    expect(dropsOrderId({ status: 409, code: 'course-learning/already-enrolled' })).toBe(true);
    expect(dropsOrderId({ status: 0, code: 'network' })).toBe(false);
    expect(dropsOrderId({ status: 503, code: 'common/internal' })).toBe(false);
  });
});
