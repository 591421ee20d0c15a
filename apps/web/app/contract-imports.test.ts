/**
 * The browser bundle takes the contract's values from `@catedra/contract/browser` (value
 * lists, scope rules, dates, routes), never from its root, whose schemas would bring TypeBox
 * and every operation's schema into every page. Types from the root are free: they vanish.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('imports of the contract in the web app', () => {
  it('take values only from @catedra/contract/browser', () => {
    const offenders = sourceFiles(appDir).filter((file) =>
      /^import (?!type )[^;]*from '@catedra\/contract';/m.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(appDir, file))).toEqual([]);
  });
});
