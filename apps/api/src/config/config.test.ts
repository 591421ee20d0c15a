import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('starts with no settings at all: port 5001, embedded database, demo data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 5001, databaseUrl: undefined, seedDemo: true, env: 'development' });
  });

  it('never seeds demo data in production, and demands a real JWT secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
  });

  it('does not seed a real database unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://db/catedra' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/catedra', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });

  it('trusts no proxy by default; TRUST_PROXY takes a flag, a hop count or addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
    ]);
  });
});
