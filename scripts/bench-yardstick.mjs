#!/usr/bin/env node
/**
 * The yardstick of `npm run bench`: the least an HTTP API can do per call on this machine, a
 * bare Fastify route running one indexed query through `pg` on the same database, without
 * logging, authentication, validation or response schemas. The bench prints every measured
 * call as a share of this route's calls per second.
 *
 * Environment: YARDSTICK_DATABASE_URL, YARDSTICK_PORT. Answers `GET /users/:id`.
 */
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.YARDSTICK_DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/users/:id', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'yardstick-user-by-id',
    text: 'select id, email, first_name, last_name, scopes from users where id = $1',
    values: [request.params.id],
  });
  if (rows.length === 0) return reply.code(404).send({ status: 404 });
  return rows[0];
});

const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ host: '127.0.0.1', port: Number(process.env.YARDSTICK_PORT ?? 5602) });
