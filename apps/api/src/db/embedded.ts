/**
 * Starts the embedded database server (embedded-server.ts) as a child process and waits
 * until it accepts connections. Used when no DATABASE_URL is configured.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export type EmbeddedDatabase = { url: string; port: number; stop(): Promise<void> };

const STARTUP_TIMEOUT_MS = 60_000;

/** The server file next to this one: `.ts` when run from source, `.js` when built. */
function serverEntry(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), `embedded-server${path.extname(here)}`);
}

/** From source (tests, `npm run dev`) the child needs tsx to run TypeScript. */
function nodeArguments(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--import', 'tsx', '--conditions=source'] : [];
}

export function startEmbeddedDatabase(options: { dataDir: string; port: number }): Promise<EmbeddedDatabase> {
  const entry = serverEntry();
  const child = spawn(
    process.execPath,
    [...nodeArguments(entry), entry, options.dataDir, String(options.port)],
    {
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    },
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`embedded database did not start within ${STARTUP_TIMEOUT_MS} ms`));
    }, STARTUP_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`embedded database exited with code ${code}`));
    });
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      const { port } = JSON.parse(line) as { port: number };
      resolve({
        port,
        url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
        stop: () => stopChild(child),
      });
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
