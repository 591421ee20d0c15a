import { describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../../../test/setup/test-app.js';
import { buildApp } from '../../app.js';
import { connectDatabase } from '../../db/database.js';

const t = useTestApp();

describe('GET /health-check', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health-check' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 when the database is down', async () => {
    const unreachable = connectDatabase('postgres://postgres@127.0.0.1:1/none', { maxConnections: 1 });
    const app = await buildApp(testConfig(), unreachable);
    try {
      const response = await app.inject({ method: 'GET', url: '/health-check' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'unavailable', database: 'unavailable' });
    } finally {
      await app.close();
      await unreachable.close();
    }
  });
});

describe('GET /utils/timezones', () => {
  it('lists every zone with its current offset, sorted by offset then name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/utils/timezones' });
    expect(response.statusCode).toBe(200);
    const zones: { id: string; offset: string; offsetMinutes: number }[] = response.json();
    expect(zones.length).toBeGreaterThan(300);
    expect(zones).toContainEqual({
      id: 'America/Argentina/Buenos_Aires',
      offset: '-03:00',
      offsetMinutes: -180,
    });
    expect(zones.find((zone) => zone.id === 'UTC')).toMatchObject({ offset: '+00:00' });
    for (let index = 1; index < zones.length; index++) {
      const [previous, current] = [zones[index - 1]!, zones[index]!];
      expect(
        previous.offsetMinutes < current.offsetMinutes || previous.id.localeCompare(current.id) <= 0,
      ).toBe(true);
    }
  });
});
