import { describe, expect, it } from 'vitest';
import { checkExchangeForm, compactIban, groupIban } from './exchange-form';

const IBAN = 'SA03 8000 0000 6080 1016 7519';
const id = '0b6c6f4e-3a3c-4a55-9d7e-0c3f4d6b7a21';

describe('checkExchangeForm', () => {
  it('builds the request with the IBAN compacted', () => {
    expect(checkExchangeForm({ sparks: '600', iban: IBAN, accountName: ' Sara Ali ' }, 1000, id)).toEqual({
      ok: true,
      input: { request_id: id, sparks: 600, iban: 'SA0380000000608010167519', account_name: 'Sara Ali' },
    });
  });
  it('asks for at least 300 sparks', () => {
    const check = checkExchangeForm({ sparks: '299', iban: IBAN, accountName: 'Sara' }, 1000, id);
    expect(check).toEqual({ ok: false, errors: { sparks: { code: 'exchange/minimum' } } });
    expect(checkExchangeForm({ sparks: '', iban: IBAN, accountName: 'Sara' }, 1000, id)).toEqual({ ok: false, errors: { sparks: { code: 'exchange/minimum' } } });
  });
  it('refuses more than the exchangeable (earned) sparks, naming how many can be exchanged', () => {
    expect(checkExchangeForm({ sparks: '900', iban: IBAN, accountName: 'Sara' }, 500, id)).toEqual({
      ok: false,
      errors: { sparks: { code: 'exchange/exceeds-earned', values: { exchangeable: 500 } } },
    });
    expect(checkExchangeForm({ sparks: '300', iban: IBAN, accountName: 'Sara' }, 0, id)).toEqual({
      ok: false,
      errors: { sparks: { code: 'exchange/exceeds-earned', values: { exchangeable: 0 } } },
    });
    expect(checkExchangeForm({ sparks: '500', iban: IBAN, accountName: 'Sara' }, 500, id).ok).toBe(true);
  });
  it('checks the IBAN and the name', () => {
    expect(checkExchangeForm({ sparks: '300', iban: 'GB29 NWBK 6016 1331 9268 19', accountName: '' }, 500, id)).toEqual({
      ok: false,
      errors: { iban: { code: 'exchange/invalid-iban' }, account_name: { code: 'validation/all-fields-required' } },
    });
    expect(checkExchangeForm({ sparks: '300', iban: 'SA12345', accountName: 'Sara' }, 500, id).ok).toBe(false);
  });
});

describe('IBAN display', () => {
  it('compacts and groups', () => {
    expect(compactIban(' sa03 8000 ')).toBe('SA038000');
    expect(groupIban('SA0380000000608010167519')).toBe(IBAN);
  });
});
