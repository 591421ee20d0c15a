/**
 * Secrets a development machine generates for itself (the embedded database's password,
 * the development JWT key) and keeps in the data directory, readable by its owner only,
 * instead of values published in the repository.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const OWNER_ONLY = 0o600;

/** The secret kept in `file`, created (32 random bytes, hex) on first use. */
export function readOrCreateSecret(file: string): string {
  try {
    return readExisting(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('hex');
  try {
    // `wx`: two processes starting together must not overwrite each other's secret.
    writeFileSync(file, `${secret}\n`, { mode: OWNER_ONLY, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readExisting(file);
  }
}

function readExisting(file: string): string {
  const secret = readFileSync(file, 'utf8').trim();
  if (!secret) throw new Error(`${file} is empty; delete it to generate a new secret`);
  // A copy restored with looser permissions is tightened again.
  if ((statSync(file).mode & 0o777) !== OWNER_ONLY) chmodSync(file, OWNER_ONLY);
  return secret;
}
