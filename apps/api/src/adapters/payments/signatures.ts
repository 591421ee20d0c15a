/** The HMAC-SHA256 signatures the payment vendors (and our sandbox) put on their messages. */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacSha256Hex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/**
 * Compares a received hex signature with the expected one in constant time (a plain `===`
 * leaks, through its timing, how many leading characters matched). Case-insensitive, as
 * hex is; anything that is not hex of the right length simply does not match.
 */
export function signaturesMatch(expectedHex: string, receivedHex: string): boolean {
  const received = receivedHex.trim().toLowerCase();
  if (!/^[0-9a-f]+$/.test(received) || received.length !== expectedHex.length) return false;
  return timingSafeEqual(Buffer.from(expectedHex, 'hex'), Buffer.from(received, 'hex'));
}

/** `k1=v1,k2=v2` (Mercado Pago's and the sandbox's signature headers) as a map; the first of a repeated key wins. */
export function parseSignatureHeader(header: string): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator <= 0) continue;
    const key = part.slice(0, separator).trim();
    if (!pairs.has(key)) pairs.set(key, part.slice(separator + 1).trim());
  }
  return pairs;
}

/** Whether a signed instant (epoch milliseconds) lies within `maxAgeSeconds` of now, either way; NaN never does. */
export function isWithinAge(signedAtMs: number, now: Date, maxAgeSeconds: number): boolean {
  return Number.isFinite(signedAtMs) && Math.abs(now.getTime() - signedAtMs) <= maxAgeSeconds * 1000;
}
