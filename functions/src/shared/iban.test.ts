import { describe, expect, it } from 'vitest';
import { createExchangeSchema, ibanChecksumValid } from './schemas/exchange';

describe('IBAN check digits', () => {
  it('accepts real IBANs and refuses a single changed digit or swapped pair', () => {
    expect(ibanChecksumValid('SA0380000000608010167519')).toBe(true);
    expect(ibanChecksumValid('GB82WEST12345698765432')).toBe(true);
    expect(ibanChecksumValid('SA0380000000608010167518')).toBe(false);
    expect(ibanChecksumValid('SA0380000000608010176519')).toBe(false);
  });

  it('is part of the exchange request schema, spaces allowed', () => {
    const request = { request_id: 'req-12345678', sparks: 300, account_name: 'Noor' };
    expect(createExchangeSchema.safeParse({ ...request, iban: 'sa03 8000 0000 6080 1016 7519' }).success).toBe(true);
    expect(createExchangeSchema.safeParse({ ...request, iban: 'SA0380000000608010167518' }).success).toBe(false);
  });
});
