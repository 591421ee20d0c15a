#!/usr/bin/env node
/**
 * `react-router build`, minus one line it cannot help printing. @react-router/dev 7 creates
 * its internal Vite servers with `envFile: false`, which Vite 8.1+ reports as deprecated,
 * several times per build; no project setting reaches those servers. React Router fixed it
 * in 8.x (remix-run/react-router#15229, #15230), not in 7.x. Everything else the build prints
 * passes through unchanged, and its exit code is this script's. Remove this wrapper (and
 * use `react-router build` in package.json again) after moving to React Router 8.
 *
 * After a successful build, the browser's scripts and stylesheets get their precompressed
 * copies (scripts/precompress.mjs), which server.mjs serves.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { precompress } from './precompress.mjs';

const KNOWN_NOISE = 'The `envFile` option is deprecated, please use `envDir: false` instead.';

// `npm run build` puts node_modules/.bin on the PATH.
const build = spawn('react-router', ['build', ...process.argv.slice(2)], {
  stdio: ['inherit', 'pipe', 'pipe'],
  // Piped output is not a terminal: keep the colours only when this script writes to one.
  env:
    process.stdout.isTTY && !('FORCE_COLOR' in process.env)
      ? { ...process.env, FORCE_COLOR: '1' }
      : process.env,
});

/** Copies a stream line by line, leaving out the known deprecation line. */
function relay(from, to) {
  createInterface({ input: from, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    if (!line.includes(KNOWN_NOISE)) to.write(`${line}\n`);
  });
}
relay(build.stdout, process.stdout);
relay(build.stderr, process.stderr);

build.on('close', async (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  if (code === 0) {
    const count = await precompress(new URL('../build/client/assets/', import.meta.url).pathname);
    console.log(`precompressed ${count} assets (brotli and gzip)`);
  }
  process.exit(code ?? 1);
});
