/**
 * Public pages stay light (issue 18): what the root, the site layout and the public pages
 * import statically — the JavaScript every visitor downloads — reaches none of the libraries
 * and modules below: no Mantine and no TanStack Query at all (the public pages are plain HTML,
 * `ui/plain`), nor the whole message catalogue (they read `i18n/site`). Those load on demand
 * (`import()`, `ui/on-demand`), with the screens that use them (`ui/mantine-providers`), or run
 * on the server only (`*.server.ts`). The bench measures the bytes (`npm run bench -- --pages`);
 * this test keeps a heavy import from creeping back in. It follows static imports through the
 * app's files (barrels included, so it is stricter than the bundler's tree-shaking).
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** The modules every public page runs, and the public pages with the 120 KiB budget. */
const PUBLIC_ENTRIES = [
  'root.tsx',
  'routes/public/layout.tsx',
  'routes/public/home.tsx',
  'routes/public/course.tsx',
  'routes/public/about.tsx',
  'routes/public/terms.tsx',
  'routes/public/refund.tsx',
  'routes/public/jobs.tsx',
  'routes/public/teachers.tsx',
];

/** Packages that must not be in a public page's static imports, and why. */
const HEAVY_PACKAGES: Record<string, string> = {
  '@mantine/core':
    'public pages are plain HTML (ui/plain); Mantine loads with the screens and widgets that use it',
  '@mantine/hooks':
    'public pages are plain HTML (ui/plain); Mantine loads with the screens and widgets that use it',
  '@mantine/form': 'forms only',
  '@tanstack/react-query': 'public pages get their data from their loaders (ui/plain/use-remote)',
  '@mantine/dates': 'date pickers (ui/date-fields loads them)',
  'react-markdown': 'Markdown is rendered on the server (ui/markdown-html.server) or lazily',
  'remark-gfm': 'Markdown is rendered on the server (ui/markdown-html.server) or lazily',
  'react-toastify': 'loaded with the first toast (ui/toast)',
  'mantine-datatable': 'admin lists only',
  '@mantine/charts': 'the admin dashboards only (Informes)',
  recharts: 'the admin dashboards only (Informes)',
  'libphonenumber-js': 'phone fields only',
  '@paypal/paypal-js': 'checkout only',
};

/** App modules that must not be in a public page's static imports, and why. */
const HEAVY_MODULES: Record<string, string> = {
  'i18n/index.ts': 'the whole message catalogue: public pages read i18n/site',
  'i18n/es.ts': 'the whole message catalogue: public pages read i18n/site',
  'lib/api-problem.ts': 'every error code in Spanish: public reads say ui/plain/load-failure',
  'ui/mantine-providers.tsx': 'Mantine and TanStack Query: mounted by the screens that use them',
};

/** Static imports of a source: `import … from '…'` and `export … from '…'`, not `import type`. */
function staticImports(source: string): { specifier: string; names: string[]; reexport: boolean }[] {
  const found = source.matchAll(/^(import|export)\s+(?!type\s)([^;]*?)\s*from\s+'([^']+)'/gms);
  return [...found].map((match) => ({
    specifier: match[3] ?? '',
    // The names imported (`type` ones left out); none for `export * from`.
    names: [...(match[2] ?? '').replace(/\btype\s+\w+/g, '').matchAll(/\b([A-Za-z_]\w*)\b/g)]
      .map((name) => name[1] ?? '')
      .filter((name) => name !== 'as'),
    reexport: match[1] === 'export',
  }));
}

function resolveRelative(importer: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(importer), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile()) ?? null;
}

/**
 * Every heavy import reachable from the public entries, as "importer → what (why)". A barrel
 * (`index.ts`) is followed only along the names imported from it, as the bundler would.
 */
export function heavyImports(entries: string[]): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  const queue: { file: string; names: string[] | null }[] = entries.map((entry) => ({
    file: path.join(appDir, entry),
    names: null,
  }));
  while (queue.length > 0) {
    const { file, names: wanted } = queue.pop()!;
    const barrel = wanted !== null && /[\\/]index\.tsx?$/.test(file);
    const key = barrel ? `${file}#${wanted.join(',')}` : file;
    if (seen.has(key)) continue;
    seen.add(key);
    const where = path.relative(appDir, file);
    for (const { specifier, names, reexport } of staticImports(readFileSync(file, 'utf8'))) {
      if (barrel && !(reexport && (names.length === 0 || names.some((name) => wanted.includes(name)))))
        continue;
      if (specifier.startsWith('.')) {
        const target = resolveRelative(file, specifier);
        // Server-only modules never reach the browser; CSS and assets are not JavaScript.
        if (!target || !/\.tsx?$/.test(target) || /\.server\.tsx?$/.test(target)) continue;
        const module = path.relative(appDir, target).split(path.sep).join('/');
        const heavy = HEAVY_MODULES[module];
        if (heavy) problems.push(`${where} → ${module} (${heavy})`);
        else queue.push({ file: target, names: barrel ? wanted : names });
        continue;
      }
      const reason = HEAVY_PACKAGES[specifier];
      if (reason) problems.push(`${where} → ${specifier} (${reason})`);
    }
  }
  return problems;
}

describe('public pages', () => {
  it('import no heavy library or widget statically', () => {
    expect(heavyImports(PUBLIC_ENTRIES)).toEqual([]);
  });

  it('would notice one', () => {
    expect(heavyImports(['ui/markdown.tsx'])).toContain(
      'ui/markdown.tsx → react-markdown (Markdown is rendered on the server (ui/markdown-html.server) or lazily)',
    );
    expect(heavyImports(['features/session/currency-menu.tsx']).join('\n')).toContain(
      'features/session/currency-menu.tsx → @mantine/core',
    );
    expect(heavyImports(['features/enrollments/after-enrol.ts'])).toEqual([
      'features/enrollments/after-enrol.ts → i18n/index.ts (the whole message catalogue: public pages read i18n/site)',
      'features/enrollments/after-enrol.ts → lib/api-problem.ts (every error code in Spanish: public reads say ui/plain/load-failure)',
      'lib/query-keys.ts → @tanstack/react-query (public pages get their data from their loaders (ui/plain/use-remote))',
      'lib/query-client.ts → @tanstack/react-query (public pages get their data from their loaders (ui/plain/use-remote))',
    ]);
  });
});
