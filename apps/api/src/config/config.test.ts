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
});
