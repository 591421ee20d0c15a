/**
 * The tests run on the Node.js that the root package.json pins (decision 0010): npm puts
 * node_modules/.bin first on the PATH of every script and of `npx`, so `node` there is the
 * `node` devDependency's binary, whatever Node the machine has. A run on another Node (a
 * test runner started by an absolute path, or a script that spawns a `node` of its own)
 * fails here instead of passing on a runtime production never uses.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};
const pinned = manifest.devDependencies.node!;

describe('runtime', () => {
  it('is the pinned Node.js', () => {
    expect(process.versions.node).toBe(pinned);
  });

  it('agrees with engines and .nvmrc', () => {
    const major = pinned.split('.')[0];
    expect(manifest.engines.node).toBe(`>=${major}`);
    expect(readFileSync(new URL('.nvmrc', root), 'utf8').trim()).toBe(major);
  });
});
