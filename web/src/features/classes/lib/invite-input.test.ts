import { describe, expect, it } from 'vitest';
import { BULK_INVITE } from '@shared/constants';
import { bytesToBase64, fileToBase64, inviteFileKind, inviteInputProblem, newRequestId, parseEmailList } from './invite-input';

describe('inviteFileKind', () => {
  it('knows CSV and XLSX by extension', () => {
    expect(inviteFileKind('students.csv')).toBe('csv');
    expect(inviteFileKind('Class List.XLSX')).toBe('xlsx');
    expect(inviteFileKind('students.xls')).toBeNull();
    expect(inviteFileKind('students')).toBeNull();
  });
});

describe('parseEmailList', () => {
  it('splits, lower-cases and removes duplicates', () => {
    expect(parseEmailList('A@x.com, b@x.com;\n c@x.com  a@X.com <d@x.com>')).toEqual(['a@x.com', 'b@x.com', 'c@x.com', 'd@x.com']);
    expect(parseEmailList('  ')).toEqual([]);
  });
});

describe('inviteInputProblem', () => {
  it('asks for a file or e-mails', () => {
    expect(inviteInputProblem({})).toBe('invite/file-required');
    expect(inviteInputProblem({ emails: [] })).toBe('invite/file-required');
    expect(inviteInputProblem({ emails: ['a@x.com'] })).toBeNull();
  });

  it('refuses other file types, empty and too large files', () => {
    expect(inviteInputProblem({ file: { name: 'a.csv', size: 10 } })).toBeNull();
    expect(inviteInputProblem({ file: { name: 'a.pdf', size: 10 } })).toBe('invite/bad-file');
    expect(inviteInputProblem({ file: { name: 'a.csv', size: 0 } })).toBe('invite/bad-file');
    expect(inviteInputProblem({ file: { name: 'a.xlsx', size: BULK_INVITE.maxFileBytes + 1 } })).toBe('invite/bad-file');
  });

  it('refuses more than the limit of e-mails', () => {
    const emails = Array.from({ length: BULK_INVITE.maxInvitees + 1 }, (_, index) => `u${index}@x.com`);
    expect(inviteInputProblem({ emails })).toBe('invite/too-many');
  });
});

describe('base64', () => {
  it('matches Node for small and large inputs', async () => {
    const small = new TextEncoder().encode('email\nsara@x.com\n');
    expect(bytesToBase64(small)).toBe(Buffer.from(small).toString('base64'));
    const large = new Uint8Array(200_000).map((_, index) => index % 256);
    expect(bytesToBase64(large)).toBe(Buffer.from(large).toString('base64'));
    expect(await fileToBase64(new Blob([small]))).toBe(Buffer.from(small).toString('base64'));
  });
});

describe('newRequestId', () => {
  it('fits the API pattern and is fresh each time', () => {
    const id = newRequestId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(id);
  });
});
