/**
 * Public pages stay light (issue 18): what the root, the site layout and the public pages
 * import statically — the JavaScript every visitor downloads — reaches none of the heavy
 * libraries and widgets below; those load on demand (`import()`, `ui/on-demand`) or run on the
 * server only (`*.server.ts`). The bench measures the bytes (`npm run bench -- --pages`); this
 * test keeps a heavy import from creeping back in. It follows static imports through the
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
  '@mantine/dates': 'date pickers (ui/date-fields loads them)',
  'react-markdown': 'Markdown is rendered on the server (ui/markdown-html.server) or lazily',
  'remark-gfm': 'Markdown is rendered on the server (ui/markdown-html.server) or lazily',
  'react-toastify': 'loaded with the first toast (ui/toast)',
  'mantine-datatable': 'admin lists only',
  'libphonenumber-js': 'phone fields only',
  '@paypal/paypal-js': 'checkout only',
};

/** Mantine components that bring floating-ui or overlays: opened on interaction, so lazy. */
const HEAVY_MANTINE = [
  'Menu',
  'Select',
  'Combobox',
  'Popover',
  'Tooltip',
  'Drawer',
  'Modal',
  'MultiSelect',
  'Autocomplete',
];

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
        if (target && /\.tsx?$/.test(target) && !/\.server\.tsx?$/.test(target))
          queue.push({ file: target, names: barrel ? wanted : names });
        continue;
      }
      const reason = HEAVY_PACKAGES[specifier];
      if (reason) problems.push(`${where} → ${specifier} (${reason})`);
      if (specifier === '@mantine/core')
        for (const name of names.filter((imported) => HEAVY_MANTINE.includes(imported)))
          problems.push(`${where} → @mantine/core ${name} (floating-ui/overlays: load it on demand)`);
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
    expect(heavyImports(['features/session/currency-menu.tsx']).join('\n')).toContain('@mantine/core Menu');
  });
});
