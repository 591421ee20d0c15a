/**
 * The web app's boundaries: a feature (`features/<area>/`) is used by the rest of the app
 * only through its `index.ts` (and `index.server.ts` for server-only code), so what it keeps
 * inside can change freely. Shared pieces live
 * in `ui/`, `lib/`, `i18n/` and `layout/`. This test reads every import and fails on one
 * that reaches into another feature's files, on a feature importing a feature it may not
 * (imports flow `ui → features → layout/routes`; anything else is composed by the route), and
 * on a query key typed by hand instead of taken from the contract (`lib/query-keys.ts`).
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

/**
 * The features a feature may import besides itself. Every feature may import `session`, the
 * one piece every area depends on; `profile` edits the signed-in user through the users
 * feature's hooks; the academic features build on a course and its roster (`courses`) and
 * its classes (`classes`). Anything else is composed by a route or shared from `ui/`.
 */
const ACADEMIC = ['classes', 'exams', 'attendance', 'templates'];
export function mayImportFeature(importer: string, imported: string): boolean {
  if (importer === imported || imported === 'session') return true;
  if (importer === 'profile' && imported === 'users') return true;
  if (ACADEMIC.includes(importer) && (imported === 'courses' || imported === 'classes')) return true;
  return false;
}

/** Lines that type a query key by hand (`queryKey: [` …) rather than through `lib/query-keys.ts`. */
export function literalQueryKeys(source: string): string[] {
  return source.split('\n').filter((line) => /queryKey:\s*\[/.test(line));
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

  it('let a feature import only the features it may', () => {
    const offenders = sourceFiles(featuresDir).flatMap((file) => {
      const importer = featureOf(file);
      return relativeImports(readFileSync(file, 'utf8'))
        .map((specifier) => featureOf(path.resolve(path.dirname(file), specifier)))
        .filter((imported): imported is string => imported !== null && importer !== null)
        .filter((imported) => !mayImportFeature(importer ?? '', imported))
        .map((imported) => `${path.relative(appDir, file)} → features/${imported}`);
    });
    expect(offenders).toEqual([]);
  });

  it('tell the features a feature may import from those it may not', () => {
    expect(mayImportFeature('payments', 'session')).toBe(true);
    expect(mayImportFeature('exams', 'courses')).toBe(true);
    expect(mayImportFeature('profile', 'users')).toBe(true);
    expect(mayImportFeature('payments', 'users')).toBe(false);
    expect(mayImportFeature('enrollments', 'payments')).toBe(false);
  });

  it('type no query key by hand: keys come from the contract through lib/query-keys.ts', () => {
    const helper = path.join(appDir, 'lib/query-keys.ts');
    const offenders = sourceFiles(appDir)
      .filter((file) => file !== helper && !file.endsWith('architecture.test.ts'))
      .flatMap((file) =>
        literalQueryKeys(readFileSync(file, 'utf8')).map(
          (line) => `${path.relative(appDir, file)}: ${line.trim()}`,
        ),
      );
    expect(offenders).toEqual([]);
    expect(literalQueryKeys("useQuery({ queryKey: ['money-movements'] })")).toHaveLength(1);
    expect(literalQueryKeys("useQuery({ queryKey: queryKeyOf('findAllMoneyMovements') })")).toEqual([]);
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
