import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readOrCreateSecret } from './local-secret.js';

const dir = mkdtempSync(path.join(tmpdir(), 'catedra-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readOrCreateSecret', () => {
  it('creates a random secret readable by its owner only, then returns the same one', () => {
    const file = path.join(dir, 'nested', 'first');
    const secret = readOrCreateSecret(file);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateSecret(file)).toBe(secret);
  });

  it('tightens the permissions of a secret restored with looser ones', () => {
    const file = path.join(dir, 'restored');
    writeFileSync(file, 'kept-secret\n');
    chmodSync(file, 0o644);
    expect(readOrCreateSecret(file)).toBe('kept-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('refuses an empty file instead of running without a secret', () => {
    const file = path.join(dir, 'empty');
    writeFileSync(file, '\n', { mode: 0o600 });
    expect(() => readOrCreateSecret(file)).toThrow('empty');
  });
});
