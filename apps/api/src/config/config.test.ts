import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_JWT_SECRET_FILE, loadConfig } from './config.js';

const dataDirs: string[] = [];
function freshDataDir(): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catedra-config-'));
  dataDirs.push(dataDir);
  return dataDir;
}
afterEach(() => {
  for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('starts with no settings at all: port 5001, embedded database, demo data', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config).toMatchObject({ port: 5001, databaseUrl: undefined, seedDemo: true, env: 'development' });
  });

  it('never seeds demo data in production, and demands a real JWT secret there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow('JWT_SECRET');
    const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), SEED_DEMO: 'true' });
    expect(config.seedDemo).toBe(false);
  });

  it('generates a development JWT secret on first start, keeps it owner-only and reuses it', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, DEVELOPMENT_JWT_SECRET_FILE);
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: freshDataDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('uses JWT_SECRET when given, writing no key file', () => {
    const dataDir = freshDataDir();
    const secret = 'y'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(() => statSync(path.join(dataDir, DEVELOPMENT_JWT_SECRET_FILE))).toThrow();
  });

  it('does not seed a real database unless asked', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/catedra' }).seedDemo).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/catedra', SEED_DEMO: 'true' }).seedDemo,
    ).toBe(true);
  });

  it("judges the academy's dates in Buenos Aires unless ACADEMY_TIME_ZONE names another IANA zone", () => {
    expect(loadConfig({ DATA_DIR: freshDataDir() }).academyTimeZone).toBe('America/Argentina/Buenos_Aires');
    expect(loadConfig({ DATA_DIR: freshDataDir(), ACADEMY_TIME_ZONE: 'Europe/Madrid' }).academyTimeZone).toBe(
      'Europe/Madrid',
    );
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), ACADEMY_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      'ACADEMY_TIME_ZONE',
    );
  });

  it('refuses a malformed port', () => {
    expect(() => loadConfig({ DATA_DIR: freshDataDir(), PORT: 'eighty' })).toThrow('PORT');
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

  describe('payment vendors', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) };
    const mercadopago = { MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1', MERCADOPAGO_WEBHOOK_SECRET: 'whsec' };

    it('runs the sandbox vendor alone by default outside production, with a per-install secret', () => {
      const dataDir = freshDataDir();
      const { payments } = loadConfig({ DATA_DIR: dataDir });
      expect(payments).toMatchObject({ mercadopago: undefined, paypal: undefined, dlocal: undefined });
      expect(payments.sandbox).toEqual({
        secret: expect.stringMatching(/^[0-9a-f]{64}$/),
        checkoutBaseUrl: 'http://localhost:3000/checkout/sandbox',
      });
      expect(loadConfig({ DATA_DIR: dataDir }).payments.sandbox?.secret).toBe(payments.sandbox?.secret);
    });

    it('never enables the sandbox in production unless asked; a real vendor turns the default off', () => {
      expect(loadConfig(production).payments.sandbox).toBeUndefined();
      expect(
        loadConfig({ ...production, PAYMENTS_SANDBOX: 'true', PAYMENTS_SANDBOX_SECRET: 's' }).payments
          .sandbox,
      ).toEqual({
        secret: 's',
        checkoutBaseUrl: 'http://localhost:3000/checkout/sandbox',
      });
      const configured = loadConfig({ DATA_DIR: freshDataDir(), ...mercadopago }).payments;
      expect(configured.sandbox).toBeUndefined();
      expect(configured.mercadopago).toEqual({
        accessToken: 'APP_USR-1',
        webhookSecret: 'whsec',
        baseUrl: 'https://api.mercadopago.com',
      });
    });

    it('takes every base URL from the environment, PayPal and dLocal defaulting to their sandboxes', () => {
      const env = {
        ...production,
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        DLOCAL_LOGIN: 'l',
        DLOCAL_TRANS_KEY: 't',
        DLOCAL_SECRET_KEY: 's',
      };
      const { payments } = loadConfig(env);
      expect(payments.paypal).toMatchObject({
        environment: 'sandbox',
        baseUrl: 'https://api-m.sandbox.paypal.com',
      });
      expect(payments.dlocal?.baseUrl).toBe('https://sandbox.dlocal.com');
      const live = loadConfig({ ...env, PAYPAL_ENVIRONMENT: 'live', DLOCAL_ENVIRONMENT: 'live' }).payments;
      expect(live.paypal?.baseUrl).toBe('https://api-m.paypal.com');
      expect(live.dlocal?.baseUrl).toBe('https://api.dlocal.com');
      expect(loadConfig({ ...env, PAYPAL_BASE_URL: 'http://127.0.0.1:9' }).payments.paypal?.baseUrl).toBe(
        'http://127.0.0.1:9',
      );
    });

    it('refuses a half-configured vendor, naming what is missing', () => {
      expect(() => loadConfig({ ...production, MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-1' })).toThrow(
        'MERCADOPAGO_WEBHOOK_SECRET',
      );
      expect(() => loadConfig({ ...production, DLOCAL_LOGIN: 'l', DLOCAL_SECRET_KEY: 's' })).toThrow(
        'DLOCAL_TRANS_KEY',
      );
    });
  });
});
