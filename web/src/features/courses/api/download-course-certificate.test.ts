import { describe, expect, it } from 'vitest';
import { certificateApiPath, courseCertificateFileName } from './download-course-certificate';

describe('course certificate download', () => {
  it('calls the API path, with or without the /api/v1 prefix', () => {
    expect(certificateApiPath('/awards/certificates/c_k1_u1/pdf')).toBe('/awards/certificates/c_k1_u1/pdf');
    expect(certificateApiPath('/api/v1/awards/certificates/c_k1_u1/pdf')).toBe('/awards/certificates/c_k1_u1/pdf');
  });

  it('names the file after the course, safe for any file system', () => {
    expect(courseCertificateFileName('Algebra 101')).toBe('certificate-Algebra-101.pdf');
    expect(courseCertificateFileName('مقدمة في الجبر')).toBe('certificate-مقدمة-في-الجبر.pdf');
    expect(courseCertificateFileName('a/b: "c"')).toBe('certificate-ab-c.pdf');
  });
});
