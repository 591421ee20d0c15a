/**
 * The API's configuration, read once from the environment. Every variable is listed in
 * the README's configuration table; keep both in step.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { readOrCreateSecret } from './local-secret.js';

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** A real PostgreSQL; when absent the API starts the embedded database. */
  databaseUrl: string | undefined;
  dataDir: string;
  embeddedDbPort: number;
  /** Seed the demo accounts (never in production). */
  seedDemo: boolean;
  jwtSecret: string;
  tokenTtlSeconds: number;
  webOrigin: string;
  /**
   * The academy's IANA time zone: due dates, reminder stages, quiet hours, schedules of the
   * jobs and report ranges are judged in it (ACADEMY_TIME_ZONE).
   */
  academyTimeZone: string;
  /**
   * Run the job workers and schedules in this process (RUN_WORKERS, default true). False on
   * API replicas when `npm run worker` processes do the jobs (decision 0012).
   */
  runWorkers: boolean;
  logLevel: string;
  /**
   * Which proxies' `X-Forwarded-For` to believe for the client's IP, as Fastify's
   * `trustProxy`: false (none), true (any: only behind a proxy that overwrites the
   * header), a hop count, or a list of addresses and CIDRs.
   */
  trustProxy: boolean | number | string[];
  signinRateLimitPerMinute: number;
  /** Failed sign-ins allowed per e-mail and client IP in a 15-minute window, across replicas. */
  signinFailuresPerEmail: number;
  /** Failed sign-ins allowed per e-mail from all clients in that window; a recovery resets it. */
  signinFailuresPerAccount: number;
  signupRateLimitPerMinute: number;
  recoveryRateLimitPerMinute: number;
  /** Course pages' lead forms ("Quiero que me contacten") accepted per client and minute. */
  leadFormRateLimitPerMinute: number;
  /** SMTP server for outgoing e-mail; without it e-mail goes to the dev mailbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Messaging provider (Callbell-like API); sandbox when no token. `webhookSecret` is the long
   * random secret in the status webhook's path (unset: the webhook answers 404).
   */
  callbell: { token: string | undefined; baseUrl: string; webhookSecret: string | undefined };
  /** E-mail marketing list (Mailchimp); sandbox when no key. */
  mailchimp: { apiKey: string | undefined; listId: string | undefined; baseUrl: string | undefined };
  /** Payment vendors: each real one when its credentials are set; the sandbox vendor when enabled. */
  payments: PaymentsConfig;
  /**
   * The spreadsheet/automation webhook (docs/domain/automation.md): rows are POSTed to `webhookUrl`,
   * signed with `secret` when set; without a URL deliveries are KEPT.
   */
  automation: { webhookUrl: string | undefined; secret: string | undefined; timeoutMs: number };
  version: string;
};

export type PaymentsConfig = {
  /** The longest any call to a payment vendor may take. */
  vendorTimeoutMs: number;
  /** How long a payment link (`/checkout/{token}`) is valid. */
  linkTtlDays: number;
  /** Calls per minute and client address to the public checkout operations (a token is guessed nowhere). */
  checkoutRateLimitPerMinute: number;
  /** The API's public address, where vendors POST their notifications. */
  notificationBaseUrl: string;
  mercadopago: { accessToken: string; webhookSecret: string; baseUrl: string } | undefined;
  paypal:
    | {
        clientId: string;
        clientSecret: string;
        webhookId: string | undefined;
        environment: 'sandbox' | 'live';
        baseUrl: string;
      }
    | undefined;
  dlocal: { login: string; transKey: string; secretKey: string; baseUrl: string } | undefined;
  /** Undefined when disabled: by default on outside production while no vendor is configured. */
  sandbox: { secret: string; checkoutBaseUrl: string } | undefined;
};

/** Where a development machine keeps the JWT key it generated, inside the data directory. */
export const DEVELOPMENT_JWT_SECRET_FILE = 'jwt-secret';

/**
 * Without JWT_SECRET: production refuses to start; development generates a key on first
 * start and keeps it in the data directory (mode 0600), so sessions survive restarts and no
 * key published in the repository signs anything; tests get a key of their own per process.
 */
function jwtSecretOf(env: NodeJS.ProcessEnv, mode: Config['env'], dataDir: string): string {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  if (mode === 'production') return '';
  if (mode === 'test') return randomBytes(32).toString('hex');
  return readOrCreateSecret(path.join(dataDir, DEVELOPMENT_JWT_SECRET_FILE));
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative integer`);
  return parsed;
}

function boolean(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes'].includes(value.toLowerCase());
}

/** TRUST_PROXY: unset/false, true, a hop count, or comma-separated addresses/CIDRs. */
export function trustProxyOf(value: string | undefined): boolean | number | string[] {
  const text = value?.trim() ?? '';
  if (text === '' || ['0', 'false', 'no'].includes(text.toLowerCase())) return false;
  if (['true', 'yes'].includes(text.toLowerCase())) return true;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

export const DEFAULT_ACADEMY_TIME_ZONE = 'America/Argentina/Buenos_Aires';

/** ACADEMY_TIME_ZONE: an IANA name the runtime knows; Buenos Aires when unset. */
export function academyTimeZoneOf(value: string | undefined): string {
  const zone = value?.trim() || DEFAULT_ACADEMY_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw new Error(`ACADEMY_TIME_ZONE must be an IANA time zone name, not "${zone}"`);
  }
  return zone;
}

/** AUTOMATION_WEBHOOK_URL: an http(s) address, or unset. */
function webhookUrlOf(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) {
    throw new Error('AUTOMATION_WEBHOOK_URL must be an http or https address');
  }
  return text;
}

/** The local web app, by name and by address (CORS compares origins as text). */
export const DEFAULT_WEB_ORIGINS = 'http://localhost:3000,http://127.0.0.1:3000';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode =
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  const jwtSecret = jwtSecretOf(env, mode, dataDir);
  if (jwtSecret.length < 32)
    throw new Error('JWT_SECRET must be set to at least 32 characters in production');
  const seedDemo = mode !== 'production' && (boolean(env.SEED_DEMO) ?? databaseUrl === undefined);
  return {
    env: mode,
    host: env.HOST || '0.0.0.0',
    port: integer(env.PORT, 5001, 'PORT'),
    databaseUrl,
    dataDir,
    embeddedDbPort: integer(env.EMBEDDED_DB_PORT, 5433, 'EMBEDDED_DB_PORT'),
    seedDemo,
    jwtSecret,
    tokenTtlSeconds: 12 * 60 * 60,
    // Both spellings of the local web app: a person may open it at either.
    webOrigin: env.WEB_ORIGIN || DEFAULT_WEB_ORIGINS,
    academyTimeZone: academyTimeZoneOf(env.ACADEMY_TIME_ZONE),
    runWorkers: boolean(env.RUN_WORKERS) ?? true,
    logLevel: env.LOG_LEVEL || (mode === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    signinRateLimitPerMinute: integer(env.SIGNIN_RATE_LIMIT, 20, 'SIGNIN_RATE_LIMIT'),
    signinFailuresPerEmail: integer(env.SIGNIN_EMAIL_FAILURE_LIMIT, 10, 'SIGNIN_EMAIL_FAILURE_LIMIT'),
    signinFailuresPerAccount: integer(env.SIGNIN_ACCOUNT_FAILURE_LIMIT, 100, 'SIGNIN_ACCOUNT_FAILURE_LIMIT'),
    signupRateLimitPerMinute: integer(env.SIGNUP_RATE_LIMIT, 10, 'SIGNUP_RATE_LIMIT'),
    recoveryRateLimitPerMinute: integer(env.RECOVERY_RATE_LIMIT, 5, 'RECOVERY_RATE_LIMIT'),
    leadFormRateLimitPerMinute: integer(env.LEAD_FORM_RATE_LIMIT, 5, 'LEAD_FORM_RATE_LIMIT'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Cátedra <no-reply@catedra.ar>',
    callbell: {
      token: env.CALLBELL_API_TOKEN || undefined,
      baseUrl: env.CALLBELL_BASE_URL || 'https://api.callbell.eu/v1',
      webhookSecret: env.CALLBELL_WEBHOOK_SECRET || undefined,
    },
    mailchimp: {
      apiKey: env.MAILCHIMP_API_KEY || undefined,
      listId: env.MAILCHIMP_LIST_ID || undefined,
      baseUrl: env.MAILCHIMP_BASE_URL || undefined,
    },
    payments: paymentsConfigOf(env, mode, dataDir),
    automation: {
      webhookUrl: webhookUrlOf(env.AUTOMATION_WEBHOOK_URL),
      secret: env.AUTOMATION_WEBHOOK_SECRET || undefined,
      timeoutMs: integer(env.AUTOMATION_WEBHOOK_TIMEOUT_MS, 10_000, 'AUTOMATION_WEBHOOK_TIMEOUT_MS'),
    },
    version: env.npm_package_version || '0.1.0',
  };
}

/** Where a development machine keeps the sandbox payment vendor's signing secret. */
export const SANDBOX_PAYMENTS_SECRET_FILE = 'payments-sandbox-secret';

/** A vendor's credentials: all of them or none (a half-configured vendor would fail on its first payment). */
function credentials<K extends string>(
  env: NodeJS.ProcessEnv,
  names: Record<K, string>,
): Record<K, string> | undefined {
  const values = Object.entries(names).map(([key, name]) => [key, env[name as string] || undefined] as const);
  const set = values.filter(([, value]) => value !== undefined);
  if (set.length === 0) return undefined;
  if (set.length < values.length) {
    const missing = values.filter(([, value]) => value === undefined).map(([key]) => names[key as K]);
    throw new Error(
      `Payment vendor half configured: set ${missing.join(', ')} too, or none of its variables`,
    );
  }
  return Object.fromEntries(values) as Record<K, string>;
}

function environmentOf(value: string | undefined, name: string): 'sandbox' | 'live' {
  if (!value || value === 'sandbox') return 'sandbox';
  if (value === 'live') return 'live';
  throw new Error(`${name} must be sandbox or live`);
}

function paymentsConfigOf(env: NodeJS.ProcessEnv, mode: Config['env'], dataDir: string): PaymentsConfig {
  const mercadopago = credentials(env, {
    accessToken: 'MERCADOPAGO_ACCESS_TOKEN',
    webhookSecret: 'MERCADOPAGO_WEBHOOK_SECRET',
  });
  const paypal = credentials(env, { clientId: 'PAYPAL_CLIENT_ID', clientSecret: 'PAYPAL_CLIENT_SECRET' });
  const paypalEnvironment = environmentOf(env.PAYPAL_ENVIRONMENT, 'PAYPAL_ENVIRONMENT');
  const dlocal = credentials(env, {
    login: 'DLOCAL_LOGIN',
    transKey: 'DLOCAL_TRANS_KEY',
    secretKey: 'DLOCAL_SECRET_KEY',
  });
  const dlocalEnvironment = environmentOf(env.DLOCAL_ENVIRONMENT, 'DLOCAL_ENVIRONMENT');
  const anyVendor = Boolean(mercadopago || paypal || dlocal);
  // Never in production unless asked for: it approves payments without money.
  const sandboxEnabled = boolean(env.PAYMENTS_SANDBOX) ?? (mode !== 'production' && !anyVendor);
  const firstWebOrigin = (env.WEB_ORIGIN || DEFAULT_WEB_ORIGINS).split(',')[0]!.trim();
  return {
    vendorTimeoutMs: integer(env.PAYMENTS_VENDOR_TIMEOUT_MS, 10_000, 'PAYMENTS_VENDOR_TIMEOUT_MS'),
    linkTtlDays: integer(env.PAYMENTS_LINK_TTL_DAYS, 7, 'PAYMENTS_LINK_TTL_DAYS'),
    checkoutRateLimitPerMinute: integer(
      env.PAYMENTS_CHECKOUT_RATE_LIMIT_PER_MINUTE,
      60,
      'PAYMENTS_CHECKOUT_RATE_LIMIT_PER_MINUTE',
    ),
    notificationBaseUrl: env.API_PUBLIC_URL || `http://localhost:${env.PORT || 5001}`,
    mercadopago: mercadopago && {
      ...mercadopago,
      baseUrl: env.MERCADOPAGO_BASE_URL || 'https://api.mercadopago.com',
    },
    paypal: paypal && {
      ...paypal,
      webhookId: env.PAYPAL_WEBHOOK_ID || undefined,
      environment: paypalEnvironment,
      baseUrl:
        env.PAYPAL_BASE_URL ||
        (paypalEnvironment === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com'),
    },
    dlocal: dlocal && {
      ...dlocal,
      baseUrl:
        env.DLOCAL_BASE_URL ||
        (dlocalEnvironment === 'live' ? 'https://api.dlocal.com' : 'https://sandbox.dlocal.com'),
    },
    sandbox: sandboxEnabled
      ? {
          secret: sandboxSecretOf(env, mode, dataDir),
          checkoutBaseUrl: env.PAYMENTS_SANDBOX_CHECKOUT_URL || `${firstWebOrigin}/checkout/sandbox`,
        }
      : undefined,
  };
}

/** Like the JWT key: given, or generated per test process, or kept in the data directory. */
function sandboxSecretOf(env: NodeJS.ProcessEnv, mode: Config['env'], dataDir: string): string {
  if (env.PAYMENTS_SANDBOX_SECRET) return env.PAYMENTS_SANDBOX_SECRET;
  if (mode === 'test') return randomBytes(32).toString('hex');
  return readOrCreateSecret(path.join(dataDir, SANDBOX_PAYMENTS_SECRET_FILE));
}
