/**
 * Fitness test of the API's boundaries (decision 0007): a module reaches another only
 * through its `index.ts`, a module's code never imports the app or the composition root
 * (no cycle between app.ts and the modules; its tests may build the app), and every
 * module folder has an index. A module's repository is its own: no `index.ts` exports one,
 * and only the module itself and the composition root import a `*.repository.ts` (another
 * module calls the functions its index exports, issue 18), and only a module's `*.routes.ts`
 * (its HTTP binding) imports `http/`: services take an Actor and a PageRequest from `core/`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SOURCE = path.dirname(fileURLToPath(import.meta.url));
const MODULES = path.join(SOURCE, 'modules');
/** The folders of src/ whose files may import any module's repository file. */
const COMPOSITION_ROOT = 'composition/';

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
    if (
      // Inside modules the rule above already refuses it; outside, only the composition root may.
      !own &&
      reached?.[2]?.endsWith('.repository.ts') &&
      !file.startsWith(COMPOSITION_ROOT)
    ) {
      violations.push({
        file,
        imports: target,
        rule: `the ${reached[1]} module's repository is its own: call the functions of its index.ts`,
      });
    }
    // Services and repositories take an Actor and a PageRequest (src/core/), never an HTTP type:
    // the same rule runs for a request and for a job. Routes are the HTTP binding.
    if (own && !isTest && !file.endsWith('.routes.ts') && target.startsWith('http/')) {
      violations.push({ file, imports: target, rule: 'only *.routes.ts binds to http/; services use core/' });
    }
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

/** The names an index.ts exports that are repositories (a `…Repository` type or `create…Repository`). */
export function exportedRepositoriesOf(source: string): string[] {
  const named = [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)].flatMap((match) =>
    match[1]!.split(',').map((name) =>
      name
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    ),
  );
  const declared = [
    ...source.matchAll(
      /export\s+(?:async\s+)?(?:type|interface|function|const|let|class)\s+([A-Za-z0-9_$]+)/g,
    ),
  ].map((match) => match[1]!);
  const starred = [
    ...source.matchAll(/export\s+\*\s+(?:as\s+\w+\s+)?from\s+['"]([^'"]+\.repository\.js)['"]/g),
  ].map((match) => `* from ${match[1]}`);
  return [...named, ...declared].filter((name) => /Repositor(y|ies)$/.test(name)).concat(starred);
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

  it('finds a repository imported from outside its module, and accepts the composition root', () => {
    expect(violationsOf('modules/a/a.service.ts', ['modules/a/a.repository.ts'])).toEqual([]);
    expect(violationsOf('demo-data/seed.ts', ['modules/b/b.repository.ts'])).toHaveLength(1);
    expect(violationsOf('modules/a/a.routes.test.ts', ['modules/b/b.repository.ts'])).toHaveLength(1);
    expect(violationsOf('composition/repositories.ts', ['modules/b/b.repository.ts'])).toEqual([]);
    expect(violationsOf('modules/a/a.service.ts', ['http/handlers.ts'])).toHaveLength(1);
    expect(violationsOf('modules/a/a.repository.ts', ['http/pagination.ts'])).toHaveLength(1);
    expect(violationsOf('modules/a/a.routes.ts', ['http/handlers.ts'])).toEqual([]);
    expect(violationsOf('modules/a/a.service.ts', ['core/actor.ts', 'core/pagination.ts'])).toEqual([]);
    expect(
      exportedRepositoriesOf(
        "export { createBRepository, type BRepository, bRule } from './b.repository.js';",
      ),
    ).toEqual(['createBRepository', 'BRepository']);
    expect(
      exportedRepositoriesOf(
        "export * from './b.repository.js';\nexport type Lookups = Pick<BRepository, 'x'>;",
      ),
    ).toEqual(['* from ./b.repository.js']);
  });

  it('holds in every file of every module, and no file outside the composition root reaches a repository', () => {
    const violations = filesUnder(SOURCE).flatMap((file) =>
      violationsOf(path.relative(SOURCE, file).split(path.sep).join('/'), resolvedImports(file)),
    );
    expect(violations).toEqual([]);
  });

  it('exports no repository from any module’s index.ts', () => {
    const exported = readdirSync(MODULES).flatMap((name) => {
      const index = path.join(MODULES, name, 'index.ts');
      return statSync(path.join(MODULES, name)).isDirectory()
        ? exportedRepositoriesOf(readFileSync(index, 'utf8')).map((what) => `${name}: ${what}`)
        : [];
    });
    expect(exported).toEqual([]);
  });

  it('gives every module an index.ts', () => {
    const modules = readdirSync(MODULES).filter((name) => statSync(path.join(MODULES, name)).isDirectory());
    expect(modules.filter((name) => !readdirSync(path.join(MODULES, name)).includes('index.ts'))).toEqual([]);
  });
});
