import { describe, expect, it } from 'vitest';
import { BULK_INVITE } from '../shared/constants';
import {
  InviteeFileError, candidatesFromList, candidatesFromRows, decodeBase64, inviteeFileKind, planInvitees, readInviteeRows,
  uniqueEmailCount,
} from './invitee-file';

// A workbook made by tests/support/xlsx.ts: rows [Name, Email], [Ana, Ana@Example.com], [], [Bo, not-an-email].
const XLSX_FIXTURE = [
  'UEsDBBQAAAgIAAAAAABuYbgN/wAAAC0CAAATAAAAW0NvbnRlbnRfVHlwZXNdLnhtbK2RPU8DMQyG/0qUtWrSMiCEeu3AxwgM5QeY',
  'nK8XNbGj2C3Xf496LQyowMLkwa/f55G8WA05mT1WiUyNnbuZNUiB20ibxr6uH6c31ogCtZCYsLEHFLtaLtaHgmKGnEga26uWW+8l',
  '9JhBHBekIaeOawYVx3XjC4QtbNBfzWbXPjApkk712GGXi3vsYJfUPAyKdPKomMSau1PwyGoslJJiAI1Mfk/tN8r0THAV05iRPhaZ',
  'DDlZf5Fw3PwMON8977HW2KJ5gapPkLGxfkj+nev2jXnrfi+5YMldFwO2HHYZSZ2UitBKj6g5uXG6DJEmf/PHsPhxzP9Z5Kv/08OP',
  '715+AFBLAwQUAAAICAAAAAAAmNrri7EAAAAnAQAACwAAAF9yZWxzLy5yZWxzjc9BbsIwEIXhq1izbxy6QAjFYYOQsq3CAYwzSazY',
  'M5bHgLl9t6Xqovun7+nvTjUG9cAsnsnArmlBITmePC0GruPl4wBKiqXJBiY08EKBU999YbDFM8nqk6gaA4mBtZR01FrcitFKwwmp',
  'xjBzjrZIw3nRybrNLqg/23av808D3k01TAbyMO1Aja+E/7F5nr3DM7t7RCp/XPxagBptXrAYqEE/OW835q2pMYDuO/0W2H8DUEsD',
  'BBQAAAgIAAAAAACdbEO9vAAAABsBAAAPAAAAeGwvd29ya2Jvb2sueG1sjY/BasMwEER/Rey9lp1DCcZyLqWQc9oPUK11LKLdNbtq',
  '6/x9adLce5phYN4ww2Gj4r5QLQsH6JoWHPIkKfM5wPvb69MenNXIKRZhDHBFg8M4fItePkQubqPCFmCpde29t2lBitbIirxRmUUp',
  'VmtEz95WxZhsQaxU/K5tnz3FzHAn9PofhsxznvBFpk9CrneIYok1C9uSV4NxuC3YnzqOhAFOv74Dd8uOKUAHTvucAugxdeDHwT9q',
  '/vFs/AFQSwMEFAAACAgAAAAAAFr9gmu2AAAAKAEAABoAAAB4bC9fcmVscy93b3JrYm9vay54bWwucmVsc43PwWrDMBAE0F8Re4/X',
  '7qGUYDmXEPC1uB8g5LUtIu0Krdo6f1/ooTSQQ04Dc3jD9Kc9RfNFRYOwha5pwRB7mQOvFj6my+ENjFbHs4vCZOFGCqehf6foahDW',
  'LWQ1e4qsFrZa8xFR/UbJaSOZeE9xkZJc1UbKitn5q1sJX9r2Fct/A+5NM84Wyjh3YKZbpmdsWZbg6Sz+MxHXBxP4LeWqG1EFM7my',
  'UrXwVyn+RtfsKQIOPd49HH4AUEsDBBQAAAgIAAAAAADKcfmD7AAAABwCAAAYAAAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1sfVHN',
  'TsMwDH6VyPc2bZkQQmnGJsaRC/AAVmvWiMSukoiWt0ebUAVo3c22vj/5M9s5ePVJMTnhFuqyAkXcSe/42MLb61NxBypl5B69MLXw',
  'RQm21kwSP9JAlNUcPKcWhpzHe61TN1DAVMpIPAf/LjFgTqXEo05jJOzPpOB1U1W3OqBjsOZ8e8SM1kSZVGyhBmu607CrQeUWHHvH',
  '9JIjWOOSNdk+YyCjszX6tOvuB79fwx8COv+XoKNMi2OzODYrCjvGS4ZX4A+HGcPoqewkXLG+gX+HzZJlsyK+l0tR1tAsuUAuaO0F',
  '+lcBemnWfgNQSwECFAAUAAAICAAAAAAAbmG4Df8AAAAtAgAAEwAAAAAAAAAAAAAAAAAAAAAAW0NvbnRlbnRfVHlwZXNdLnhtbFBL',
  'AQIUABQAAAgIAAAAAACY2uuLsQAAACcBAAALAAAAAAAAAAAAAAAAADABAABfcmVscy8ucmVsc1BLAQIUABQAAAgIAAAAAACdbEO9',
  'vAAAABsBAAAPAAAAAAAAAAAAAAAAAAoCAAB4bC93b3JrYm9vay54bWxQSwECFAAUAAAICAAAAAAAWv2Ca7YAAAAoAQAAGgAAAAAA',
  'AAAAAAAAAADzAgAAeGwvX3JlbHMvd29ya2Jvb2sueG1sLnJlbHNQSwECFAAUAAAICAAAAAAAynH5g+wAAAAcAgAAGAAAAAAAAAAA',
  'AAAAAADhAwAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1sUEsFBgAAAAAFAAUARQEAAAMFAAAAAA==',
].join('');

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('decodeBase64', () => {
  it('decodes plain base64 and data URLs, refuses anything else', () => {
    expect(decodeBase64('aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64('aGVs\nbG8')?.toString()).toBe('hello');
    expect(decodeBase64('data:text/csv;base64,aGVsbG8=')?.toString()).toBe('hello');
    expect(decodeBase64('not base64!')).toBeNull();
    expect(decodeBase64('')).toBeNull();
    expect(decodeBase64('a')).toBeNull();
  });
});

describe('inviteeFileKind', () => {
  it('needs the right extension and the right content', () => {
    const xlsx = Buffer.from(XLSX_FIXTURE, 'base64');
    expect(inviteeFileKind('list.XLSX', xlsx)).toBe('xlsx');
    expect(inviteeFileKind('list.csv', csv('a@b.co'))).toBe('csv');
    expect(inviteeFileKind('list.xlsx', csv('a@b.co'))).toBeNull();
    expect(inviteeFileKind('list.csv', xlsx)).toBeNull();
    expect(inviteeFileKind('list.csv', Buffer.from([0xff, 0xfe, 0x00, 0x41]))).toBeNull();
    expect(inviteeFileKind('list.txt', csv('a@b.co'))).toBeNull();
    expect(inviteeFileKind('xlsx', xlsx)).toBeNull();
  });
});

describe('candidatesFromRows', () => {
  it('takes the first column when there is no e-mail header, numbering rows from 1', () => {
    expect(candidatesFromRows([['A@x.co'], [''], ['bad'], ['b@x.co', 'extra']])).toEqual({
      candidates: [{ row: 1, email: 'a@x.co' }, { row: 4, email: 'b@x.co' }],
      badRows: [{ row: 3, value: 'bad' }],
    });
  });

  it('finds a column headed email, e-mail or البريد الإلكتروني and skips that header row', () => {
    for (const header of ['Email', ' E-Mail ', 'البريد الإلكتروني']) {
      expect(candidatesFromRows([['Name', header], ['Ana', 'ana@x.co'], ['Bo', '']])).toEqual({
        candidates: [{ row: 2, email: 'ana@x.co' }],
        badRows: [{ row: 3, value: '' }],
      });
    }
    expect(candidatesFromRows([[null, null], ['email'], ['c@x.co']]).candidates).toEqual([{ row: 3, email: 'c@x.co' }]);
  });

  it('treats numbers and other cell values as text', () => {
    expect(candidatesFromRows([[12], [true]]).badRows).toEqual([{ row: 1, value: '12' }, { row: 2, value: 'true' }]);
  });
});

describe('candidatesFromList', () => {
  it('numbers list entries from 1 and reports blank ones', () => {
    expect(candidatesFromList([' X@Y.co ', '', 'nope'])).toEqual({
      candidates: [{ row: 1, email: 'x@y.co' }],
      badRows: [{ row: 2, value: '' }, { row: 3, value: 'nope' }],
    });
  });
});

describe('readInviteeRows', () => {
  it('reads CSV with a BOM, quotes, semicolons and CRLF', async () => {
    const rows = await readInviteeRows({ name: 'a.csv', bytes: csv('\uFEFFname;email\r\n"Doe; Ana";ana@x.co\r\n') });
    expect(candidatesFromRows(rows).candidates).toEqual([{ row: 2, email: 'ana@x.co' }]);
  });

  it('reads an XLSX workbook', async () => {
    const rows = await readInviteeRows({ name: 'a.xlsx', bytes: Buffer.from(XLSX_FIXTURE, 'base64') });
    expect(candidatesFromRows(rows)).toEqual({
      candidates: [{ row: 2, email: 'ana@example.com' }],
      badRows: [{ row: 4, value: 'not-an-email' }],
    });
  });

  it('refuses renamed, corrupt, empty and oversized files', async () => {
    const refused = (name: string, bytes: Buffer) => expect(readInviteeRows({ name, bytes })).rejects.toBeInstanceOf(InviteeFileError);
    await refused('a.xlsx', csv('a@b.co'));
    await refused('a.xlsx', Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(50)]));
    await refused('a.csv', Buffer.alloc(0));
    await refused('a.csv', Buffer.alloc(BULK_INVITE.maxFileBytes + 1, 0x61));
    await refused('a.csv', csv('"unterminated\nx@y.co'));
    await refused('a.pdf', csv('%PDF-1.4'));
  });
});

describe('planInvitees', () => {
  it('invites each new e-mail once and names why the others are skipped', () => {
    const candidates = ['new@x.co', 'me@x.co', 'member@x.co', 'invited@x.co', 'new@x.co', 'other@x.co'].map((email, i) => ({ row: i + 1, email }));
    expect(uniqueEmailCount(candidates)).toBe(5);
    expect(
      planInvitees(candidates, { selfEmail: 'Me@X.co', memberEmails: new Set(['member@x.co']), invitedEmails: new Set(['invited@x.co']) }),
    ).toEqual({
      invited: ['new@x.co', 'other@x.co'],
      skipped: [
        { email: 'me@x.co', reason: 'self' },
        { email: 'member@x.co', reason: 'member' },
        { email: 'invited@x.co', reason: 'invited' },
        { email: 'new@x.co', reason: 'duplicate' },
      ],
    });
  });
});
