import type { Config } from '../../config/config.js';
import type { DatabaseConnection } from '../../db/database.js';
import { defineHandlers } from '../../http/handlers.js';
import type { Clock } from '../../time/clock.js';
import { listTimeZones } from './time-zones.js';

export function utilitiesHandlers({
  database,
  config,
  clock,
}: {
  database: DatabaseConnection;
  config: Config;
  clock: Clock;
}) {
  return defineHandlers({
    healthCheck: async ({ reply }) => {
      const databaseUp = await database.ping();
      const body = {
        status: databaseUp ? ('ok' as const) : ('unavailable' as const),
        database: databaseUp ? ('ok' as const) : ('unavailable' as const),
        version: config.version,
      };
      if (!databaseUp) return reply.code(503).send(body);
      return body;
    },
    // Offsets as of the app's clock (they change with daylight saving time).
    findAllTimezones: () => listTimeZones(clock.now()),
  });
}
