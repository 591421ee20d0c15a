/** Utilities: the health check and the list of time zones (specification section 7). */
import Type from 'typebox';
import { defineOperation } from '../core/operation.js';

const tag = 'Utilities';

export const HealthStatus = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  database: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  version: Type.String(),
});

export const TimeZoneInfo = Type.Object({
  id: Type.String({ examples: ['America/Argentina/Buenos_Aires'] }),
  /** Current offset from UTC, `±HH:MM`. */
  offset: Type.String({ pattern: '^[+-]\\d{2}:\\d{2}$', examples: ['-03:00'] }),
  offsetMinutes: Type.Integer(),
});

export const utilitiesOperations = {
  healthCheck: defineOperation({
    operationId: 'healthCheck',
    method: 'GET',
    path: '/health-check',
    tag,
    summary: 'Is the API up and its database reachable? 503 when the database is down',
    response: HealthStatus,
    access: { kind: 'public' },
  }),
  findAllTimezones: defineOperation({
    operationId: 'findAllTimezones',
    method: 'GET',
    path: '/utils/timezones',
    tag,
    summary: 'Every IANA time zone with its current UTC offset, sorted by offset then name',
    response: Type.Array(TimeZoneInfo),
    access: { kind: 'public' },
  }),
} as const;
