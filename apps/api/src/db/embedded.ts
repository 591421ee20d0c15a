/**
 * The embedded database: a real PostgreSQL server kept by `db/embedded-server.ts` in a
 * child process, used when no DATABASE_URL is configured. Its cluster lives in
 * `$DATA_DIR/postgres`; it listens on 127.0.0.1 only, with a password generated on first
 * start and kept in `$DATA_DIR/postgres.password` (mode 0600).
 *
 * Supervised: when the server dies (a crash, `kill -9`), it is started again on the same
 * cluster and port, with a growing pause between failed attempts, until it answers again.
 * PostgreSQL's crash recovery replays its write-ahead log, so no committed write is lost;
 * the API's pool reconnects by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOrCreateSecret } from '../config/local-secret.js';
import type { StartMessage } from './embedded-server.js';

export type EmbeddedDatabaseState = 'down' | 'up';

export type EmbeddedDatabase = {
  url: string;
  port: number;
  /** Called when the server dies ('down') and when it answers again ('up'). */
  onStateChange(listener: (state: EmbeddedDatabaseState) => void): void;
  stop(): Promise<void>;
};

export type EmbeddedDatabaseOptions = {
  /** The data directory; the cluster is its `postgres` folder. */
  dataDir: string;
  /** 0 picks a free port (kept across restarts). */
  port: number;
  /** False for throwaway test clusters (no fsync). Default true. */
  durable?: boolean;
  /** Awaited after the server died and before it is started again (tests observe the outage). */
  beforeRestart?: () => Promise<void>;
};

/** Where the embedded database keeps its files inside the data directory. */
export function embeddedPaths(dataDir: string) {
  return {
    cluster: path.join(dataDir, 'postgres'),
    passwordFile: path.join(dataDir, 'postgres.password'),
  };
}

const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const RESTART_PAUSES_MS = [100, 250, 500, 1_000, 2_000, 5_000];

/** The keeper next to this file: `.ts` when run from source, `.js` when built. */
function serverEntry(): string {
  const here = fileURLToPath(import.meta.url);
  return path.join(path.dirname(here), `embedded-server${path.extname(here)}`);
}

/** From source (tests, `npm run dev`) the child needs tsx to run TypeScript. */
function nodeArguments(entry: string): string[] {
  return entry.endsWith('.ts') ? ['--import', 'tsx', '--conditions=source'] : [];
}

/**
 * The data directory is 0711: the `postgres` system user the server runs as (when started
 * by root) passes through to its cluster; nobody else lists or reads the secrets in it.
 */
function prepareDataDirectory(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o711);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the keeper and answers when the server accepts connections. */
function launch(message: StartMessage, onSpawn: (child: ChildProcess) => void): Promise<ChildProcess> {
  const entry = serverEntry();
  const child = spawn(process.execPath, [...nodeArguments(entry), entry], {
    // Its own process group: a Ctrl-C in the terminal reaches the API, which stops the
    // database after its last request, not the database first.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  onSpawn(child);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the embedded database did not start within ${STARTUP_TIMEOUT_MS} ms`));
    }, STARTUP_TIMEOUT_MS);
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(new Error(`the embedded database stopped while starting (${signal ?? code})`));
    };
    child.once('exit', onExit);
    child.once('message', (reply: { type?: string }) => {
      if (reply?.type !== 'ready') return;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve(child);
    });
    child.send(message);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startEmbeddedDatabase(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
  prepareDataDirectory(options.dataDir);
  const paths = embeddedPaths(options.dataDir);
  const password = readOrCreateSecret(paths.passwordFile);
  const port = options.port || (await freePort());
  const message: StartMessage = {
    type: 'start',
    clusterDir: paths.cluster,
    port,
    password,
    durable: options.durable ?? true,
  };
  const listeners: ((state: EmbeddedDatabaseState) => void)[] = [];
  const announce = (state: EmbeddedDatabaseState) => {
    for (const listener of listeners) listener(state);
  };
  let current: ChildProcess | undefined;
  let stopping = false;

  const supervise = (child: ChildProcess) => {
    child.once('exit', () => {
      if (!stopping) void restart();
    });
  };

  const restart = async () => {
    announce('down');
    await options.beforeRestart?.();
    for (let attempt = 0; !stopping; attempt += 1) {
      try {
        const child = await launch(message, (spawned) => {
          current = spawned;
        });
        if (stopping) return;
        supervise(child);
        announce('up');
        return;
      } catch (error) {
        process.stderr.write(`[embedded database] restart failed: ${(error as Error).message}\n`);
        const pause = RESTART_PAUSES_MS[Math.min(attempt, RESTART_PAUSES_MS.length - 1)];
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  };

  const first = await launch(message, (spawned) => {
    current = spawned;
  });
  supervise(first);

  return {
    port,
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
    onStateChange(listener) {
      listeners.push(listener);
    },
    async stop() {
      stopping = true;
      if (current) await stopChild(current);
    },
  };
}
