/**
 * `npm run -s operations`: how many contract operations the API implements, out of how
 * many are declared, and which are still missing (grouped by tag). Needs no database:
 * the handlers are only listed, never called.
 */
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { createDependencies } from '../composition/dependencies.js';
import { allHandlers } from '../composition/handlers.js';
import { loadConfig } from '../config/config.js';
import { connectDatabase } from '../db/database.js';
import { implementationStatus } from '../http/register-operations.js';

// No token is ever signed here: a throwaway key, so listing creates no key file.
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  JWT_SECRET: randomBytes(32).toString('hex'),
});
// A pool connects lazily; nothing is ever queried here.
const database = connectDatabase('postgres://localhost/unused', { maxConnections: 1 });
const handlers = allHandlers(createDependencies(config, database, pino({ enabled: false })));
const { implemented, missing, total } = implementationStatus(handlers);

const lines = [`${implemented.length} of ${total} operations implemented`];
if (missing.length > 0) {
  lines.push('', `Not implemented yet (${missing.length}, answering 501):`);
  const byTag = new Map<string, typeof missing>();
  for (const operation of missing) byTag.set(operation.tag, [...(byTag.get(operation.tag) ?? []), operation]);
  for (const [tag, operations] of byTag) {
    lines.push(`  ${tag}`);
    for (const operation of operations) {
      lines.push(`    ${operation.operationId.padEnd(38)} ${operation.method.padEnd(6)} ${operation.path}`);
    }
  }
}
process.stdout.write(`${lines.join('\n')}\n`);
await database.close();
