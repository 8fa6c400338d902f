// Sellers exchange sparks for riyals (docs/market.md, "Exchange").
import { z } from 'zod';
import { EXCHANGE, type ExchangeStatus } from '../constants';
import { clientIdWith, code } from './common';

/** ISO 13616 check digits: the IBAN, rotated and read as a number, leaves 1 modulo 97. */
export function ibanChecksumValid(iban: string): boolean {
  const rotated = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rotated) {
    const value = Number.parseInt(char, 36);
    if (Number.isNaN(value)) return false;
    // Letters count as two digits (A = 10 ... Z = 35); folding keeps the number small.
    remainder = (value > 9 ? remainder * 100 + value : remainder * 10 + value) % 97;
  }
  return remainder === 1;
}

/** Saudi IBAN: SA, 2 check digits, 20 more digits; spaces allowed in input; typos caught by the check digits. */
export const ibanField = z
  .string(code('exchange/invalid-iban'))
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^SA\d{22}$/, code('exchange/invalid-iban')).refine(ibanChecksumValid, code('exchange/invalid-iban')));

export const createExchangeSchema = z.strictObject({
  request_id: clientIdWith('validation/invalid-input'),
  sparks: z
    .number(code('exchange/minimum'))
    .int(code('exchange/minimum'))
    .min(EXCHANGE.minimumSparks, code('exchange/minimum'))
    .max(10_000_000, code('validation/invalid-input')),
  iban: ibanField,
  account_name: z.string(code('validation/all-fields-required')).trim().min(2, code('validation/all-fields-required')).max(100, code('validation/invalid-input')),
});
export type CreateExchangeInput = z.infer<typeof createExchangeSchema>;

export const decideExchangeSchema = z.strictObject({
  reference: z.string().trim().max(100, code('validation/invalid-input')).optional(),
  reason: z.string().trim().max(500, code('validation/invalid-input')).optional(),
});

export interface ExchangeRequestView {
  id: string;
  seller_uid: string;
  seller_name: string;
  sparks: number;
  /** Riyals with two decimals. */
  riyals: string;
  iban_masked: string;
  /** The whole IBAN: only in administrators' payout lists. */
  iban?: string;
  account_name: string;
  status: ExchangeStatus;
  reason: string | null;
  reference: string | null;
  created_at: string | null;
  decided_at: string | null;
}
