/**
 * Fitness test of the API's boundaries (decision 0007): a module reaches another only
 * through its `index.ts`, a module's code never imports the app or the composition root
 * (no cycle between app.ts and the modules; its tests may build the app), and every
 * module folder has an index.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SOURCE, 'modules');

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** The relative specifiers a file imports or re-exports (static and dynamic). */
export function importsOf(source: string): string[] {
  const pattern = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;
  return [...source.matchAll(pattern)]
    .map((match) => (match[1] ?? match[2])!)
    .filter((s) => s.startsWith('.'));
}

type Violation = { file: string; imports: string; rule: string };

/** The boundary rules, for one file's resolved imports (paths relative to src/). */
export function violationsOf(file: string, imported: string[]): Violation[] {
  const moduleOf = (target: string) => /^modules\/([^/]+)\/(.+)$/.exec(target);
  const own = moduleOf(file)?.[1];
  const violations: Violation[] = [];
  for (const target of imported) {
    const reached = moduleOf(target);
    if (own && reached && reached[1] !== own && reached[2] !== 'index.ts') {
      violations.push({ file, imports: target, rule: `only ../${reached[1]}/index.js` });
    }
    // Tests may build the whole app; production code of a module never reaches back to it.
    const isTest = file.endsWith('.test.ts');
    if (own && !isTest && (target === 'app.ts' || target.startsWith('composition/'))) {
      violations.push({
        file,
        imports: target,
        rule: 'a module never imports the app or the composition root',
      });
    }
  }
  return violations;
}

function resolvedImports(file: string): string[] {
  return importsOf(readFileSync(file, 'utf8')).map((specifier) =>
    path
      .relative(SOURCE, path.resolve(path.dirname(file), specifier))
      .replace(/\.js$/, '.ts')
      .split(path.sep)
      .join('/'),
  );
}

describe('module boundaries', () => {
  it('finds a reach into another module’s internals, and accepts its index', () => {
    expect(violationsOf('modules/a/a.service.ts', ['modules/b/b.repository.ts'])).toHaveLength(1);
    expect(
      violationsOf('modules/a/a.service.ts', ['modules/b/index.ts', 'modules/a/a.repository.ts']),
    ).toEqual([]);
    expect(violationsOf('modules/a/a.routes.ts', ['app.ts'])).toHaveLength(1);
    expect(violationsOf('modules/a/a.routes.ts', ['composition/handlers.ts'])).toHaveLength(1);
    expect(violationsOf('modules/a/a.routes.test.ts', ['app.ts'])).toEqual([]);
    expect(importsOf("import { x } from '../b/b.service.js';\nexport * from './c.js';")).toEqual([
      '../b/b.service.js',
      './c.js',
    ]);
  });

  it('holds in every file of every module', () => {
    const violations = filesUnder(MODULES).flatMap((file) =>
      violationsOf(path.relative(SOURCE, file).split(path.sep).join('/'), resolvedImports(file)),
    );
    expect(violations).toEqual([]);
  });

  it('gives every module an index.ts', () => {
    const modules = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
    expect(modules.filter((name) => !readdirSync(path.join(MODULES, name)).includes('index.ts'))).toEqual([]);
  });
});
