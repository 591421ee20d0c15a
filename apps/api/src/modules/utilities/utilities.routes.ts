import type { AppDependencies } from '../../app.js';
import { defineHandlers } from '../../http/handlers.js';
import { listTimeZones } from './time-zones.js';

export function utilitiesHandlers({ database, config }: AppDependencies) {
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
    findAllTimezones: () => listTimeZones(),
  });
}
