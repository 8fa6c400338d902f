// The exchange form (docs/market.md, "Exchange"): sparks (at least 300, at most the sparks
// earned from sales, the only exchangeable ones),
// a Saudi IBAN (SA + 22 digits, spaces allowed) and the account holder's name, checked with
// the shared request schema. The request id is made once per attempt and kept until success,
// so a retry after a lost answer never holds the sparks twice.
import type { ErrorCode } from '@shared/errors';
import { createExchangeSchema, type CreateExchangeInput } from '@shared/schemas/exchange';
import { parseWholeNumber } from './earnings';
import { fieldCodes } from './field-errors';

export interface ExchangeFormValues {
  sparks: string;
  iban: string;
  accountName: string;
}

export const emptyExchangeForm: ExchangeFormValues = { sparks: '', iban: '', accountName: '' };

export interface FieldProblem {
  code: ErrorCode;
  values?: Record<string, string | number>;
}

export type ExchangeErrors = Partial<Record<'sparks' | 'iban' | 'account_name', FieldProblem>>;

/** The IBAN as sent: no spaces, upper case. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** The IBAN as shown while typing: groups of four ("SA03 8000 0000 ..."). */
export function groupIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

export type ExchangeCheck = { ok: true; input: CreateExchangeInput } | { ok: false; errors: ExchangeErrors };

/** Checks the form; `exchangeable` is the seller's earned_balance, the most they may exchange. */
export function checkExchangeForm(values: ExchangeFormValues, exchangeable: number, requestId: string): ExchangeCheck {
  const sparks = parseWholeNumber(values.sparks);
  const parsed = createExchangeSchema.safeParse({
    request_id: requestId,
    sparks: sparks ?? Number.NaN,
    iban: values.iban,
    account_name: values.accountName,
  });
  const errors: ExchangeErrors = {};
  if (!parsed.success) {
    const codes = fieldCodes(parsed.error.issues);
    for (const key of ['sparks', 'iban', 'account_name'] as const) {
      if (codes[key]) errors[key] = { code: codes[key] };
    }
  }
  if (!errors.sparks && sparks !== null && sparks > exchangeable) {
    errors.sparks = { code: 'exchange/exceeds-earned', values: { exchangeable } };
  }
  if (!parsed.success || Object.keys(errors).length > 0) {
    return { ok: false, errors: Object.keys(errors).length > 0 ? errors : { sparks: { code: 'validation/invalid-input' } } };
  }
  return { ok: true, input: parsed.data };
}
