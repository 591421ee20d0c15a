import { describe, expect, it } from 'vitest';
import { newCertificateCode, normalizeCertificateCode } from './certificate-code.js';

describe('certificate codes', () => {
  it('are 10 base32 characters and do not repeat', () => {
    const codes = new Set(Array.from({ length: 1000 }, newCertificateCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{10}$/);
  });

  it('are compared without regard to case', () => {
    expect(normalizeCertificateCode('ab2c ')).toBe('AB2C');
  });
});
