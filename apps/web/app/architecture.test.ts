/**
 * The web app's boundaries: a feature (`features/<area>/`) is used by the rest of the app
 * only through its `index.ts` (and `index.server.ts` for server-only code), so what it keeps
 * inside can change freely. Shared pieces live
 * in `ui/`, `lib/`, `i18n/` and `layout/`. This test reads every import and fails on one
 * that reaches into another feature's files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(appDir, 'features');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '+types' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative module a file imports or re-exports (static `from '…'` and `import('…')`). */
export function relativeImports(source: string): string[] {
  const found = [...source.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']*)'/g)];
  return found.map((match) => match[1] ?? '');
}

/** The feature a path lies in (`courses`), or null outside `features/`. */
function featureOf(file: string): string | null {
  const relative = path.relative(featuresDir, file);
  return relative.startsWith('..') ? null : (relative.split(path.sep)[0] ?? null);
}

/** Why an import crosses a boundary, or null when it may be made. */
export function violationOf(importer: string, specifier: string): string | null {
  const target = path.resolve(path.dirname(importer), specifier);
  const feature = featureOf(target);
  if (!feature || feature === featureOf(importer)) return null;
  const inside = path.relative(path.join(featuresDir, feature), target);
  // `index.server` is the server-only entry (React Router keeps `.server` modules out of the browser).
  return ['', 'index', 'index.server'].includes(inside) ? null : `features/${feature}/${inside}`;
}

describe('feature boundaries', () => {
  it('are crossed only through a feature’s index.ts', () => {
    const offenders = sourceFiles(appDir).flatMap((file) =>
      relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => violationOf(file, specifier))
        .filter((violation): violation is string => violation !== null)
        .map((violation) => `${path.relative(appDir, file)} → ${violation}`),
    );
    expect(offenders).toEqual([]);
  });

  it('tell an import into a feature’s internals from one through its index', () => {
    const routeFile = path.join(appDir, 'routes/admin/courses.tsx');
    expect(violationOf(routeFile, '../../features/courses')).toBeNull();
    expect(violationOf(routeFile, '../../features/courses/index')).toBeNull();
    expect(violationOf(routeFile, '../../features/courses/queries')).toBe('features/courses/queries');
    const featureFile = path.join(featuresDir, 'classes/classes-panel.tsx');
    expect(violationOf(featureFile, './queries')).toBeNull();
    expect(violationOf(featureFile, '../courses/api')).toBe('features/courses/api');
    expect(relativeImports("export { a } from './a';\nconst b = import('../b');")).toEqual(['./a', '../b']);
  });
});
