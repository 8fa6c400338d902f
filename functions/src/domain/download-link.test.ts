import { describe, expect, it } from 'vitest';
import {
  attachmentDisposition, downloadLinkSecret, DOWNLOAD_LINK_TTL_MS, EMULATOR_DOWNLOAD_SECRET, signDownload, verifyDownload,
} from './download-link';

const secret = 'a-test-secret-of-enough-length';
const now = 1_700_000_000_000;
const grant = { resource: 'product:p1', uid: 'buyer-1', exp: now + DOWNLOAD_LINK_TTL_MS };

describe('download links', () => {
  it('verifies its own signature until the expiry', () => {
    const sig = signDownload(grant, secret);
    expect(verifyDownload(grant, sig, secret, now)).toEqual({ ok: true });
    expect(verifyDownload(grant, sig, secret, grant.exp)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses another person, product, expiry or secret', () => {
    const sig = signDownload(grant, secret);
    expect(verifyDownload({ ...grant, uid: 'friend' }, sig, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownload({ ...grant, resource: 'product:p2' }, sig, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownload({ ...grant, exp: grant.exp + 1 }, sig, secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownload(grant, sig, 'another-secret-of-enough-length', now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownload(grant, '', secret, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyDownload({ ...grant, exp: Number.NaN }, sig, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('takes the secret from the environment; the emulator default only on the emulator', () => {
    expect(downloadLinkSecret({ DOWNLOAD_LINK_SECRET: secret })).toBe(secret);
    expect(downloadLinkSecret({ FUNCTIONS_EMULATOR: 'true' })).toBe(EMULATOR_DOWNLOAD_SECRET);
    expect(downloadLinkSecret({})).toBeNull();
    expect(downloadLinkSecret({ DOWNLOAD_LINK_SECRET: 'short' })).toBeNull();
  });

  it('names the attachment after the title with the file’s extension', () => {
    expect(attachmentDisposition('Geometry workbook', 'workbook.PDF')).toBe(
      `attachment; filename="Geometry workbook.pdf"; filename*=UTF-8''Geometry%20workbook.pdf`,
    );
    expect(attachmentDisposition('الهندسة "1"/2', 'x.docx')).toBe(
      `attachment; filename="_______ 1 2.docx"; filename*=UTF-8''${encodeURIComponent('الهندسة 1 2.docx')}`,
    );
    expect(attachmentDisposition('', 'file')).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
