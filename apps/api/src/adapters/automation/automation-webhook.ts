/**
 * The spreadsheet/automation webhook (docs/domain/automation.md): one POST of a JSON body to
 * the configured URL, signed like Stripe's webhooks — `X-Catedra-Signature: t=<unix>,v1=<hex>`,
 * the hex HMAC-SHA256 of `${t}.${body}` under the shared secret — with the delivery's id in
 * `X-Catedra-Delivery` (the same on every attempt, so the receiver can drop a repeat) and a
 * timeout. It only says what happened; the automation module decides what comes next. Without
 * a URL the "kept" webhook answers `not-configured` and the deliveries wait, listed.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../time/clock.js';

export const SIGNATURE_HEADER = 'X-Catedra-Signature';
export const DELIVERY_HEADER = 'X-Catedra-Delivery';

/** What one attempt came to. */
export type WebhookOutcome =
  /** A 2xx: the automation has the row. */
  | { result: 'delivered'; status: number }
  /** 429, 5xx, no answer in time or no connection: worth another attempt (`retryAfterMs`: its Retry-After). */
  | { result: 'retry'; status: number | null; error: string; retryAfterMs?: number }
  /** Any other answer (a 4xx, a 3xx left unfollowed): sending the same row again would not help. */
  | { result: 'refused'; status: number; error: string }
  /** No URL configured: nothing was sent. */
  | { result: 'not-configured' };

export type AutomationWebhook = {
  /** Whether a URL is configured. */
  readonly configured: boolean;
  /** The URL's host only (its path may carry a token). */
  readonly host: string | null;
  /** Whether a secret signs the deliveries. */
  readonly signed: boolean;
  readonly timeoutMs: number;
  /** Posts `body` (JSON text) as delivery `deliveryId`. */
  post(deliveryId: string, body: string): Promise<WebhookOutcome>;
};

/** The hex HMAC-SHA256 of `${timestamp}.${body}`. */
export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * What a receiver does (docs/domain/automation.md has it in a few lines): the header's `v1`
 * must be the HMAC of `${t}.${raw body}` and `t` recent (`toleranceSeconds`), so a captured
 * request cannot be replayed later.
 */
export function verifySignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const timestamp = Number(parts.t);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signatureOf(secret, timestamp, body), 'hex');
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Retry-After in seconds (an HTTP date is not worth parsing for a spreadsheet). */
function retryAfterMsOf(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

function outcomeOf(response: Response): WebhookOutcome {
  const { status } = response;
  if (status >= 200 && status < 300) return { result: 'delivered', status };
  if (status === 429 || status >= 500) {
    const retryAfterMs = retryAfterMsOf(response);
    return {
      result: 'retry',
      status,
      error: `answered ${status}`,
      ...(retryAfterMs ? { retryAfterMs } : {}),
    };
  }
  return { result: 'refused', status, error: `answered ${status}` };
}

export function createAutomationWebhook(options: {
  url: string;
  secret: string | undefined;
  timeoutMs: number;
  clock: Clock;
}): AutomationWebhook {
  return {
    configured: true,
    host: new URL(options.url).host,
    signed: Boolean(options.secret),
    timeoutMs: options.timeoutMs,
    async post(deliveryId, body) {
      const timestamp = Math.floor(options.clock.now().getTime() / 1000);
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'User-Agent': 'Catedra-Automation/1',
        [DELIVERY_HEADER]: deliveryId,
      };
      if (options.secret) {
        headers[SIGNATURE_HEADER] = `t=${timestamp},v1=${signatureOf(options.secret, timestamp, body)}`;
      }
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers,
          body,
          // A redirect would turn the POST into a GET that delivers nothing: it is an answer.
          redirect: 'manual',
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        await response.body?.cancel();
        return outcomeOf(response);
      } catch (error) {
        // The cause is not kept: its message may carry the URL, whose path may be a credential.
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return {
          result: 'retry',
          status: null,
          error: timedOut ? `no answer in ${options.timeoutMs} ms` : 'could not connect',
        };
      }
    },
  };
}

/** Without a URL: nothing is sent, every delivery is kept (and listed) until one is configured. */
export function createKeptAutomationWebhook(timeoutMs: number): AutomationWebhook {
  return {
    configured: false,
    host: null,
    signed: false,
    timeoutMs,
    async post() {
      return { result: 'not-configured' };
    },
  };
}
