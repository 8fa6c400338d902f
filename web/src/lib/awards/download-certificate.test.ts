import { describe, expect, it } from 'vitest';
import { certificateFileName, certificatePdfPath } from './download-certificate';

describe('certificate download', () => {
  it('calls the API path, with or without the /api/v1 prefix', () => {
    expect(certificatePdfPath('/awards/certificates/c_k1_u1/pdf')).toBe('/awards/certificates/c_k1_u1/pdf');
    expect(certificatePdfPath('/api/v1/awards/certificates/c_k1_u1/pdf')).toBe('/awards/certificates/c_k1_u1/pdf');
  });

  it('names the file after the course, safe for any file system', () => {
    expect(certificateFileName('Algebra 101')).toBe('certificate-Algebra-101.pdf');
    expect(certificateFileName('مقدمة في الجبر')).toBe('certificate-مقدمة-في-الجبر.pdf');
    expect(certificateFileName('a/b: "c"')).toBe('certificate-ab-c.pdf');
  });
});
