/**
 * The embedded database, in its own process: PGlite (PostgreSQL compiled to WASM) with its
 * files in a data directory, served over the PostgreSQL wire protocol by pglite-socket.
 * The API talks to it with the same `pg` driver it uses for a real server.
 *
 * Usage: node embedded-server.js <dataDir|memory://> <port>   (port 0 picks a free one)
 * Prints one JSON line `{"ready":true,"port":N}` when it accepts connections.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

/** PGlite runs one query at a time; the socket server queues the connections' queries. */
const MAX_CONNECTIONS = 32;

async function main(): Promise<void> {
  const [dataDir = 'memory://', portText = '5433'] = process.argv.slice(2);
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  // The extensions the migrations create (a real server ships them in postgresql-contrib).
  const db = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, { extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: Number(portText),
    maxConnections: MAX_CONNECTIONS,
  });
  let port = Number(portText);
  server.addEventListener('listening', (event) => {
    port = (event as CustomEvent<{ port: number }>).detail.port;
  });
  await server.start();

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  // Started by the API with an IPC channel: when the API goes away, so does its database.
  process.on('disconnect', stop);

  process.stdout.write(`${JSON.stringify({ ready: true, port })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`embedded database failed to start: ${String(error)}\n`);
  process.exit(1);
});
