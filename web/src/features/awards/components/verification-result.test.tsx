// The verification page's states rendered in Node, in both languages: valid (who, what, by
// whom, when, skills, credential id), revoked (with its date), unknown, and the spec's error.
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { CertificateVerification } from '@shared/schemas/awards';
import { ApiRequestError } from '@/lib/api-client';
import { renderStatic, textOf } from '@/test/render-static';
import VerifyCertificateRoute from '../routes/verify-certificate-route';
import { normaliseCredentialId, outcomeOfVerification, outcomeOfVerifyError, type VerifyOutcome } from '../api/verify-certificate';
import { VerificationResult } from './verification-result';

const CODE = 'SPK-7G2K-Q9XD-M4TB-8HNW';
const valid: CertificateVerification = {
  valid: true,
  status: 'valid',
  certificate: {
    credential_id: CODE,
    title: 'مقدمة في الجبر',
    issuer: 'Sara Ali',
    learner_name: 'Lina Haddad',
    issued_at: '2026-03-04T10:00:00.000Z',
    skills: ['Equations', 'Graphs'],
  },
  revoked_at: null,
};
const revoked: CertificateVerification = { ...valid, valid: false, status: 'revoked', revoked_at: '2026-05-06T10:00:00.000Z' };

const render = (outcome: VerifyOutcome, locale: 'ar' | 'en' = 'en') =>
  renderStatic(<VerificationResult outcome={outcome} onRetry={() => undefined} />, { locale });

describe('VerificationResult', () => {
  it('confirms a valid certificate with its facts', () => {
    const html = render(outcomeOfVerification(valid));
    expect(html).toContain('data-state="valid"');
    const text = textOf(html);
    expect(text).toContain('Valid certificate');
    expect(text).toContain('Lina Haddad');
    expect(text).toContain('مقدمة في الجبر');
    expect(text).toContain('Sara Ali');
    expect(text).toContain('March 4, 2026');
    expect(text).toContain('Equations');
    expect(html).toMatch(/data-testid="verify-credential"[^>]*>.*SPK-7G2K-Q9XD-M4TB-8HNW/);
    for (const id of ['verify-learner', 'verify-title', 'verify-issuer']) expect(html).toContain(`data-testid="${id}"`);
  });

  it('says in Arabic that a certificate is valid, names isolated', () => {
    const html = render(outcomeOfVerification(valid), 'ar');
    expect(textOf(html)).toContain('شهادة صالحة');
    expect(html).toContain('<bdi>Lina Haddad</bdi>');
    expect(html).toContain('dir="ltr"');
  });

  it('says a revoked certificate is revoked, with the date', () => {
    const html = render(outcomeOfVerification(revoked));
    expect(html).toContain('data-state="revoked"');
    expect(textOf(html)).toContain('revoked on May 6, 2026');
    expect(textOf(render(outcomeOfVerification(revoked), 'ar'))).toContain('أُلغيت هذه الشهادة');
    expect(textOf(render(outcomeOfVerification({ ...revoked, revoked_at: null })))).toContain('has been revoked');
  });

  it('says an unknown code is not found, and shows no learner', () => {
    const html = render({ state: 'unknown', code: CODE });
    expect(html).toContain('data-state="unknown"');
    expect(textOf(html)).toContain('Certificate not found');
    expect(textOf(html)).toContain(CODE);
    expect(html).not.toContain('verify-learner');
  });

  it('shows the spec text when verification fails', () => {
    const failed = new ApiRequestError(500, 'common/internal', 'boom', undefined, undefined, false);
    expect(textOf(render({ state: 'error', error: failed }))).toContain('Error verifying certificate');
    const html = render({ state: 'error', error: failed }, 'ar');
    expect(html).toContain('data-state="error"');
    expect(textOf(html)).toContain('حدث خطأ أثناء التحقق من الشهادة');
  });
});

describe('the verify page', () => {
  it('renders the form with the code while it checks', () => {
    const html = renderStatic(
      <Routes>
        <Route path="/certificates/verify/:code" element={<VerifyCertificateRoute />} />
      </Routes>,
      { path: `/certificates/verify/${CODE}` },
    );
    expect(html).toContain('data-testid="verify-certificate"');
    expect(html).toContain('data-testid="verify-loading"');
    expect(html).toMatch(/data-testid="verify-form"/);
    expect(html).toMatch(new RegExp(`value="${CODE}"[^>]*data-testid="verify-input"|data-testid="verify-input"[^>]*value="${CODE}"`));
    expect(textOf(html)).toContain('التحقق من الشهادة');
  });
});

describe('verify outcomes', () => {
  it('normalises credential ids and refuses what cannot be one', () => {
    expect(normaliseCredentialId(' spk-7g2k-q9xd-m4tb-8hnw ')).toBe(CODE);
    expect(normaliseCredentialId('SPK7G2KQ9XDM4TB8HNW')).toBeNull();
    expect(normaliseCredentialId('SPK-IIII-Q9XD-M4TB-8HNW')).toBeNull();
  });

  it('reads a 404 as unknown and anything else as an error', () => {
    expect(outcomeOfVerifyError(new ApiRequestError(404, 'awards/certificate-not-found', 'x'), CODE)).toEqual({ state: 'unknown', code: CODE });
    expect(outcomeOfVerifyError(new ApiRequestError(429, 'common/rate-limited', 'x'), CODE).state).toBe('error');
    expect(outcomeOfVerifyError(new ApiRequestError(0, 'network', 'x'), CODE).state).toBe('error');
    expect(outcomeOfVerification(revoked).state).toBe('revoked');
  });
});
