/** Certificate codes: 10 characters of base32 (A–Z, 2–7) from the system's CSPRNG, 50 bits. */
import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const CERTIFICATE_CODE_LENGTH = 10;

export function newCertificateCode(): string {
  // 256 is a multiple of 32, so taking each byte modulo 32 keeps every character equally likely.
  return [...randomBytes(CERTIFICATE_CODE_LENGTH)].map((byte) => ALPHABET[byte % 32]).join('');
}

/** Codes are read from printed paper: case and surrounding spaces do not matter. */
export function normalizeCertificateCode(code: string): string {
  return code.trim().toUpperCase();
}
